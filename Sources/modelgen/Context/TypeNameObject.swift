import SwiftDeclParser
import TemplateEngine

/// A `TypeName` as a template object (context-model.md §4.2). `{{ typeName }}` renders the
/// rendered form: sorted attribute texts, then the name.
final class TypeNameObject: TemplateObject {
    let typeName: TypeName
    private let model: ContextModel

    init(_ typeName: TypeName, model: ContextModel) {
        self.typeName = typeName
        self.model = model
    }

    var templateDescription: String { typeName.description }

    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "name": return .string(typeName.name)
        case "description": return .string(typeName.description)
        case "unwrappedTypeName": return .string(typeName.unwrappedTypeName)
        case "isOptional": return .bool(typeName.isOptional)
        case "isImplicitlyUnwrappedOptional": return .bool(typeName.isImplicitlyUnwrappedOptional)
        case "actualTypeName": return TemplateValues.typeName(typeName.actualTypeName, in: model)
        case "isVoid": return .bool(typeName.isVoid)
        case "isNever": return .bool(typeName.isNever)
        case "isProtocolComposition": return .bool(typeName.isProtocolComposition)
        case "isArray": return .bool(typeName.isArray)
        case "array": return TemplateValues.object(typeName.array.map { ArrayTypeObject($0, model: model) })
        case "isDictionary": return .bool(typeName.isDictionary)
        case "dictionary": return TemplateValues.object(typeName.dictionary.map { DictionaryTypeObject($0, model: model) })
        case "isSet": return .bool(typeName.isSet)
        case "set": return TemplateValues.object(typeName.set.map { SetTypeObject($0, model: model) })
        case "isTuple": return .bool(typeName.isTuple)
        case "tuple": return TemplateValues.object(typeName.tuple.map { TupleTypeObject($0, model: model) })
        case "isClosure": return .bool(typeName.isClosure)
        case "closure": return TemplateValues.object(typeName.closure.map { ClosureTypeObject($0, model: model) })
        case "isGeneric": return .bool(typeName.isGeneric)
        case "generic": return TemplateValues.object(typeName.generic.map { GenericTypeObject($0, model: model) })
        case "attributes": return TemplateValues.attributes(typeName.attributes)
        case "asSource": return .string(typeName.asSource)
        default: return nil
        }
    }
}

/// Shorthands every "typed" object offers (Variable, MethodParameter, AssociatedValue, …):
/// they read through the object's `typeName`.
enum TypedShorthands {
    static func value(forKey key: String, typeName: TypeName, model: ContextModel) -> Value? {
        switch key {
        case "typeName": return TemplateValues.typeName(typeName, in: model)
        case "type": return TemplateValues.object(model.typeObject(for: typeName))
        case "isOptional": return .bool(typeName.isOptional)
        case "isImplicitlyUnwrappedOptional": return .bool(typeName.isImplicitlyUnwrappedOptional)
        case "unwrappedTypeName": return .string(typeName.unwrappedTypeName)
        case "actualTypeName": return TemplateValues.typeName(typeName.actualTypeName ?? typeName, in: model)
        case "isArray": return .bool(typeName.isArray)
        case "isDictionary": return .bool(typeName.isDictionary)
        case "isSet": return .bool(typeName.isSet)
        case "isTuple": return .bool(typeName.isTuple)
        case "isClosure": return .bool(typeName.isClosure)
        case "isGeneric": return .bool(typeName.isGeneric)
        case "isVoid": return .bool(typeName.isVoid)
        case "typeAttributes": return TemplateValues.attributes(typeName.attributes)
        default: return nil
        }
    }
}
