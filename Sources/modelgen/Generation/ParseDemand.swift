import SwiftDeclParser
import TemplateEngine

/// What the source parse must build for the templates of a run: functions, documentation,
/// declaration attributes and enum cases only when some template may read a context key made
/// from them (`ParseOptions`). Templates are asked for the names they may look up
/// (`Environment.lookupNames(of:)`); a template that cannot say, or cannot be loaded, needs
/// everything.
enum ParseDemand {
    /// The context keys whose values come from function, initializer and deinitializer
    /// declarations: the top-level `functions` and `Type`'s method lists (context-model.md §1,
    /// §3.1). A method's own keys (`parameters`, `returnTypeName`…) are reached only through
    /// these. `ParseDemandTests` checks this list against what the context objects answer.
    static let functionKeys: Set<String> = [
        "functions", "methods", "rawMethods", "allMethods", "initializers", "staticMethods", "classMethods", "instanceMethods",
    ]

    /// The context key made from documentation comments, on every declaration's object.
    static let documentationKey = "documentation"

    /// The context key made from declaration attributes (types, variables, methods, subscripts).
    /// A type name's `attributes` (its type attributes, built in any case) has the same name: a
    /// template reading it gets declaration attributes too, which is only more than it needs.
    static let attributesKey = "attributes"

    /// The context key made from enum cases; a case's own keys (`associatedValues`, `rawValue`…)
    /// are reached only through it. `hasAssociatedValues` and `rawTypeName` keep their values
    /// without it (see `ParseOptions.enumCases`).
    static let enumCasesKey = "cases"

    /// The templates of `templatePaths` that load, parsed as for rendering (`TemplateBatchRenderer`
    /// renders these rather than parsing them a second time, under the run's limits).
    static func load(_ templatePaths: [String], strict: Bool) -> [String: TemplateRenderer.LoadedTemplate] {
        let renderer = TemplateRenderer(strict: strict)
        var loaded: [String: TemplateRenderer.LoadedTemplate] = [:]
        for path in templatePaths { loaded[path] = try? renderer.load(templatePath: path) }
        return loaded
    }

    /// The options that give every template of `templatePaths` all it may read, `loaded` holding
    /// those that load.
    static func options(forTemplates templatePaths: [String], loaded: [String: TemplateRenderer.LoadedTemplate]) -> ParseOptions {
        var needed = ParseOptions.minimal
        for path in templatePaths {
            // A template that fails to load fails its render too; meanwhile it needs everything.
            guard let template = loaded[path], let names = template.environment.lookupNames(of: template.template) else {
                return .everything
            }
            needed = needed.union(options(forNames: names))
            if needed == .everything { break }
        }
        return needed
    }

    /// The options for templates that may look up `names`.
    static func options(forNames names: Set<String>) -> ParseOptions {
        ParseOptions(functions: !names.isDisjoint(with: functionKeys), documentation: names.contains(documentationKey),
                     attributes: names.contains(attributesKey), enumCases: names.contains(enumCasesKey))
    }
}
