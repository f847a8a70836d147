import SystemSupport

/// A problem found while reading a file. The parser never throws: whatever could be read is
/// returned and problems are reported as diagnostics with a 1-based location.
public struct Diagnostic: Codable, Sendable, Error, Equatable, CustomStringConvertible {
    public enum Severity: String, Codable, Sendable { case warning, error }

    public var path: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var message: String
    /// The offending source line, used to draw the caret line.
    public var lineText: String?

    public init(path: String, line: Int, column: Int, severity: Severity = .warning, message: String, lineText: String? = nil) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.lineText = lineText
    }

    /// `path:line:column: severity: message`, without the source excerpt.
    public var summary: String { "\(path):\(line):\(column): \(severity.rawValue): \(message)" }

    /// `path:line:column: warning: message`, then the line (a window of it around the column when
    /// long) and a caret under the column, which counts UTF-8 bytes.
    public var description: String {
        guard let text = lineText else { return summary }
        let characterColumn = SourceExcerpt.characterColumn(ofByteColumn: column, in: text)
        return summary + "\n" + SourceExcerpt.lines(of: text, column: characterColumn)
    }
}
