/// Decodes what `BinaryEncoder` wrote. Every read is bounds-checked: a truncated or corrupt
/// buffer throws `DecodingError.dataCorrupted`, it never traps.
struct BinaryDecoder {
    /// Deeper nesting than any parse result has is treated as corruption (protects the stack).
    static let maxDepth = 256

    func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        let buffer = BinaryBuffer(bytes)
        var offset = 0
        for byte in BinaryFormat.magic {
            guard try buffer.byte(at: &offset) == byte else { throw BinaryBuffer.corrupt("not a modelgen binary entry") }
        }
        let keyCount = try buffer.varint(at: &offset)
        guard keyCount <= UInt64(bytes.count) else { throw BinaryBuffer.corrupt("key table too large") }
        for _ in 0..<Int(keyCount) {
            buffer.keys.append(try buffer.string(at: &offset))
        }
        let decoder = BinaryValueDecoder(buffer: buffer, offset: offset, depth: 0)
        let value = try T(from: decoder)
        var end = offset
        try buffer.skipValue(at: &end)
        guard end == bytes.count else { throw BinaryBuffer.corrupt("trailing bytes") }
        return value
    }
}

/// The bytes plus the key table, shared by every container of one decoding.
final class BinaryBuffer {
    let bytes: [UInt8]
    var keys: [String] = []

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    static func corrupt(_ message: String, _ codingPath: [CodingKey] = []) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: "corrupt cache entry: \(message)"))
    }

    func byte(at offset: inout Int) throws -> UInt8 {
        guard offset < bytes.count else { throw Self.corrupt("unexpected end") }
        defer { offset += 1 }
        return bytes[offset]
    }

    func varint(at offset: inout Int) throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte(at: &offset)
            guard shift < 64 else { throw Self.corrupt("varint too long") }
            result |= UInt64(next & 0x7F) << shift
            if next & 0x80 == 0 { return result }
            shift += 7
        }
    }

    func fixed<T: FixedWidthInteger>(_ type: T.Type, at offset: inout Int) throws -> T {
        let size = MemoryLayout<T>.size
        guard offset >= 0, offset + size <= bytes.count else { throw Self.corrupt("unexpected end") }
        var value: T = 0
        for index in 0..<size { value |= T(truncatingIfNeeded: bytes[offset + index]) << (8 * index) }
        offset += size
        return value
    }

    func length(at offset: inout Int) throws -> Int {
        let count = try varint(at: &offset)
        guard count <= UInt64(bytes.count - offset) else { throw Self.corrupt("length beyond end") }
        return Int(count)
    }

    func string(at offset: inout Int) throws -> String {
        let count = try length(at: &offset)
        defer { offset += count }
        return String(decoding: bytes[offset..<(offset + count)], as: UTF8.self)
    }

    func tag(at offset: Int) throws -> BinaryFormat.Tag {
        guard offset < bytes.count else { throw Self.corrupt("unexpected end") }
        guard let tag = BinaryFormat.Tag(rawValue: bytes[offset]) else { throw Self.corrupt("unknown tag") }
        return tag
    }

    /// Moves `offset` past one value without decoding it.
    func skipValue(at offset: inout Int) throws {
        let tag = try tag(at: offset)
        offset += 1
        switch tag {
        case .null, .false, .true: break
        case .int, .uint: _ = try varint(at: &offset)
        case .double: offset += 8
        case .float: offset += 4
        case .string: offset += try length(at: &offset)
        case .array, .keyed:
            let size = try fixed(UInt32.self, at: &offset)
            offset += Int(size)
        }
        guard offset <= bytes.count else { throw Self.corrupt("value beyond end") }
    }

    /// The extent of a container body: (first element offset, element count, end offset).
    func container(_ expected: BinaryFormat.Tag, at start: Int, codingPath: [CodingKey]) throws -> (Int, Int, Int) {
        guard try tag(at: start) == expected else {
            throw DecodingError.typeMismatch(Any.self, .init(codingPath: codingPath,
                                                             debugDescription: "corrupt cache entry: expected \(expected)"))
        }
        var offset = start + 1
        let size = Int(try fixed(UInt32.self, at: &offset))
        let end = offset + size
        guard end <= bytes.count else { throw Self.corrupt("container beyond end", codingPath) }
        let count = try varint(at: &offset)
        guard count <= UInt64(size) else { throw Self.corrupt("container count", codingPath) }
        return (offset, Int(count), end)
    }
}

/// One value of the buffer, as a `Decoder`.
///
/// Speed matters here (a cache entry must load faster than the parser reads the source), so
/// the decoder keeps no coding path (errors say "corrupt cache entry", which is all the cache
/// needs) and answers the primitive `decode` overloads directly instead of casting generics.
struct BinaryValueDecoder: Decoder {
    let buffer: BinaryBuffer
    let offset: Int
    let depth: Int
    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try BinaryKeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer { try BinaryUnkeyedContainer(decoder: self) }

    func singleValueContainer() throws -> SingleValueDecodingContainer { BinarySingleValue(decoder: self) }

    func child(at offset: Int) throws -> BinaryValueDecoder {
        guard depth < BinaryDecoder.maxDepth else { throw BinaryBuffer.corrupt("nesting too deep") }
        return BinaryValueDecoder(buffer: buffer, offset: offset, depth: depth + 1)
    }

    func string() throws -> String {
        guard try buffer.tag(at: offset) == .string else { throw BinaryBuffer.corrupt("expected a string") }
        var at = offset + 1
        return try buffer.string(at: &at)
    }

    func bool() throws -> Bool {
        switch try buffer.tag(at: offset) {
        case .true: return true
        case .false: return false
        default: throw BinaryBuffer.corrupt("expected a Bool")
        }
    }

    func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        var at = offset + 1
        switch try buffer.tag(at: offset) {
        case .int:
            let raw = try buffer.varint(at: &at)
            guard let exact = I(exactly: Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))) else {
                throw BinaryBuffer.corrupt("integer out of range")
            }
            return exact
        case .uint:
            guard let exact = I(exactly: try buffer.varint(at: &at)) else { throw BinaryBuffer.corrupt("integer out of range") }
            return exact
        default: throw BinaryBuffer.corrupt("expected an integer")
        }
    }

    func double() throws -> Double {
        guard try buffer.tag(at: offset) == .double else { throw BinaryBuffer.corrupt("expected a Double") }
        var at = offset + 1
        return Double(bitPattern: try buffer.fixed(UInt64.self, at: &at))
    }

    func float() throws -> Float {
        guard try buffer.tag(at: offset) == .float else { throw BinaryBuffer.corrupt("expected a Float") }
        var at = offset + 1
        return Float(bitPattern: try buffer.fixed(UInt32.self, at: &at))
    }

    /// Any value: primitives by their overloads, everything else through `init(from:)`.
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        switch type {
        case is String.Type: return try string() as! T
        case is Bool.Type: return try bool() as! T
        case is Int.Type: return try integer(Int.self) as! T
        case is Double.Type: return try double() as! T
        case is Float.Type: return try float() as! T
        case is Int64.Type: return try integer(Int64.self) as! T
        case is Int32.Type: return try integer(Int32.self) as! T
        case is Int16.Type: return try integer(Int16.self) as! T
        case is Int8.Type: return try integer(Int8.self) as! T
        case is UInt.Type: return try integer(UInt.self) as! T
        case is UInt64.Type: return try integer(UInt64.self) as! T
        case is UInt32.Type: return try integer(UInt32.self) as! T
        case is UInt16.Type: return try integer(UInt16.self) as! T
        case is UInt8.Type: return try integer(UInt8.self) as! T
        default: return try T(from: child(at: offset))
        }
    }

    var isNull: Bool { (try? buffer.tag(at: offset)) == .null }
}

struct BinaryKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: BinaryValueDecoder
    /// (key-table index, value offset) in stored order.
    private let entries: [(key: Int, offset: Int)]
    /// Synthesized decoders ask for keys in the order they were encoded: try the next entry first.
    private let cursor = Cursor()
    var codingPath: [CodingKey] { [] }

    private final class Cursor { var next = 0 }

    init(decoder: BinaryValueDecoder) throws {
        self.decoder = decoder
        let buffer = decoder.buffer
        var (offset, count, end) = try buffer.container(.keyed, at: decoder.offset, codingPath: [])
        var entries: [(key: Int, offset: Int)] = []
        entries.reserveCapacity(count)
        for _ in 0..<count {
            let keyIndex = try buffer.varint(at: &offset)
            guard keyIndex < UInt64(buffer.keys.count) else { throw BinaryBuffer.corrupt("key index") }
            entries.append((Int(keyIndex), offset))
            try buffer.skipValue(at: &offset)
        }
        guard offset == end else { throw BinaryBuffer.corrupt("container length") }
        self.entries = entries
    }

    var allKeys: [Key] { entries.compactMap { Key(stringValue: decoder.buffer.keys[$0.key]) } }

    private func offset(of key: Key) -> Int? {
        let name = key.stringValue
        let keys = decoder.buffer.keys
        let next = cursor.next
        if next < entries.count, keys[entries[next].key] == name {
            cursor.next = next + 1
            return entries[next].offset
        }
        for (index, entry) in entries.enumerated() where keys[entry.key] == name {
            cursor.next = index + 1
            return entry.offset
        }
        return nil
    }

    private func value(_ key: Key) throws -> BinaryValueDecoder {
        guard let at = offset(of: key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "missing in cache entry"))
        }
        return try decoder.child(at: at)
    }

    /// nil when the key is absent or holds null (`decodeIfPresent`).
    private func presentValue(_ key: Key) throws -> BinaryValueDecoder? {
        guard let at = offset(of: key) else { return nil }
        let child = try decoder.child(at: at)
        return child.isNull ? nil : child
    }

    func contains(_ key: Key) -> Bool {
        let name = key.stringValue
        return entries.contains { decoder.buffer.keys[$0.key] == name }
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key).isNull }

    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(key).string() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(key).bool() }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(key).integer(Int.self) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(key).double() }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(key).decodeValue(type) }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try presentValue(key)?.string() }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try presentValue(key)?.bool() }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try presentValue(key)?.integer(Int.self) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try presentValue(key)?.double() }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try presentValue(key)?.decodeValue(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey> {
        try value(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer { try value(key).unkeyedContainer() }

    func superDecoder() throws -> Decoder { try value(Key(stringValue: "super")!) }
    func superDecoder(forKey key: Key) throws -> Decoder { try value(key) }
}

struct BinaryUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: BinaryValueDecoder
    private var offset: Int
    private let end: Int
    let count: Int?
    private(set) var currentIndex = 0
    var codingPath: [CodingKey] { [] }
    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    init(decoder: BinaryValueDecoder) throws {
        self.decoder = decoder
        let (first, count, end) = try decoder.buffer.container(.array, at: decoder.offset, codingPath: [])
        offset = first
        self.end = end
        self.count = count
    }

    private mutating func next() throws -> BinaryValueDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(Any.self, .init(codingPath: [], debugDescription: "array ended"))
        }
        let child = try decoder.child(at: offset)
        try decoder.buffer.skipValue(at: &offset)
        guard offset <= end else { throw BinaryBuffer.corrupt("array element beyond its array") }
        currentIndex += 1
        return child
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, (try? decoder.buffer.tag(at: offset)) == .null else { return false }
        _ = try next()
        return true
    }

    mutating func decode(_ type: String.Type) throws -> String { try next().string() }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try next().bool() }
    mutating func decode(_ type: Int.Type) throws -> Int { try next().integer(Int.self) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next().double() }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decodeValue(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer { try next().unkeyedContainer() }

    mutating func superDecoder() throws -> Decoder { try next() }
}

struct BinarySingleValue: SingleValueDecodingContainer {
    let decoder: BinaryValueDecoder
    var codingPath: [CodingKey] { [] }

    func decodeNil() -> Bool { decoder.isNull }
    func decode(_ type: String.Type) throws -> String { try decoder.string() }
    func decode(_ type: Bool.Type) throws -> Bool { try decoder.bool() }
    func decode(_ type: Int.Type) throws -> Int { try decoder.integer(Int.self) }
    func decode(_ type: Double.Type) throws -> Double { try decoder.double() }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeValue(type) }
}
