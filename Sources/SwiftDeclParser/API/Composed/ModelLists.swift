/// The lists a composed model hands out: everything sorted (types by `globalName`, functions and
/// typealiases by name) and the types split by kind. They depend only on names and kinds, which
/// registration settles, so composition builds them beside the relationship pass.
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

    /// `types`, `functions` and `typealiases` in registration order; sorted here (stable).
    init(types: [SwiftType], functions: [Method], typealiases: [Typealias]) {
        self.types = ModelLists.stablySorted(types, by: types.map(\.globalName))
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

    /// `items` ordered by `keys` (same positions), ties in their original order. The keys are
    /// read once up front: comparing through the objects costs a retain and an access check per look.
    static func stablySorted<Item>(_ items: [Item], by keys: [String]) -> [Item] {
        // `<` settles most pairs with one comparison; only keys that are not less are tested for
        // equality, and equal keys keep their original order.
        let order = keys.indices.sorted { lhs, rhs in
            keys[lhs] < keys[rhs] || (lhs < rhs && keys[lhs] == keys[rhs])
        }
        return order.map { items[$0] }
    }
}
