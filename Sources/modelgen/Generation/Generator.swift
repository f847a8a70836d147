#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SwiftDeclParser
import TemplateEngine

/// The generator half of the pipeline: sources → parse (parallel, cached) → compose →
/// template context → rendered templates. Output post-processing and writing belong to the
/// caller (`GenerateCommand` / `OutputWriter`).
enum Generator {
    static func run(_ input: GenerationInput) throws -> GenerationResult {
        var clock = PhaseClock()
        let templates = input.parseOptions == nil ? ParseDemand.load(input.templateFiles, strict: input.strict) : [:]
        var options = input.parseOptions ?? ParseDemand.options(forTemplates: input.templateFiles, loaded: templates)
        if !input.parseDocumentation { options.documentation = false }
        let sources = try scanAndCompose(input, options: options, clock: &clock)
        // The limits grow with the size of the sources, known once they are read: the templates
        // loaded above are parsed under the nesting limit alone, which does not grow.
        let limits = input.limits.renderLimits(sourceBytes: sources.sourceBytes)
        let rendered = try TemplateBatchRenderer(composed: sources.model, arguments: input.arguments, strict: input.strict,
                                                 loaded: templates, limits: limits, header: input.header,
                                                 includesDocumentation: input.parseDocumentation)
            .render(input.templateFiles.sorted())
        clock.finish(\.render)
        return GenerationResult(rendered: rendered.rendered,
                                model: sources.model,
                                sourceFiles: sources.paths,
                                sources: sources.index,
                                warnings: sources.warnings + rendered.warnings,
                                parsedCount: sources.parsedCount,
                                cachedCount: sources.cachedCount,
                                phases: clock.times)
    }

    /// The composed model and what the rest of the run needs to know about the scan; the
    /// per-file parse results stay inside `scanAndCompose`, so they are freed before rendering.
    struct ComposedSources {
        var model: ComposedModel
        var paths: [String]
        /// The files' inline regions and type declarations, for the output stage.
        var index: SourceIndex
        var warnings: [String]
        var parsedCount: Int
        var cachedCount: Int
        /// The total size of the source files.
        var sourceBytes: Int
    }

    /// Parses the sources for what `options` asks and composes them: while they are parsed
    /// (`StreamingComposer`), or through watch mode's kept composition.
    static func scanAndCompose(_ input: GenerationInput, options: ParseOptions,
                               clock: inout PhaseClock) throws -> ComposedSources {
        let streaming = input.composer == nil ? StreamingComposer(expectedFileCount: input.sourceFiles.count) : nil
        let scanned: SourceScanner.Outcome
        do {
            scanned = try scan(input, options: options, composingInto: streaming)
        } catch {
            // The memo may now hold results the kept composition has not seen.
            input.composer?.reset()
            throw error
        }
        if let conflict = scanned.files.lazy.flatMap(\.diagnostics).first(where: { $0.message == SwiftParser.mergeConflictMessage }) {
            // A source with merge-conflict markers stops the run at the marker, as in Sourcery.
            input.composer?.reset()
            throw conflict
        }
        clock.finish(\.scan)
        let model = input.composer?.compose(scanned.files, changedPaths: scanned.freshPaths) ?? streaming!.finish()
        clock.finish(\.compose)
        return ComposedSources(model: model, paths: scanned.files.map(\.path), index: SourceIndex(scanned.files), warnings: warnings(of: scanned.files),
                               parsedCount: scanned.parsedCount, cachedCount: scanned.cachedCount,
                               sourceBytes: scanned.sourceBytes)
    }

    /// Reads and parses the sources only; with `composer`, each file is also added to it as it
    /// is parsed (`SourceScanner.scan`). Watch mode parses with what its memo holds when that
    /// is enough, else starts it anew.
    static func scan(_ input: GenerationInput, options needed: ParseOptions,
                     composingInto composer: StreamingComposer? = nil) throws -> SourceScanner.Outcome {
        let cache = input.cacheDirectory.map { ParseCache(directory: $0) }
        let options = input.parseMemo?.options(covering: needed) ?? needed
        return try SourceScanner(cache: cache, memo: input.parseMemo, forceParse: input.forceParse, options: options)
            .scan(input.sourceFiles, composingInto: composer)
    }

    /// Parser diagnostics in path order (template warnings follow them in `run`), as `path:line:column: warning: message` plus the caret lines.
    static func warnings(of files: [FileParseResult]) -> [String] {
        files.flatMap { file in file.diagnostics.map(\.description) }
    }
}

/// Measures the phases of `Generator.run` one after the other, for `--verbose`.
struct PhaseClock {
    private var last = Clock.now()
    private(set) var times = PhaseTimes()

    /// Charges the time since the previous phase ended to `phase`.
    mutating func finish(_ phase: WritableKeyPath<PhaseTimes, Double>) {
        let now = Clock.now()
        times[keyPath: phase] = now - last
        last = now
    }
}
