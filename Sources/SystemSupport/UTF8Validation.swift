/// Where bytes read from a file stop being UTF-8: a template, config or JSON context holding such
/// bytes is an error at that byte, as in Sourcery (whose reads of them fail), rather than text
/// silently repaired with U+FFFD.
package enum UTF8Validation {
    /// The offset of the first byte that does not start or continue a well-formed UTF-8 sequence, or nil.
    package static func firstInvalidOffset<Bytes: Sequence>(in bytes: Bytes) -> Int? where Bytes.Element == UInt8 {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// The 1-based line (lines end at "\n") and Character column of `offset`, and the line's text
    /// (without its "\r\n" or "\n"; bytes that are not UTF-8 shown as U+FFFD).
    package static func location(ofOffset offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int, lineText: String) {
        var line = 1, lineStart = 0
        for index in 0..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        var lineEnd = offset
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
        if lineEnd > lineStart, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return (line, column, String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self))
    }

    /// "0xFF".
    package static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count < 2 ? "0" : "") + digits
    }
}
