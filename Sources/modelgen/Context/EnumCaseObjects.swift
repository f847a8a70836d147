import SwiftDeclParser
import TemplateEngine

/// An enum case (context-model.md §4.6). Note the singular `hasAssociatedValue`.
final class EnumCaseObject: TemplateObject {
    let enumCase: EnumCase
    private let model: ContextModel
    private lazy var associatedValueObjects: [AssociatedValueObject] =
        enumCase.associatedValues.map { AssociatedValueObject($0, model: model) }

    init(_ enumCase: EnumCase, model: ContextModel) { self.enumCase = enumCase; self.model = model }

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

    init(_ value: AssociatedValue, model: ContextModel) { self.value = value; self.model = model }

    var templateDescription: String { value.externalName ?? value.localName ?? value.typeName.description }

    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "localName": return TemplateValues.string(value.localName)
        case "externalName": return TemplateValues.string(value.externalName)
        case "defaultValue": return TemplateValues.string(value.defaultValue)
        case "annotations": return TemplateValues.annotations(value.annotations)
        default: return TypedShorthands.value(forKey: key, typeName: value.typeName, model: model)
        }
    }
}

/// A function/initializer/subscript parameter (context-model.md §4.4).
final class MethodParameterObject: TemplateObject {
    let parameter: MethodParameter
    private let model: ContextModel

    init(_ parameter: MethodParameter, model: ContextModel) { self.parameter = parameter; self.model = model }

    var templateDescription: String { parameter.asSource }

    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "argumentLabel": return TemplateValues.string(parameter.argumentLabel)
        case "name": return .string(parameter.name)
        case "index": return .int(parameter.index)
        case "inout": return .bool(parameter.inout)
        case "isVariadic": return .bool(parameter.isVariadic)
        case "defaultValue": return TemplateValues.string(parameter.defaultValue)
        case "annotations": return TemplateValues.annotations(parameter.annotations)
        case "asSource": return .string(parameter.asSource)
        default: return TypedShorthands.value(forKey: key, typeName: parameter.typeName, model: model)
        }
    }
}
