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

    /// Values computed so far: mock templates test one parameter's or result's type name in every
    /// macro call that names it (`isClosure`, `closure.parameters`, and its text through
    /// `contains`), and each of those works the type's text out again. Unchecked exclusivity as in
    /// `TypeObject`.
    @exclusivity(unchecked) private var memo = TemplateValueMemo<Key>()
    @exclusivity(unchecked) private var descriptionText: String?
    /// The closure the name spells, once parsed (nil inside: not a closure): `isClosure` and
    /// `closure` both need it.
    @exclusivity(unchecked) private var parsedClosure: ClosureType??

    /// `typeName.closure`, parsed once.
    var closure: ClosureType? {
        if let parsedClosure { return parsedClosure }
        let closure = typeName.closure
        parsedClosure = .some(closure)
        return closure
    }

    /// `typeName.isClosure`: a name spells a closure exactly when it parses as one.
    var isClosure: Bool { closure != nil }

    var templateDescription: String {
        if let descriptionText { return descriptionText }
        let text = typeName.description
        descriptionText = text
        return text
    }

    func templateValue(forKey key: String) -> Value? {
        templateValue(for: TemplateKey(key))
    }

    func templateValue(for key: TemplateKey) -> Value? {
        if let cached = memo.value(for: key, in: model.typeNameKeys) { return cached }
        guard let known = model.typeNameKeys[key] else { return nil }
        let value = computeValue(known)
        memo.store(value, for: key, known: known)
        return value
    }

    /// The property names (context-model.md §4.2).
    enum Key: String, CaseIterable {
        case name, description, unwrappedTypeName, isOptional, isImplicitlyUnwrappedOptional, actualTypeName
        case isVoid, isNever, isProtocolComposition, isArray, array, isDictionary, dictionary, isSet, set
        case isTuple, tuple, isClosure, closure, isGeneric, generic, attributes, asSource
    }

    private func computeValue(_ key: Key) -> Value {
        switch key {
        case .name: return .string(typeName.name)
        case .description: return .string(templateDescription)
        case .unwrappedTypeName: return .string(typeName.unwrappedTypeName)
        case .isOptional: return .bool(typeName.isOptional)
        case .isImplicitlyUnwrappedOptional: return .bool(typeName.isImplicitlyUnwrappedOptional)
        case .actualTypeName: return TemplateValues.typeName(typeName.actualTypeName, in: model)
        case .isVoid: return .bool(typeName.isVoid)
        case .isNever: return .bool(typeName.isNever)
        case .isProtocolComposition: return .bool(typeName.isProtocolComposition)
        case .isArray: return .bool(typeName.isArray)
        case .array: return TemplateValues.object(typeName.array.map { ArrayTypeObject($0, model: model) })
        case .isDictionary: return .bool(typeName.isDictionary)
        case .dictionary: return TemplateValues.object(typeName.dictionary.map { DictionaryTypeObject($0, model: model) })
        case .isSet: return .bool(typeName.isSet)
        case .set: return TemplateValues.object(typeName.set.map { SetTypeObject($0, model: model) })
        case .isTuple: return .bool(typeName.isTuple)
        case .tuple: return TemplateValues.object(typeName.tuple.map { TupleTypeObject($0, model: model) })
        case .isClosure: return .bool(isClosure)
        case .closure: return TemplateValues.object(closure.map { ClosureTypeObject($0, model: model) })
        case .isGeneric: return .bool(typeName.isGeneric)
        case .generic: return TemplateValues.object(typeName.generic.map { GenericTypeObject($0, model: model) })
        case .attributes: return TemplateValues.attributes(typeName.attributes)
        case .asSource: return .string(typeName.asSource)
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
