/// A value the engine can render, test, iterate and look up members of
/// (template-language.md §0). JSON contexts map onto it one to one; model objects
/// are `.object` values answering their own property names.
///
/// Not `indirect`: arrays, dictionaries and objects are already references, so scalars stay
/// unboxed and building a value never allocates for them.
public enum Value {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    /// Only produced by numeric literals in templates (Stencil parses them as 32-bit floats).
    case float(Float)
    case string(String)
    case array([Value])
    case dictionary([String: Value])
    case object(TemplateObject)
}

extension Value {
    /// True for `.null` only.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The string payload of a `.string` value, nil for every other kind.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The elements of an `.array` value, nil for every other kind.
    public var arrayValue: [Value]? {
        if case .array(let array) = self { return array }
        return nil
    }

    /// The object of an `.object` value, nil for every other kind.
    public var objectValue: TemplateObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// Stencil's truthiness (template-language.md §5.2): numbers are true when > 0,
    /// strings/arrays/dictionaries when non-empty, objects always.
    public var isTruthy: Bool { ValueSemantics.isTruthy(self) }

    /// The text `{{ value }}` produces (template-language.md §3.5).
    public var renderedText: String { ValueRenderer.render(self) }

    /// Looks up one key-path segment on this value, exactly as `value.key` does in a template
    /// (dictionary key or `count`; array/string index, `first`, `last`, `count`; object property).
    public func member(_ key: String) -> Value { ValueSemantics.member(of: self, key: key) ?? .null }

    /// A string Sourcery holds as an `NSString` (annotation and argument values): as an array
    /// element it prints without quotes (`[Hello, World]`); taken out of the array, compared or
    /// tested with `in`, it is the plain string.
    public static func foundationString(_ string: String) -> Value { .object(BridgedString(string)) }
}

extension Value: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral {
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: Value...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, Value)...) {
        var dictionary: [String: Value] = [:]
        for (key, value) in elements { dictionary[key] = value }
        self = .dictionary(dictionary)
    }
}

extension Value: CustomStringConvertible {
    public var description: String { renderedText }
}

extension Value: Equatable {
    /// Structural equality; objects compare by identity (`templateIdentity`). (Template `==` has its own,
    /// Stencil-specific rules; this is for Swift code and tests.)
    public static func == (lhs: Value, rhs: Value) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.int(a), .int(b)): return a == b
        case let (.double(a), .double(b)): return a == b
        case let (.float(a), .float(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.dictionary(a), .dictionary(b)): return a == b
        case let (.object(a), .object(b)): return a.templateIdentity == b.templateIdentity
        default: return false
        }
    }
}
