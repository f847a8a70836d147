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
        let hasNoNamespace = startsWithLoneSpace(text.utf8)
        while !hasNoNamespace, let first = rest.first, first != " ", first != "\t" {
            guard let colon = rest.firstIndex(of: ":") else { break }
            let candidate = rest[..<colon]
            guard !candidate.isEmpty, candidate.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { break }
            namespaces.append(String(candidate))
            rest = rest[rest.index(after: colon)...]
        }
        var annotations = rest.utf8.withContiguousStorageIfAvailable { entries(in: $0) }
            ?? Array(rest.utf8).withUnsafeBufferPointer { entries(in: $0) }
        for namespace in namespaces.reversed() {
            annotations = [namespace: .dictionary(annotations)]
        }
        return annotations
    }

    /// `parse(String(decoding: text, as: UTF8.self))`, read on the bytes when the text starts
    /// with a lone space (no namespace), as nearly every annotation comment does.
    static func parse(utf8 text: UnsafeBufferPointer<UInt8>) -> Annotations {
        guard startsWithLoneSpace(text) else { return parse(String(decoding: text, as: UTF8.self)) }
        return entries(in: text)
    }

    /// True when the first Character of the text is a space or a tab by itself.
    private static func startsWithLoneSpace<Bytes: Collection<UInt8>>(_ text: Bytes) -> Bool {
        var bytes = text.makeIterator()
        guard let first = bytes.next(), first == 0x20 || first == 0x09 else { return false }
        return bytes.next().map { $0 < 0x80 } ?? true
    }

    /// The `key = value` parts of an annotation text without namespaces. Each part is found on
    /// the bytes (no list of parts or pieces is built): the key ends at its first top-level `=`,
    /// the value starts after its last one.
    private static func entries(in bytes: UnsafeBufferPointer<UInt8>) -> Annotations {
        var annotations: Annotations = [:]
        var listMembers: [String: Set<AnnotationValue>] = [:]
        var partStart = 0
        while partStart <= bytes.count {
            let partEnd = endOfTopLevelPart(bytes, from: partStart)
            let (keyEnd, valueStart) = equalsBounds(bytes, partStart..<partEnd)
            let key = UTF8Whitespace.trimmed(bytes, partStart..<keyEnd)
            if !key.isEmpty {
                let rawValue = valueStart.map { UTF8Whitespace.trimmed(bytes, $0..<partEnd) } ?? 0..<0
                annotations.appendAnnotation(value(bytes, rawValue), forKey: string(bytes, key), listMembers: &listMembers)
            }
            partStart = partEnd + 1
        }
        return annotations
    }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
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

    /// Where the part starting at `start` ends: at the next comma outside `()[]{}<>` and quotes
    /// (a quote preceded by a backslash does not close), else at the end of the text.
    private static func endOfTopLevelPart(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var depth = 0
        var quote: UInt8 = 0
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if quote != 0 {
                if byte == quote && (index == 0 || bytes[index - 1] != UInt8(ascii: "\\")) { quote = 0 }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ">"): depth = max(0, depth - 1)
            case UInt8(ascii: ",") where depth == 0: return index
            default: break
            }
            index += 1
        }
        return bytes.count
    }

    /// The first and the last `=` outside quotes and brackets of a part (`k = a = b`: key `k`,
    /// value `b`, Q14): the key's end, and where the value starts (nil without `=`).
    private static func equalsBounds(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (keyEnd: Int, valueStart: Int?) {
        var keyEnd = range.upperBound
        var valueStart: Int?
        var depth = 0
        var quote: UInt8 = 0
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
                if valueStart == nil { keyEnd = index }
                valueStart = index + 1
            default: break
            }
        }
        return (keyEnd, valueStart)
    }

    /// `value(of:)` for the trimmed bytes in `range`. ASCII text is read on the bytes (each
    /// Character is a byte there, or CR LF, which trimming removed at the ends); other text
    /// goes through the String form.
    private static func value(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> AnnotationValue {
        guard let firstByte = range.first.map({ bytes[$0] }) else { return .bool(true) }
        for index in range where bytes[index] >= 0x80 { return value(of: string(bytes, range)) }
        if mayStartNumber(firstByte), let number = Double(string(bytes, range)) { return .number(number) }
        var unquoted = range
        if firstByte == UInt8(ascii: "\"") || firstByte == UInt8(ascii: "'"), range.count >= 2, bytes[range.upperBound - 1] == firstByte {
            unquoted = UTF8Whitespace.trimmed(bytes, (range.lowerBound + 1)..<(range.upperBound - 1))
        }
        if let first = unquoted.first.map({ bytes[$0] }), first == UInt8(ascii: "[") || first == UInt8(ascii: "{") {
            var reader = JSONReader(bytes: Array(bytes[unquoted]))
            if let parsed = reader.readDocument() {
                switch parsed {
                case .array, .dictionary: return parsed
                default: break
                }
            }
        }
        return .string(string(bytes, unquoted))
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
