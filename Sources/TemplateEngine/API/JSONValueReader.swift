/// Reads JSON text into engine values (template-language.md §0): numbers without a fraction
/// or exponent are `.int`, others `.double`; an object member whose value is `null` is left
/// out (a null key behaves exactly like an absent one); `null` array elements stay `.null`.
///
/// Hand-written over UTF-8 bytes so the engine needs nothing but the standard library.
public enum JSONValueReader {
    /// Parses `text`; errors read `path:line:column: error: message`.
    public static func read(_ text: String, path: String = "<json>") throws -> Value {
        var parser = JSONParser(bytes: Array(text.utf8), path: path)
        return try parser.parseDocument()
    }

    /// Parses a JSON object into a template context.
    public static func readContext(_ text: String, path: String = "<json>") throws -> [String: Value] {
        guard case .dictionary(let dictionary) = try read(text, path: path) else {
            throw TemplateError(message: "the context must be a JSON object",
                                location: SourceLocation(path: path, line: 1, column: 1, lineText: firstLine(text)))
        }
        return dictionary
    }

    private static func firstLine(_ text: String) -> String {
        String(text.prefix { $0 != "\n" })
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    let path: String
    var position = 0
    var depth = 0

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
        // A UTF-8 byte order mark is not part of the document.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    mutating func parseDocument() throws -> Value {
        let value = try parseValue()
        skipWhitespace()
        guard position == bytes.count else { throw error("unexpected text after the JSON value") }
        return value
    }

    private mutating func parseValue() throws -> Value {
        skipWhitespace()
        guard position < bytes.count else { throw error("unexpected end of JSON") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try nested { try $0.parseObject() }
        case UInt8(ascii: "["): return try nested { try $0.parseArray() }
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character '\(String(decoding: [bytes[position]], as: UTF8.self))'")
        }
    }

    private mutating func nested(_ body: (inout JSONParser) throws -> Value) throws -> Value {
        depth += 1
        defer { depth -= 1 }
        guard depth <= 512 else { throw error("JSON nested deeper than 512 levels") }
        return try body(&self)
    }

    private mutating func parseObject() throws -> Value {
        position += 1
        var dictionary: [String: Value] = [:]
        skipWhitespace()
        if position < bytes.count && bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .dictionary(dictionary)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let key = try parseString()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':'") }
            position += 1
            let value = try parseValue()
            if case .null = value {
                dictionary.removeValue(forKey: key)
            } else {
                dictionary[key] = value
            }
            skipWhitespace()
            guard position < bytes.count else { throw error("unterminated object") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "}") { position += 1; return .dictionary(dictionary) }
            throw error("expected ',' or '}'")
        }
    }

    private mutating func parseArray() throws -> Value {
        position += 1
        var array: [Value] = []
        skipWhitespace()
        if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(array)
        }
        while true {
            array.append(try parseValue())
            skipWhitespace()
            guard position < bytes.count else { throw error("unterminated array") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "]") { position += 1; return .array(array) }
            throw error("expected ',' or ']'")
        }
    }

    private mutating func parseString() throws -> String {
        position += 1
        var result: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: result, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { throw error("unterminated string") }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""): result.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): result.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "/"): result.append(UInt8(ascii: "/"))
                case UInt8(ascii: "b"): result.append(0x08)
                case UInt8(ascii: "f"): result.append(0x0C)
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try parseHex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                              bytes[position + 1] == UInt8(ascii: "u") else { throw error("unpaired surrogate in \\u escape") }
                        position += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid surrogate pair") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                    result.append(contentsOf: Array(String(Character(unicode)).utf8))
                default:
                    throw error("invalid escape '\\\(String(decoding: [escape], as: UTF8.self))'")
                }
            default:
                guard byte >= 0x20 else { throw error("control character in string") }
                result.append(byte)
            }
        }
        throw error("unterminated string")
    }

    private mutating func parseHex4() throws -> UInt32 {
        guard position + 4 <= bytes.count else { throw error("invalid \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid \\u escape")
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    private mutating func parseNumber() throws -> Value {
        let start = position
        var isInteger = true
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        func digits() -> Int {
            let begin = position
            while position < bytes.count && bytes[position] >= UInt8(ascii: "0") && bytes[position] <= UInt8(ascii: "9") {
                position += 1
            }
            return position - begin
        }
        guard digits() > 0 else { throw error("invalid number") }
        if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard digits() > 0 else { throw error("invalid number") }
        }
        if position < bytes.count && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")) {
            isInteger = false
            position += 1
            if position < bytes.count && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")) {
                position += 1
            }
            guard digits() > 0 else { throw error("invalid number") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if isInteger, let int = Int(text) { return .int(int) }
        guard let double = Double(text) else { throw error("invalid number") }
        return .double(double)
    }

    private mutating func expect(_ word: String) throws {
        let expected = Array(word.utf8)
        guard position + expected.count <= bytes.count,
              Array(bytes[position..<(position + expected.count)]) == expected else {
            throw error("invalid literal, expected '\(word)'")
        }
        position += expected.count
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private func error(_ message: String) -> TemplateError {
        let file = SourceFile(path: path, bytes: bytes)
        return TemplateError(message: message, location: file.location(ofOffset: min(position, bytes.count), length: 1))
    }
}
