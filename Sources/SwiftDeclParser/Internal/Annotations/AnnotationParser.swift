import Foundation

/// The `// sourcery:` value grammar of context-model.md §5.3: top-level comma separated
/// `key`, `key =`, `key = value` parts; numbers, quoted strings, JSON arrays/objects.
enum AnnotationParser {
    /// Parses the text after `sourcery:` (namespaces included: `NS1:NS2: a = 1`).
    static func parse(_ text: String) -> Annotations {
        var rest = Substring(text)
        var namespaces: [String] = []
        // `decoding: key = 1` (no space after `sourcery:`) names a namespace; `sourcery: key` does not.
        while let first = rest.first, first != " ", first != "\t" {
            guard let colon = rest.firstIndex(of: ":") else { break }
            let candidate = rest[..<colon]
            guard !candidate.isEmpty, candidate.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { break }
            namespaces.append(String(candidate))
            rest = rest[rest.index(after: colon)...]
        }
        var annotations: Annotations = [:]
        for part in TypeNameText.splitTopLevel(String(rest), separator: ",") where !part.isEmpty {
            let pieces = splitOnEquals(part)
            let key = pieces[0].trimmingWhitespace()
            guard !key.isEmpty else { continue }
            let rawValue = pieces.count > 1 ? pieces[pieces.count - 1].trimmingWhitespace() : ""
            annotations.appendAnnotation(value(of: rawValue), forKey: key)
        }
        for namespace in namespaces.reversed() {
            annotations = [namespace: .dictionary(annotations)]
        }
        return annotations
    }

    /// Splits on `=` outside quotes and brackets (`k = a = b` gives three pieces, Q14).
    private static func splitOnEquals(_ text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        var quote: Character?
        for ch in text {
            if let open = quote {
                if ch == open { quote = nil }
            } else if ch == "\"" || ch == "'" {
                quote = ch
            } else if ch == "[" || ch == "{" || ch == "(" {
                depth += 1
            } else if ch == "]" || ch == "}" || ch == ")" {
                depth -= 1
            } else if ch == "=" && depth == 0 {
                pieces.append(current)
                current = ""
                continue
            }
            current.append(ch)
        }
        pieces.append(current)
        return pieces
    }

    /// One value: empty → flag, number, quoted string, JSON array/object, else the text.
    static func value(of text: String) -> AnnotationValue {
        if text.isEmpty { return .bool(true) }
        if let number = Double(text) { return .number(number) }
        var unquoted = text
        if text.count >= 2, let first = text.first, first == text.last, first == "\"" || first == "'" {
            unquoted = String(text.dropFirst().dropLast()).trimmingWhitespace()
        }
        if unquoted.hasPrefix("[") || unquoted.hasPrefix("{") {
            var reader = JSONReader(bytes: Array(unquoted.utf8))
            if let parsed = reader.readDocument() {
                switch parsed {
                case .array, .dictionary: return parsed
                default: break
                }
            }
        }
        return .string(unquoted)
    }
}

/// A small JSON reader for annotation values (depth-capped; no Foundation bridging of numbers).
struct JSONReader {
    let bytes: [UInt8]
    var position = 0

    mutating func readDocument() -> AnnotationValue? {
        guard let value = readValue(depth: 0) else { return nil }
        skipSpace()
        return position == bytes.count ? value : nil
    }

    private mutating func skipSpace() {
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x0A || bytes[position] == 0x09 || bytes[position] == 0x0D { position += 1 }
    }

    private mutating func readValue(depth: Int) -> AnnotationValue? {
        guard depth < 32 else { return nil }
        skipSpace()
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "["):
            position += 1
            var items: [AnnotationValue] = []
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1; return .array(items) }
            while true {
                guard let item = readValue(depth: depth + 1) else { return nil }
                items.append(item)
                skipSpace()
                guard position < bytes.count else { return nil }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                if bytes[position] == UInt8(ascii: "]") { position += 1; return .array(items) }
                return nil
            }
        case UInt8(ascii: "{"):
            position += 1
            var dictionary: [String: AnnotationValue] = [:]
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1; return .dictionary(dictionary) }
            while true {
                skipSpace()
                guard case .string(let key)? = readValue(depth: depth + 1) else { return nil }
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
                position += 1
                guard let item = readValue(depth: depth + 1) else { return nil }
                dictionary[key] = item
                skipSpace()
                guard position < bytes.count else { return nil }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                if bytes[position] == UInt8(ascii: "}") { position += 1; return .dictionary(dictionary) }
                return nil
            }
        case UInt8(ascii: "\""):
            position += 1
            var scalars: [UInt8] = []
            while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count {
                    position += 1
                    switch bytes[position] {
                    case UInt8(ascii: "n"): scalars.append(0x0A)
                    case UInt8(ascii: "t"): scalars.append(0x09)
                    default: scalars.append(bytes[position])
                    }
                } else {
                    scalars.append(bytes[position])
                }
                position += 1
            }
            guard position < bytes.count else { return nil }
            position += 1
            return .string(String(decoding: scalars, as: UTF8.self))
        default:
            let start = position
            while position < bytes.count, !",]} \n\t\r".utf8.contains(bytes[position]) { position += 1 }
            let word = String(decoding: bytes[start..<position], as: UTF8.self)
            if word == "true" { return .bool(true) }
            if word == "false" { return .bool(false) }
            if word == "null" { return .string("") }
            if let number = Double(word) { return .number(number) }
            return nil
        }
    }
}
