import TemplateEngine

/// Access-level filters: `public`, `private`, … on types and methods (their `accessLevel`),
/// and `publicGet`/`privateSet`-style filters on variables (their read/write access).
enum AccessFilters {
    static let levels = ["open", "public", "package", "internal", "fileprivate", "private"]

    static func register(in registry: Extension) {
        for level in levels {
            registry.registerPredicateFilter(level) { value, arguments in
                try ModelFilters.noArguments(arguments, filter: level)
                switch value.objectValue {
                case let type as TypeObject: return type.type.accessLevel == level
                case let method as MethodObject: return method.method.accessLevel == level
                default: return nil
                }
            }
            registry.registerPredicateFilter(level + "Get") { value, arguments in
                try ModelFilters.noArguments(arguments, filter: level + "Get")
                guard let variable = value.objectValue as? VariableObject else { return nil }
                return variable.variable.readAccess == level
            }
            registry.registerPredicateFilter(level + "Set") { value, arguments in
                try ModelFilters.noArguments(arguments, filter: level + "Set")
                guard let variable = value.objectValue as? VariableObject else { return nil }
                return variable.variable.writeAccess == level
            }
        }
    }
}
