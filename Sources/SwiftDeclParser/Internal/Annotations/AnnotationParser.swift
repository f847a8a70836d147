#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `// sourcery:` value grammar of context-model.md §5.3: top-level comma separated
/// `key`, `key =`, `key = value` parts; numbers, quoted strings, JSON arrays/objects.
enum AnnotationParser {
    /// Parses the text after `sourcery:` (namespaces included: `NS1:NS2: a = 1`).
    static func parse(_ text: String) -> Annotations {
        var rest = Substring(text)
        var namespaces: [String] = []
        // `decoding: key = 1` (no space after `sourcery:`) names a namespace; `sourcery: key` does not.
        // Most texts start with a space that is a Character of its own (an ASCII byte follows):
        // no namespace, and no Character is read.
        let hasNoNamespace = startsWithLoneSpace(text)
        while !hasNoNamespace, let first = rest.first, first != " ", first != "\t" {
            guard let colon = rest.firstIndex(of: ":") else { break }
            let candidate = rest[..<colon]
            guard !candidate.isEmpty, candidate.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { break }
            namespaces.append(String(candidate))
            rest = rest[rest.index(after: colon)...]
        }
        var annotations: Annotations = [:]
        let bytes = rest.utf8.withContiguousStorageIfAvailable { Array($0) } ?? Array(rest.utf8)
        for part in splitTopLevelCommas(bytes) {
            let pieces = splitOnEquals(bytes, part)
            let key = trimmed(bytes, pieces[0])
            guard !key.isEmpty else { continue }
            let rawValue = pieces.count > 1 ? trimmed(bytes, pieces[pieces.count - 1]) : ""
            annotations.appendAnnotation(value(of: rawValue), forKey: key)
        }
        for namespace in namespaces.reversed() {
            annotations = [namespace: .dictionary(annotations)]
        }
        return annotations
    }

    /// True when the first Character of `text` is a space or a tab by itself.
    private static func startsWithLoneSpace(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next(), first == 0x20 || first == 0x09 else { return false }
        return bytes.next().map { $0 < 0x80 } ?? true
    }

    private static func trimmed(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        var first = range.lowerBound
        var last = range.upperBound
        while first < last, UTF8Whitespace.contains(bytes[first]) { first += 1 }
        while last > first, UTF8Whitespace.contains(bytes[last - 1]) { last -= 1 }
        return String(decoding: bytes[first..<last], as: UTF8.self)
    }

    /// False for a first byte `Double(_:)` never accepts (it takes digits, a sign, `.`, and
    /// `inf`/`infinity`/`nan` in any case, without leading spaces), so most values skip `strtod`.
    private static func mayStartNumber(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "i"), UInt8(ascii: "I"), UInt8(ascii: "n"), UInt8(ascii: "N"):
            return true
        default:
            return false
        }
    }

    /// Commas outside `()[]{}<>` and quotes separate annotations.
    private static func splitTopLevelCommas(_ bytes: [UInt8]) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var depth = 0
        var quote: UInt8 = 0
        var start = 0
        for (index, byte) in bytes.enumerated() {
            if quote != 0 {
                if byte == quote && (index == 0 || bytes[index - 1] != UInt8(ascii: "\\")) { quote = 0 }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ">"): depth = max(0, depth - 1)
            case UInt8(ascii: ",") where depth == 0:
                parts.append(start..<index)
                start = index + 1
            default: break
            }
        }
        parts.append(start..<bytes.count)
        return parts
    }

    /// Splits on `=` outside quotes and brackets (`k = a = b` gives three pieces, Q14).
    private static func splitOnEquals(_ bytes: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var depth = 0
        var quote: UInt8 = 0
        var start = range.lowerBound
        for index in range {
            let byte = bytes[index]
            if quote != 0 {
                if byte == quote { quote = 0 }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "("): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: "=") where depth == 0:
                pieces.append(start..<index)
                start = index + 1
            default: break
            }
        }
        pieces.append(start..<range.upperBound)
        return pieces
    }

    /// One value: empty → flag, number, quoted string, JSON array/object, else the text.
    static func value(of text: String) -> AnnotationValue {
        guard let firstByte = text.utf8.first else { return .bool(true) }
        if mayStartNumber(firstByte), let number = Double(text) { return .number(number) }
        var unquoted = text
        if firstByte == UInt8(ascii: "\"") || firstByte == UInt8(ascii: "'") {
            let bytes = text.utf8
            if bytes.allSatisfy({ $0 < 0x80 }) {
                // ASCII: the first and last Characters are the first and last bytes.
                if bytes.count >= 2, bytes.last == firstByte {
                    unquoted = String(decoding: bytes.dropFirst().dropLast(), as: UTF8.self).trimmingWhitespace()
                }
            } else if text.count >= 2, let first = text.first, first == text.last, first == "\"" || first == "'" {
                unquoted = String(text.dropFirst().dropLast()).trimmingWhitespace()
            }
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
