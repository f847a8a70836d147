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
        for type in self.types where typesByName[type.globalName] == nil { typesByName[type.globalName] = type }
        all = self.types.filter { $0.typeKind != .protocol && $0.typeKind != .protocolComposition }
        classes = all.filter { $0.typeKind == .class }
        structs = all.filter { $0.typeKind == .struct }
        enums = all.filter { $0.typeKind == .enum }
        actors = all.filter { $0.typeKind == .actor }
        protocols = self.types.filter { $0.typeKind == .protocol }
        extensions = self.types.filter { $0.typeKind == .extension }
        protocolCompositions = self.types.filter { $0.typeKind == .protocolComposition }
    }

    /// `items` ordered by `keys` (same positions), ties in their original order. The keys are
    /// read once up front: comparing through the objects costs a retain and an access check per look.
    static func stablySorted<Item>(_ items: [Item], by keys: [String]) -> [Item] {
        let order = keys.indices.sorted { lhs, rhs in
            keys[lhs] != keys[rhs] ? keys[lhs] < keys[rhs] : lhs < rhs
        }
        return order.map { items[$0] }
    }
}
