import SystemSupport

/// Relationship sets shared copy-on-write by every type declared alike.
///
/// A type's `implements`, `inherits`, `based` and `basedTypes` follow from its inheritance
/// entries, the scanned types they name and the scope names are resolved in. Most types repeat
/// another's (every `struct X: AutoCodable` at top level has the same four sets), and the sets
/// live as long as the model, so separate copies would add up on a large project. Types that agree on those inputs get the first one's sets,
/// which are equal entry for entry to the ones they would have built.
///
/// Used by one thread at a time (each relationship worker brings its own).
final class RelationshipInterner {
    struct Sets {
        let implements: [String: SwiftType]
        let inherits: [String: SwiftType]
        let based: [String: String]
        let basedTypes: [String: SwiftType]
    }

    /// What a type's sets are computed from: its inheritance entries, the positions of the
    /// scanned types they name, and its enclosing type (based names are resolved from there).
    /// This holds while the inheritance graph has no cycle (through one, a closure depends on
    /// where its walk started) and the type's own name is not among its based names (it is left
    /// out of them): `RelationshipResolver` asks only then.
    struct Key: Hashable {
        let inheritedTypes: [String]
        let children: [Int]
        let scope: ObjectIdentifier?

        func hash(into hasher: inout Hasher) {
            // FNV-1a over the names' bytes: `Hasher` per name cost more than the sharing saved.
            var names = FNV1aHasher()
            for name in inheritedTypes { names.combine(name) }
            hasher.combine(names.value)
            hasher.combine(children.count)
            hasher.combine(children.first ?? -1)
            hasher.combine(scope)
        }
    }

    private var known: [Key: Sets] = [:]

    func sets(for key: Key) -> Sets? { known[key] }

    func remember(_ sets: Sets, for key: Key) { known[key] = sets }
}
