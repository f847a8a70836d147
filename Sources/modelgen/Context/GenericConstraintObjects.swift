import SwiftDeclParser
import TemplateEngine

/// Where a member's type names are read: its own generic clause (a method's or a subscript's)
/// and the composed type declaring it.
struct MemberGenericScope {
    var parameters: [GenericParameter] = []
    var requirements: [GenericRequirement] = []
    var definedIn: TypeName?
}

extension ContextModel {
    /// The `type` of a member whose type name is a constrained generic parameter (`value: T` of
    /// `struct G<T: Equatable>`, `x: T` of `func f<T: Codable>(x: T)`), as Sourcery models it: a
    /// protocol named by the constraint, or a composition of such protocols. Nil for other names.
    func genericConstraintType(of typeName: TypeName, in makeScope: @autoclosure () -> MemberGenericScope) -> Value? {
        // The composer respells every constrained parameter: a name it left alone is none (most
        // names, which are then settled before the scope is even made).
        guard typeName.actualTypeName != nil else { return nil }
        let scope = makeScope()
        let declaring = scope.definedIn.flatMap { composed.type(named: $0.name) }
        guard let constraints = GenericConstraints.ofTypeName(typeName, parameters: scope.parameters, requirements: scope.requirements,
                                                               in: declaring) else {
            return nil
        }
        return .object(GenericConstraintTypeObject(constraints: constraints))
    }
}

/// A type Sourcery makes up for a generic parameter's constraints. One constraint is a protocol
/// of its name that `implements` itself (so `type.implements.Equatable` holds); several are a
/// generic composition of those protocols. The named protocols need not be scanned, and the
/// objects list no members.
final class GenericConstraintTypeObject: TemplateObject {
    private enum Shape { case protocolType, composition, constraint }

    private let constraints: [String]
    private let shape: Shape

    /// A protocol for one constraint, a composition for several.
    convenience init(constraints: [String]) {
        self.init(constraints: constraints, shape: constraints.count == 1 ? .protocolType : .composition)
    }

    private init(constraints: [String], shape: Shape) {
        self.constraints = constraints
        self.shape = shape
    }

    /// `Equatable`; `Equatable & Codable` for a composition.
    private var name: String { constraints.joined(separator: " & ") }

    var templateDescription: String { name }

    /// What each constraint's protocol (or the bare constraint a protocol implements) is listed under.
    private var implemented: Value {
        switch shape {
        case .protocolType:
            return .dictionary([name: .object(GenericConstraintTypeObject(constraints: constraints, shape: .constraint))])
        case .composition:
            return .dictionary(Dictionary(constraints.map { ($0, .object(GenericConstraintTypeObject(constraints: [$0]))) },
                                          uniquingKeysWith: { first, _ in first }))
        case .constraint:
            return .dictionary([:])
        }
    }

    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "name", "globalName", "localName", "description": return .string(name)
        case "kind":
            switch shape {
            case .protocolType: return .string("protocol")
            case .composition: return .string("protocolComposition")
            case .constraint: return .string("unknown")
            }
        // Sourcery marks the composition and the implemented constraint generic, not the protocol.
        case "isGeneric": return .bool(shape != .protocolType)
        case "implements": return implemented
        case "inheritedTypes": return shape == .composition ? TemplateValues.strings(constraints) : .array([])
        case "based":
            return shape == .composition ? .dictionary(Dictionary(constraints.map { ($0, .string($0)) }, uniquingKeysWith: { first, _ in first }))
                : .dictionary([:])
        case "composedTypes":
            return shape == .composition ? .array(constraints.map { .object(GenericConstraintTypeObject(constraints: [$0])) }) : .array([])
        case "composedTypeNames": return .array([])
        case "accessLevel": return .string("internal")
        case "isExtension", "isUnknownExtension": return .bool(false)
        case "associatedTypes", "annotations", "inherits", "basedTypes", "typealiases", "containedType": return .dictionary([:])
        case "genericRequirements", "genericParameters", "variables", "methods", "subscripts", "allVariables", "allMethods",
             "allSubscripts", "containedTypes", "rawVariables", "rawMethods", "rawSubscripts", "storedVariables",
             "computedVariables", "staticVariables", "instanceVariables", "initializers", "staticMethods", "classMethods",
             "instanceMethods", "documentation":
            return .array([])
        default: return nil
        }
    }
}
