import SwiftDeclParser
import TemplateEngine

/// A property of a type (context-model.md §4.1).
final class VariableObject: TemplateObject {
    let variable: Variable
    private let model: ContextModel

    init(_ variable: Variable, model: ContextModel) {
        self.variable = variable
        self.model = model
    }

    var templateDescription: String { variable.name }
    var templateIdentity: ObjectIdentifier { ObjectIdentifier(variable) }

    /// Templates read `variable.annotations.X` several times per variable; the dictionary is
    /// converted once (a value, so sharing it changes nothing). `@exclusivity(unchecked)` (not
    /// `lazy`, which cannot be): read for every variable in every loop, and a context object is
    /// only used by the one thread rendering its template.
    ///
    /// The only memo: every property a template reaches keeps its object to the end of the run,
    /// so the object holds no more than this (`isOptional` reads the type name's last bytes,
    /// which costs less than a field in every object).
    @exclusivity(unchecked) private var annotationsMemo: [String: Value]?

    private var annotationsValue: Value {
        if let known = annotationsMemo { return .dictionary(known) }
        let made = TemplateValues.annotationValues(variable.annotations)
        annotationsMemo = made
        return .dictionary(made)
    }

    func templateValue(forKey key: String) -> Value? {
        templateValue(for: TemplateKey(key))
    }

    /// Found through the model's key table: an integer compare and one string compare per read,
    /// where a switch over the name compared it with every earlier case first.
    func templateValue(for key: TemplateKey) -> Value? {
        guard let known = model.variableKeys[key] else { return nil }
        return value(known)
    }

    /// The property names (context-model.md §4.1).
    enum Key: String, CaseIterable {
        case name
        case annotations
        case isMutable
        case isOptional
        case defaultValue
        case typeName
        case unwrappedTypeName
        case type
        case isImplicitlyUnwrappedOptional
        case actualTypeName
        case isArray
        case isDictionary
        case isSet
        case isTuple
        case isClosure
        case isGeneric
        case isComputed
        case isStatic
        case isLazy
        case isFinal
        case isDynamic
        case isAsync
        case `throws`
        case throwsTypeName
        case readAccess
        case writeAccess
        case documentation
        case attributes
        case modifiers
        case definedInTypeName
        case actualDefinedInTypeName
        case definedInType
        case typeAttributes
        case isVoid
        case description
        case conditionalCompilation
    }

    private func value(_ key: Key) -> Value {
        switch key {
        case .name: return .string(variable.name)
        case .annotations: return annotationsValue
        case .isMutable: return .bool(variable.isMutable)
        case .isOptional: return .bool(variable.isOptional)
        case .defaultValue: return TemplateValues.string(variable.defaultValue)
        case .typeName: return model.value(variable.typeName)
        case .unwrappedTypeName: return .string(variable.unwrappedTypeName)
        case .type:
            let constraint = model.genericConstraintType(
                of: variable.typeName, in: MemberGenericScope(definedIn: variable.actualDefinedInTypeName ?? variable.definedInTypeName))
            return constraint ?? model.value(variable.type)
        case .isImplicitlyUnwrappedOptional: return .bool(variable.isImplicitlyUnwrappedOptional)
        case .actualTypeName: return model.value(variable.actualTypeName)
        case .isArray: return .bool(variable.isArray)
        case .isDictionary: return .bool(variable.isDictionary)
        case .isSet: return .bool(variable.isSet)
        case .isTuple: return .bool(variable.isTuple)
        case .isClosure: return .bool(variable.isClosure)
        case .isGeneric: return .bool(variable.isGeneric)
        case .isComputed: return .bool(variable.isComputed)
        case .isStatic: return .bool(variable.isStatic)
        case .isLazy: return .bool(variable.isLazy)
        case .isFinal: return .bool(variable.isFinal)
        case .isDynamic: return .bool(variable.isDynamic)
        case .isAsync: return .bool(variable.isAsync)
        case .throws: return .bool(variable.throws)
        case .throwsTypeName: return model.value(variable.throwsTypeName)
        case .readAccess: return .string(variable.readAccess)
        case .writeAccess: return .string(variable.writeAccess)
        case .documentation: return model.documentation(variable.documentation)
        case .attributes: return TemplateValues.attributes(variable.attributes)
        case .modifiers: return TemplateValues.modifiers(variable.modifiers)
        case .definedInTypeName: return model.value(variable.definedInTypeName)
        case .actualDefinedInTypeName: return model.value(variable.actualDefinedInTypeName ?? variable.definedInTypeName)
        case .definedInType: return model.value(variable.definedInType)
        case .typeAttributes: return TemplateValues.attributes(variable.typeName.attributes)
        case .isVoid: return .bool(variable.typeName.isVoid)
        case .description: return .string(variable.description)
        case .conditionalCompilation: return TemplateValues.conditionalCompilation(variable.conditionalCompilation)
        }
    }
}
