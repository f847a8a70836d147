import SwiftDeclParser
import TemplateEngine

// Small helper objects of context-model.md §4.7. Attributes render their full source text
// (`@available(iOS 13, *)`), which AutoMockable prints; modifiers render `private(set)`.

final class AttributeObject: TemplateObject {
    let attribute: Attribute
    init(_ attribute: Attribute) { self.attribute = attribute }
    var templateDescription: String { attribute.asSource }
    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "name": return .string(attribute.name)
        case "arguments": return .dictionary(attribute.arguments.mapValues(Value.string))
        case "asSource", "description": return .string(attribute.asSource)
        default: return nil
        }
    }
}

final class ModifierObject: TemplateObject {
    let modifier: Modifier
    init(_ modifier: Modifier) { self.modifier = modifier }
    var templateDescription: String { modifier.asSource }
    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "name": return .string(modifier.name)
        case "detail": return TemplateValues.string(modifier.detail)
        case "asSource", "description": return .string(modifier.asSource)
        default: return nil
        }
    }
}

final class GenericParameterObject: TemplateObject {
    let parameter: GenericParameter
    private let model: ContextModel
    init(_ parameter: GenericParameter, model: ContextModel) { self.parameter = parameter; self.model = model }
    var templateDescription: String { parameter.name }
    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "name": return .string(parameter.name)
        case "inheritedTypeName": return TemplateValues.typeName(parameter.inheritedTypeName, in: model)
        default: return nil
        }
    }
}

final class AssociatedTypeObject: TemplateObject {
    let associatedType: AssociatedType
    private let model: ContextModel
    /// False for the left side of a `where` requirement that names no known associated type:
    /// Sourcery's is an associated type with a name only, so its `typeName` is nil, not `Any`.
    private let isDeclared: Bool
    init(_ associatedType: AssociatedType, model: ContextModel, isDeclared: Bool = true) {
        self.associatedType = associatedType
        self.model = model
        self.isDeclared = isDeclared
    }
    var templateDescription: String { associatedType.name }
    /// `Any` when neither a constraint nor a default is written.
    private var effectiveTypeName: TypeName? { isDeclared ? associatedType.typeName ?? TypeName("Any") : associatedType.typeName }
    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "name": return .string(associatedType.name)
        case "typeName": return TemplateValues.typeName(effectiveTypeName, in: model)
        case "type":
            guard let effectiveTypeName else { return .null }
            if let scanned = model.typeObject(for: effectiveTypeName) { return .object(scanned) }
            // A constraint Sourcery models as a protocol of its own, with the `where` requirements.
            guard associatedType.isConstrained, let constraint = associatedType.typeName else { return .null }
            return .object(AssociatedTypeConstraintObject(name: constraint.name, parts: constraint.protocolCompositionParts,
                                                          requirements: associatedType.genericRequirements, model: model))
        default: return nil
        }
    }
}

/// The `type` of an associated type constrained by protocols that are not scanned
/// (`associatedtype Value: Sequence where Value.Element: Collection`): a protocol named by the
/// constraint, holding the associated type's `where` requirements, as Sourcery models it. A
/// composed constraint (`associatedtype Bar: Encodable & Decodable`) is a protocol composition
/// of its parts, as Sourcery's parser makes it.
final class AssociatedTypeConstraintObject: TemplateObject {
    let name: String
    let parts: [String]
    let requirements: [GenericRequirement]
    private let model: ContextModel
    init(name: String, parts: [String] = [], requirements: [GenericRequirement], model: ContextModel) {
        self.name = name
        self.parts = parts
        self.requirements = requirements
        self.model = model
    }
    var templateDescription: String { name }
    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "name", "globalName", "localName": return .string(name)
        case "kind": return .string(parts.isEmpty ? "protocol" : "protocolComposition")
        case "genericRequirements": return .array(requirements.map { .object(GenericRequirementObject($0, model: model)) })
        case "isGeneric": return .bool(!requirements.isEmpty)
        case "inheritedTypes": return .array(parts.map { .string($0) })
        case "composedTypeNames":
            return parts.isEmpty ? nil : .array(parts.map { TemplateValues.typeName(TypeName($0), in: model) })
        case "composedTypes":
            return parts.isEmpty ? nil : .array(parts.compactMap { model.typeObject(for: TypeName($0)).map { .object($0) } })
        case "associatedTypes", "annotations", "implements", "inherits", "based", "typealiases", "containedType": return .dictionary([:])
        case "variables", "methods", "subscripts", "allVariables", "allMethods", "allSubscripts", "containedTypes":
            return .array([])
        default: return nil
        }
    }
}

final class GenericRequirementObject: TemplateObject {
    let requirement: GenericRequirement
    private let model: ContextModel
    /// Set for the `where` clause of a protocol, to the associated types it declares. Sourcery
    /// resolves only those requirements: a left side naming one of them is that associated type,
    /// and the right side's `type` is the scanned type. Every other requirement keeps what its
    /// parser made: a left side with a name only and, as the right side's `type`, a protocol
    /// named after it.
    private let protocolAssociatedTypes: [String: AssociatedType]?
    init(_ requirement: GenericRequirement, model: ContextModel, protocolAssociatedTypes: [String: AssociatedType]? = nil) {
        self.requirement = requirement
        self.model = model
        self.protocolAssociatedTypes = protocolAssociatedTypes
    }

    private var rightTypeObject: Value {
        guard protocolAssociatedTypes == nil else { return TemplateValues.object(model.typeObject(for: requirement.rightTypeName)) }
        return .object(GenericConstraintTypeObject(constraints: [requirement.rightTypeName.unwrappedTypeName]))
    }
    var templateDescription: String {
        "\(requirement.leftTypeName) \(requirement.relationshipSyntax) \(requirement.rightTypeName.name)"
    }
    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "leftType":
            if let declared = protocolAssociatedTypes?[requirement.leftTypeName] {
                return .object(AssociatedTypeObject(declared, model: model))
            }
            return .object(AssociatedTypeObject(requirement.leftType, model: model, isDeclared: false))
        case "rightType":
            return .dictionary(["typeName": TemplateValues.typeName(requirement.rightTypeName, in: model),
                                "type": rightTypeObject])
        case "relationship": return .string(requirement.relationship.rawValue)
        case "relationshipSyntax": return .string(requirement.relationshipSyntax)
        default: return nil
        }
    }
}

final class ImportObject: TemplateObject {
    let value: Import
    init(_ value: Import) { self.value = value }
    var templateDescription: String { value.description }
    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "kind": return TemplateValues.string(value.kind)
        case "path": return .string(value.path)
        case "moduleName": return .string(value.moduleName)
        default: return nil
        }
    }
}
