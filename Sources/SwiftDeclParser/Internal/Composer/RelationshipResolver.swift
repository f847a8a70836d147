import Foundation

/// Second half of composition: inherited names resolved, enum raw types (Q4), the transitive
/// `based` / `implements` / `inherits` sets (context-model.md §2.4). Member lists are built later,
/// when first read (`LazyMembers`).
extension ModelComposer {
    func finishTypes() {
        for type in orderedTypes where type.typeKind == .protocolComposition {
            type.composedTypes = type.composedTypeNames.compactMap { resolveType(named: $0.name, scope: type.parent) }
        }
        for type in orderedTypes { type.inheritedTypes = resolvedInheritedNames(type) }
        for type in orderedTypes { finishContainedTypesAndCases(type) }
        // An enum's raw type may come from its `rawValue` member: those enums build their members now.
        for type in orderedTypes where type.typeKind == .enum { resolveRawType(type) }
        computeRelationships()
    }

    /// Typealias-resolved inheritance entries; a composition alias lists its parts then itself.
    private func resolvedInheritedNames(_ type: SwiftType) -> [String] {
        guard type.typeKind != .protocolComposition else { return type.inheritedTypes }
        var names: [String] = []
        for written in type.inheritedTypes {
            if let parts = compositionParts[written] ?? type.parent.flatMap({ compositionParts[$0.name + "." + written] }) {
                names += parts
                names.append(written)
            } else if let target = aliasTarget(of: written, scope: type.parent) {
                names.append(target.name)
            } else {
                names.append(written)
            }
        }
        return names
    }

    /// Q4: only enums with an inheritance clause; an instance `rawValue` variable wins; else the
    /// first inherited name when the enum has cases without payloads, unless it is a scanned protocol.
    private func resolveRawType(_ type: SwiftType) {
        guard !type.declaredInheritedTypes.isEmpty else { return }
        var rawTypeName: TypeName?
        if let rawValue = type.rawVariables.first(where: { $0.name == "rawValue" && !$0.isStatic }) {
            rawTypeName = rawValue.typeName
        } else if !type.cases.isEmpty, !type.hasAssociatedValues, let first = type.declaredInheritedTypes.first {
            let scanned = resolveType(named: first, scope: type.parent)
            if scanned?.typeKind != .protocol && scanned?.typeKind != .protocolComposition {
                rawTypeName = TypeName(first)
            }
        }
        guard let raw = rawTypeName else { return }
        type.rawTypeName = raw
        type.rawType = resolveType(named: raw.unwrappedTypeName, scope: type.parent)
        if let position = type.inheritedTypes.firstIndex(of: raw.name) { type.inheritedTypes.remove(at: position) }
    }

    private func computeRelationships() {
        // Scanned types named by each type's inheritance entries (compositions: their parts).
        var directTypes: [ObjectIdentifier: [SwiftType]] = [:]
        for type in orderedTypes {
            let scope = type.parent
            var direct: [SwiftType] = []
            if type.typeKind == .protocolComposition {
                direct = type.composedTypes
            } else {
                for name in type.inheritedTypes {
                    if let found = resolveType(named: name, scope: scope), found !== type {
                        direct.append(found)
                    } else if name.containsByte(UInt8(ascii: "&")) {
                        // `struct S: A & B` written inline: each scanned part counts.
                        for part in TypeNameText.splitTopLevel(name, separator: "&") {
                            if let found = resolveType(named: part, scope: scope), found !== type { direct.append(found) }
                        }
                    }
                }
            }
            directTypes[ObjectIdentifier(type)] = direct
        }
        // The two closures read the same finished tables and write nothing shared.
        let types = orderedTypes
        let direct = directTypes
        var reachable: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
        let workers = ModelComposer.workerCount(forTypes: types.count)
        let basedNames = SideWork.run(inParallel: workers > 1,
                                      TransitiveClosure.compute(types, direct: { $0.inheritedTypes },
                                                                children: { direct[ObjectIdentifier($0)] ?? [] })) {
            reachable = TransitiveClosure.compute(types, direct: { type in
                (direct[ObjectIdentifier(type)] ?? []).map { ObjectIdentifier($0) }
            }, children: { direct[ObjectIdentifier($0)] ?? [] })
        }
        var typeByIdentifierBeingBuilt: [ObjectIdentifier: SwiftType] = [:]
        for type in orderedTypes { typeByIdentifierBeingBuilt[ObjectIdentifier(type)] = type }
        let typeByIdentifier = typeByIdentifierBeingBuilt

        // Each type's sets depend only on the closures above and on fields of other types that
        // this pass does not write, so large projects relate their types side by side.
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let memo = workers == 1 ? sharedMemo : ResolutionMemo()
            for index in stride(from: worker, to: types.count, by: workers) {
                relate(types[index], reachable: reachable[ObjectIdentifier(types[index])] ?? [],
                       basedNames: basedNames[ObjectIdentifier(types[index])] ?? [], typeByIdentifier: typeByIdentifier, memo: memo)
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

    /// `implements`, `inherits`, `based`, `basedTypes`, `supertype` and `allImports` of one type.
    /// Writes only `type`; reads of other types are of fields this pass never writes.
    private func relate(_ type: SwiftType, reachable: Set<ObjectIdentifier>, basedNames: Set<String>,
                        typeByIdentifier: [ObjectIdentifier: SwiftType], memo: ResolutionMemo) {
        let identifier = ObjectIdentifier(type)
        for reached in reachable where reached != identifier {
            guard let other = typeByIdentifier[reached] else { continue }
            switch other.typeKind {
            case .protocol:
                type.implements[other.globalName] = other
            case .protocolComposition:
                if !other.composedTypes.isEmpty, other.composedTypes.count == other.composedTypeNames.count,
                   other.composedTypes.allSatisfy({ $0.typeKind == .protocol }) {
                    type.implements[other.globalName] = other
                }
            case .class:
                type.inherits[other.name] = other
            default:
                break
            }
        }
        var based: [String: String] = [:]
        for name in basedNames where name != type.name { based[name] = name }
        type.based = based
        for name in based.keys {
            if let found = resolveType(named: name, scope: type.parent, memo: memo) { type.basedTypes[name] = found }
        }
        if let first = type.inheritedTypes.first, let superclass = resolveType(named: first, scope: type.parent, memo: memo),
           superclass.typeKind == .class, superclass !== type {
            type.supertype = superclass
        }
        var allImports = type.imports
        for basedType in type.basedTypes.keys.sorted().compactMap({ type.basedTypes[$0] }) {
            for imported in basedType.imports where !allImports.contains(imported) { allImports.append(imported) }
        }
        type.allImports = allImports
    }
}

/// Memoised transitive unions over the inheritance graph, with an explicit stack (no recursion)
/// and cycle tolerance: `result[T] = direct(T) ∪ result[child] for every child`.
enum TransitiveClosure {
    static func compute<Element: Hashable>(_ types: [SwiftType], direct: (SwiftType) -> [Element],
                                           children: (SwiftType) -> [SwiftType]) -> [ObjectIdentifier: Set<Element>] {
        var result: [ObjectIdentifier: Set<Element>] = [:]
        var inProgress: Set<ObjectIdentifier> = []
        for root in types where result[ObjectIdentifier(root)] == nil {
            var stack: [(type: SwiftType, expanded: Bool)] = [(root, false)]
            while let (type, expanded) = stack.popLast() {
                let identifier = ObjectIdentifier(type)
                if result[identifier] != nil { continue }
                if !expanded {
                    if inProgress.contains(identifier) { continue }
                    inProgress.insert(identifier)
                    stack.append((type, true))
                    for child in children(type) where result[ObjectIdentifier(child)] == nil && !inProgress.contains(ObjectIdentifier(child)) {
                        stack.append((child, false))
                    }
                } else {
                    var union = Set(direct(type))
                    for child in children(type) {
                        if let reached = result[ObjectIdentifier(child)] { union.formUnion(reached) }
                    }
                    result[identifier] = union
                    inProgress.remove(identifier)
                }
            }
        }
        return result
    }
}
