import TemplateEngine

/// Access-level filters: `public`, `private`, … on types and methods (their `accessLevel`),
/// and `publicGet`/`privateSet`-style filters on variables (their read/write access).
///
/// As in Sourcery, each negation is a filter of its own: `!public` keeps what has an access level
/// other than `public`, so a declaration without one (a get-only property's `writeAccess` is
/// empty) passes neither `publicSet` nor `!publicSet`. Registering `!name` as a predicate also
/// gives `!!name`, which Sourcery has too.
enum AccessFilters {
    static let levels = ["open", "public", "package", "internal", "fileprivate", "private"]

    static func register(in registry: Extension) {
        for level in levels {
            registerPair(level, in: registry) { value in
                switch value.objectValue {
                case let type as TypeObject: return type.type.accessLevel
                case let method as MethodObject: return method.method.accessLevel
                default: return nil
                }
            }
            registerPair(level + "Get", level: level, in: registry) { value in
                (value.objectValue as? VariableObject)?.variable.readAccess
            }
            registerPair(level + "Set", level: level, in: registry) { value in
                (value.objectValue as? VariableObject)?.variable.writeAccess
            }
        }
    }

    /// `name` (the access equals `level`) and `!name` (it is another, non-empty level);
    /// `access` gives nil for values the filter does not accept.
    private static func registerPair(_ name: String, level: String? = nil, in registry: Extension,
                                     access: @escaping (Value) -> String?) {
        let level = level ?? name
        registry.registerPredicateFilter(name) { value, arguments in
            try ModelFilters.noArguments(arguments, filter: name)
            return access(value).map { $0 == level }
        }
        registry.registerPredicateFilter("!" + name) { value, arguments in
            try ModelFilters.noArguments(arguments, filter: "!" + name)
            return access(value).map { $0 != level && !$0.isEmpty }
        }
    }
}
