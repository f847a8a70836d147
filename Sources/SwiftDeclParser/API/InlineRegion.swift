/// A `// sourcery:inline:NAME` … `// sourcery:end` region of a file: generated code a tool
/// rewrites in place. Markers count only as line comments alone on their line, so the text of a
/// string literal or a block comment never opens or closes a region.
public struct InlineRegion: Codable, Sendable, Equatable {
    public var name: String
    /// 1-based line and column of the opening marker's `//`.
    public var line: Int
    public var column: Int
    /// Offset of the first byte of the opening marker's line.
    public var markerLineStart: Int
    /// Offset just after the opening marker's line break: where the body starts.
    public var bodyStart: Int
    /// Offset of the first byte of the closing `// sourcery:end` line: where the body ends.
    public var endLineStart: Int
    /// 1-based line of the closing marker.
    public var endLine: Int

    public init(name: String, line: Int, column: Int, markerLineStart: Int, bodyStart: Int, endLineStart: Int, endLine: Int) {
        self.name = name
        self.line = line
        self.column = column
        self.markerLineStart = markerLineStart
        self.bodyStart = bodyStart
        self.endLineStart = endLineStart
        self.endLine = endLine
    }
}
