import SwiftDeclParser

/// Decides, for every hand-written ObjectMapper or Codable model in the sources, whether it is
/// adopted (and how) or left alone (and why). Classes are decided with their whole family: a
/// superclass and its subclasses are adopted together or not at all, since the generated members
/// of one call into the others.
struct AdoptionPlanner {
    let sources: [AdoptSource]
    /// `--to`: nil converts each model to the marker protocol of its own library.
    let requestedTarget: AdoptTarget?

    struct Plan {
        var adoptions: [TypeAdoption] = []
        var leftAlone: [LeftAlone] = []
    }

    private enum Family: Equatable {
        case objectMapper(ObjectMapperAdoption.Shape)
        case codable(isSubclass: Bool)
    }

    func plan() -> Plan {
        let groups = TypeGroup.collect(sources).filter { $0.primary != nil }
        let byName = Dictionary(groups.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var plan = Plan()
        var outcomes: [String: Result<TypeAdoption, LeftAlone>] = [:]
        let families = self.families(of: groups, byName: byName)
        for group in groups {
            guard let family = families[group.name] else {
                if let reason = unsupportedReason(group) {
                    let primary = group.primary!
                    plan.leftAlone.append(LeftAlone(path: sources[primary.file].path, line: primary.declaration.line,
                                                    typeName: group.name, reason: reason, kind: .unsupported))
                }
                continue
            }
            if let other = group.duplicates.first {
                let primary = group.primary!
                outcomes[group.name] = .failure(LeftAlone(path: sources[primary.file].path, line: primary.declaration.line, typeName: group.name,
                                                          reason: "declared again in \(AdoptSummary.display(sources[other.file].path)):\(other.declaration.line)",
                                                          kind: .unsupported))
                continue
            }
            do {
                switch family {
                case .objectMapper(let shape):
                    outcomes[group.name] = .success(try ObjectMapperAdoption.plan(group, shape: shape, target: requestedTarget ?? .autoMappable,
                                                                                  sources: sources))
                case .codable(let isSubclass):
                    guard requestedTarget != .autoMappable else { continue }
                    outcomes[group.name] = .success(try CodableAdoption.plan(group, isSubclass: isSubclass, sources: sources))
                }
            } catch let reason as LeftAlone {
                outcomes[group.name] = .failure(reason)
            } catch {
                let primary = group.primary!
                outcomes[group.name] = .failure(LeftAlone(path: sources[primary.file].path, line: primary.declaration.line,
                                                          typeName: group.name, reason: "\(error)", kind: .layout))
            }
        }
        leaveClassFamiliesTogether(&outcomes, groups: byName)
        if requestedTarget == .autoCodable { requireCodableProperties(&outcomes, groups: byName) }
        for group in groups {
            switch outcomes[group.name] {
            case .success(let adoption)?: plan.adoptions.append(adoption)
            case .failure(let reason)?: plan.leftAlone.append(reason)
            case nil: break
            }
        }
        plan.leftAlone.sort { ($0.path, $0.line) < ($1.path, $1.line) }
        return plan
    }

    /// How each type maps today, if it is a hand-written model `adopt` reads. A class without a
    /// conformance of its own takes its nearest ancestor's: each chain of superclasses is walked
    /// once (a cycle ends it), so the work is linear in the number of types.
    private func families(of groups: [TypeGroup], byName: [String: TypeGroup]) -> [String: Family] {
        var resolved: [String: Family?] = [:]
        for group in groups where resolved[group.name] == nil {
            var chain: [String] = []
            var onChain: Set<String> = []
            var current: TypeGroup? = group
            var found: Family?
            while let type = current, resolved[type.name] == nil, onChain.insert(type.name).inserted {
                guard let primary = type.primary, [.struct, .class].contains(primary.declaration.kind), !isAdopted(type) else {
                    resolved[type.name] = .some(nil)
                    break
                }
                if let own = ownFamily(of: type) {
                    resolved[type.name] = own
                    break
                }
                chain.append(type.name)
                guard primary.declaration.kind == .class, let superclass = type.superclassName else { break }
                current = byName[superclass]
            }
            if let last = current, let ancestor = resolved[last.name] ?? nil {
                switch ancestor {
                case .objectMapper: found = .objectMapper(.subclass)
                case .codable: found = .codable(isSubclass: true)
                }
            }
            for name in chain {
                let isClass = byName[name]?.primary?.declaration.kind == .class
                resolved[name] = isClass ? found : .some(nil)
            }
        }
        return resolved.compactMapValues { $0 }
    }

    private func isAdopted(_ group: TypeGroup) -> Bool {
        group.conformances.contains(AdoptTarget.autoMappable.rawValue) || group.conformances.contains(AdoptTarget.autoCodable.rawValue)
    }

    /// The family a type's own conformances give it.
    private func ownFamily(of group: TypeGroup) -> Family? {
        guard let primary = group.primary, !isAdopted(group) else { return nil }
        let conformances = group.conformances
        let isClass = primary.declaration.kind == .class
        if conformances.contains("Mappable") { return .objectMapper(isClass ? .rootClass : .mappableStruct) }
        if conformances.contains("ImmutableMappable") { return isClass ? nil : .objectMapper(.immutableStruct) }
        if conformances.contains("Codable") { return writesCodingCode(group) ? .codable(isSubclass: false) : nil }
        return nil
    }

    /// A Codable type is a candidate when something about its coding is written by hand.
    private func writesCodingCode(_ group: TypeGroup) -> Bool {
        !group.nestedTypes(named: "CodingKeys").isEmpty
            || !group.functions { $0.parameters.count == 1 && ["from", "to"].contains($0.parameters[0].argumentLabel ?? "") }.isEmpty
    }

    /// Models `adopt` recognises but never converts.
    private func unsupportedReason(_ group: TypeGroup) -> String? {
        let conformances = group.conformances
        guard let primary = group.primary else { return nil }
        if conformances.contains("StaticMappable") { return "StaticMappable chooses the type at run time; there is no annotation for that" }
        if primary.declaration.kind == .class, conformances.contains("ImmutableMappable") {
            return "an ImmutableMappable class (adopt converts Mappable classes)"
        }
        if primary.declaration.kind == .enum, conformances.contains("Mappable") || conformances.contains("ImmutableMappable") {
            return "an enum conforming to Mappable"
        }
        if requestedTarget != .autoMappable, !conformances.contains("Codable"), conformances.contains("Decodable") != conformances.contains("Encodable"),
           writesCodingCode(group) {
            return "only \(conformances.contains("Decodable") ? "Decodable" : "Encodable"): AutoCodable generates both directions"
        }
        return nil
    }

    /// A class is adopted only with every class above and below it.
    private func leaveClassFamiliesTogether(_ outcomes: inout [String: Result<TypeAdoption, LeftAlone>], groups: [String: TypeGroup]) {
        var roots: [String: String] = [:]
        func root(of name: String) -> String {
            var chain: [String] = []
            var current = name
            while roots[current] == nil, chain.count <= outcomes.count,
                  let superclass = groups[current]?.superclassName, outcomes[superclass] != nil {
                chain.append(current)
                current = superclass
            }
            let found = roots[current] ?? current
            for name in chain { roots[name] = found }
            roots[current] = found
            return found
        }
        var failedRoots: [String: String] = [:]
        for (name, outcome) in outcomes.sorted(by: { $0.key < $1.key }) {
            if case .failure = outcome, groups[name]?.primary?.declaration.kind == .class {
                let family = root(of: name)
                if failedRoots[family] == nil { failedRoots[family] = name }
            }
        }
        for (name, outcome) in outcomes {
            guard case .success(let adoption) = outcome, let blocker = failedRoots[root(of: name)] else { continue }
            outcomes[name] = .failure(LeftAlone(path: adoption.path, line: adoption.line, typeName: name,
                                                reason: "\(blocker), a class of the same family, is left alone", kind: .related))
        }
    }

    /// `--to AutoCodable`: a mapped property whose type is a model of these sources needs that
    /// model to be Codable too; when it stays ObjectMapper, the type using it is left alone.
    private func requireCodableProperties(_ outcomes: inout [String: Result<TypeAdoption, LeftAlone>], groups: [String: TypeGroup]) {
        for _ in 0..<(outcomes.count + 1) {
            var changed = false
            for (name, outcome) in outcomes.sorted(by: { $0.key < $1.key }) {
                guard case .success(let adoption) = outcome, let group = groups[name] else { continue }
                for variable in group.storedProperties where adoption.mappedProperties.contains(variable.name) {
                    let words = identifiers(in: variable.typeName.name)
                    guard let missing = words.first(where: { word in
                        guard let used = groups[word], word != name else { return false }
                        if case .success? = outcomes[word] { return false }
                        return !isCodable(used) && !isRawValueEnum(used)
                    }) else { continue }
                    outcomes[name] = .failure(LeftAlone(path: adoption.path, line: variable.line, typeName: name,
                                                        reason: "`\(variable.name): \(variable.typeName.name)` needs \(missing) to be Codable, and it stays as it is",
                                                        kind: .related))
                    changed = true
                    break
                }
            }
            if !changed { break }
        }
        adoptRawValueEnums(&outcomes, groups: groups)
    }

    /// Raw-value enums that adopted models map become AutoCodable too (`extension E: Codable {}`).
    private func adoptRawValueEnums(_ outcomes: inout [String: Result<TypeAdoption, LeftAlone>], groups: [String: TypeGroup]) {
        var needed: Set<String> = []
        for (name, outcome) in outcomes {
            guard case .success(let adoption) = outcome, let group = groups[name] else { continue }
            for variable in group.storedProperties where adoption.mappedProperties.contains(variable.name) {
                for word in identifiers(in: variable.typeName.name) {
                    if let used = groups[word], outcomes[word] == nil, isRawValueEnum(used), !isCodable(used) { needed.insert(word) }
                }
            }
        }
        for name in needed.sorted() {
            guard let group = groups[name], let primary = group.primary, let bodyStart = primary.declaration.bodyStartOffset else { continue }
            let text = sources[primary.file].text
            var end = bodyStart
            while end > 0, [32, 9, 10, 13].contains(text.bytes[end - 1]) { end -= 1 }
            var adoption = TypeAdoption(typeName: name, path: sources[primary.file].path, line: primary.declaration.line, target: .autoCodable)
            adoption.edits[primary.file] = [SourceEdit(range: end..<end, replacement: Array(", \(AdoptTarget.autoCodable.rawValue)".utf8))]
            outcomes[name] = .success(adoption)
        }
    }

    private func isCodable(_ group: TypeGroup) -> Bool {
        let conformances = group.conformances
        return conformances.contains("Codable") || conformances.contains(AdoptTarget.autoCodable.rawValue)
            || (conformances.contains("Decodable") && conformances.contains("Encodable"))
    }

    /// An enum whose first inherited type is a raw type the standard library codes.
    private func isRawValueEnum(_ group: TypeGroup) -> Bool {
        guard let primary = group.primary, primary.declaration.kind == .enum,
              let first = primary.declaration.inheritedTypes.first else { return false }
        return ["String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Bool"]
            .contains(TypeGroup.withoutModule(first))
    }

    private func identifiers(in typeName: String) -> [String] {
        typeName.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }).map(String.init)
    }
}
