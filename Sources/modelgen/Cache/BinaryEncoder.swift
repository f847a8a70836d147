/// A compact binary encoding of any `Encodable` value, used by the parse cache because
/// Foundation's JSON coders decode an entry more slowly than the parser reads the source.
///
/// Layout (little-endian): magic `MGB1`, the key table (varint count, then each key as a
/// varint length + UTF-8), then one value:
///
///     value  := tag payload
///     null/false/true : no payload
///     int             : zigzag varint          uint  : varint
///     double          : 8 bytes (bit pattern)  float : 4 bytes
///     string          : varint length + UTF-8
///     array           : u32 byte length of what follows, varint count, values
///     keyed           : u32 byte length of what follows, varint count, (varint key index, value)…
///
/// Container lengths let the decoder skip a value without reading it, so a keyed container is
/// indexed in one pass and every key lookup is direct.
struct BinaryEncoder {
    func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let root = BinaryEncodingNode(.keyed)
        try root.assign(value, codingPath: [])

        var keys: [String] = []
        var keyIndexes: [String: Int] = [:]
        var body: [UInt8] = []
        body.reserveCapacity(4096)
        root.write(to: &body) { key in
            if let index = keyIndexes[key] { return index }
            keyIndexes[key] = keys.count
            keys.append(key)
            return keys.count - 1
        }
        var output = BinaryFormat.magic
        BinaryFormat.appendVarint(UInt64(keys.count), to: &output)
        for key in keys { BinaryFormat.appendString(key, to: &output) }
        output.append(contentsOf: body)
        return output
    }
}

enum BinaryFormat {
    static let magic: [UInt8] = Array("MGB1".utf8)

    enum Tag: UInt8 {
        case null = 0, `false`, `true`, int, uint, double, float, string, array, keyed
    }

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

    static func appendUInt32(_ value: UInt32, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}

/// The tree an encoding builds before it is written out (containers can be filled in any order).
final class BinaryEncodingNode {
    enum Kind { case null, bool, int, uint, double, float, string, array, keyed }

    var kind: Kind
    var bool = false
    var int: Int64 = 0
    var uint: UInt64 = 0
    var double: Double = 0
    var float: Float = 0
    var string = ""
    var items: [BinaryEncodingNode] = []
    var entries: [(String, BinaryEncodingNode)] = []

    init(_ kind: Kind) { self.kind = kind }

    /// Turns this node into a container of `kind` (kept when it already is one, as when a
    /// superclass encodes into the same keyed container).
    func become(_ kind: Kind) {
        guard self.kind != kind else { return }
        self.kind = kind
        items = []
        entries = []
    }

    func write(to bytes: inout [UInt8], keyIndex: (String) -> Int) {
        switch kind {
        case .null: bytes.append(BinaryFormat.Tag.null.rawValue)
        case .bool: bytes.append(bool ? BinaryFormat.Tag.true.rawValue : BinaryFormat.Tag.false.rawValue)
        case .int:
            bytes.append(BinaryFormat.Tag.int.rawValue)
            BinaryFormat.appendVarint(UInt64(bitPattern: (int << 1) ^ (int >> 63)), to: &bytes)
        case .uint:
            bytes.append(BinaryFormat.Tag.uint.rawValue)
            BinaryFormat.appendVarint(uint, to: &bytes)
        case .double:
            bytes.append(BinaryFormat.Tag.double.rawValue)
            withUnsafeBytes(of: double.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        case .float:
            bytes.append(BinaryFormat.Tag.float.rawValue)
            withUnsafeBytes(of: float.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        case .string:
            bytes.append(BinaryFormat.Tag.string.rawValue)
            BinaryFormat.appendString(string, to: &bytes)
        case .array:
            bytes.append(BinaryFormat.Tag.array.rawValue)
            let lengthAt = reserveLength(&bytes)
            BinaryFormat.appendVarint(UInt64(items.count), to: &bytes)
            for item in items { item.write(to: &bytes, keyIndex: keyIndex) }
            patchLength(&bytes, at: lengthAt)
        case .keyed:
            bytes.append(BinaryFormat.Tag.keyed.rawValue)
            let lengthAt = reserveLength(&bytes)
            BinaryFormat.appendVarint(UInt64(entries.count), to: &bytes)
            for (key, value) in entries {
                BinaryFormat.appendVarint(UInt64(keyIndex(key)), to: &bytes)
                value.write(to: &bytes, keyIndex: keyIndex)
            }
            patchLength(&bytes, at: lengthAt)
        }
    }

    private func reserveLength(_ bytes: inout [UInt8]) -> Int {
        let at = bytes.count
        bytes.append(contentsOf: [0, 0, 0, 0])
        return at
    }

    private func patchLength(_ bytes: inout [UInt8], at offset: Int) {
        let length = UInt32(truncatingIfNeeded: bytes.count - offset - 4)
        withUnsafeBytes(of: length.littleEndian) { raw in
            for index in 0..<4 { bytes[offset + index] = raw[index] }
        }
    }

    /// Fills this node with `value`: primitives directly, anything else through its `encode(to:)`.
    func assign<T: Encodable>(_ value: T, codingPath: [CodingKey]) throws {
        switch value {
        case let v as String: become(.string); string = v
        case let v as Bool: become(.bool); bool = v
        case let v as Int: become(.int); int = Int64(v)
        case let v as Int64: become(.int); int = v
        case let v as Int32: become(.int); int = Int64(v)
        case let v as Int16: become(.int); int = Int64(v)
        case let v as Int8: become(.int); int = Int64(v)
        case let v as UInt: become(.uint); uint = UInt64(v)
        case let v as UInt64: become(.uint); uint = v
        case let v as UInt32: become(.uint); uint = UInt64(v)
        case let v as UInt16: become(.uint); uint = UInt64(v)
        case let v as UInt8: become(.uint); uint = UInt64(v)
        case let v as Double: become(.double); double = v
        case let v as Float: become(.float); float = v
        default: try value.encode(to: Encoder(node: self, codingPath: codingPath))
        }
    }

    // MARK: - Swift.Encoder

    final class Encoder: Swift.Encoder {
        let node: BinaryEncodingNode
        var codingPath: [CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        init(node: BinaryEncodingNode, codingPath: [CodingKey]) {
            self.node = node
            self.codingPath = codingPath
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            node.become(.keyed)
            return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
        }

        func unkeyedContainer() -> UnkeyedEncodingContainer {
            node.become(.array)
            return UnkeyedContainer(node: node, codingPath: codingPath)
        }

        func singleValueContainer() -> SingleValueEncodingContainer {
            SingleValueContainer(node: node, codingPath: codingPath)
        }
    }

    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: BinaryEncodingNode
        var codingPath: [CodingKey]

        private func child(_ key: Key, _ kind: Kind = .null) -> BinaryEncodingNode {
            let child = BinaryEncodingNode(kind)
            node.entries.append((key.stringValue, child))
            return child
        }

        mutating func encodeNil(forKey key: Key) throws { _ = child(key) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try child(key).assign(value, codingPath: codingPath + [key])
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child(key, .keyed), codingPath: codingPath + [key]))
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
            UnkeyedContainer(node: child(key, .array), codingPath: codingPath + [key])
        }
        mutating func superEncoder() -> Swift.Encoder { superEncoder(forKey: Key(stringValue: "super")!) }
        mutating func superEncoder(forKey key: Key) -> Swift.Encoder {
            Encoder(node: child(key), codingPath: codingPath + [key])
        }
    }

    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let node: BinaryEncodingNode
        var codingPath: [CodingKey]
        var count: Int { node.items.count }

        private func child(_ kind: Kind = .null) -> BinaryEncodingNode {
            let child = BinaryEncodingNode(kind)
            node.items.append(child)
            return child
        }

        mutating func encodeNil() throws { _ = child() }
        mutating func encode<T: Encodable>(_ value: T) throws { try child().assign(value, codingPath: codingPath) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child(.keyed), codingPath: codingPath))
        }
        mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
            UnkeyedContainer(node: child(.array), codingPath: codingPath)
        }
        mutating func superEncoder() -> Swift.Encoder { Encoder(node: child(), codingPath: codingPath) }
    }

    struct SingleValueContainer: SingleValueEncodingContainer {
        let node: BinaryEncodingNode
        var codingPath: [CodingKey]

        mutating func encodeNil() throws { node.become(.null) }
        mutating func encode<T: Encodable>(_ value: T) throws { try node.assign(value, codingPath: codingPath) }
    }
}
