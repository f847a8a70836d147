/// Finds `// sourcery:inline:NAME` … `// sourcery:end` regions in a source file.
///
/// Works on UTF-8 bytes and line boundaries only. `// sourcery:begin:` annotation blocks also end
/// with `// sourcery:end`, so they are tracked to pair each `end` with its opener.
enum InlineRegionScanner {
    struct Region: Equatable {
        var name: String
        /// 1-based line of the opening marker.
        var line: Int
        /// Byte offset where the body starts (just after the opening marker's line break).
        var bodyStart: Int
        /// Byte offset where the closing marker's line starts (the body ends here).
        var bodyEnd: Int
        /// The opening marker line's leading whitespace.
        var indentation: String
    }

    /// Cheap pre-check so files without markers are not split into lines.
    static func mayContainRegions(_ bytes: [UInt8]) -> Bool {
        contains(bytes, Array("sourcery:inline:".utf8))
    }

    static func regions(in bytes: [UInt8], path: String) throws -> [Region] {
        var regions: [Region] = []
        var stack: [(isInline: Bool, name: String, line: Int, bodyStart: Int, indentation: String)] = []
        var lineStart = 0
        var lineNumber = 1
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let next = min(lineEnd + 1, bytes.count)
            if let marker = marker(bytes[lineStart..<lineEnd]) {
                let indentation = String(decoding: bytes[lineStart..<lineEnd].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
                switch marker {
                case .inline(let name):
                    if let open = stack.last(where: { $0.isInline }) {
                        throw locatedError(path, lineNumber, indentation.count + 1,
                                           "sourcery:inline:\(name) starts inside the inline region '\(open.name)' opened on line \(open.line) (regions do not nest)")
                    }
                    if name.isEmpty { throw locatedError(path, lineNumber, indentation.count + 1, "sourcery:inline: needs a name") }
                    stack.append((true, name, lineNumber, next, indentation))
                case .begin:
                    stack.append((false, "", lineNumber, next, indentation))
                case .end:
                    guard let open = stack.popLast() else {
                        throw locatedError(path, lineNumber, indentation.count + 1, "// sourcery:end without a matching sourcery:inline or sourcery:begin")
                    }
                    if open.isInline {
                        regions.append(Region(name: open.name, line: open.line, bodyStart: open.bodyStart,
                                              bodyEnd: lineStart, indentation: open.indentation))
                    }
                case .file:
                    break // a `sourcery:file:` annotation in a source file has no end marker
                }
            }
            lineStart = next
            lineNumber += 1
        }
        if let open = stack.last(where: { $0.isInline }) {
            throw locatedError(path, open.line, open.indentation.count + 1,
                               "inline region '\(open.name)' is never closed with // sourcery:end")
        }
        return regions
    }

    /// Only comment lines can be markers: everything else is rejected without decoding the line.
    private static func marker(_ line: ArraySlice<UInt8>) -> RenderedOutputScanner.Marker? {
        var index = line.startIndex
        while index < line.endIndex, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
        guard index + 1 < line.endIndex, line[index] == 0x2F, line[index + 1] == 0x2F else { return nil }
        return RenderedOutputScanner.marker(in: Substring(String(decoding: line, as: UTF8.self)))
    }

    static func locatedError(_ path: String, _ line: Int, _ column: Int, _ message: String) -> GenerationError {
        GenerationError(description: "\(path):\(line):\(column): error: \(message)")
    }

    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        var index = 0
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first {
                var matched = true
                for offset in 1..<needle.count where haystack[index + offset] != needle[offset] {
                    matched = false
                    break
                }
                if matched { return true }
            }
            index += 1
        }
        return false
    }
}
