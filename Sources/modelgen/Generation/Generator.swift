import Foundation
import SwiftDeclParser
import TemplateEngine

/// The generator half of the pipeline: sources → parse (parallel, cached) → compose →
/// template context → rendered templates. Output post-processing and writing belong to the
/// caller (`GenerateCommand` / `OutputWriter`).
enum Generator {
    static func run(_ input: GenerationInput) throws -> GenerationResult {
        // Only the composed model is needed past this point: the per-file parse results go
        // before rendering starts (they are most of the peak memory otherwise).
        var scanned: SourceScanner.Outcome? = try scan(input)
        let composed = Composer.compose(scanned!.files)
        let sourceFiles = scanned!.files.map(\.path)
        let parserWarnings = warnings(of: scanned!.files)
        let (parsedCount, cachedCount) = (scanned!.parsedCount, scanned!.cachedCount)
        scanned = nil
        let model = ContextModel(composed)
        defer { model.tearDown() }
        let context = TemplateContext.make(model: model, arguments: input.arguments)

        let renderer = TemplateRenderer(strict: input.strict)
        var rendered: [RenderedTemplate] = []
        var templateWarnings: [String] = []
        for templatePath in input.templateFiles.sorted() {
            rendered.append(try renderer.render(templatePath: templatePath, context: context))
            templateWarnings += model.takeWarnings().map { "\(templatePath): warning: \($0)" }
        }
        return GenerationResult(rendered: rendered,
                                sourceFiles: sourceFiles,
                                warnings: parserWarnings + templateWarnings,
                                parsedCount: parsedCount,
                                cachedCount: cachedCount)
    }

    /// Reads and parses the sources only (also used by `modelgen parse`-style callers).
    static func scan(_ input: GenerationInput) throws -> SourceScanner.Outcome {
        let cache = input.cacheDirectory.map { ParseCache(directory: $0) }
        return try SourceScanner(cache: cache, memo: input.parseMemo, forceParse: input.forceParse).scan(input.sourceFiles)
    }

    /// Parser diagnostics in path order (template warnings follow them in `run`), as `path:line:column: warning: message` plus the caret lines.
    static func warnings(of files: [FileParseResult]) -> [String] {
        files.flatMap { file in file.diagnostics.map(\.description) }
    }
}
