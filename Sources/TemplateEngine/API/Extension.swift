/// A set of filters added to an `Environment` (how modelgen registers Sourcery's
/// model-aware filters). Extensions are searched in the order given to the environment,
/// before the built-in filters, so they can override them.
public final class Extension {
    var filters: [String: FilterFunction] = [:]

    public init() {}

    /// A filter taking no arguments; using it with arguments is an error
    /// (`Can't invoke filter with an argument`).
    public func registerFilter(_ name: String, _ filter: @escaping (Value) throws -> Value) {
        filters[name] = .simple(filter)
    }

    /// A filter receiving its resolved arguments.
    public func registerFilter(_ name: String, _ filter: @escaping (Value, [Value]) throws -> Value) {
        filters[name] = .arguments(filter)
    }

    /// A predicate filter and its negation `!name`, applied as context-model.md §6.4 says:
    /// - on a single value: `.bool(result)` (negated for `!name`); when the predicate returns nil
    ///   (the value is not of a kind it accepts) the value is returned unchanged;
    /// - on an array: the sub-array of elements for which the predicate returns true
    ///   (false for `!name`); elements for which it returns nil are dropped by both.
    public func registerPredicateFilter(_ name: String, _ predicate: @escaping (Value, [Value]) throws -> Bool?) {
        filters[name] = .arguments { value, arguments in
            try PredicateFilter.apply(predicate, to: value, arguments: arguments, negated: false)
        }
        filters["!" + name] = .arguments { value, arguments in
            try PredicateFilter.apply(predicate, to: value, arguments: arguments, negated: true)
        }
    }

    /// Names of the filters registered so far.
    public var filterNames: [String] { filters.keys.sorted() }
}

enum PredicateFilter {
    static func apply(_ predicate: (Value, [Value]) throws -> Bool?, to value: Value, arguments: [Value],
                      negated: Bool) throws -> Value {
        if case .array(let elements) = value {
            var kept: [Value] = []
            for element in elements {
                if let result = try predicate(element, arguments), result != negated {
                    kept.append(element)
                }
            }
            return .array(kept)
        }
        guard let result = try predicate(value, arguments) else { return value }
        return .bool(result != negated)
    }
}
