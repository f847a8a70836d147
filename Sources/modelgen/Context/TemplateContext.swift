import SwiftDeclParser
import TemplateEngine

/// Builds the top-level template context (context-model.md §1) from the composed model and
/// the user arguments.
enum TemplateContext {
    static func make(model: ContextModel, arguments: [String: ArgumentValue]) -> [String: Value] {
        // `mapValues` keeps the composed table's layout: no name is hashed again.
        model.reserveTypeObjects(model.composed.typesByName.count)
        let typesByName = model.composed.typesByName.mapValues { Value.object(model.object(for: $0)) }
        let argumentValue = Value.dictionary(arguments.mapValues(TemplateValues.argument))
        return [
            "types": .object(TypesCollection(model: model)),
            "type": .dictionary(typesByName),
            "functions": model.value(model.composed.functions),
            "argument": argumentValue,
            // Sourcery's guide spells it `arguments` (Q1); both names work here.
            "arguments": argumentValue,
        ]
    }
}
