#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TemplateEngine

/// Loads and renders templates against one context, in Sourcery's whitespace model, with
/// Sourcery's model filters registered. Errors come back as `GenerationError`s reading
/// `template-path:line:column: error: message`.
struct TemplateRenderer {
    var strict: Bool
    var limits: RenderLimits
    var header: GeneratedHeader
    private let filters = ModelFilters.makeExtension()

    init(strict: Bool, limits: RenderLimits = RenderLimits(), header: GeneratedHeader = .standard) {
        self.strict = strict
        self.limits = limits
        self.header = header
    }

    private var options: RenderOptions { RenderOptions(whitespace: .sourcery, strict: strict, limits: limits) }

    /// A template as loaded for rendering: the environment it belongs to (its includes load
    /// through it) and the loader recording what it served.
    struct LoadedTemplate {
        var environment: Environment
        var template: Template
        var loader: RecordingTemplateLoader
        /// The text of a built-in template (nil for a file).
        var builtinSource: String?
    }

    /// Parses the template at `path` (a file or `builtin:NAME`) in a fresh environment.
    func load(templatePath path: String) throws -> LoadedTemplate {
        if let builtinName = BuiltinTemplates.name(inPath: path) {
            guard let source = BuiltinTemplates.sources[builtinName] else {
                throw GenerationError(description: "\(path): error: no built-in template named '\(builtinName)'"
                    + " (known: \(BuiltinTemplates.sources.keys.sorted().joined(separator: ", ")))")
            }
            let loader = RecordingTemplateLoader(wrapping: DictionaryLoader(templates: BuiltinTemplates.includables))
            let environment = Environment(loader: loader, extensions: [filters], options: options)
            return LoadedTemplate(environment: environment, template: try environment.parseTemplate(source: source, path: path),
                                  loader: loader, builtinSource: source)
        }
        let url = URL(fileURLWithPath: path)
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw GenerationError(description: "\(path): error: cannot read template file")
        }
        let loader = RecordingTemplateLoader(wrapping: SupportFileFallbackLoader(
            ConfinedTemplateLoader(directory: url.deletingLastPathComponent().path, mainTemplate: url.lastPathComponent)))
        let environment = Environment(loader: loader, extensions: [filters], options: options)
        if path.hasSuffix("." + SourceryTemplateFile.fileExtension) {
            let source = try SourceryTemplateFile.stencilSource(at: path)
            return LoadedTemplate(environment: environment, template: try environment.parseTemplate(source: source, path: path),
                                  loader: loader, builtinSource: nil)
        }
        return LoadedTemplate(environment: environment, template: try environment.loadTemplate(name: url.lastPathComponent),
                              loader: loader, builtinSource: nil)
    }

    /// Renders the template at `path`; `loaded`, when given, is it already parsed by `load`.
    func render(templatePath path: String, context: [String: Value], loaded preloaded: LoadedTemplate? = nil) throws -> RenderedTemplate {
        // The header first, so that the rendered bytes are the whole file (`RenderedTemplate.output`).
        let output = header.buffer()
        let textStart = output.count
        do {
            let loaded = try preloaded ?? load(templatePath: path)
            // A template loaded before the run knew its limits (`ParseDemand.load`) renders under them.
            try loaded.environment.render(loaded.template, context: context, appendingTo: output, limits: limits)
            var dependencies: [String] = []
            let usesClock: Bool
            if let source = loaded.builtinSource {
                // Built-in texts are part of the executable, which the manifest already identifies.
                usesClock = loaded.loader.usesClock || RecordingTemplateLoader.mentionsNowTag(source)
            } else {
                dependencies = loaded.loader.loadedPaths
                // A wrapped template is parsed from its text: the file itself is not among the loaded paths.
                if path.hasSuffix("." + SourceryTemplateFile.fileExtension) { dependencies.insert(path, at: 0) }
                usesClock = loaded.loader.usesClock
            }
            return RenderedTemplate(name: Self.templateName(of: path), path: path, output: output, textStart: textStart,
                                    dependencies: dependencies, usesClock: usesClock)
        } catch let error as GenerationError {
            throw error
        } catch let error as TemplateError {
            let hint = TemplateLimits.hint(for: error.message).map { "\n\(path): note: \($0)" } ?? ""
            if error.location == nil {
                throw GenerationError(description: "\(path): error: \(error.message)" + hint)
            }
            throw GenerationError(description: error.description + hint)
        } catch {
            throw GenerationError(description: "\(path): error: \(error)")
        }
    }

    /// `AutoCodable` for `Templates/AutoCodable.stencil` and for `builtin:AutoCodable`.
    static func templateName(of path: String) -> String {
        let last = BuiltinTemplates.name(inPath: path) ?? URL(fileURLWithPath: path).lastPathComponent
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }
}
