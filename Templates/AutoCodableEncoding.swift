/// Writes the properties of one model; nested paths share their intermediate objects.
struct AutoEncodingContainer<Keys: CodingKey> {
    private var container: KeyedEncodingContainer<AutoCodingKey>
    /// Nested containers already created, by path prefix (`["address"]`), so `address.city` and
    /// `address.street` end up in one object.
    private var nestedContainers: [[String]: KeyedEncodingContainer<AutoCodingKey>] = [:]

    init(_ encoder: any Encoder, keyedBy: Keys.Type) {
        self.container = encoder.container(keyedBy: AutoCodingKey.self)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Keys, nested: Bool = true) throws {
        let path = AutoKeyPath.components(key.stringValue, nested: nested)
        var parent = self.parent(of: path)
        try parent.encode(value, forKey: AutoCodingKey(path[path.count - 1]))
    }

    /// nil is omitted, or written as `null` with `nullForNil` (the `encodeNil` annotation).
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Keys, nested: Bool = true, nullForNil: Bool = false) throws {
        guard let value = value else {
            if nullForNil { try encodeNull(forKey: key, nested: nested) }
            return
        }
        try encode(value, forKey: key, nested: nested)
    }

    mutating func encode<Transformer: CodableTransformer>(_ value: Transformer.Value, forKey key: Keys, nested: Bool = true,
                                                          using transformer: Transformer) throws {
        try encode(transformer.encode(value), forKey: key, nested: nested)
    }

    mutating func encodeIfPresent<Transformer: CodableTransformer>(_ value: Transformer.Value?, forKey key: Keys, nested: Bool = true,
                                                                   using transformer: Transformer, nullForNil: Bool = false) throws {
        guard let value = value else {
            if nullForNil { try encodeNull(forKey: key, nested: nested) }
            return
        }
        try encode(transformer.encode(value), forKey: key, nested: nested)
    }

    private mutating func encodeNull(forKey key: Keys, nested: Bool) throws {
        let path = AutoKeyPath.components(key.stringValue, nested: nested)
        var parent = self.parent(of: path)
        try parent.encodeNil(forKey: AutoCodingKey(path[path.count - 1]))
    }

    private mutating func parent(of path: [String]) -> KeyedEncodingContainer<AutoCodingKey> {
        var current = container
        var prefix: [String] = []
        for component in path.dropLast() {
            prefix.append(component)
            if let existing = nestedContainers[prefix] {
                current = existing
            } else {
                current = current.nestedContainer(keyedBy: AutoCodingKey.self, forKey: AutoCodingKey(component))
                nestedContainers[prefix] = current
            }
        }
        return current
    }
}
