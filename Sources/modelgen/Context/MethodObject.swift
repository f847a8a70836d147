import SwiftDeclParser
import TemplateEngine

/// A function, initializer or deinitializer (context-model.md §4.3).
final class MethodObject: TemplateObject {
    let method: Method
    private let model: ContextModel

    init(_ method: Method, model: ContextModel) {
        self.method = method
        self.model = model
    }

    var templateDescription: String { method.name }
    var templateIdentity: ObjectIdentifier { ObjectIdentifier(method) }

    /// Values computed so far: mock templates read `method.selectorName`, `method.parameters` and
    /// `method.returnTypeName` once per macro call that names the method, and without a memo each
    /// read would build a new list or type-name object. Unchecked exclusivity as in `TypeObject`.
    @exclusivity(unchecked) private var memo = TemplateValueMemo<Key>()

    func templateValue(forKey key: String) -> Value? {
        templateValue(for: TemplateKey(key))
    }

    func templateValue(for key: TemplateKey) -> Value? {
        if let cached = memo.value(for: key, in: model.methodKeys) { return cached }
        guard let known = model.methodKeys[key] else { return nil }
        let value = computeValue(known)
        memo.store(value, for: key, known: known)
        return value
    }

    /// The property names (context-model.md §4.3).
    enum Key: String, CaseIterable {
        case name, selectorName, shortName, callName, parameters, returnTypeName, actualReturnTypeName
        case returnType, isOptionalReturnType, isImplicitlyUnwrappedOptionalReturnType, unwrappedReturnTypeName
        case isAsync, `throws`, throwsTypeName, isThrowsTypeGeneric, `rethrows`, accessLevel, isStatic, isClass
        case isInitializer, isDeinitializer, isFailableInitializer, isConvenienceInitializer, isRequired, isFinal
        case isMutating, isOptional, isNonisolated, isDynamic, isDistributed, isGeneric, genericParameters
        case genericRequirements, annotations, documentation, attributes, modifiers, definedInTypeName
        case actualDefinedInTypeName, definedInType, description, conditionalCompilation
    }

    /// The method's generic clause and declaring type, where its type names' generic parameters are found.
    private var genericScope: MemberGenericScope {
        MemberGenericScope(parameters: method.genericParameters, requirements: method.genericRequirements,
                           definedIn: method.actualDefinedInTypeName)
    }

    private func computeValue(_ key: Key) -> Value {
        switch key {
        case .name: return .string(method.name)
        case .selectorName: return .string(method.selectorName)
        case .shortName: return .string(method.shortName)
        case .callName: return .string(method.callName)
        case .parameters:
            let scope = genericScope
            return TemplateValues.objects(method.parameters.map { MethodParameterObject($0, model: model, scope: scope) })
        case .returnTypeName: return model.value(method.returnTypeName)
        case .actualReturnTypeName: return model.value(method.actualReturnTypeName)
        case .returnType: return model.genericConstraintType(of: method.returnTypeName, in: genericScope) ?? model.value(method.returnType)
        case .isOptionalReturnType: return .bool(method.isOptionalReturnType)
        case .isImplicitlyUnwrappedOptionalReturnType: return .bool(method.isImplicitlyUnwrappedOptionalReturnType)
        case .unwrappedReturnTypeName: return .string(method.unwrappedReturnTypeName)
        case .isAsync: return .bool(method.isAsync)
        case .`throws`: return .bool(method.throws)
        case .throwsTypeName: return model.value(method.throwsTypeName)
        case .isThrowsTypeGeneric: return .bool(method.isThrowsTypeGeneric)
        case .`rethrows`: return .bool(method.rethrows)
        case .accessLevel: return .string(method.accessLevel)
        case .isStatic: return .bool(method.isStatic)
        case .isClass: return .bool(method.isClass)
        case .isInitializer: return .bool(method.isInitializer)
        case .isDeinitializer: return .bool(method.isDeinitializer)
        case .isFailableInitializer: return .bool(method.isFailableInitializer)
        case .isConvenienceInitializer: return .bool(method.isConvenienceInitializer)
        case .isRequired: return .bool(method.isRequired)
        case .isFinal: return .bool(method.isFinal)
        case .isMutating: return .bool(method.isMutating)
        case .isOptional: return .bool(method.isOptional)
        case .isNonisolated: return .bool(method.isNonisolated)
        case .isDynamic: return .bool(method.isDynamic)
        case .isDistributed: return .bool(method.isDistributed)
        case .isGeneric: return .bool(method.isGeneric)
        case .genericParameters:
            return TemplateValues.objects(method.genericParameters.map { GenericParameterObject($0, model: model) })
        case .genericRequirements:
            return TemplateValues.objects(method.genericRequirements.map { GenericRequirementObject($0, model: model) })
        case .annotations: return TemplateValues.annotations(method.annotations)
        case .documentation: return model.documentation(method.documentation)
        case .attributes: return TemplateValues.attributes(method.attributes)
        case .modifiers: return TemplateValues.modifiers(method.modifiers)
        case .definedInTypeName: return model.value(method.definedInTypeName)
        case .actualDefinedInTypeName: return model.value(method.actualDefinedInTypeName ?? method.definedInTypeName)
        case .definedInType: return model.value(method.definedInType)
        case .description: return .string(method.description)
        case .conditionalCompilation: return TemplateValues.conditionalCompilation(method.conditionalCompilation)
        }
    }
}
