/// Lines and columns of the parser's tokens. The parser asks for them in increasing order, each
/// declaration on the line of the one before or a few lines further, so a lookup first tries the
/// line found last and the few after it, and searches the whole table only past those.
struct LineCursor {
    let table: LineTable
    private var lastLine = 1
    /// How many lines past the last one found are tried one by one.
    private static let linesTriedInOrder = 4

    init(_ table: LineTable) {
        self.table = table
    }

    /// 1-based line holding byte `offset` (as `LineTable.line(of:)`).
    mutating func line(of offset: Int) -> Int {
        var line = lastLine
        if table.start(ofLine: line) <= offset {
            for _ in 0...Self.linesTriedInOrder {
                if line == table.lineCount || offset < table.start(ofLine: line + 1) {
                    lastLine = line
                    return line
                }
                line += 1
            }
        }
        lastLine = table.line(of: offset)
        return lastLine
    }

    /// 1-based line and column (in bytes) of byte `offset`.
    mutating func position(of offset: Int) -> (line: Int, column: Int) {
        let line = line(of: offset)
        return (line, offset - table.start(ofLine: line) + 1)
    }
}
