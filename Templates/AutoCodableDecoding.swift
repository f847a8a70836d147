/// Reads the properties of one model: aliases, nested paths, defaults, tolerant conversion.
struct AutoDecodingContainer<Keys: CodingKey> {
    private let container: KeyedDecodingContainer<AutoCodingKey>
    private let model: Any.Type
    private let strict: Bool

    /// `strict`: a value of the wrong JSON type throws instead of being converted.
    init(_ decoder: any Decoder, keyedBy: Keys.Type, for model: Any.Type, strict: Bool = false) throws {
        self.container = try decoder.container(keyedBy: AutoCodingKey.self)
        self.model = model
        self.strict = strict
    }

    /// A property without default: missing/null or unreadable throws.
    func decode<T: Decodable>(_ type: T.Type, forKey key: Keys, aliases: [String] = [], nested: Bool = true) throws -> T {
        try decode(forKey: key, aliases: aliases, nested: nested, plainReader(T.self))
    }

    /// A property with a default: missing/null, or unreadable unless strict, gives the default.
    func decode<T: Decodable>(_ type: T.Type, forKey key: Keys, aliases: [String] = [], nested: Bool = true,
                              default defaultValue: @autoclosure () -> T) throws -> T {
        try decode(forKey: key, aliases: aliases, nested: nested, default: defaultValue(), plainReader(T.self))
    }

    /// An optional property: missing/null gives nil; unreadable (unless strict) gives nil and is reported.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Keys, aliases: [String] = [], nested: Bool = true) throws -> T? {
        try decodeIfPresent(forKey: key, aliases: aliases, nested: nested, plainReader(T.self))
    }

    /// A property with a transformer and no default.
    func decode<Transformer: CodableTransformer>(forKey key: Keys, aliases: [String] = [], nested: Bool = true,
                                                 using transformer: Transformer) throws -> Transformer.Value {
        try decode(forKey: key, aliases: aliases, nested: nested, convertsValue: false, transformingReader(transformer))
    }

    /// A property with a transformer and a default.
    func decode<Transformer: CodableTransformer>(forKey key: Keys, aliases: [String] = [], nested: Bool = true,
                                                 using transformer: Transformer,
                                                 default defaultValue: @autoclosure () -> Transformer.Value) throws -> Transformer.Value {
        try decode(forKey: key, aliases: aliases, nested: nested, convertsValue: false, default: defaultValue(),
                   transformingReader(transformer))
    }

    /// An optional property with a transformer.
    func decodeIfPresent<Transformer: CodableTransformer>(forKey key: Keys, aliases: [String] = [], nested: Bool = true,
                                                          using transformer: Transformer) throws -> Transformer.Value? {
        try decodeIfPresent(forKey: key, aliases: aliases, nested: nested, convertsValue: false, transformingReader(transformer))
    }

    /// A `lossy` collection without default: elements that fail are left out and reported.
    func decode<T: AutoLossyDecodable>(lossy type: T.Type, forKey key: Keys, aliases: [String] = [], nested: Bool = true) throws -> T {
        try decode(forKey: key, aliases: aliases, nested: nested, convertsValue: false, lossyReader(T.self))
    }

    /// A `lossy` collection with a default.
    func decode<T: AutoLossyDecodable>(lossy type: T.Type, forKey key: Keys, aliases: [String] = [], nested: Bool = true,
                                       default defaultValue: @autoclosure () -> T) throws -> T {
        try decode(forKey: key, aliases: aliases, nested: nested, convertsValue: false, default: defaultValue(), lossyReader(T.self))
    }

    /// An optional `lossy` collection.
    func decodeIfPresent<T: AutoLossyDecodable>(lossy type: T.Type, forKey key: Keys, aliases: [String] = [],
                                                nested: Bool = true) throws -> T? {
        try decodeIfPresent(forKey: key, aliases: aliases, nested: nested, convertsValue: false, lossyReader(T.self))
    }

    private func plainReader<T: Decodable>(_ type: T.Type) -> Reader<T> {
        { parent, key in try parent.decode(T.self, forKey: key) }
    }

    /// A transformer's error becomes `DecodingError.dataCorrupted` at the property's coding path.
    private func transformingReader<Transformer: CodableTransformer>(_ transformer: Transformer) -> Reader<Transformer.Value> {
        { parent, key in
            let json = try readJSON(Transformer.JSON.self, parent, key)
            do {
                return try transformer.decode(json)
            } catch let error as DecodingError {
                throw error
            } catch {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: parent.codingPath + [key], debugDescription: "\(Transformer.self) failed: \(error)", underlyingError: error))
            }
        }
    }

    private func lossyReader<T: AutoLossyDecodable>(_ type: T.Type) -> Reader<T> {
        { parent, key in
            try T.decodeLossily(from: parent, forKey: key) { element, error in
                report(.droppedInvalidElement, at: AutoKeyPath.text(parent.codingPath) + [key.stringValue, element],
                       error: error, fromRoot: true)
            }
        }
    }

    /// A transformer's JSON value; tolerant conversion applies to the JSON type, not the property type.
    private func readJSON<JSON: Decodable>(_ type: JSON.Type, _ parent: KeyedDecodingContainer<AutoCodingKey>,
                                           _ key: AutoCodingKey) throws -> JSON {
        do {
            return try parent.decode(JSON.self, forKey: key)
        } catch {
            guard !strict, let converted = convert(JSON.self, in: parent, forKey: key) else { throw error }
            report(.convertedValue(from: converted.source), at: AutoKeyPath.text(parent.codingPath) + [key.stringValue], fromRoot: true)
            return converted.value
        }
    }

    // MARK: - Reading

    private typealias Reader<T> = (KeyedDecodingContainer<AutoCodingKey>, AutoCodingKey) throws -> T

    private enum Lookup<T> {
        case found(T)
        case missing
        case invalid(path: [String], error: any Error)
    }

    private func decode<T>(forKey key: Keys, aliases: [String], nested: Bool, convertsValue: Bool = true, _ reader: Reader<T>) throws -> T {
        let candidates = self.candidates(key, aliases, nested)
        switch lookUp(candidates, convertsValue, reader) {
        case .found(let value):
            return value
        case .missing:
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: container.codingPath + candidates[0].map { AutoCodingKey($0) },
                debugDescription: "No value for \(candidates.map { $0.joined(separator: ".") }.joined(separator: " or "))."))
        case .invalid(_, let error):
            throw error
        }
    }

    private func decode<T>(forKey key: Keys, aliases: [String], nested: Bool, convertsValue: Bool = true, default defaultValue: @autoclosure () -> T, _ reader: Reader<T>) throws -> T {
        let candidates = self.candidates(key, aliases, nested)
        switch lookUp(candidates, convertsValue, reader) {
        case .found(let value):
            return value
        case .missing:
            report(.usedDefaultForMissingValue, at: candidates[0])
            return defaultValue()
        case .invalid(let path, let error):
            if strict { throw error }
            report(.usedDefaultForInvalidValue, at: path, error: error)
            return defaultValue()
        }
    }

    private func decodeIfPresent<T>(forKey key: Keys, aliases: [String], nested: Bool, convertsValue: Bool = true, _ reader: Reader<T>) throws -> T? {
        switch lookUp(candidates(key, aliases, nested), convertsValue, reader) {
        case .found(let value):
            return value
        case .missing:
            return nil
        case .invalid(let path, let error):
            if strict { throw error }
            report(.usedNilForInvalidValue, at: path, error: error)
            return nil
        }
    }

    /// Each candidate is a key path (`["address", "city"]`), tried in order; null counts as missing.
    private func candidates(_ key: Keys, _ aliases: [String], _ nested: Bool) -> [[String]] {
        [AutoKeyPath.components(key.stringValue, nested: nested)] + aliases.map {
            nested ? $0.split(separator: ".", omittingEmptySubsequences: false).map(String.init) : [$0]
        }
    }

    /// The first candidate that reads (directly or, unless strict, by tolerant conversion) wins;
    /// otherwise the first failure, otherwise missing. `convertsValue` is false for transformers,
    /// whose JSON value is converted (in readJSON) before the transformer sees it, never after.
    private func lookUp<T>(_ candidates: [[String]], _ convertsValue: Bool, _ reader: Reader<T>) -> Lookup<T> {
        var firstFailure: Lookup<T>?
        for path in candidates {
            guard let (parent, key) = locate(path) else { continue }
            do {
                return .found(try reader(parent, key))
            } catch {
                if convertsValue, !strict, let converted = convert(T.self, in: parent, forKey: key) {
                    report(.convertedValue(from: converted.source), at: path)
                    return .found(converted.value)
                }
                if firstFailure == nil { firstFailure = .invalid(path: path, error: convertsValue ? typeMismatch(T.self, error, in: parent, forKey: key) : error) }
            }
        }
        return firstFailure ?? .missing
    }

    /// A scalar that a convertible type could not take (1.5 for an Int) is reported as `typeMismatch`,
    /// whatever error the decoder chose; other errors pass through.
    private func typeMismatch<T>(_ type: T.Type, _ error: any Error, in parent: KeyedDecodingContainer<AutoCodingKey>,
                                 forKey key: AutoCodingKey) -> any Error {
        guard T.self is any AutoCodableConvertible.Type, let scalar = try? parent.decode(AutoJSONScalar.self, forKey: key) else { return error }
        return DecodingError.typeMismatch(T.self, DecodingError.Context(
            codingPath: parent.codingPath + [key],
            debugDescription: "Expected \(T.self), found \(scalar.typeName) \(String(converting: scalar) ?? "")",
            underlyingError: error))
    }

    /// The container holding the path's last component, if the whole path exists and its value is not null.
    private func locate(_ path: [String]) -> (KeyedDecodingContainer<AutoCodingKey>, AutoCodingKey)? {
        var current = container
        for component in path.dropLast() {
            let key = AutoCodingKey(component)
            guard current.contains(key), (try? current.decodeNil(forKey: key)) == false,
                  let next = try? current.nestedContainer(keyedBy: AutoCodingKey.self, forKey: key) else { return nil }
            current = next
        }
        let key = AutoCodingKey(path[path.count - 1])
        guard current.contains(key), (try? current.decodeNil(forKey: key)) == false else { return nil }
        return (current, key)
    }

    /// Tolerant conversion of a scalar of another JSON type, when `T` allows it.
    private func convert<T>(_ type: T.Type, in parent: KeyedDecodingContainer<AutoCodingKey>, forKey key: AutoCodingKey) -> (value: T, source: String)? {
        guard let convertible = T.self as? any AutoCodableConvertible.Type,
              let scalar = try? parent.decode(AutoJSONScalar.self, forKey: key),
              let converted = convertible.init(converting: scalar),
              // Unwrapped first: a failed conversion (nil) would otherwise cast to an optional `T` as nil.
              let value = converted as? T else { return nil }
        return (value, scalar.typeName)
    }

    private func report(_ kind: AutoCodableFallback.Kind, at path: [String], error: (any Error)? = nil, fromRoot: Bool = false) {
        guard let handler = AutoCodableFallback.handler else { return }
        let prefix = fromRoot ? [] : AutoKeyPath.text(container.codingPath)
        let keyPath = (prefix + path).joined(separator: ".")
        handler(AutoCodableFallback(type: model, keyPath: keyPath, kind: kind, error: error))
    }
}

