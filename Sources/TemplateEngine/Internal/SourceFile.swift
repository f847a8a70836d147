/// One template's text as UTF-8 bytes, plus what error messages need: its path and a
/// byte offset → line/column mapping (computed only when an error is reported).
final class SourceFile {
    let path: String
    let bytes: [UInt8]

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// 1-based line and character column of a byte offset, with the line's text.
    /// Lines are counted on `\n` only, so the blank-line markers Sourcery mode inserts
    /// (U+000B) never shift line numbers (Stencil's own numbering does shift; §1.4 allows ours).
    func location(ofOffset offset: Int, length: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        var lineStart = 0
        var line = 1
        var index = 0
        while index < clamped {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        var lineEnd = lineStart
        while lineEnd < bytes.count && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        var lineBytes = bytes[lineStart..<lineEnd]
        if lineBytes.last == UInt8(ascii: "\r") { lineBytes = lineBytes.dropLast() }
        let lineText = String(decoding: lineBytes.filter { $0 != 0x0B }, as: UTF8.self)
        let column = String(decoding: bytes[lineStart..<clamped], as: UTF8.self).count + 1
        let end = max(clamped, min(clamped + length, lineEnd))
        let highlighted = String(decoding: bytes[clamped..<end], as: UTF8.self).count
        return SourceLocation(path: path, line: line, column: column, lineText: lineText, length: max(highlighted, 1))
    }
}

/// A range of a template's source, kept cheaply on every token; turned into a
/// `SourceLocation` only when an error needs it.
struct SourceSpan {
    let file: SourceFile
    let offset: Int
    let length: Int

    var location: SourceLocation { file.location(ofOffset: offset, length: length) }

    /// A sub-range starting `delta` bytes later.
    func shifted(by delta: Int, length newLength: Int) -> SourceSpan {
        SourceSpan(file: file, offset: offset + delta, length: newLength)
    }
}
