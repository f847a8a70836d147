// Generated using modelgen 0.1.0 — DO NOT EDIT (regenerate with `modelgen`)
import Foundation

// Shared by every AutoCodable type; emitted once. Needs nothing but Foundation.

/// Any JSON key, so generated code can follow aliases and nested paths that no fixed enum describes.
struct AutoCodingKey: CodingKey, ExpressibleByStringLiteral {
    var stringValue: String
    var intValue: Int?

    init(_ stringValue: String) {
        self.stringValue = stringValue
    }

    init(stringLiteral value: String) {
        self.init(value)
    }

    init?(stringValue: String) {
        self.init(stringValue)
    }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// Converts a property between its Swift type (`Value`) and the type it has in JSON (`JSON`).
/// Use it with `// sourcery: transformer = "MyTransformer()"`.
protocol CodableTransformer {
    associatedtype Value
    associatedtype JSON: Codable

    func decode(_ json: JSON) throws -> Value
    func encode(_ value: Value) throws -> JSON
}

/// Reported whenever decoding did not take a value as it was: a default or `nil` stood in,
/// or a value of the wrong JSON type was converted. Set `AutoCodableFallback.handler` to log API drift.
struct AutoCodableFallback: CustomStringConvertible {
    enum Kind: Equatable {
        /// The key was missing (or null) and the property's default was used.
        case usedDefaultForMissingValue
        /// The value could not be decoded or converted and the property's default was used.
        case usedDefaultForInvalidValue
        /// The value could not be decoded or converted and the optional property was set to nil.
        case usedNilForInvalidValue
        /// A value of another JSON type was converted (`"12"` → 12).
        case convertedValue(from: String)
        /// An element of a `lossy` collection could not be decoded and was left out.
        case droppedInvalidElement
    }

    /// The model type being decoded (`User`).
    var type: Any.Type
    /// Where in the document, from the root (`friends.0.name`).
    var keyPath: String
    var kind: Kind
    /// The decoding error that caused the fallback, if any.
    var error: (any Error)?

    var description: String {
        "\(type).\(keyPath): \(kind)"
    }

    /// Off (nil) by default. Called synchronously on the decoding thread.
    nonisolated(unsafe) static var handler: ((AutoCodableFallback) -> Void)?
}

/// Key paths written `a.b.c`. A backslash before a dot (`actor\\.name`, as a `nested = false` key is spelled
/// in CodingKeys) makes the dot part of one key, so that key never collides with the path `actor.name`.
enum AutoKeyPath {
    static func components(_ key: String, nested: Bool) -> [String] {
        guard nested else { return [unescaped(key)] }
        var components: [String] = []
        var current = ""
        var escaping = false
        for character in key {
            if escaping {
                current.append(character == "." ? "." : "\\\(character)")
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == "." {
                components.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaping { current.append("\\") }
        components.append(current)
        return components
    }

    static func unescaped(_ key: String) -> String {
        key.replacingOccurrences(of: "\\.", with: ".")
    }

    /// `friends.0.name`: a coding path as the fallback handler reports it.
    static func text(_ codingPath: [any CodingKey]) -> [String] {
        codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
    }
}

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
// MARK: - Tolerant conversion

/// A JSON scalar of whatever type the document holds.
enum AutoJSONScalar: Decodable {
    case int(Int64)
    case double(Double)
    case bool(Bool)
    case string(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Int64.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    /// The scalar as text (`1` → "1", `true` → "true"), how enum case keys compare with it.
    var text: String {
        String(converting: self) ?? ""
    }

    var typeName: String {
        switch self {
        case .int: return "number"
        case .double: return "number"
        case .bool: return "bool"
        case .string: return "string"
        }
    }
}

/// Types that accept a JSON scalar of another type: `"12"` → 12, `12` → "12", `"yes"` → true, `"1.5"` → 1.5,
/// `true` → 1.
/// Conversions never lose information: 1.5 does not become an Int.
protocol AutoCodableConvertible {
    init?(converting scalar: AutoJSONScalar)
}

extension AutoCodableConvertible where Self: FixedWidthInteger {
    init?(converting scalar: AutoJSONScalar) {
        switch scalar {
        case .int(let value): self.init(exactly: value)
        case .double(let value): self.init(exactly: value)
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if let value = Self(trimmed) {
                self = value
            } else if let value = Double(trimmed) {
                self.init(exactly: value)
            } else {
                return nil
            }
        case .bool(let value): self = value ? 1 : 0
        }
    }
}

extension AutoCodableConvertible where Self: BinaryFloatingPoint {
    init?(converting scalar: AutoJSONScalar) {
        switch scalar {
        case .int(let value): self.init(value)
        case .double(let value): self.init(value)
        case .string(let text):
            guard let value = Double(text.trimmingCharacters(in: .whitespaces)) else { return nil }
            self.init(value)
        case .bool(let value): self = value ? 1 : 0
        }
    }
}

extension Int: AutoCodableConvertible {}
extension Int8: AutoCodableConvertible {}
extension Int16: AutoCodableConvertible {}
extension Int32: AutoCodableConvertible {}
extension Int64: AutoCodableConvertible {}
extension UInt: AutoCodableConvertible {}
extension UInt8: AutoCodableConvertible {}
extension UInt16: AutoCodableConvertible {}
extension UInt32: AutoCodableConvertible {}
extension UInt64: AutoCodableConvertible {}
extension Double: AutoCodableConvertible {}
extension Float: AutoCodableConvertible {}
extension CGFloat: AutoCodableConvertible {}

/// An optional property with a default (`var count: Int? = 5`) converts like its wrapped type.
extension Optional: AutoCodableConvertible where Wrapped: AutoCodableConvertible {
    init?(converting scalar: AutoJSONScalar) {
        guard let value = Wrapped(converting: scalar) else { return nil }
        self = .some(value)
    }
}

extension String: AutoCodableConvertible {
    init?(converting scalar: AutoJSONScalar) {
        switch scalar {
        case .int(let value): self = String(value)
        case .double(let value): self = String(value)
        case .bool(let value): self = value ? "true" : "false"
        case .string(let value): self = value
        }
    }
}

extension Bool: AutoCodableConvertible {
    init?(converting scalar: AutoJSONScalar) {
        switch scalar {
        case .int(1): self = true
        case .int(0): self = false
        case .double(1): self = true
        case .double(0): self = false
        case .string(let text):
            switch text.trimmingCharacters(in: .whitespaces).lowercased() {
            case "true", "yes", "y", "t", "1", "1.0": self = true
            case "false", "no", "n", "f", "0", "0.0": self = false
            default: return nil
            }
        case .bool(let value): self = value
        default: return nil
        }
    }
}

extension Decimal: AutoCodableConvertible {
    init?(converting scalar: AutoJSONScalar) {
        switch scalar {
        case .int(let value): self.init(value)
        case .double(let value): self.init(value)
        case .string(let text):
            // Decimal(string:) would read the number at the start of "12abc"; the whole text must be a number.
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard Double(trimmed) != nil, let value = Decimal(string: trimmed) else { return nil }
            self = value
        case .bool(let value): self = value ? 1 : 0
        }
    }
}
// MARK: - Dates and data (`date = "…"`, `data = "base64"`)

/// `date = "iso8601"`: an ISO 8601 string, with or without fractional seconds; written without them.
struct AutoISO8601Date: CodableTransformer {
    func decode(_ json: String) throws -> Date {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: json) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        guard let date = formatter.date(from: json) else { throw AutoCodableValueError("not an ISO 8601 date: \(json)") }
        return date
    }

    func encode(_ value: Date) throws -> String {
        ISO8601DateFormatter().string(from: value)
    }
}

/// `date = "secondsSince1970"` / `"millisecondsSince1970"`: a number (or a numeric string) of seconds or
/// milliseconds since 1970-01-01T00:00:00Z.
struct AutoEpochDate: CodableTransformer {
    /// Units of the JSON number per second: 1 or 1000.
    var unitsPerSecond: Double

    func decode(_ json: Double) throws -> Date {
        Date(timeIntervalSince1970: json / unitsPerSecond)
    }

    func encode(_ value: Date) throws -> Double {
        value.timeIntervalSince1970 * unitsPerSecond
    }
}

/// `date = "yyyy-MM-dd"` (any other value is a DateFormatter format): read and written in UTC with the
/// POSIX locale, so the result does not depend on the device's settings.
struct AutoFormattedDate: CodableTransformer {
    var format: String

    private var formatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = format
        return formatter
    }

    func decode(_ json: String) throws -> Date {
        guard let date = formatter.date(from: json) else {
            throw AutoCodableValueError("'\(json)' does not match the date format '\(format)'")
        }
        return date
    }

    func encode(_ value: Date) throws -> String {
        formatter.string(from: value)
    }
}

/// `data = "base64"`: a Base64 string.
struct AutoBase64Data: CodableTransformer {
    func decode(_ json: String) throws -> Data {
        guard let data = Data(base64Encoded: json) else { throw AutoCodableValueError("not Base64: \(json)") }
        return data
    }

    func encode(_ value: Data) throws -> String {
        value.base64EncodedString()
    }
}

/// Why a built-in transformer refused a value; surfaces as `DecodingError.dataCorrupted`.
struct AutoCodableValueError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

// MARK: - Lossy collections (`lossy`)

/// Collections that a `lossy` property decodes element by element, leaving out (and reporting) the
/// elements that fail instead of failing the whole collection.
protocol AutoLossyDecodable {
    static func decodeLossily(from parent: KeyedDecodingContainer<AutoCodingKey>, forKey key: AutoCodingKey,
                              dropped: (_ element: String, _ error: any Error) -> Void) throws -> Self
}

/// One element that may fail without failing its collection.
struct AutoLossyElement<Element: Decodable>: Decodable {
    var result: Result<Element, any Error>

    init(from decoder: any Decoder) throws {
        do {
            result = .success(try decoder.singleValueContainer().decode(Element.self))
        } catch {
            result = .failure(error)
        }
    }
}

extension Array: AutoLossyDecodable where Element: Decodable {
    static func decodeLossily(from parent: KeyedDecodingContainer<AutoCodingKey>, forKey key: AutoCodingKey,
                              dropped: (_ element: String, _ error: any Error) -> Void) throws -> [Element] {
        var elements: [Element] = []
        for (index, element) in try parent.decode([AutoLossyElement<Element>].self, forKey: key).enumerated() {
            switch element.result {
            case .success(let value): elements.append(value)
            case .failure(let error): dropped(String(index), error)
            }
        }
        return elements
    }
}

extension Set: AutoLossyDecodable where Element: Decodable {
    static func decodeLossily(from parent: KeyedDecodingContainer<AutoCodingKey>, forKey key: AutoCodingKey,
                              dropped: (_ element: String, _ error: any Error) -> Void) throws -> Set<Element> {
        Set(try [Element].decodeLossily(from: parent, forKey: key, dropped: dropped))
    }
}

extension Dictionary: AutoLossyDecodable where Key: Decodable, Value: Decodable {
    static func decodeLossily(from parent: KeyedDecodingContainer<AutoCodingKey>, forKey key: AutoCodingKey,
                              dropped: (_ element: String, _ error: any Error) -> Void) throws -> [Key: Value] {
        var entries: [Key: Value] = [:]
        let decoded = try parent.decode([Key: AutoLossyElement<Value>].self, forKey: key)
        // Reported in key order, so the reports do not depend on hashing.
        for (entryKey, entry) in decoded.sorted(by: { "\($0.key)" < "\($1.key)" }) {
            switch entry.result {
            case .success(let value): entries[entryKey] = value
            case .failure(let error): dropped("\(entryKey)", error)
            }
        }
        return entries
    }
}

/// An optional `lossy` collection with a default (`var tags: [String]? = []`).
extension Optional: AutoLossyDecodable where Wrapped: AutoLossyDecodable {
    static func decodeLossily(from parent: KeyedDecodingContainer<AutoCodingKey>, forKey key: AutoCodingKey,
                              dropped: (_ element: String, _ error: any Error) -> Void) throws -> Wrapped? {
        try Wrapped.decodeLossily(from: parent, forKey: key, dropped: dropped)
    }
}
