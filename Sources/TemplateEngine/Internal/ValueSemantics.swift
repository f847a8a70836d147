/// How values behave in templates: member lookup (§3.3), truthiness and the
/// comparison operators (§5.2). Mirrors Stencil's `Any`-based rules on `Value`.
enum ValueSemantics {
    /// One key-path segment applied to a value; nil when it does not resolve.
    /// `index` is `Int(key)` precomputed by the caller when known.
    static func member(of value: Value, key: String, index: Int? = nil) -> Value? {
        switch value {
        case .dictionary(let dictionary): return member(of: dictionary, key: key)
        case .array(let array): return member(of: array, key: key, index: index)
        case .string(let string): return member(of: string, key: key, index: index)
        case .object(let object): return object.templateValue(forKey: key)
        case .null, .bool, .int, .double, .float: return nil
        }
    }

    /// `member(of:key:index:)` for a key parsed from a template: objects get its precomputed code.
    /// (One switch, not a test for objects first: that copied the value, a retain and a release.)
    static func member(of value: Value, key: TemplateKey, index: Int?) -> Value? {
        switch value {
        case .dictionary(let dictionary): return member(of: dictionary, key: key.name)
        case .array(let array): return member(of: array, key: key.name, index: index)
        case .string(let string): return member(of: string, key: key.name, index: index)
        case .object(let object): return object.templateValue(for: key)
        case .null, .bool, .int, .double, .float: return nil
        }
    }

    private static func member(of dictionary: [String: Value], key: String) -> Value? {
        if key == "count" { return .int(dictionary.count) }
        // Most annotation dictionaries are empty: looking a key up in one still hashes it.
        if dictionary.isEmpty { return nil }
        // Annotation dictionaries hold a few entries: comparing the key with each costs less
        // than hashing it (keys are unique under `==`, so the first match is the entry).
        if dictionary.count <= linearLookupLimit {
            for (candidate, value) in dictionary where candidate == key { return value }
            return nil
        }
        return dictionary[key]
    }

    /// Up to this many entries, a dictionary member is found by comparing keys one by one.
    static let linearLookupLimit = 4

    private static func member(of array: [Value], key: String, index: Int?) -> Value? {
        if let index = index ?? Int(key) {
            guard index >= 0 && index < array.count else { return nil }
            return boxed(array[index])
        }
        switch key {
        case "first": return array.first.map(boxed)
        case "last": return array.last.map(boxed)
        case "count": return .int(array.count)
        default: return nil
        }
    }

    private static func member(of string: String, key: String, index: Int?) -> Value? {
        if let index = index ?? Int(key) {
            guard index >= 0 else { return nil }
            var position = 0
            for character in string {
                if position == index { return CharacterValue.make(character) }
                position += 1
            }
            return nil
        }
        switch key {
        case "first": return string.first.map(CharacterValue.make)
        case "last": return string.last.map(CharacterValue.make)
        case "count": return .int(string.count)
        default: return nil
        }
    }

    /// A `null` taken out of an array is Stencil's "boxed nil": it renders empty but is
    /// not nil (truthy, not equal to nil, printed `nil` inside arrays).
    static func boxed(_ element: Value) -> Value {
        switch element {
        case .null: return .object(BoxedNil.shared)
        case .object(let pushed as PushedElement): return boxed(pushed.value)
        case .object(let bridged as BridgedString): return .string(bridged.string)
        default: return element
        }
    }

    /// Whether a missing member of `object` is an unknown property (an error in strict mode):
    /// true for model objects; false for the engine's stand-ins for plain values, which, like
    /// a dictionary, simply have no such member.
    static func hasDeclaredProperties(_ object: TemplateObject) -> Bool {
        !(object is BoxedNil) && !(object is CharacterValue) && !(object is LazyDictionary)
    }

    /// Whether the value is nil for Stencil, i.e. `.null` (a boxed nil is not).
    static func isNil(_ value: Value) -> Bool {
        if case .null = value { return true }
        return false
    }

    static func isTruthy(_ value: Value) -> Bool {
        switch value {
        case .null: return false
        case .bool(let bool): return bool
        case .string(let string): return !string.isEmpty
        case .int, .double, .float: return (number(value) ?? 0) > 0
        case .array(let array): return !array.isEmpty
        case .dictionary(let dictionary): return !dictionary.isEmpty
        case .object(let lazy as LazyDictionary): return !lazy.isEmpty
        case .object: return true
        }
    }

    /// Stencil compares numbers as 32-bit floats.
    static func number(_ value: Value) -> Float? {
        switch value {
        case .int(let int): return Float(int)
        case .double(let double): return Float(double)
        case .float(let float): return float
        default: return nil
        }
    }

    /// Template `==` (§5.2).
    static func equals(_ lhs: Value, _ rhs: Value) -> Bool {
        if isNil(lhs) || isNil(rhs) { return isNil(lhs) && isNil(rhs) }
        if lhs.isFoundationString || rhs.isFoundationString { return equals(unbridged(lhs), unbridged(rhs)) }
        if let left = number(lhs), let right = number(rhs) { return left == right }
        switch (lhs, rhs) {
        case let (.string(left), .string(right)): return left == right
        case let (.bool(left), .bool(right)): return left == right
        default: return false
        }
    }

    /// Template `<`, `>`, `<=`, `>=`: numbers only, anything else is false.
    static func compare(_ lhs: Value, _ rhs: Value, _ compare: (Float, Float) -> Bool) -> Bool {
        guard let left = number(lhs), let right = number(rhs) else { return false }
        return compare(left, right)
    }

    /// Template `in` (§5.2).
    static func contains(_ container: Value, _ element: Value) -> Bool {
        switch container {
        case .array(let array):
            guard isHashable(element) else { return false }
            var found = false
            for item in array {
                // Stencil casts the array to [AnyHashable]: one unhashable element fails it all.
                guard isHashable(item) else { return false }
                if !found && hashableEquals(element, item) { found = true }
            }
            return found
        case .string(let string):
            if case .string(let needle) = element { return SubstringTest.contains(string, needle) }
            return false
        case .null:
            return isNil(element)
        default:
            return false
        }
    }

    private static func isHashable(_ value: Value) -> Bool {
        switch value {
        case .bool, .int, .double, .float, .string: return true
        case .object(let object): return !(object is BoxedNil)
        case .null, .array, .dictionary: return false
        }
    }

    /// `AnyHashable` equality: numbers across types by value, strings and bools by value,
    /// objects by identity (`templateIdentity`: what they stand for).
    private static func hashableEquals(_ lhs: Value, _ rhs: Value) -> Bool {
        switch (unbridged(lhs), unbridged(rhs)) {
        case let (.string(left), .string(right)): return left == right
        case let (.bool(left), .bool(right)): return left == right
        case let (.object(left as CharacterValue), .object(right as CharacterValue)): return left.character == right.character
        case let (.object(left), .object(right)): return left.templateIdentity == right.templateIdentity
        default:
            guard let left = exactNumber(lhs), let right = exactNumber(rhs) else { return false }
            return left == right
        }
    }

    /// A Foundation string as the plain string it stands for; any other value as it is.
    static func unbridged(_ value: Value) -> Value {
        if case .object(let bridged as BridgedString) = value { return .string(bridged.string) }
        return value
    }

    private static func exactNumber(_ value: Value) -> Double? {
        switch value {
        case .int(let int): return Double(int)
        case .double(let double): return double
        case .float(let float): return Double(float)
        default: return nil
        }
    }
}

/// A Swift `Character`, what Stencil gives for `s.0`, `s.first`, `s.last` of a String. It renders
/// as itself and is truthy, but it is not a String: `s.first == "_"` is false, `s.0 in s` is false,
/// it has no members, `split` leaves it unchanged and `include s.0` fails — exactly as in Stencil.
final class CharacterValue: TemplateObject {
    let character: Character

    private init(_ character: Character) {
        self.character = character
    }

    static func make(_ character: Character) -> Value { .object(CharacterValue(character)) }

    func templateValue(forKey key: String) -> Value? { nil }
    var templateDescription: String { String(character) }
}

/// Stencil's "boxed nil" (§0): an array element that is nil, once taken out of the array.
final class BoxedNil: TemplateObject {
    static let shared = BoxedNil()
    func templateValue(forKey key: String) -> Value? { nil }
    var templateDescription: String { "" }
}

extension Value {
    /// Whether this is a Foundation string (`Value.foundationString`).
    var isFoundationString: Bool {
        if case .object(let object) = self { return object is BridgedString }
        return false
    }
}
