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
