import SwiftDeclParser

/// An error about an inline region of a source file, located at its marker and printed as the
/// parser's diagnostics are: `path:line:column: error: message`, the marker's line and a caret.
enum InlineRegionError {
    /// `bytes` are the file's contents; without them (an unreadable file) the excerpt is left out.
    static func message(_ message: String, path: String, line: Int, column: Int, bytes: [UInt8]?) -> String {
        Diagnostic(path: PathResolver.display(path), line: line, column: column, severity: .error, message: message,
                   lineText: bytes.flatMap { lineText(line, of: $0) }).description
    }

    /// The text of 1-based `line` of `bytes`, without its line break.
    private static func lineText(_ line: Int, of bytes: [UInt8]) -> String? {
        let lines = LineTable(bytes: bytes)
        guard line >= 1, line <= lines.lineCount else { return nil }
        let start = lines.start(ofLine: line)
        var end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
