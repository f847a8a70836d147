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
        var composed: ComposedModel? = Composer.compose(scanned!.files)
        let sourceFiles = scanned!.files.map(\.path)
        let parserWarnings = warnings(of: scanned!.files)
        let (parsedCount, cachedCount) = (scanned!.parsedCount, scanned!.cachedCount)
        scanned = nil
        let templates = try TemplateBatchRenderer(composed: composed!, arguments: input.arguments, strict: input.strict)
            .render(input.templateFiles.sorted())
        BackgroundRelease.release(&composed)
        return GenerationResult(rendered: templates.rendered,
                                sourceFiles: sourceFiles,
                                warnings: parserWarnings + templates.warnings,
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
