// Storage forms that make the declarations the parser holds for a whole run smaller. Internal:
// the declarations keep them in internal fields behind public properties of the plain types, and
// their coding keys map those fields to the public names, so the synthesized `Codable` writes the
// same keys and values a plain field would.

/// An `Int` kept in 32 bits: source lines and columns. Clamped, not trapping, past `Int32.max` (a
/// line or file of 2 GiB), which a source file does not reach.
@propertyWrapper
struct Compact32: Sendable, Codable {
    private var storage: Int32

    init(wrappedValue: Int) { storage = Int32(clamping: wrappedValue) }

    var wrappedValue: Int {
        get { Int(storage) }
        set { storage = Int32(clamping: newValue) }
    }

    // Coded as the plain `Int` it stands for.
    init(from decoder: any Decoder) throws { self.init(wrappedValue: try decoder.singleValueContainer().decode(Int.self)) }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

/// A rarely set optional kept out of line: one pointer (an empty array, which allocates nothing,
/// for nil) instead of the value's full size inline.
@propertyWrapper
struct OutOfLine<Value: Sendable & Codable>: Sendable, Codable {
    private var storage: [Value]

    init(wrappedValue: Value?) { storage = wrappedValue.map { [$0] } ?? [] }

    var wrappedValue: Value? {
        get { storage.first }
        set { storage = newValue.map { [$0] } ?? [] }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(wrappedValue: container.decodeNil() ? nil : try container.decode(Value.self))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

// The synthesized coding calls these for `OutOfLine` properties: like a plain optional, a nil
// is left out rather than written as null, and a missing key decodes as nil.
extension KeyedEncodingContainer {
    mutating func encode<Value>(_ value: OutOfLine<Value>, forKey key: Key) throws {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }
}

extension KeyedDecodingContainer {
    func decode<Value>(_ type: OutOfLine<Value>.Type, forKey key: Key) throws -> OutOfLine<Value> {
        OutOfLine(wrappedValue: try decodeIfPresent(Value.self, forKey: key))
    }
}
