import SwiftDeclParser
import TemplateEngine

// Sub-info objects of a TypeName (context-model.md §4.2): arrays, dictionaries, sets, tuples,
// closures and generic applications. Each renders as its `name`.

final class ArrayTypeObject: TemplateObject {
    let info: ArrayType
    private let model: ContextModel
    init(_ info: ArrayType, model: ContextModel) { self.info = info; self.model = model }
    var templateDescription: String { info.name }
    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "name": return .string(info.name)
        case "elementTypeName": return TemplateValues.typeName(info.elementTypeName, in: model)
        case "elementType": return TemplateValues.object(model.typeObject(for: info.elementTypeName))
        case "asGeneric":
            return .object(GenericTypeObject(GenericType(name: "Array", typeParameters: [GenericTypeParameter(typeName: info.elementTypeName)]),
                                             model: model, renderedAs: info.asGeneric))
        case "asSource": return .string(info.asSource)
        default: return nil
        }
    }
}

final class DictionaryTypeObject: TemplateObject {
    let info: DictionaryType
    private let model: ContextModel
    init(_ info: DictionaryType, model: ContextModel) { self.info = info; self.model = model }
    var templateDescription: String { info.name }
    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "name": return .string(info.name)
        case "keyTypeName": return TemplateValues.typeName(info.keyTypeName, in: model)
        case "keyType": return TemplateValues.object(model.typeObject(for: info.keyTypeName))
        case "valueTypeName": return TemplateValues.typeName(info.valueTypeName, in: model)
        case "valueType": return TemplateValues.object(model.typeObject(for: info.valueTypeName))
        case "asGeneric":
            let parameters = [GenericTypeParameter(typeName: info.keyTypeName), GenericTypeParameter(typeName: info.valueTypeName)]
            return .object(GenericTypeObject(GenericType(name: "Dictionary", typeParameters: parameters), model: model, renderedAs: info.asGeneric))
        case "asSource": return .string(info.asSource)
        default: return nil
        }
    }
}

final class SetTypeObject: TemplateObject {
    let info: SetType
    private let model: ContextModel
    init(_ info: SetType, model: ContextModel) { self.info = info; self.model = model }
    var templateDescription: String { info.name }
    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "name": return .string(info.name)
        case "elementTypeName": return TemplateValues.typeName(info.elementTypeName, in: model)
        case "elementType": return TemplateValues.object(model.typeObject(for: info.elementTypeName))
        case "asGeneric":
            return .object(GenericTypeObject(GenericType(name: "Set", typeParameters: [GenericTypeParameter(typeName: info.elementTypeName)]),
                                             model: model, renderedAs: info.asGeneric))
        case "asSource": return .string(info.asSource)
        default: return nil
        }
    }
}

final class TupleTypeObject: TemplateObject {
    let info: TupleType
    private let model: ContextModel
    init(_ info: TupleType, model: ContextModel) { self.info = info; self.model = model }
    var templateDescription: String { info.name }
    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "name": return .string(info.name)
        case "elements": return TemplateValues.objects(info.elements.map { TupleElementObject($0, model: model) })
        default: return nil
        }
    }
}

final class TupleElementObject: TemplateObject {
    let element: TupleElement
    private let model: ContextModel
    init(_ element: TupleElement, model: ContextModel) { self.element = element; self.model = model }
    var templateDescription: String { element.name ?? element.typeName.description }
    func templateValue(forKey key: String) -> Value? {
        if key == "name" { return TemplateValues.string(element.name) }
        return TypedShorthands.value(forKey: key, typeName: element.typeName, model: model)
    }
}

final class ClosureTypeObject: TemplateObject {
    let info: ClosureType
    private let model: ContextModel
    init(_ info: ClosureType, model: ContextModel) { self.info = info; self.model = model }
    var templateDescription: String { info.name }
    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "name": return .string(info.name)
        case "parameters": return TemplateValues.objects(info.parameters.map { ClosureParameterObject($0, model: model) })
        case "returnTypeName": return TemplateValues.typeName(info.returnTypeName, in: model)
        case "actualReturnTypeName": return TemplateValues.typeName(info.actualReturnTypeName, in: model)
        case "returnType": return TemplateValues.object(model.typeObject(for: info.returnTypeName))
        case "isOptionalReturnType": return .bool(info.isOptionalReturnType)
        case "isImplicitlyUnwrappedOptionalReturnType": return .bool(info.isImplicitlyUnwrappedOptionalReturnType)
        case "unwrappedReturnTypeName": return .string(info.unwrappedReturnTypeName)
        case "isAsync": return .bool(info.isAsync)
        case "asyncKeyword": return TemplateValues.string(info.asyncKeyword)
        case "throws": return .bool(info.throws)
        case "throwsOrRethrowsKeyword": return TemplateValues.string(info.throwsOrRethrowsKeyword)
        case "throwsTypeName": return TemplateValues.typeName(info.throwsTypeName, in: model)
        default: return nil
        }
    }
}

final class ClosureParameterObject: TemplateObject {
    let parameter: ClosureParameter
    private let model: ContextModel
    init(_ parameter: ClosureParameter, model: ContextModel) { self.parameter = parameter; self.model = model }
    var templateDescription: String { parameter.asSource }
    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "argumentLabel": return TemplateValues.string(parameter.argumentLabel)
        case "name": return TemplateValues.string(parameter.name)
        case "inout": return .bool(parameter.inout)
        case "isVariadic": return .bool(parameter.isVariadic)
        case "defaultValue": return TemplateValues.string(parameter.defaultValue)
        case "annotations": return .dictionary([:])
        case "asSource": return .string(parameter.asSource)
        default: return TypedShorthands.value(forKey: key, typeName: parameter.typeName, model: model)
        }
    }
}

final class GenericTypeObject: TemplateObject {
    let info: GenericType
    private let model: ContextModel
    /// The text it renders: its name, or for a collection's `asGeneric` the whole `Array<Int>`.
    private let rendered: String?
    init(_ info: GenericType, model: ContextModel, renderedAs rendered: String? = nil) {
        self.info = info
        self.model = model
        self.rendered = rendered
    }
    var templateDescription: String { rendered ?? info.name }
    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "name": return .string(info.name)
        case "asSource": return .string(info.name + "<" + info.typeParameters.map { $0.typeName.asSource }.joined(separator: ", ") + ">")
        case "typeParameters":
            return .array(info.typeParameters.map { parameter in
                .dictionary(["typeName": TemplateValues.typeName(parameter.typeName, in: model),
                             "type": TemplateValues.object(model.typeObject(for: parameter.typeName))])
            })
        default: return nil
        }
    }
}
