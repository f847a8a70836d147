#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch

/// Second half of composition: inherited names resolved, enum raw types (Q4), the transitive
/// `based` / `implements` / `inherits` sets (context-model.md §2.4). Member lists are built later,
/// when first read (`LazyMembers`).
extension ModelComposer {
    func finishTypes() {
        // Types are numbered by their place in `orderedTypes`; the relationship passes index
        // arrays instead of hashing objects.
        let types = orderedTypes
        var position: [ObjectIdentifier: Int] = [:]
        position.reserveCapacity(types.count)
        for (index, type) in types.enumerated() { position[ObjectIdentifier(type)] = index }
        // Each type's own fields follow from the name tables and its own declarations alone.
        let direct = perTypePass(over: types) { index, memo -> [Int] in
            let type = types[index]
            settleOwnFields(of: type, memo: memo)
            return directTypes(of: type, memo: memo).compactMap { position[ObjectIdentifier($0)] }
        }
        computeRelationships(of: types, direct: direct)
    }

    /// Composed types, typealias-resolved inherited names, contained types and case payload
    /// names, an enum's raw type (Q4) and a protocol's associated type names. Writes only `type`.
    private func settleOwnFields(of type: SwiftType, memo: ResolutionMemo) {
        if type.typeKind == .protocolComposition {
            type.composedTypes = type.composedTypeNames.compactMap { resolveType(named: $0.name, scope: type.parent, memo: memo) }
        }
        type.storedInheritedTypes = resolvedInheritedNames(type, memo: memo)
        finishContainedTypesAndCases(type, memo: memo)
        // An enum's raw type may come from its `rawValue` member: those enums build their members now.
        if type.typeKind == .enum { resolveRawType(type, memo: memo) }
        if type.typeKind == .protocol && !type.associatedTypes.isEmpty { resolveAssociatedTypeNames(type) }
    }

    /// Scanned types named by `type`'s inheritance entries (a composition's: its parts).
    private func directTypes(of type: SwiftType, memo: ResolutionMemo) -> [SwiftType] {
        guard type.typeKind != .protocolComposition else { return type.composedTypes }
        var direct: [SwiftType] = []
        for name in type.inheritedTypes {
            if let found = resolveType(named: name, scope: type.parent, memo: memo), found !== type {
                direct.append(found)
            } else if name.containsByte(UInt8(ascii: "&")) {
                // `struct S: A & B` written inline: each scanned part counts.
                for part in TypeNameText.splitTopLevel(name, separator: "&") {
                    if let found = resolveType(named: part, scope: type.parent, memo: memo), found !== type { direct.append(found) }
                }
            }
        }
        return direct
    }

    /// Typealias-resolved inheritance entries; a composition alias stays as written (its parts
    /// reach `based` and `implements` through the composition type, as in Sourcery).
    private func resolvedInheritedNames(_ type: SwiftType, memo: ResolutionMemo) -> [String] {
        let written = type.inheritedTypes
        guard type.typeKind != .protocolComposition, !written.isEmpty else { return written }
        let parent = type.parent
        // Most entries name a type, not an alias: the list is copied only from its first rewrite on.
        var names: [String]?
        for (index, name) in written.enumerated() {
            let rewrite: [String]?
            if !compositionParts.isEmpty, compositionParts[name] ?? parent.flatMap({ compositionParts[$0.name + "." + name] }) != nil {
                rewrite = nil
            } else if let target = aliasTarget(of: name, scope: parent, memo: memo) {
                rewrite = [target.name]
            } else {
                rewrite = nil
            }
            if let rewrite {
                if names == nil { names = Array(written[..<index]) }
                names! += rewrite
            } else {
                names?.append(name)
            }
        }
        return names ?? written
    }

    /// Q4: only enums with an inheritance clause; an instance `rawValue` variable wins (its type
    /// with typealiases resolved); else the first inherited name when the enum has cases without
    /// payloads, unless it is a scanned protocol or composition (then `hasRawType` stays true, as
    /// in Sourcery, with no raw type name).
    private func resolveRawType(_ type: SwiftType, memo: ResolutionMemo) {
        guard let declared = type.record?.declaredInheritedTypes, !declared.isEmpty else { return }
        var rawTypeName: TypeName?
        var hasRawType = true
        if mayDeclareRawValue(type), let rawValue = type.rawVariables.first(where: { $0.name == "rawValue" && !$0.isStatic }) {
            rawTypeName = rawValue.actualTypeName
        } else if let first = declared.first {
            if type.cases.isEmpty || type.hasAssociatedValues {
                hasRawType = false
            } else {
                let scanned = resolveType(named: first, scope: type.parent, memo: memo)
                if scanned?.typeKind != .protocol && scanned?.typeKind != .protocolComposition {
                    rawTypeName = TypeName(first)
                }
            }
        }
        type.hasRawType = hasRawType
        guard let raw = rawTypeName else { return }
        type.rawTypeName = raw
        type.rawType = resolveType(named: raw.unwrappedTypeName, scope: type.parent, memo: memo)
        if let position = type.inheritedTypes.firstIndex(of: raw.name) { type.storedInheritedTypes.remove(at: position) }
    }

    /// False when no declaration of `type` has a property named `rawValue`: its property lists
    /// need not be built to look for one (they are built when first read, as any type's).
    private func mayDeclareRawValue(_ type: SwiftType) -> Bool {
        // Built lists may have let go of their declarations (`isUpdatable`): they are read instead.
        guard let record = type.record, !record.variablesBuilt else { return true }
        return record.memberJobs.contains { job in job.members.variables.contains { $0.name == "rawValue" } }
    }

    /// `associatedtype Bar: AEncodable` with `typealias AEncodable = Encodable`: the constraint's
    /// `actualTypeName` is `Encodable`, as Sourcery resolves it.
    private func resolveAssociatedTypeNames(_ type: SwiftType) {
        for (key, associated) in type.associatedTypes {
            guard let typeName = associated.typeName, typeName.actualTypeName == nil else { continue }
            var dependsOnScope = false
            guard let actual = actualTypeName(of: typeName, scope: type, memo: nil, dependsOnScope: &dependsOnScope) else { continue }
            type.associatedTypes[key]?.typeName?.actualTypeName = actual
        }
    }

    /// `direct[i]`: the positions of the scanned types `types[i]` names (see `directTypes`).
    private func computeRelationships(of types: [SwiftType], direct: [[Int]]) {
        let (reachable, hasCycle) = TransitiveClosure.compute(count: types.count, direct: { direct[$0] }, children: direct)
        // Without a cycle, a type's based names are the inheritance entries of the type and of
        // every type it reaches (`basedNames`). Through a cycle, a closure depends on where its
        // walk entered the cycle: the names are then walked the way the types were.
        let namesThroughCycles = hasCycle
            ? TransitiveClosure.compute(count: types.count, direct: { types[$0].inheritedTypes }, children: direct).sets : nil

        // Each type's sets depend only on the closures above and on fields of other types that
        // this pass does not write, so large projects relate their types side by side.
        let workers = ModelComposer.workerCount(forTypes: types.count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let memo = workers == 1 ? sharedMemo : ResolutionMemo()
            let interner = RelationshipInterner()
            for index in stride(from: worker, to: types.count, by: workers) {
                let type = types[index]
                // See `RelationshipInterner.Key` for when types declared alike relate alike.
                let key = hasCycle || Self.inheritanceReaches(type.name, from: index, reachable: reachable[index], types: types) ? nil
                    : RelationshipInterner.Key(inheritedTypes: type.inheritedTypes, children: direct[index],
                                               scope: type.parent.map(ObjectIdentifier.init))
                if let key, let shared = interner.sets(for: key) {
                    type.setRelationships(shared)
                } else {
                    let names = namesThroughCycles?[index] ?? Self.basedNames(of: index, reachable: reachable[index], types: types)
                    let sets = relationships(of: type, at: index, reachable: reachable[index], basedNames: names, types: types, memo: memo)
                    type.setRelationships(sets)
                    if let key { interner.remember(sets, for: key) }
                }
                relateSupertypeAndImports(type, memo: memo)
            }
        }
        // Protocols also list the associated types of the protocols they refine.
        for type in orderedTypes where type.typeKind == .protocol {
            for name in type.implements.keys.sorted() {
                guard let refined = type.implements[name] else { continue }
                for (key, value) in refined.associatedTypes where type.associatedTypes[key] == nil { type.associatedTypes[key] = value }
            }
        }
    }

    /// The inheritance entries of `types[index]` and of every type it reaches.
    private static func basedNames(of index: Int, reachable: Set<Int>, types: [SwiftType]) -> Set<String> {
        var names = Set(types[index].inheritedTypes)
        for reached in reachable { names.formUnion(types[reached].inheritedTypes) }
        return names
    }

    /// Whether `name` is in `basedNames(of: index, …)`, without building the set.
    private static func inheritanceReaches(_ name: String, from index: Int, reachable: Set<Int>, types: [SwiftType]) -> Bool {
        types[index].inheritedTypes.contains(name) || reachable.contains { types[$0].inheritedTypes.contains(name) }
    }

    /// `implements`, `inherits`, `based` and `basedTypes` of one type. Reads only fields of
    /// other types this pass never writes.
    private func relationships(of type: SwiftType, at index: Int, reachable: Set<Int>, basedNames: Set<String>,
                               types: [SwiftType], memo: ResolutionMemo) -> RelationshipInterner.Sets {
        // Each set is filled locally and stored once. (Reserving capacity first costs more than
        // it saves: `reserveCapacity` runs unspecialised, and most sets hold one or two entries.)
        var implements: [String: SwiftType] = [:]
        var inherits: [String: SwiftType] = [:]
        if !reachable.isEmpty {
            for reached in reachable where reached != index {
                let other = types[reached]
                switch other.typeKind {
                case .protocol:
                    implements[other.globalName] = other
                case .protocolComposition:
                    implements[other.globalName] = other
                case .class:
                    inherits[other.name] = other
                default:
                    break
                }
            }
        }
        var based: [String: String] = [:]
        var basedTypes: [String: SwiftType] = [:]
        if !basedNames.isEmpty {
            let (name, parent) = (type.name, type.parent)
            for basedName in basedNames where basedName != name {
                based[basedName] = basedName
                if let found = resolveType(named: basedName, scope: parent, memo: memo) { basedTypes[basedName] = found }
            }
        }
        return RelationshipInterner.Sets(implements: implements, inherits: inherits, based: based, basedTypes: basedTypes)
    }

    /// `supertype` and `allImports` of a type whose `basedTypes` are set. Writes only `type`.
    private func relateSupertypeAndImports(_ type: SwiftType, memo: ResolutionMemo) {
        if let first = type.inheritedTypes.first, let superclass = resolveType(named: first, scope: type.parent, memo: memo),
           superclass.typeKind == .class, superclass !== type {
            type.storedSupertype = superclass
        }
        var allImports = type.imports
        let basedTypes = type.basedTypes
        for name in basedTypes.isEmpty ? [] : basedTypes.keys.sorted() {
            guard let basedType = basedTypes[name] else { continue }
            for imported in basedType.imports where !allImports.contains(imported) { allImports.append(imported) }
        }
        type.storedAllImports = allImports
    }
}

extension SwiftType {
    /// Every type related here has a record (only extension objects have none).
    fileprivate func setRelationships(_ sets: RelationshipInterner.Sets) {
        let record = record!
        record.implements = sets.implements
        record.inherits = sets.inherits
        storedBased = sets.based
        record.basedTypes = sets.basedTypes
    }
}

/// Memoised transitive unions over the inheritance graph, with an explicit stack (no recursion)
/// and cycle tolerance: `result[T] = direct(T) ∪ result[child] for every child`. Types are given
/// by position: `children[i]` lists the positions of type `i`'s children. `hasCycle` tells
/// whether the graph has a cycle (through one, a result depends on where the walk entered it).
enum TransitiveClosure {
    static func compute<Element: Hashable>(count: Int, direct: (Int) -> [Element],
                                           children: [[Int]]) -> (sets: [Set<Element>], hasCycle: Bool) {
        var hasCycle = false
        var result = [Set<Element>?](repeating: nil, count: count)
        var inProgress = [Bool](repeating: false, count: count)
        var stack: [(index: Int, expanded: Bool)] = []
        for root in 0..<count where result[root] == nil {
            stack.append((root, false))
            while let (index, expanded) = stack.popLast() {
                if result[index] != nil { continue }
                if !expanded {
                    if inProgress[index] { continue }
                    inProgress[index] = true
                    stack.append((index, true))
                    for child in children[index] where result[child] == nil && !inProgress[child] {
                        stack.append((child, false))
                    }
                } else {
                    var union = Set(direct(index))
                    for child in children[index] {
                        // Every child is finished by now, except an ancestor still being walked.
                        if let reached = result[child] { union.formUnion(reached) } else { hasCycle = true }
                    }
                    result[index] = union
                    inProgress[index] = false
                }
            }
        }
        return (result.map { $0 ?? [] }, hasCycle)
    }
}
