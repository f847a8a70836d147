import SwiftDeclParser
import TemplateEngine

/// An enum case (context-model.md §4.6). Note the singular `hasAssociatedValue`.
final class EnumCaseObject: TemplateObject {
    let enumCase: EnumCase
    private let model: ContextModel
    /// The enum, where a generic parameter naming a payload's type is looked up.
    private let scope: MemberGenericScope?
    private lazy var associatedValueObjects: [AssociatedValueObject] =
        enumCase.associatedValues.map { AssociatedValueObject($0, model: model, scope: scope) }

    init(_ enumCase: EnumCase, model: ContextModel, scope: MemberGenericScope? = nil) {
        self.enumCase = enumCase
        self.model = model
        self.scope = scope
    }

    var templateDescription: String { enumCase.name }

    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "name": return .string(enumCase.name)
        case "rawValue": return TemplateValues.string(enumCase.rawValue)
        case "associatedValues": return TemplateValues.objects(associatedValueObjects)
        case "hasAssociatedValue": return .bool(enumCase.hasAssociatedValue)
        case "indirect": return .bool(enumCase.indirect)
        case "annotations": return TemplateValues.annotations(enumCase.annotations)
        case "documentation": return model.documentation(enumCase.documentation)
        case "conditionalCompilation": return TemplateValues.conditionalCompilation(enumCase.conditionalCompilation)
        default: return nil
        }
    }
}

/// One payload element of a case.
final class AssociatedValueObject: TemplateObject {
    let value: AssociatedValue
    private let model: ContextModel

    private let scope: MemberGenericScope?

    init(_ value: AssociatedValue, model: ContextModel, scope: MemberGenericScope? = nil) {
        self.value = value
        self.model = model
        self.scope = scope
    }

    var templateDescription: String { value.externalName ?? value.localName ?? value.typeName.description }

    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "localName": return TemplateValues.string(value.localName)
        case "externalName": return TemplateValues.string(value.externalName)
        case "defaultValue": return TemplateValues.string(value.defaultValue)
        case "annotations": return TemplateValues.annotations(value.annotations)
        case "type":
            if let scope, let constraint = model.genericConstraintType(of: value.typeName, in: scope) { return constraint }
            return TypedShorthands.value(forKey: key, typeName: value.typeName, model: model)
        default: return TypedShorthands.value(forKey: key, typeName: value.typeName, model: model)
        }
    }
}

/// A function/initializer/subscript parameter (context-model.md §4.4).
final class MethodParameterObject: TemplateObject {
    let parameter: MethodParameter
    private let model: ContextModel

    /// Where a generic parameter naming the parameter's type is looked up; nil for an enum payload.
    private let scope: MemberGenericScope?

    init(_ parameter: MethodParameter, model: ContextModel, scope: MemberGenericScope? = nil) {
        self.parameter = parameter
        self.model = model
        self.scope = scope
    }

    var templateDescription: String { parameter.asSource }

    /// Values computed so far: a mock template reads each parameter's name and type in every macro
    /// call that lists the parameters, and `typeName`/`isClosure` are worked out from the type's
    /// text. Unchecked exclusivity as in `TypeObject`.
    @exclusivity(unchecked) private var memo = TemplateValueMemo<Key>()
    private lazy var typeNameObject = TypeNameObject(parameter.typeName, model: model)

    func templateValue(forKey key: String) -> Value? {
        templateValue(for: TemplateKey(key))
    }

    func templateValue(for key: TemplateKey) -> Value? {
        if let cached = memo.value(for: key, in: model.parameterKeys) { return cached }
        guard let known = model.parameterKeys[key] else { return nil }
        let value = computeValue(known)
        memo.store(value, for: key, known: known)
        return value
    }

    /// The property names (context-model.md §4.4), then the typed shorthands (`TypedShorthands`).
    enum Key: String, CaseIterable {
        case argumentLabel, name, index, `inout`, isVariadic, defaultValue, annotations, asSource
        case typeName, type, isOptional, isImplicitlyUnwrappedOptional, unwrappedTypeName, actualTypeName
        case isArray, isDictionary, isSet, isTuple, isClosure, isGeneric, isVoid, typeAttributes
    }

    private func computeValue(_ key: Key) -> Value {
        switch key {
        case .argumentLabel: return TemplateValues.string(parameter.argumentLabel)
        case .name: return .string(parameter.name)
        case .index: return .int(parameter.index)
        case .inout: return .bool(parameter.inout)
        case .isVariadic: return .bool(parameter.isVariadic)
        case .defaultValue: return TemplateValues.string(parameter.defaultValue)
        case .annotations: return TemplateValues.annotations(parameter.annotations)
        case .asSource: return .string(parameter.asSource)
        case .type:
            if let scope, let constraint = model.genericConstraintType(of: parameter.typeName, in: scope) { return constraint }
            return TypedShorthands.value(forKey: key.rawValue, typeName: parameter.typeName, model: model) ?? .null
        // `isClosure` through the `typeName` object, which parses the type once for both.
        case .typeName: return .object(typeNameObject)
        case .isClosure: return .bool(typeNameObject.isClosure)
        default: return TypedShorthands.value(forKey: key.rawValue, typeName: parameter.typeName, model: model) ?? .null
        }
    }
}
