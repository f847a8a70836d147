import SwiftDeclParser
import TemplateEngine

/// Builds the top-level template context (context-model.md §1) from the composed model and
/// the user arguments.
enum TemplateContext {
    static func make(model: ContextModel, arguments: [String: ArgumentValue]) -> [String: Value] {
        var typesByName: [String: Value] = [:]
        for type in model.composed.types where typesByName[type.globalName] == nil {
            typesByName[type.globalName] = .object(model.object(for: type))
        }
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
