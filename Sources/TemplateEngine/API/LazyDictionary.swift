#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A dictionary whose values are made when a template asks for them: `type.MyStruct` makes one
/// value, not one per key. Everything else a dictionary does (a loop over it, `count`, truthiness,
/// rendering it, passing it to a filter or an `include`) sees `dictionary`, the whole table,
/// made once; so templates cannot tell it from `.dictionary`.
///
/// For large tables of objects that are expensive to wrap (modelgen's `type`, one entry per
/// scanned type). Not thread-safe: one render at a time.
public final class LazyDictionary: TemplateObject {
    private let count: Int
    private let keys: () -> [String]
    private let make: (String) -> Value?
    private var made: [String: Value] = [:]
    private var whole: [String: Value]?

    /// `count` entries, named by `keys()` (called only when the whole table is needed);
    /// `value(key)` makes an entry, nil for a key that is not in the table, and is called at
    /// most once per key.
    public init(count: Int, keys: @escaping () -> [String], value: @escaping (String) -> Value?) {
        self.count = count
        self.keys = keys
        self.make = value
    }

    public var isEmpty: Bool { count == 0 }

    public func templateValue(forKey key: String) -> Value? {
        // As for `.dictionary`, `count` is the number of entries even when a key is named so.
        if key == "count" { return .int(count) }
        return value(forKey: key)
    }

    /// The whole table.
    public var dictionary: [String: Value] {
        if let whole { return whole }
        var all: [String: Value] = [:]
        all.reserveCapacity(count)
        for key in keys() { if let value = value(forKey: key) { all[key] = value } }
        whole = all
        return all
    }

    public var templateDescription: String { ValueRenderer.render(.dictionary(dictionary)) }

    private func value(forKey key: String) -> Value? {
        if let known = made[key] { return known }
        guard let value = make(key) else { return nil }
        made[key] = value
        return value
    }
}

extension ValueSemantics {
    /// `value` with a lazy dictionary turned into the `.dictionary` it stands for, for the places
    /// that treat dictionaries as a whole.
    static func materialized(_ value: Value) -> Value {
        if case .object(let lazy as LazyDictionary) = value { return .dictionary(lazy.dictionary) }
        return value
    }
}
