/// The lexer's entry points: one pass over a file, or two when its tokens outgrow the first array.
extension Lexer {
    static func lex(_ bytes: [UInt8]) -> LexedFile {
        var output = LexedFile()
        lex(bytes, into: &output)
        return output
    }

    /// Lexes `bytes` into `output`, reusing the storage of its lists.
    static func lex(_ bytes: [UInt8], into output: inout LexedFile) {
        // Sized from the byte count and capped (`maximumInitialTokenCapacity`), so a huge file of
        // comments or a hostile input is not met with a large reservation up front. A file with
        // more tokens than that is lexed twice: the first pass only counts the rest, and the second
        // writes them into an array of exactly their number, since a growing buffer copied out at
        // the end would hold several times as many tokens at once.
        var capacity = min(bytes.count / 3 + 64, Lexer.maximumInitialTokenCapacity)
        var counting = true
        while true {
            output.reset(forByteCount: bytes.count)
            var needed: Int?
            var overflow: [Token]?
            let tokens = [Token](unsafeUninitializedCapacity: capacity) { tokenBuffer, initialized in
                bytes.withUnsafeBufferPointer { buffer in
                    var lexer = Lexer(buffer: buffer, count: min(buffer.count, maximumFileSize), output: LexedFile(),
                                      tokens: TokenWriter(into: tokenBuffer, growsWhenFull: !counting))
                    swap(&lexer.output, &output)
                    if buffer.count > maximumFileSize {
                        lexer.problem("file larger than 4 GiB: only its first 4 GiB are read", at: 0, line: 1, lineStart: 0)
                    }
                    lexer.run()
                    swap(&lexer.output, &output)
                    if lexer.tokens.overflowed {
                        needed = lexer.tokens.count
                        initialized = 0
                    } else if lexer.tokens.ownsStorage {
                        overflow = lexer.tokens.takeTokens()
                        initialized = 0
                    } else {
                        initialized = lexer.tokens.count
                    }
                }
            }
            if let needed {
                capacity = needed
                counting = false   // the second pass grows if it ever needs more
                continue
            }
            output.tokens = overflow ?? tokens
            return
        }
    }
}
