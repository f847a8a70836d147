import SwiftDeclParser
import TemplateEngine

/// A typealias (context-model.md §4.7).
final class TypealiasObject: TemplateObject {
    let alias: Typealias
    private let model: ContextModel

    init(_ alias: Typealias, model: ContextModel) {
        self.alias = alias
        self.model = model
    }

    var templateDescription: String { alias.name }
    var templateIdentity: ObjectIdentifier { ObjectIdentifier(alias) }

    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "aliasName": return .string(alias.aliasName)
        case "name": return .string(alias.name)
        case "typeName": return model.value(alias.typeName)
        case "type": return model.value(alias.type)
        case "accessLevel": return .string(alias.accessLevel)
        case "annotations": return TemplateValues.annotations(alias.annotations)
        case "documentation": return model.documentation(alias.documentation)
        case "parent": return model.value(alias.parent)
        case "parentName": return TemplateValues.string(alias.parentName)
        case "module": return TemplateValues.string(alias.module)
        // The shorthands of a typed declaration read through the target (`isOptional`, `isArray`…).
        default: return TypedShorthands.value(forKey: key, typeName: alias.typeName, model: model)
        }
    }
}
