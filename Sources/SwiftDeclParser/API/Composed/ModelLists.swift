/// The lists a composed model hands out: everything sorted (types by `globalName`, functions and
/// typealiases by name) and the types split by kind. They depend only on names and kinds, which
/// registration settles, so composition sorts the registered types beside the extension merge
/// and builds the rest beside the relationship pass.
struct ModelLists {
    var types: [SwiftType]
    var functions: [Method]
    var typealiases: [Typealias]
    var typesByName: [String: SwiftType] = [:]
    var all: [SwiftType]
    var classes: [SwiftType]
    var structs: [SwiftType]
    var enums: [SwiftType]
    var actors: [SwiftType]
    var protocols: [SwiftType]
    var extensions: [SwiftType]
    var protocolCompositions: [SwiftType]

    /// The types come in two runs in registration order: `sortedRegistered`, the first, already
    /// sorted (`sortedByGlobalName`), and `added`, the rest. They end up as the stable sort of
    /// both runs one after the other; `functions` and `typealiases` are sorted here (stable).
    init(sortedRegistered: [SwiftType], added: [SwiftType], functions: [Method], typealiases: [Typealias]) {
        types = added.isEmpty ? sortedRegistered : ModelLists.merged(sortedRegistered, ModelLists.sortedByGlobalName(added))
        self.functions = ModelLists.stablySorted(functions, by: functions.map(\.name))
        self.typealiases = ModelLists.stablySorted(typealiases, by: typealiases.map(\.name))
        typesByName.reserveCapacity(self.types.count)
        // The first type of a name wins: assigned from the last to the first, each name is
        // looked up once (testing for it first would hash it twice).
        for type in self.types.reversed() { typesByName[type.globalName] = type }
        // One pass over the sorted types, each list keeping that order.
        (all, classes, structs, enums, actors) = ([], [], [], [], [])
        (protocols, extensions, protocolCompositions) = ([], [], [])
        for type in self.types {
            switch type.typeKind {
            case .protocol: protocols.append(type); continue
            case .protocolComposition: protocolCompositions.append(type); continue
            case .class: classes.append(type)
            case .struct: structs.append(type)
            case .enum: enums.append(type)
            case .actor: actors.append(type)
            case .extension: extensions.append(type)
            }
            all.append(type)
        }
    }

    /// `types` ordered by `globalName`, ties in their original order.
    static func sortedByGlobalName(_ types: [SwiftType]) -> [SwiftType] {
        stablySorted(types, by: types.map(\.globalName))
    }

    /// Two runs sorted by `globalName` merged into one; on a tie, `earlier`'s types come first.
    static func merged(_ earlier: [SwiftType], _ later: [SwiftType]) -> [SwiftType] {
        var result: [SwiftType] = []
        result.reserveCapacity(earlier.count + later.count)
        var (first, second) = (0, 0)
        while first < earlier.count, second < later.count {
            if later[second].globalName < earlier[first].globalName {
                result.append(later[second])
                second += 1
            } else {
                result.append(earlier[first])
                first += 1
            }
        }
        result += earlier[first...]
        result += later[second...]
        return result
    }

    /// `items` ordered by `keys` (same positions), ties in their original order. The keys are
    /// read once up front: comparing through the objects costs a retain and an access check per look.
    static func stablySorted<Item>(_ items: [Item], by keys: [String]) -> [Item] {
        let order: [Int]
        if let prefixes = SortPrefix.prefixes(of: keys) {
            // Most pairs differ in their first eight bytes: one integer comparison settles them.
            order = keys.indices.sorted { lhs, rhs in
                if prefixes[lhs] != prefixes[rhs] { return prefixes[lhs] < prefixes[rhs] }
                return keys[lhs] < keys[rhs] || (lhs < rhs && keys[lhs] == keys[rhs])
            }
        } else {
            // `<` settles most pairs with one comparison; only keys that are not less are tested
            // for equality, and equal keys keep their original order.
            order = keys.indices.sorted { lhs, rhs in
                keys[lhs] < keys[rhs] || (lhs < rhs && keys[lhs] == keys[rhs])
            }
        }
        return order.map { items[$0] }
    }
}

/// The first eight bytes of a plain-ASCII key as a big-endian integer (zero-padded): for such
/// keys, `String` orders by bytes, so keys whose prefixes differ are ordered as their prefixes are
/// (a key that ends first pads with zero, below any byte that differs from it). Equal prefixes
/// settle nothing: the keys themselves are compared.
enum SortPrefix {
    /// Nil when some key is not plain ASCII (`String` compares those by canonical equivalence).
    static func prefixes(of keys: [String]) -> [UInt64]? {
        var prefixes: [UInt64] = []
        prefixes.reserveCapacity(keys.count)
        for key in keys {
            guard let prefix = prefix(of: key) else { return nil }
            prefixes.append(prefix)
        }
        return prefixes
    }

    static func prefix(of key: String) -> UInt64? {
        let prefix = key.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            var value: UInt64 = 0
            for position in 0..<8 {
                let byte = position < bytes.count ? bytes[position] : 0
                value = value << 8 | UInt64(byte)
            }
            // Bytes past the eighth must be ASCII too: the whole key is compared on a tie.
            for byte in bytes where byte >= 0x80 { return nil }
            return value
        }
        return prefix ?? nil
    }
}
