import TemplateEngine

/// Sourcery's model-aware filters (context-model.md §6.4), registered on the engine as one
/// `Extension`. Every filter here is a predicate: on one object it gives a Bool, on a list the
/// elements of an accepted kind that satisfy it; each also exists as `!name`.
/// The generic string/list filters (`upperFirstLetter`, `count`, …) belong to the engine.
enum ModelFilters {
    static func makeExtension() -> Extension {
        let registry = Extension()
        KindFilters.register(in: registry)
        RelationshipFilters.register(in: registry)
        AnnotatedFilter.register(in: registry)
        MemberFilters.register(in: registry)
        AccessFilters.register(in: registry)
        return registry
    }

    /// The single string argument of `based:"N"`-style filters.
    static func stringArgument(_ arguments: [Value], filter: String) throws -> String {
        guard arguments.count == 1 else {
            throw TemplateError("'\(filter)' filter expects exactly one argument, got \(arguments.count)")
        }
        switch arguments[0] {
        case .string(let text): return text
        case .object(let object): return object.templateDescription
        case .null: throw TemplateError("'\(filter)' filter argument is nil")
        default: return arguments[0].renderedText
        }
    }

    static func noArguments(_ arguments: [Value], filter: String) throws {
        guard arguments.isEmpty else { throw TemplateError("'\(filter)' filter takes no argument") }
    }
}
