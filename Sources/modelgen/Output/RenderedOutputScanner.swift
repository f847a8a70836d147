/// Splits a template's rendered text at the Sourcery output markers it emits (context-model.md §5.5):
///
///     // sourcery:file:Path/Name        body goes to its own file under the output folder
///     // sourcery:inline:NAME           body replaces the NAME region of a source file
///     // sourcery:inline:auto:T.Tpl     … or is inserted at the end of type T's body
///     // sourcery:end
///
/// Markers must be on a line of their own (indentation allowed). `// sourcery:begin:` … `end`
/// annotation blocks pass through untouched. Blocks do not nest.
///
/// Whitespace follows Sourcery: a block's body leaves out the blank lines just before its end
/// marker, and a block cut out of the text takes the blank lines just before it along, up to the
/// end of its `sourcery:end` (the rest of that line stays): a blank line is left where it was.
enum RenderedOutputScanner {
    struct FileBlock: Equatable {
        var path: String
        /// The lines between the markers, without the blank lines just before `// sourcery:end`.
        var body: String
        var line: Int
        /// The marker line as rendered, for messages only (not compared).
        var openingLine = ""

        static func == (left: FileBlock, right: FileBlock) -> Bool {
            left.path == right.path && left.body == right.body && left.line == right.line
        }
    }

    struct InlineBlock: Equatable {
        var name: String
        /// The lines between the markers, without the blank lines just before `// sourcery:end`.
        var body: String
        var line: Int
        /// The block exactly as rendered (the blank lines before it, the markers, the whole body),
        /// kept in case no source region takes it.
        var verbatim: String

        var isAuto: Bool { name.hasPrefix("auto:") || name.hasPrefix("after-auto:") }
    }

    enum Segment: Equatable {
        /// A run of whole lines of plain text: a byte range of the scanned output, which is not
        /// copied (the main file is built from the rendered bytes once, see `OutputPlanner.mainFile`).
        case plain(Range<Int>)
        case inline(InlineBlock)
    }

    struct Scanned: Equatable {
        /// The main output: plain runs and inline blocks in order (file blocks removed).
        var segments: [Segment]
        var fileBlocks: [FileBlock]
    }

    enum Marker: Equatable {
        case file(String), inline(String), begin, end
    }

    /// The directive on a marker line (`// sourcery:…`), or nil for any other line.
    static func marker(in line: Substring) -> Marker? {
        var text = line.drop { $0 == " " || $0 == "\t" }
        guard text.hasPrefix("//") else { return nil }
        text = text.drop { $0 == "/" }.drop { $0 == " " || $0 == "\t" }
        guard text.hasPrefix("sourcery:") else { return nil }
        let directive = text.dropFirst("sourcery:".count)
        if trimmed(directive) == "end" { return .end }
        if directive.hasPrefix("file:") { return .file(trimmed(directive.dropFirst(5))) }
        if directive.hasPrefix("inline:") {
            let name = trimmed(directive.dropFirst(7))
            return .inline(String(name.prefix { $0 != " " && $0 != "\t" }))
        }
        if directive.hasPrefix("begin:") { return .begin }
        return nil
    }

    /// `templatePath` is only used in error messages.
    ///
    /// Works on the UTF-8 bytes: the output is megabytes of lines and only a few are markers, so
    /// only the lines holding `sourcery:` are visited (`MarkerLineCursor`). Plain text and block
    /// bodies are runs of whole lines: plain text stays a byte range of `bytes`, bodies are cut out.
    ///
    /// nil when the output holds no block: all of it is plain text (and nothing was copied).
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, templatePath: String) throws -> Scanned? {
        var segments: [Segment] = []
        var fileBlocks: [FileBlock] = []
        var sawBlock = false
        /// Start of the plain lines not yet in `segments`.
        var plainRunStart = 0
        var open: (marker: Marker, line: Int, text: String, blockStart: Int, bodyStart: Int)?
        var annotationDepth = 0

        func fail(_ line: Int, _ message: String, marker: String) -> GenerationError {
            GenerationError(description: RenderedOutputLocation(templatePath: templatePath, renderedLine: line, markerLine: marker)
                .error(message))
        }
        func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        /// Adds a plain run, joined to the one before when they touch (around a `sourcery:file` block
        /// that took no blank lines, say).
        func appendPlain(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            if case .plain(let last)? = segments.last, last.upperBound == range.lowerBound {
                segments[segments.count - 1] = .plain(last.lowerBound..<range.upperBound)
            } else {
                segments.append(.plain(range))
            }
        }

        var lines = MarkerLineCursor(bytes: bytes)
        while let line = lines.next() {
            let marker = MarkerPrefilter.mayBeMarker(bytes, line.start..<line.end)
                ? RenderedOutputScanner.marker(in: Substring(string(line.start..<line.end))) : nil
            if let current = open {
                switch marker {
                case .end?:
                    if annotationDepth > 0 {
                        annotationDepth -= 1
                        continue
                    }
                    let body = string(current.bodyStart..<BlankLines.runStart(in: bytes, before: line.start, notBefore: current.bodyStart, carriageReturnJoins: true))
                    let blockEnd = BlankLines.endOfEndMarker(in: bytes, line.start..<line.end)
                    sawBlock = true
                    switch current.marker {
                    case .file(let path):
                        fileBlocks.append(FileBlock(path: path, body: body, line: current.line, openingLine: current.text))
                    case .inline(let name):
                        segments.append(.inline(InlineBlock(name: name, body: body, line: current.line,
                                                            verbatim: string(current.blockStart..<blockEnd))))
                    default: break
                    }
                    open = nil
                    plainRunStart = blockEnd
                case .file?, .inline?:
                    throw fail(line.number, "a sourcery:file/inline block cannot start inside the block opened on line \(current.line) (blocks do not nest; close it with // sourcery:end)", marker: string(line.start..<line.end))
                case .begin?:
                    annotationDepth += 1
                case nil:
                    break
                }
                continue
            }
            switch marker {
            case .file(let path)?:
                if path.isEmpty { throw fail(line.number, "// sourcery:file: needs a path", marker: string(line.start..<line.end)) }
                let blockStart = BlankLines.runStart(in: bytes, before: line.start, notBefore: plainRunStart, carriageReturnJoins: true)
                appendPlain(plainRunStart..<blockStart)
                open = (.file(path), line.number, string(line.start..<line.next), blockStart, line.next)
            case .inline(let name)?:
                if name.isEmpty { throw fail(line.number, "// sourcery:inline: needs a name", marker: string(line.start..<line.end)) }
                let blockStart = BlankLines.runStart(in: bytes, before: line.start, notBefore: plainRunStart, carriageReturnJoins: true)
                appendPlain(plainRunStart..<blockStart)
                open = (.inline(name), line.number, string(line.start..<line.next), blockStart, line.next)
            case .begin?:
                annotationDepth += 1
            case .end?:
                if annotationDepth > 0 {
                    annotationDepth -= 1
                } else {
                    throw fail(line.number, "// sourcery:end without an open sourcery:file or sourcery:inline block", marker: string(line.start..<line.end))
                }
            case nil:
                break
            }
        }
        if let current = open {
            throw fail(current.line, "block opened here is never closed with // sourcery:end", marker: current.text)
        }
        if !sawBlock { return nil }
        appendPlain(plainRunStart..<bytes.count)
        return Scanned(segments: segments, fileBlocks: fileBlocks)
    }
}

/// A byte test every marker line passes (`//`, more slashes, blanks, `sourcery:` after the
/// indentation): only the lines that pass are decoded and read by `marker(in:)`.
private enum MarkerPrefilter {
    static func mayBeMarker(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        func skip(_ accept: (UInt8) -> Bool) {
            while index < range.upperBound && accept(bytes[index]) { index += 1 }
        }
        skip { $0 == 0x20 || $0 == 0x09 }
        guard range.upperBound - index >= 2, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") else { return false }
        skip { $0 == UInt8(ascii: "/") }
        skip { $0 == 0x20 || $0 == 0x09 }
        let keyword = "sourcery:".utf8
        guard range.upperBound - index >= keyword.count else { return false }
        return zip(bytes[index..<(index + keyword.count)], keyword).allSatisfy { $0 == $1 }
    }
}

/// Spaces, tabs and a carriage return around marker text do not matter.
private func trimmed(_ text: Substring) -> String {
    let isSpace = { (character: Character) in character == " " || character == "\t" || character == "\r" }
    var result = text.drop(while: isSpace)
    while let last = result.last, isSpace(last) { result = result.dropLast() }
    return String(result)
}
