import SwiftDeclParser
import TemplateEngine

/// Builds the top-level template context (context-model.md §1) from the composed model and
/// the user arguments.
enum TemplateContext {
    static func make(model: ContextModel, arguments: [String: ArgumentValue]) -> [String: Value] {
        // One entry per scanned type, but templates read a few by name (`type.User`): each entry's
        // template object is made when first read.
        let composed = model.composed
        let typesByName = LazyDictionary(count: composed.typesByName.count, keys: { Array(composed.typesByName.keys) }) { name in
            composed.typesByName[name].map { Value.object(model.object(for: $0)) }
        }
        return [
            "types": .object(TypesCollection(model: model)),
            "type": .object(typesByName),
            "functions": model.value(model.composed.functions),
            // Only the singular name, as in Sourcery: a template reading `arguments` (the spelling of
            // Sourcery's guide) gets nil there, so it must get nil here to give the same output.
            "argument": .dictionary(arguments.mapValues(TemplateValues.argument)),
        ]
    }
}
