/// Minimal readers/writers of the parse cache's field-by-field format: varints, strings,
/// optionals and lists. Every read is bounds-checked and throws `CacheFormatError` on bad input.
struct CacheFormatError: Error {
    var message: String
}

/// Varint and string encodings shared by the writer and the reader.
enum BinaryFormat {
    static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    static func appendString(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            appendVarint(UInt64(utf8.count), to: &bytes)
            bytes.append(contentsOf: utf8)
        }
    }
}

struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 4096) { bytes.reserveCapacity(capacity) }

    mutating func int(_ value: Int) {
        BinaryFormat.appendVarint(UInt64(bitPattern: Int64((value << 1) ^ (value >> 63))), to: &bytes)
    }

    mutating func count(_ value: Int) { BinaryFormat.appendVarint(UInt64(value), to: &bytes) }
    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }
    mutating func string(_ value: String) { BinaryFormat.appendString(value, to: &bytes) }

    mutating func double(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func optional<T>(_ value: T?, _ write: (inout ByteWriter, T) -> Void) {
        guard let value = value else { bytes.append(0); return }
        bytes.append(1)
        write(&self, value)
    }

    mutating func list<T>(_ values: [T], _ write: (inout ByteWriter, T) -> Void) {
        count(values.count)
        for value in values { write(&self, value) }
    }

    /// Dictionaries are written in key order, so equal values give equal bytes.
    mutating func dictionary<T>(_ values: [String: T], _ write: (inout ByteWriter, T) -> Void) {
        count(values.count)
        for key in values.keys.sorted() {
            string(key)
            write(&self, values[key]!)
        }
    }
}

struct ByteReader {
    private let bytes: [UInt8]
    private(set) var offset: Int
    private var depth = 0
    private static let maxDepth = 200

    init(_ bytes: [UInt8], offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var isAtEnd: Bool { offset == bytes.count }

    private mutating func byte() throws -> UInt8 {
        guard offset < bytes.count else { throw CacheFormatError(message: "unexpected end") }
        defer { offset += 1 }
        return bytes[offset]
    }

    private mutating func varint() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64 else { throw CacheFormatError(message: "varint too long") }
            result |= UInt64(next & 0x7F) << shift
            if next & 0x80 == 0 { return result }
            shift += 7
        }
    }

    mutating func int() throws -> Int {
        let raw = try varint()
        return Int(truncatingIfNeeded: Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    /// A count of elements that must each take at least one byte, so a corrupt count cannot
    /// ask for more elements than bytes remain.
    mutating func count() throws -> Int {
        let value = try varint()
        guard value <= UInt64(bytes.count - offset) else { throw CacheFormatError(message: "count beyond end") }
        return Int(value)
    }

    mutating func bool() throws -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw CacheFormatError(message: "bad Bool")
        }
    }

    mutating func string() throws -> String {
        let length = try count()
        defer { offset += length }
        return String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
    }

    mutating func double() throws -> Double {
        guard offset + 8 <= bytes.count else { throw CacheFormatError(message: "unexpected end") }
        var pattern: UInt64 = 0
        for index in 0..<8 { pattern |= UInt64(bytes[offset + index]) << (8 * index) }
        offset += 8
        return Double(bitPattern: pattern)
    }

    mutating func optional<T>(_ read: (inout ByteReader) throws -> T) throws -> T? {
        try bool() ? try nested(read) : nil
    }

    mutating func list<T>(_ read: (inout ByteReader) throws -> T) throws -> [T] {
        let count = try count()
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try nested(read)) }
        return values
    }

    mutating func dictionary<T>(_ read: (inout ByteReader) throws -> T) throws -> [String: T] {
        let count = try count()
        var values: [String: T] = [:]
        values.reserveCapacity(count)
        for _ in 0..<count {
            let key = try string()
            values[key] = try nested(read)
        }
        return values
    }

    /// Recursion guard: the model nests (types in types, annotation values), a corrupt entry must
    /// not exhaust the stack.
    private mutating func nested<T>(_ read: (inout ByteReader) throws -> T) throws -> T {
        guard depth < Self.maxDepth else { throw CacheFormatError(message: "nesting too deep") }
        depth += 1
        defer { depth -= 1 }
        return try read(&self)
    }

    mutating func enumCase<E: RawRepresentable>(_ type: E.Type) throws -> E where E.RawValue == String {
        guard let value = E(rawValue: try string()) else { throw CacheFormatError(message: "unknown \(E.self)") }
        return value
    }
}
