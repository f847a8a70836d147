/// Where each line of a file starts, so that a byte offset can be turned into a 1-based line and
/// column when a declaration or a message needs one (tokens store neither). Lines end at "\n".
public struct LineTable: Sendable, Equatable {
    /// Byte offset where each line starts; index = 1-based line number (index 0 unused). In 32
    /// bits, as the lexer's tokens: a file's lines are held while it is parsed, and the lexer reads
    /// no further than `Lexer.maximumFileSize`.
    let lineOffsets: [UInt32]

    /// From the line starts the lexer records (index = line number, index 0 unused).
    init(lineOffsets: [UInt32]) {
        self.lineOffsets = lineOffsets
    }

    /// The lines of `bytes` (of its first `Lexer.maximumFileSize` bytes, as the lexer reads them).
    public init(bytes: [UInt8]) {
        var offsets: [UInt32] = [0, 0]
        for index in bytes.indices.prefix(Lexer.maximumFileSize) where bytes[index] == 0x0A {
            offsets.append(UInt32(index + 1))
        }
        lineOffsets = offsets
    }

    /// How many lines the file has (one more than its line breaks).
    public var lineCount: Int { lineOffsets.count - 1 }

    /// Byte offset where 1-based `line` starts.
    public func start(ofLine line: Int) -> Int { Int(lineOffsets[line]) }

    /// The text of 1-based `line` of `bytes` (the file this table was made from) without its line
    /// break; "" for a line the file does not have.
    public func text(ofLine line: Int, in bytes: [UInt8]) -> String {
        guard line >= 1, line <= lineCount else { return "" }
        let start = self.start(ofLine: line)
        var end = line < lineCount ? self.start(ofLine: line + 1) : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// 1-based line holding byte `offset` (the last line for an offset past the end), by binary search.
    public func line(of offset: Int) -> Int {
        var low = 1
        var high = lineOffsets.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if start(ofLine: middle) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// 1-based column of byte `offset`: its distance in bytes from the start of its line, plus one.
    public func column(of offset: Int) -> Int {
        position(of: offset).column
    }

    /// `line(of:)` and `column(of:)` of `offset` with one search.
    public func position(of offset: Int) -> (line: Int, column: Int) {
        let line = line(of: offset)
        return (line, offset - start(ofLine: line) + 1)
    }
}
