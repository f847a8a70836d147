/// The protocols a generic parameter is constrained to, which a member's type name written as
/// that parameter stands for: `T` of `struct G<T: Equatable> where T: Codable` is `Equatable`
/// and `Codable`. The composer spells `actualTypeName` from them; templates get a protocol (or a
/// composition) built from them as the member's `type`.
public enum GenericConstraints {
    /// The constraints of the parameter `name` of one generic clause: the inline constraint (each
    /// part of a composition), then each `where` conformance, without repeats. Nil when `name` is
    /// no parameter of the clause; empty for an unconstrained one.
    public static func of(_ name: String, parameters: [GenericParameter], requirements: [GenericRequirement]) -> [String]? {
        guard let parameter = parameters.first(where: { $0.name == name }) else { return nil }
        var constraints: [String] = []
        func add(_ constraint: String) {
            if !constraint.isEmpty, !constraints.contains(constraint) { constraints.append(constraint) }
        }
        if let inherited = parameter.inheritedTypeName {
            for part in TypeNameText.splitTopLevel(inherited.name, separator: "&") { add(part.trimmingWhitespace()) }
        }
        for requirement in requirements where requirement.leftTypeName == name && requirement.relationship == .conformsTo {
            add(requirement.rightTypeName.name)
        }
        return constraints
    }

    /// The constraints of `name` seen from inside `type`: its own parameters, then those of each
    /// enclosing type (an inner parameter of the same name shadows an outer one).
    public static func of(_ name: String, in type: SwiftType?) -> [String]? {
        var current = type
        var steps = 0
        while let scope = current, steps < 64 {
            if let found = of(name, parameters: scope.genericParameters, requirements: scope.genericRequirements) { return found }
            current = scope.parent
            steps += 1
        }
        return nil
    }

    /// The constraints of `name` seen from a member with its own generic clause (a method or a
    /// subscript) declared in `type`: the member's parameters shadow the type's.
    public static func of(_ name: String, parameters: [GenericParameter], requirements: [GenericRequirement],
                          in type: SwiftType?) -> [String]? {
        of(name, parameters: parameters, requirements: requirements) ?? of(name, in: type)
    }

    /// The constraints a member's type name stands for when it names a constrained generic
    /// parameter, optionally optional (`T`, `T?`); nil for any other name.
    public static func ofTypeName(_ typeName: TypeName, parameters: [GenericParameter] = [],
                                  requirements: [GenericRequirement] = [], in type: SwiftType?) -> [String]? {
        let name = typeName.unwrappedTypeName
        guard ModelComposer.isPlainName(name), let found = of(name, parameters: parameters, requirements: requirements, in: type),
              !found.isEmpty else { return nil }
        return found
    }
}
