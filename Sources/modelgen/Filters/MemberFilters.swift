import SwiftDeclParser
import TemplateEngine

/// Filters over members: `computed`, `stored`, `tuple`, `optional` (variables), `static`,
/// `instance` (variables and methods), `initializer` (methods) and `definedInExtension`.
enum MemberFilters {
    static func register(in registry: Extension) {
        variablePredicate("computed", in: registry) { $0.isComputed && !$0.isStatic }
        variablePredicate("stored", in: registry) { !$0.isComputed && !$0.isStatic }
        variablePredicate("tuple", in: registry) { $0.isTuple }
        variablePredicate("optional", in: registry) { $0.isOptional }

        registry.registerPredicateFilter("static") { value, arguments in
            try ModelFilters.noArguments(arguments, filter: "static")
            switch value.objectValue {
            case let variable as VariableObject: return variable.variable.isStatic
            case let method as MethodObject: return method.method.isStatic
            default: return nil
            }
        }
        registry.registerPredicateFilter("instance") { value, arguments in
            try ModelFilters.noArguments(arguments, filter: "instance")
            switch value.objectValue {
            case let variable as VariableObject: return !variable.variable.isStatic
            case let method as MethodObject: return !method.method.isStatic && !method.method.isClass
            default: return nil
            }
        }
        registry.registerPredicateFilter("initializer") { value, arguments in
            try ModelFilters.noArguments(arguments, filter: "initializer")
            guard let method = value.objectValue as? MethodObject else { return nil }
            return method.method.isInitializer
        }
        registry.registerPredicateFilter("definedInExtension") { value, arguments in
            try ModelFilters.noArguments(arguments, filter: "definedInExtension")
            switch value.objectValue {
            case let variable as VariableObject: return variable.variable.definedInType?.isExtension ?? false
            case let method as MethodObject: return method.method.definedInType?.isExtension ?? false
            case let member as SubscriptObject: return member.member.definedInType?.isExtension ?? false
            default: return nil
            }
        }
    }

    private static func variablePredicate(_ name: String, in registry: Extension,
                                          _ test: @escaping (Variable) -> Bool) {
        registry.registerPredicateFilter(name) { value, arguments in
            try ModelFilters.noArguments(arguments, filter: name)
            guard let variable = value.objectValue as? VariableObject else { return nil }
            return test(variable.variable)
        }
    }
}
