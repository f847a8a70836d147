import SwiftDeclParser
import TemplateEngine

/// A subscript (context-model.md §4.5).
final class SubscriptObject: TemplateObject {
    let member: Subscript
    private let model: ContextModel

    init(_ member: Subscript, model: ContextModel) {
        self.member = member
        self.model = model
    }

    var templateDescription: String { member.description }
    var templateIdentity: ObjectIdentifier { ObjectIdentifier(member) }

    /// The subscript's generic clause and declaring type, where its type names' generic parameters are found.
    private var genericScope: MemberGenericScope {
        MemberGenericScope(parameters: member.genericParameters, requirements: member.genericRequirements,
                           definedIn: member.actualDefinedInTypeName)
    }

    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "parameters":
            let scope = genericScope
            return TemplateValues.objects(member.parameters.map { MethodParameterObject($0, model: model, scope: scope) })
        case "returnTypeName": return model.value(member.returnTypeName)
        case "actualReturnTypeName": return model.value(member.actualReturnTypeName)
        case "returnType": return model.genericConstraintType(of: member.returnTypeName, in: genericScope) ?? model.value(member.returnType)
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
        case "documentation": return model.documentation(member.documentation)
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
