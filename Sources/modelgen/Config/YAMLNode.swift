/// A value read from a YAML file by `YAMLReader`, with the position it was written at
/// so configuration errors can point at the offending line.
struct YAMLNode: Equatable {
    enum Kind: Equatable {
        /// A scalar as written. `quoted` scalars are always strings; plain ones may be typed
        /// (`true`, `42`, `0.5`) by the consumer, see `typedScalar`.
        case scalar(String, quoted: Bool)
        case sequence([YAMLNode])
        /// Entries in file order (order matters for deterministic output and error messages).
        case mapping([Entry])
        /// `~`, `null` or an empty value (`key:` with nothing below it).
        case null
    }

    struct Entry: Equatable {
        var key: String
        var keyLine: Int
        var keyColumn: Int
        var value: YAMLNode
    }

    var kind: Kind
    /// 1-based position of the value's first character.
    var line: Int
    var column: Int
    /// True for a scalar whose `${NAME}` placeholders were replaced: Sourcery expands text values
    /// only, so what a variable holds stays text (`false` from the environment is not a Bool).
    var holdsEnvironmentText = false

    /// The plain text of a scalar (quoted or not), nil for collections and null.
    var string: String? {
        if case .scalar(let text, _) = kind { return text }
        return nil
    }

    /// Value for `key` when this node is a mapping.
    subscript(key: String) -> YAMLNode? {
        guard case .mapping(let entries) = kind else { return nil }
        return entries.first { $0.key == key }?.value
    }

    var entries: [Entry]? {
        if case .mapping(let entries) = kind { return entries }
        return nil
    }

    /// Human name of the node's kind, for "expected a list, found a mapping" messages.
    var kindName: String {
        switch kind {
        case .scalar: return "a scalar"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .null: return "nothing"
        }
    }
}
