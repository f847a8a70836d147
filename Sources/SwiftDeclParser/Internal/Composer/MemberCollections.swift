/// Member lists of a composed type: dedup rules, stored/computed/static splits, nested-name
/// rewriting, typealias resolution, and the `all…` unions of context-model.md §3.3.
extension ModelComposer {
    // Keys hash only the name (the field that differs between most members); equality still
    // compares every field, so deduplication is unchanged.
    /// The `#if` clauses are part of a property's identity: the same property declared in two
    /// branches is two declarations, each mapped under its own condition.
    struct VariableKey: Hashable {
        let name: String; let isStatic: Bool; let typeName: String; let conditions: [[String]]
        func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }
    struct MethodKey: Hashable {
        let name: String; let isStatic: Bool; let isClass: Bool; let returnTypeName: String; let conditions: [[String]]
        func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }
    struct SubscriptKey: Hashable { let parameters: String; let returnTypeName: String; let readAccess: String; let writeAccess: String }

    static func key(_ variable: Variable) -> VariableKey {
        VariableKey(name: variable.name, isStatic: variable.isStatic, typeName: variable.typeName.name,
                    conditions: variable.conditionalCompilation)
    }

    static func key(_ method: Method) -> MethodKey {
        MethodKey(name: method.name, isStatic: method.isStatic, isClass: method.isClass, returnTypeName: method.actualReturnTypeName.name,
                  conditions: method.conditionalCompilation)
    }

    static func key(_ member: Subscript) -> SubscriptKey {
        SubscriptKey(parameters: member.parameters.map { $0.asSource }.joined(separator: ","), returnTypeName: member.returnTypeName.name,
                     readAccess: member.readAccess, writeAccess: member.writeAccess)
    }

    /// `items` without those whose key an earlier item has, in order.
    static func unique<Item, Key: Hashable>(_ items: [Item], key: (Item) -> Key) -> [Item] {
        guard items.count > 1 else { return items }
        guard items.count <= linearUniqueLimit else { return hashedUnique(items, key: key) }
        // A type has a handful of members: comparing keys one by one costs less than hashing
        // each into a new set. Most lists have no duplicate and are returned as they are.
        var keys: [Key] = []
        keys.reserveCapacity(items.count)
        var result: [Item]?
        for (index, item) in items.enumerated() {
            let itemKey = key(item)
            if keys.contains(itemKey) {
                if result == nil { result = Array(items[..<index]) }
            } else {
                keys.append(itemKey)
                result?.append(item)
            }
        }
        return result ?? items
    }

    /// `unique` by variable key. A key includes the name, so a short list whose names all differ
    /// (nearly every type's) has no repeat: comparing the names settles that without making a
    /// key, and retaining its two strings, for every variable.
    static func uniqueVariables(_ variables: [Variable]) -> [Variable] {
        if variables.count <= linearUniqueLimit, namesDiffer(variables) { return variables }
        return unique(variables, key: key)
    }

    private static func namesDiffer(_ variables: [Variable]) -> Bool {
        variables.withUnsafeBufferPointer { list in
            for later in list.indices.dropFirst() {
                for earlier in 0..<later where list[earlier].name == list[later].name { return false }
            }
            return true
        }
    }

    /// Up to this many items, `unique` compares keys pairwise (at most 120 comparisons).
    static let linearUniqueLimit = 16

    private static func hashedUnique<Item, Key: Hashable>(_ items: [Item], key: (Item) -> Key) -> [Item] {
        var seen: Set<Key> = []
        seen.reserveCapacity(items.count)
        var result: [Item] = []
        for item in items where seen.insert(key(item)).inserted { result.append(item) }
        return result
    }

    /// The parts of a type that composition settles up front: contained types by local name, and
    /// typealiases resolved in enum payloads.
    func finishContainedTypesAndCases(_ type: SwiftType, memo: ResolutionMemo) {
        for contained in type.containedTypes where type.containedType[contained.localName] == nil {
            type.storedContainedType[contained.localName] = contained
        }
        // Read from a local copy (the type keeps its cases out of line); written back only when a
        // typealias rewrites a payload type: most are left as they are.
        var cases = type.cases
        var rewritten = false
        for caseIndex in cases.indices {
            for valueIndex in cases[caseIndex].associatedValues.indices {
                if let actual = aliasRewrite(of: cases[caseIndex].associatedValues[valueIndex].typeName, scope: type, memo: memo) {
                    cases[caseIndex].associatedValues[valueIndex].typeName.actualTypeName = actual
                    rewritten = true
                }
            }
        }
        if rewritten { type.cases = cases }
    }

    /// Fills the deduplicated and filtered lists of freshly built properties. Touches only
    /// `lists`, so types can be built on several threads.
    func finishVariables(_ lists: inout VariableLists) {
        let rawVariables = lists.extensionVariables.isEmpty ? lists.ownVariables : lists.ownVariables + lists.extensionVariables
        lists.rawVariables = rawVariables
        let variables = ModelComposer.uniqueVariables(rawVariables)
        lists.variables = variables
        var staticCount = 0
        var computedCount = 0
        for variable in variables where variable.isStatic || variable.isComputed {
            if variable.isStatic { staticCount += 1 } else { computedCount += 1 }
        }
        // Most types have neither static nor computed properties: their lists share one array.
        guard staticCount > 0 || computedCount > 0 else {
            (lists.storedVariables, lists.computedVariables, lists.staticVariables, lists.instanceVariables) = (variables, [], [], variables)
            return
        }
        var stored: [Variable] = [], computed: [Variable] = [], statics: [Variable] = [], instance: [Variable] = []
        stored.reserveCapacity(variables.count - staticCount - computedCount)
        computed.reserveCapacity(computedCount)
        statics.reserveCapacity(staticCount)
        // Without static properties, the instance list is the whole list: it shares that array.
        if staticCount > 0 { instance.reserveCapacity(variables.count - staticCount) }
        for variable in variables {
            if variable.isStatic {
                statics.append(variable)
            } else {
                if staticCount > 0 { instance.append(variable) }
                if variable.isComputed { computed.append(variable) } else { stored.append(variable) }
            }
        }
        (lists.storedVariables, lists.computedVariables, lists.staticVariables, lists.instanceVariables)
            = (stored, computed, statics, staticCount > 0 ? instance : variables)
    }

    /// Resolves the type names of freshly built methods and subscripts of `type` and fills the
    /// deduplicated and filtered lists. Touches only `lists` and those members (plus reads of the
    /// finished name tables and of `type`'s contained types), so types can be built on several threads.
    func finishCallables(_ type: SwiftType, lists: inout CallableLists, memo: ResolutionMemo) {
        let typeName = TypeName(type.name)
        let rawMethods = lists.ownMethods + lists.extensionMethods
        defer { memo.genericClause = nil }
        for method in rawMethods {
            memo.genericClause = GenericClause(parameters: method.genericParameters, requirements: method.genericRequirements)
            for index in method.parameters.indices {
                method.parameters[index].typeName = resolvingAlias(method.parameters[index].typeName, scope: type, memo: memo)
            }
            method.returnTypeName = resolvingAlias(method.returnTypeName, scope: type, memo: memo)
            method.actualDefinedInTypeName = typeName
            method.returnType = resolveType(named: method.actualReturnTypeName.unwrappedTypeName, scope: type, memo: memo)
        }
        let rawSubscripts = lists.ownSubscripts + lists.extensionSubscripts
        for member in rawSubscripts {
            memo.genericClause = GenericClause(parameters: member.genericParameters, requirements: member.genericRequirements)
            for index in member.parameters.indices {
                member.parameters[index].typeName = resolvingAlias(member.parameters[index].typeName, scope: type, memo: memo)
            }
            member.returnTypeName = resolvingAlias(member.returnTypeName, scope: type, memo: memo)
            member.actualDefinedInTypeName = typeName
            member.returnType = resolveType(named: member.actualReturnTypeName.unwrappedTypeName, scope: type, memo: memo)
        }
        lists.rawMethods = rawMethods
        lists.methods = ModelComposer.unique(rawMethods, key: ModelComposer.key)
        lists.initializers = lists.methods.filter { $0.isInitializer }
        lists.staticMethods = lists.methods.filter { $0.isStatic }
        lists.classMethods = lists.methods.filter { $0.isClass }
        lists.instanceMethods = lists.methods.filter { !$0.isStatic && !$0.isClass }
        lists.rawSubscripts = rawSubscripts
        lists.subscripts = ModelComposer.unique(rawSubscripts, key: ModelComposer.key)
    }

    /// §3.3: own declaration members, then inherited classes' and implemented protocols'
    /// (each in name order), then own extension members; first occurrence wins.
    private func unionContributors(of type: SwiftType) -> [SwiftType] {
        let inherited = type.inherits.keys.sorted().compactMap { type.inherits[$0] }
        let implemented = type.implements.values.sorted { $0.name < $1.name }
        return inherited + implemented
    }

    /// `allVariables` (§3.3).
    func collectAllVariables(_ type: SwiftType) {
        let contributors = unionContributors(of: type)
        let own = type.builtVariables
        // Contributors without members (marker protocols such as `AutoCodable`) change nothing:
        // the union is then the type's own deduplicated list, computed in `finishVariables`.
        if contributors.allSatisfy({ $0.variables.isEmpty }) {
            type.variableUnion = own.variables
        } else {
            var variables = own.ownVariables
            for contributor in contributors { variables += contributor.variables }
            variables += own.extensionVariables
            type.variableUnion = ModelComposer.uniqueVariables(variables)
        }
    }

    /// `allMethods` and `allSubscripts` (§3.3).
    func collectAllCallables(_ type: SwiftType) {
        let contributors = unionContributors(of: type)
        let own = type.builtCallables
        var unions = CallableUnions()
        if contributors.allSatisfy({ $0.methods.isEmpty }) {
            unions.allMethods = own.methods
        } else {
            var methods = own.ownMethods
            for contributor in contributors { methods += contributor.methods }
            methods += own.extensionMethods
            unions.allMethods = ModelComposer.unique(methods, key: ModelComposer.key)
        }
        if contributors.allSatisfy({ $0.subscripts.isEmpty }) {
            unions.allSubscripts = own.subscripts
        } else {
            var subscripts = own.ownSubscripts
            for contributor in contributors { subscripts += contributor.subscripts }
            subscripts += own.extensionSubscripts
            unions.allSubscripts = ModelComposer.unique(subscripts, key: ModelComposer.key)
        }
        type.callableUnions = unions
    }
}
