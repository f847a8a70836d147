import Stencil
import SyntaxReference

/// A composed type as Sourcery's templates see it (context-model.md §3): extensions folded into
/// the type they extend, `implements` computed transitively. Exposed to Stencil by member name.
final class ModelType: DynamicMemberLookup {
    let name: String
    let localName: String
    let kind: String
    let accessLevel: String
    let parentName: String?
    let isExtension: Bool
    fileprivate(set) var inheritedTypes: [String]
    fileprivate(set) var annotations: [String: Any]
    /// Own variables in source order, then those of extensions (files in path order).
    fileprivate(set) var rawVariables: [ModelVariable] = []
    fileprivate(set) var variables: [ModelVariable] = []
    fileprivate(set) var implements: [String: ModelType] = [:]

    init(_ record: NormalizedType) {
        name = record.name
        localName = String(record.name.split(separator: ".").last ?? "")
        kind = record.kind
        accessLevel = record.accessLevel
        parentName = record.parentName
        isExtension = record.kind == "extension"
        inheritedTypes = record.inheritedTypes
        annotations = stencilValues(record.annotations)
    }

    var storedVariables: [ModelVariable] { variables.filter { !$0.record.isComputed && !$0.record.isStatic } }

    subscript(dynamicMember member: String) -> Any? {
        switch member {
        case "name", "globalName": return name
        case "localName": return localName
        case "kind": return kind
        case "accessLevel": return accessLevel
        case "parentName": return parentName
        case "isExtension": return isExtension
        case "inheritedTypes": return inheritedTypes
        case "annotations": return annotations
        case "implements": return implements
        case "based": return Dictionary(inheritedTypes.map { ($0, $0) }, uniquingKeysWith: { first, _ in first })
        case "variables": return variables
        case "rawVariables": return rawVariables
        case "storedVariables": return storedVariables
        case "computedVariables": return variables.filter { $0.record.isComputed && !$0.record.isStatic }
        case "staticVariables": return variables.filter { $0.record.isStatic }
        case "instanceVariables": return variables.filter { !$0.record.isStatic }
        default: return nil
        }
    }
}

/// A variable as templates see it (context-model.md §4.1).
final class ModelVariable: DynamicMemberLookup {
    let record: NormalizedVariable
    let annotations: [String: Any]

    init(_ record: NormalizedVariable) {
        self.record = record
        annotations = stencilValues(record.annotations)
    }

    subscript(dynamicMember member: String) -> Any? {
        switch member {
        case "name": return record.name
        // Rendered form of the TypeName; the records keep no attributes, which the
        // benchmark templates never meet on a stored variable's outer type.
        case "typeName": return record.typeName
        case "unwrappedTypeName": return unwrapped(record.typeName)
        case "isOptional": return record.isOptional
        case "isImplicitlyUnwrappedOptional": return record.isImplicitlyUnwrappedOptional
        case "isComputed": return record.isComputed
        case "isStatic": return record.isStatic
        case "isMutable": return record.isMutable
        case "readAccess": return record.readAccess
        case "writeAccess": return record.writeAccess
        case "defaultValue": return record.defaultValue
        case "annotations": return annotations
        case "definedInExtension": return record.isDefinedInExtension
        default: return nil
        }
    }

    private func unwrapped(_ name: String) -> String {
        if record.isOptional && (name.hasSuffix("?") || name.hasSuffix("!")) { return String(name.dropLast()) }
        if name.hasPrefix("Optional<") && name.hasSuffix(">") { return String(name.dropFirst(9).dropLast()) }
        return name
    }
}

/// Flags are `true`, numbers Ints when integral (else Doubles), strings themselves.
private func stencilValues(_ annotations: [String: NormalizedAnnotation]) -> [String: Any] {
    annotations.mapValues { value -> Any in
        switch value {
        case .flag: return true
        // Integral numbers print without `.0`, as Sourcery's NSNumbers (and modelgen) do.
        case .number(let number):
            return number == number.rounded() && abs(number) < 1e15 ? Int(number) as Any : number as Any
        case .string(let string): return string
        }
    }
}

/// Composes per-file records (context-model.md §2.3, §2.4) and answers the `types` lookups.
final class ReferenceModel {
    /// Every type, nested ones and unknown-type extensions included, sorted by name.
    let types: [ModelType]
    private let byName: [String: ModelType]

    init(files: [NormalizedFile]) {
        var byName: [String: ModelType] = [:]
        var order: [ModelType] = []
        let files = files.sorted { $0.path < $1.path }
        // Declared types first, so an extension anywhere finds its target.
        for record in files.flatMap(\.types) where record.kind != "extension" && byName[record.name] == nil {
            let type = ModelType(record)
            byName[record.name] = type
            order.append(type)
        }
        for record in files.flatMap(\.types) where record.kind == "extension" {
            if let target = byName[record.name] {
                target.inheritedTypes += record.inheritedTypes
                target.annotations.merge(stencilValues(record.annotations)) { _, fromExtension in fromExtension }
            } else {
                let unknown = ModelType(record)
                byName[record.name] = unknown
                order.append(unknown)
            }
        }
        let variables = files.flatMap(\.variables)
        for record in variables where !record.isDefinedInExtension {
            byName[record.ownerName]?.rawVariables.append(ModelVariable(record))
        }
        for record in variables where record.isDefinedInExtension {
            byName[record.ownerName]?.rawVariables.append(ModelVariable(record))
        }
        for type in order {
            var seen: Set<String> = []
            type.variables = type.rawVariables.filter {
                seen.insert("\($0.record.name)|\($0.record.isStatic)|\($0.record.typeName)").inserted
            }
        }
        self.byName = byName
        types = order.sorted { $0.name < $1.name }
        var resolving: Set<String> = []
        for type in types { _ = implements(of: type, resolving: &resolving) }
    }

    /// Scanned protocols reachable through the inheritance clause: own conformances, protocols
    /// they refine, conformances of ancestor classes, compositions and their parts. Never itself.
    private func implements(of type: ModelType, resolving: inout Set<String>) -> [String: ModelType] {
        if !type.implements.isEmpty || resolving.contains(type.name) { return type.implements }
        resolving.insert(type.name)
        var result: [String: ModelType] = [:]
        for inherited in type.inheritedTypes {
            let baseName = String(inherited.prefix { $0 != "<" }).trimmingCharacters(in: .whitespaces)
            guard let target = byName[baseName], target !== type else { continue }
            switch target.kind {
            case "protocol":
                result[target.name] = target
                result.merge(implements(of: target, resolving: &resolving)) { first, _ in first }
            case "protocolComposition":
                result[target.name] = target
                result.merge(implements(of: target, resolving: &resolving)) { first, _ in first }
            case "class":
                result.merge(implements(of: target, resolving: &resolving)) { first, _ in first }
            default:
                continue
            }
        }
        result[type.name] = nil
        type.implements = result
        return result
    }

    /// The Stencil `types` object.
    var templateTypes: TypesCollection { TypesCollection(model: self) }

    func isScannedProtocol(_ name: String) -> Bool {
        guard let type = byName[name] else { return false }
        return type.kind == "protocol" || type.kind == "protocolComposition"
    }
}

/// `types.all`, `types.structs`, `types.implementing.P`, … (context-model.md §2.1).
struct TypesCollection: DynamicMemberLookup {
    let model: ReferenceModel

    subscript(dynamicMember member: String) -> Any? {
        let types = model.types
        switch member {
        case "types": return types
        case "all": return types.filter { $0.kind != "protocol" && $0.kind != "protocolComposition" }
        case "classes": return types.filter { $0.kind == "class" }
        case "structs": return types.filter { $0.kind == "struct" }
        case "enums": return types.filter { $0.kind == "enum" }
        case "protocols": return types.filter { $0.kind == "protocol" }
        case "extensions": return types.filter { $0.kind == "extension" }
        case "implementing": return Implementing(model: model)
        default: return nil
        }
    }

    /// `implementing.P` is nil unless P is a scanned protocol (Sourcery validates the key).
    struct Implementing: DynamicMemberLookup {
        let model: ReferenceModel

        subscript(dynamicMember member: String) -> Any? {
            guard model.isScannedProtocol(member) else { return nil }
            return model.types.filter { $0.implements[member] != nil }
        }
    }
}
