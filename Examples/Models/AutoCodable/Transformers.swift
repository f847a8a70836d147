import Foundation

/// "swift, codegen" ↔ ["swift", "codegen"]
struct CommaSeparatedTransformer: CodableTransformer {
    func decode(_ json: String) throws -> [String] {
        json.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func encode(_ value: [String]) throws -> String {
        value.joined(separator: ",")
    }
}

/// "0x1A" ↔ 26; anything without the 0x prefix is rejected.
struct HexTransformer: CodableTransformer {
    struct NotHex: Error {}

    func decode(_ json: String) throws -> Int {
        guard json.hasPrefix("0x"), let value = Int(json.dropFirst(2), radix: 16) else { throw NotHex() }
        return value
    }

    func encode(_ value: Int) throws -> String {
        "0x" + String(value, radix: 16, uppercase: true)
    }
}

/// Milliseconds since 1970 ↔ Date, whatever date strategy the decoder uses.
struct UnixMillisecondsTransformer: CodableTransformer {
    func decode(_ json: Double) throws -> Date {
        Date(timeIntervalSince1970: json / 1000)
    }

    func encode(_ value: Date) throws -> Double {
        (value.timeIntervalSince1970 * 1000).rounded()
    }
}

/// "id:42" ↔ "42": strips a fixed prefix (given with escaped quotes in an annotation).
struct PrefixTransformer: CodableTransformer {
    var prefix: String

    func decode(_ json: String) throws -> String {
        json.hasPrefix(prefix) ? String(json.dropFirst(prefix.count)) : json
    }

    func encode(_ value: String) throws -> String {
        prefix + value
    }
}
