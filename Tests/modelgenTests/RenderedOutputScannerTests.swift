import XCTest
@testable import modelgen
import TestSupport

/// The scanner works on bytes; these tests pin it to the line semantics of
/// `String.split(separator: "\n")` (a `\r\n` pair is one character) and to the marker rules.
final class RenderedOutputScannerTests: XCTestCase {
    /// The scan of `text`'s bytes, its plain runs read as text (touching ones joined, as the main
    /// file joins them); output without blocks (nil) is one plain segment, as the planner treats it.
    private func scan(_ text: String) throws -> TextScanned {
        var text = text
        let scanned = try text.withUTF8 { bytes in
            try RenderedOutputScanner.scan(bytes, templatePath: "/t/T.stencil").map { TextScanned($0, of: bytes) }
        }
        return scanned ?? TextScanned(segments: text.isEmpty ? [] : [.text(text)], fileBlocks: [])
    }

    func testPlainTextIsLeftInPlaceAsByteRanges() throws {
        var text = "head\n// sourcery:file:F\nbody\n// sourcery:end\nmiddle\n// sourcery:inline:N\nx\n// sourcery:end\ntail\n"
        let scanned = try XCTUnwrap(try text.withUTF8 { try RenderedOutputScanner.scan($0, templatePath: "/t/T.stencil") })
        XCTAssertEqual(scanned.segments.count, 4)
        XCTAssertEqual(scanned.segments[0], .plain(0..<5))
        // The file block takes its lines up to the end of its end marker; the line break after it stays.
        XCTAssertEqual(scanned.segments[1], .plain(44..<52))
        XCTAssertEqual(scanned.segments[3], .plain(90..<96))
    }

    func testPlainTextStaysOneSegmentWithOrWithoutATrailingNewline() throws {
        XCTAssertEqual(try scan("a\nb\n").segments, [.text("a\nb\n")])
        XCTAssertEqual(try scan("a\nb").segments, [.text("a\nb")])
        XCTAssertEqual(try scan("").segments, [])
        XCTAssertEqual(try scan("\n\n").segments, [.text("\n\n")])
    }

    func testFileAndInlineBlocksAreCutOutOfTheMainText() throws {
        let scanned = try scan("""
        head
          // sourcery:file:Models/User \t
        body 1
        // sourcery:end
        middle
        //// sourcery:inline:Name extra
        inline body
        // sourcery:end
        tail
        """)
        XCTAssertEqual(scanned.fileBlocks, [.init(path: "Models/User", body: "body 1\n", line: 2)])
        XCTAssertEqual(scanned.segments, [
            .text("head\n\nmiddle\n"),
            .inline(.init(name: "Name", body: "inline body\n", line: 6,
                          verbatim: "//// sourcery:inline:Name extra\ninline body\n// sourcery:end")),
            .text("\ntail"),
        ])
    }

    func testAnnotationBlocksStayInsideTheTextOrBody() throws {
        let text = "// sourcery:begin: a\nx\n// sourcery:end\n// sourcery:file:F\n// sourcery:begin: b\ny\n// sourcery:end\n// sourcery:end\n"
        let scanned = try scan(text)
        XCTAssertEqual(scanned.segments, [.text("// sourcery:begin: a\nx\n// sourcery:end\n\n")])
        XCTAssertEqual(scanned.fileBlocks, [.init(path: "F", body: "// sourcery:begin: b\ny\n// sourcery:end\n", line: 4)])
    }

    func testCarriageReturnNewlineDoesNotEndALine() throws {
        // "a\r\n// sourcery:end" is one line (one character "\r\n"), so there is no stray end marker.
        XCTAssertEqual(try scan("a\r\n// sourcery:end\nb\n").segments, [.text("a\r\n// sourcery:end\nb\n")])
        XCTAssertEqual(try scan("a\n// sourcery:end\r\nb\n").segments, [.text("a\n// sourcery:end\r\nb\n")])
        // A lone carriage return is trimmed from the marker.
        XCTAssertThrowsError(try scan("a\n// sourcery:end\r")) { XCTAssertEqual("\($0)", "/t/T.stencil: error: // sourcery:end without an open sourcery:file or sourcery:inline block (rendered output line 2)") }
    }

    func testErrorsNameTheRenderedLine() {
        XCTAssertThrowsError(try scan("x\n// sourcery:end\n")) { error in
            XCTAssertEqual("\(error)", "/t/T.stencil: " + "error: // sourcery:end without an open sourcery:file or sourcery:inline block (rendered output line 2)")
        }
        XCTAssertThrowsError(try scan("x\n// sourcery:file:A\ny\n")) { error in
            XCTAssertEqual("\(error)", "/t/T.stencil: " + "error: block opened here is never closed with // sourcery:end (rendered output line 2)")
        }
        XCTAssertThrowsError(try scan("// sourcery:inline:A\n// sourcery:file:B\n")) { error in
            XCTAssertEqual("\(error)", "/t/T.stencil: " + "error: a sourcery:file/inline block cannot start inside the block opened on line 1 (blocks do not nest; close it with // sourcery:end) (rendered output line 2)")
        }
        XCTAssertThrowsError(try scan("// sourcery:file:   \n// sourcery:end\n")) { error in
            XCTAssertEqual("\(error)", "/t/T.stencil: " + "error: // sourcery:file: needs a path (rendered output line 1)")
        }
    }

    /// Random outputs built from marker-like and awkward lines (combining marks, `\r`, blanks)
    /// scan exactly as the line-by-line `String` reading the byte scanner replaced.
    func testMatchesTheCharacterLevelReadingOnRandomOutputs() {
        let pieces = ["// sourcery:file:A", "// sourcery:inline:N", "// sourcery:inline:auto:T.X", "// sourcery:end",
                      "// sourcery:begin: k", "  ///\tsourcery:end \r", "text", "é", "\u{301}", " \u{301}// sourcery:end",
                      "// sourcery:\u{301}end", "// sourcery:file: \u{301}x", "//sourcery:end\r", "\r", "", "\t// sourcery:file:B.swift",
                      "x // sourcery:end", "sourcery:sourcery:", "// sourcerysourcery:end", "ourcery:"]
        var generator = SplitMix(seed: 7)
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                text += pieces.randomElement(using: &generator)!
                text += ["\n", "\r\n", "", "\n"].randomElement(using: &generator)!
            }
            let expected = Result { try CharacterLevelReading.scan(text) }
            let actual = Result { try scan(text) }
            switch (expected, actual) {
            case let (.success(lhs), .success(rhs)): XCTAssertEqual(lhs, rhs, "\(text.debugDescription)")
            case let (.failure(lhs), .failure(rhs)): XCTAssertEqual("\(lhs)", "\(rhs)", "\(text.debugDescription)")
            default: XCTFail("\(text.debugDescription): \(expected) vs \(actual)")
            }
        }
    }
}

/// The scanner as it was written over `String` lines (kept here as the reference).
private enum CharacterLevelReading {
    typealias Scanner = RenderedOutputScanner

    static func scan(_ text: String) throws -> TextScanned {
        var segments: [TextSegment] = []
        var fileBlocks: [Scanner.FileBlock] = []
        var plain = ""
        /// Whole lines read since the last block: the blank ones at the end go with the next block.
        var pending: [String] = []
        var open: (marker: Scanner.Marker, line: Int, leading: String, text: String)?
        var body: [String] = []
        var depth = 0
        func fail(_ line: Int, _ message: String) -> GenerationError {
            GenerationError(description: "/t/T.stencil: error: \(message) (rendered output line \(line))")
        }
        func isBlank(_ line: String) -> Bool {
            line.dropLast(line.hasSuffix("\n") ? 1 : 0).allSatisfy { [" ", "\t", "\r", "\u{0B}", "\u{0C}", "\r\n"].contains($0) }
        }
        func opening(_ marker: Scanner.Marker, _ number: Int, _ line: String) {
            let blankCount = pending.reversed().prefix(while: isBlank).count
            plain += pending.dropLast(blankCount).joined()
            open = (marker, number, pending.suffix(blankCount).joined(), line)
            pending = []
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            let isLast = offset == lines.count - 1
            let withNewline = isLast ? String(line) : String(line) + "\n"
            if isLast && line.isEmpty { break }
            let marker = Scanner.marker(in: line)
            if let current = open {
                switch marker {
                case .end?:
                    if depth > 0 { depth -= 1; body.append(withNewline); continue }
                    let kept = body.reversed().drop(while: isBlank).reversed().joined()
                    let markerEnd = withNewline.firstRange(of: "sourcery:end")!.upperBound
                    if case .file(let path) = current.marker { fileBlocks.append(.init(path: path, body: kept, line: current.line)) }
                    if case .inline(let name) = current.marker {
                        if !plain.isEmpty { segments.append(.text(plain)); plain = "" }
                        segments.append(.inline(.init(name: name, body: kept, line: current.line,
                                                      verbatim: current.leading + current.text + body.joined() + withNewline[..<markerEnd])))
                    }
                    plain += withNewline[markerEnd...]
                    open = nil
                    body = []
                case .file?, .inline?:
                    throw fail(number, "a sourcery:file/inline block cannot start inside the block opened on line \(current.line) (blocks do not nest; close it with // sourcery:end)")
                case .begin?:
                    depth += 1
                    body.append(withNewline)
                case nil:
                    body.append(withNewline)
                }
                continue
            }
            switch marker {
            case .file(let path)?:
                if path.isEmpty { throw fail(number, "// sourcery:file: needs a path") }
                opening(.file(path), number, withNewline)
            case .inline(let name)?:
                if name.isEmpty { throw fail(number, "// sourcery:inline: needs a name") }
                opening(.inline(name), number, withNewline)
            case .begin?:
                depth += 1
                pending.append(withNewline)
            case .end?:
                guard depth > 0 else { throw fail(number, "// sourcery:end without an open sourcery:file or sourcery:inline block") }
                depth -= 1
                pending.append(withNewline)
            case nil:
                pending.append(withNewline)
            }
        }
        plain += pending.joined()
        if let current = open { throw fail(current.line, "block opened here is never closed with // sourcery:end") }
        if !plain.isEmpty { segments.append(.text(plain)) }
        return TextScanned(segments: segments, fileBlocks: fileBlocks)
    }
}

/// A scan with its plain runs read as text.
private enum TextSegment: Equatable {
    case text(String)
    case inline(RenderedOutputScanner.InlineBlock)
}

private struct TextScanned: Equatable {
    var segments: [TextSegment]
    var fileBlocks: [RenderedOutputScanner.FileBlock]

    init(segments: [TextSegment], fileBlocks: [RenderedOutputScanner.FileBlock]) {
        self.segments = segments
        self.fileBlocks = fileBlocks
    }

    init(_ scanned: RenderedOutputScanner.Scanned, of bytes: UnsafeBufferPointer<UInt8>) {
        segments = []
        for segment in scanned.segments {
            switch segment {
            case .plain(let range):
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                if case .text(let before)? = segments.last { segments[segments.count - 1] = .text(before + text) } else { segments.append(.text(text)) }
            case .inline(let block):
                segments.append(.inline(block))
            }
        }
        fileBlocks = scanned.fileBlocks
    }
}
