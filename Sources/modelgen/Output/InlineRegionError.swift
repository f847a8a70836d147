import SwiftDeclParser

/// An error about an inline region of a source file, located at its marker and printed as the
/// parser's diagnostics are: `path:line:column: error: message`, the marker's line and a caret.
enum InlineRegionError {
    /// `bytes` are the file's contents; without them (an unreadable file) the excerpt is left out.
    static func message(_ message: String, path: String, line: Int, column: Int, bytes: [UInt8]?) -> String {
        Diagnostic(path: PathResolver.display(path), line: line, column: column, severity: .error, message: message,
                   lineText: bytes.flatMap { lineText(line, of: $0) }).description
    }

    /// Lines as the parser numbers them (a lone CR ends one).
    private static func lineText(_ line: Int, of file: [UInt8]) -> String? {
        let bytes = SwiftParser.readingLoneCarriageReturnsAsLineFeeds(file)
        let lines = LineTable(bytes: bytes)
        return line >= 1 && line <= lines.lineCount ? lines.text(ofLine: line, in: bytes) : nil
    }
}
