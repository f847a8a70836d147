import SwiftDeclParser
import TemplateEngine

/// A function, initializer or deinitializer (context-model.md §4.3).
final class MethodObject: TemplateObject {
    let method: Method
    private let model: ContextModel
    private lazy var parameterObjects: [MethodParameterObject] =
        method.parameters.map { MethodParameterObject($0, model: model) }

    init(_ method: Method, model: ContextModel) {
        self.method = method
        self.model = model
    }

    var templateDescription: String { method.name }

    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "name": return .string(method.name)
        case "selectorName": return .string(method.selectorName)
        case "shortName": return .string(method.shortName)
        case "callName": return .string(method.callName)
        case "parameters": return TemplateValues.objects(parameterObjects)
        case "returnTypeName": return model.value(method.returnTypeName)
        case "actualReturnTypeName": return model.value(method.actualReturnTypeName)
        case "returnType": return model.value(method.returnType)
        case "isOptionalReturnType": return .bool(method.isOptionalReturnType)
        case "isImplicitlyUnwrappedOptionalReturnType": return .bool(method.isImplicitlyUnwrappedOptionalReturnType)
        case "unwrappedReturnTypeName": return .string(method.unwrappedReturnTypeName)
        case "isAsync": return .bool(method.isAsync)
        case "throws": return .bool(method.throws)
        case "throwsTypeName": return model.value(method.throwsTypeName)
        case "isThrowsTypeGeneric": return .bool(method.isThrowsTypeGeneric)
        case "rethrows": return .bool(method.rethrows)
        case "accessLevel": return .string(method.accessLevel)
        case "isStatic": return .bool(method.isStatic)
        case "isClass": return .bool(method.isClass)
        case "isInitializer": return .bool(method.isInitializer)
        case "isDeinitializer": return .bool(method.isDeinitializer)
        case "isFailableInitializer": return .bool(method.isFailableInitializer)
        case "isConvenienceInitializer": return .bool(method.isConvenienceInitializer)
        case "isRequired": return .bool(method.isRequired)
        case "isFinal": return .bool(method.isFinal)
        case "isMutating": return .bool(method.isMutating)
        case "isOptional": return .bool(method.isOptional)
        case "isNonisolated": return .bool(method.isNonisolated)
        case "isDynamic": return .bool(method.isDynamic)
        case "isDistributed": return .bool(method.isDistributed)
        case "isGeneric": return .bool(method.isGeneric)
        case "genericParameters":
            return TemplateValues.objects(method.genericParameters.map { GenericParameterObject($0, model: model) })
        case "genericRequirements":
            return TemplateValues.objects(method.genericRequirements.map { GenericRequirementObject($0, model: model) })
        case "annotations": return TemplateValues.annotations(method.annotations)
        case "documentation": return TemplateValues.strings(method.documentation)
        case "attributes": return TemplateValues.attributes(method.attributes)
        case "modifiers": return TemplateValues.modifiers(method.modifiers)
        case "definedInTypeName": return model.value(method.definedInTypeName)
        case "actualDefinedInTypeName": return model.value(method.actualDefinedInTypeName ?? method.definedInTypeName)
        case "definedInType": return model.value(method.definedInType)
        case "description": return .string(method.description)
        default: return nil
        }
    }
}

/// A subscript (context-model.md §4.5).
final class SubscriptObject: TemplateObject {
    let member: Subscript
    private let model: ContextModel

    init(_ member: Subscript, model: ContextModel) {
        self.member = member
        self.model = model
    }

    var templateDescription: String { member.description }

    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "parameters": return TemplateValues.objects(member.parameters.map { MethodParameterObject($0, model: model) })
        case "returnTypeName": return model.value(member.returnTypeName)
        case "actualReturnTypeName": return model.value(member.actualReturnTypeName)
        case "returnType": return model.value(member.returnType)
        case "isOptionalReturnType": return .bool(member.isOptionalReturnType)
        case "isImplicitlyUnwrappedOptionalReturnType": return .bool(member.isImplicitlyUnwrappedOptionalReturnType)
        case "unwrappedReturnTypeName": return .string(member.unwrappedReturnTypeName)
        case "readAccess": return .string(member.readAccess)
        case "writeAccess": return .string(member.writeAccess)
        case "isMutable": return .bool(member.isMutable)
        case "isAsync": return .bool(member.isAsync)
        case "throws": return .bool(member.throws)
        case "throwsTypeName": return model.value(member.throwsTypeName)
        case "isFinal": return .bool(member.isFinal)
        case "isGeneric": return .bool(member.isGeneric)
        case "genericParameters":
            return TemplateValues.objects(member.genericParameters.map { GenericParameterObject($0, model: model) })
        case "genericRequirements":
            return TemplateValues.objects(member.genericRequirements.map { GenericRequirementObject($0, model: model) })
        case "annotations": return TemplateValues.annotations(member.annotations)
        case "documentation": return TemplateValues.strings(member.documentation)
        case "attributes": return TemplateValues.attributes(member.attributes)
        case "modifiers": return TemplateValues.modifiers(member.modifiers)
        case "definedInTypeName": return model.value(member.definedInTypeName)
        case "actualDefinedInTypeName": return model.value(member.actualDefinedInTypeName ?? member.definedInTypeName)
        case "definedInType": return model.value(member.definedInType)
        case "description": return .string(member.description)
        default: return nil
        }
    }
}

/// A typealias (context-model.md §4.7).
final class TypealiasObject: TemplateObject {
    let alias: Typealias
    private let model: ContextModel

    init(_ alias: Typealias, model: ContextModel) {
        self.alias = alias
        self.model = model
    }

    var templateDescription: String { alias.name }

    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "aliasName": return .string(alias.aliasName)
        case "name": return .string(alias.name)
        case "typeName": return model.value(alias.typeName)
        case "type": return model.value(alias.type)
        case "accessLevel": return .string(alias.accessLevel)
        case "annotations": return TemplateValues.annotations(alias.annotations)
        case "documentation": return TemplateValues.strings(alias.documentation)
        case "parent": return model.value(alias.parent)
        case "parentName": return TemplateValues.string(alias.parentName)
        case "module": return TemplateValues.string(alias.module)
        default: return nil
        }
    }
}
