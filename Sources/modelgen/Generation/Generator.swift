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
        // Only the composed model is needed past this point: the per-file parse results go
        // before rendering starts (they are most of the peak memory otherwise).
        let start = Clock.now()
        // Without a kept composition, types register while the other files are still parsed.
        let streaming = input.composer == nil ? StreamingComposer(expectedFileCount: input.sourceFiles.count) : nil
        // Functions, documentation, declaration attributes and enum cases are parsed only when a
        // template may read them (`ParseDemand`); the templates loaded to find out are the ones rendered.
        let templates = input.parseOptions == nil ? ParseDemand.load(input.templateFiles, strict: input.strict) : [:]
        let needed = input.parseOptions ?? ParseDemand.options(forTemplates: input.templateFiles, loaded: templates)
        var scanned: SourceScanner.Outcome?
        do {
            scanned = try scan(input, options: needed, composingInto: streaming)
        } catch {
            // The memo may now hold results the kept composition has not seen.
            input.composer?.reset()
            throw error
        }
        if let conflict = scanned!.files.lazy.flatMap(\.diagnostics).first(where: { $0.message == SwiftParser.mergeConflictMessage }) {
            // A source with merge-conflict markers stops the run at the marker, as in Sourcery.
            input.composer?.reset()
            throw conflict
        }
        let scannedAt = Clock.now()
        var composed: ComposedModel? = input.composer.map { $0.compose(scanned!.files, changedPaths: scanned!.freshPaths) }
            ?? streaming!.finish()
        let composedAt = Clock.now()
        let sourceFiles = scanned!.files.map(\.path)
        let parserWarnings = warnings(of: scanned!.files)
        let (parsedCount, cachedCount) = (scanned!.parsedCount, scanned!.cachedCount)
        scanned = nil
        let rendered = try TemplateBatchRenderer(composed: composed!, arguments: input.arguments, strict: input.strict,
                                                 freesContexts: !input.leavesModelToProcessExit, loaded: templates)
            .render(input.templateFiles.sorted())
        let renderedAt = Clock.now()
        // A kept composition belongs to its composer, which updates it on the next run.
        // Nothing reads this model again: members no template read need not be built to free it.
        if input.composer == nil {
            if input.leavesModelToProcessExit {
                BackgroundRelease.leaveToProcessExit(composed!)
            } else {
                composed!.discardUnbuiltMembers()
                BackgroundRelease.release(&composed)
            }
        }
        return GenerationResult(rendered: rendered.rendered,
                                sourceFiles: sourceFiles,
                                warnings: parserWarnings + rendered.warnings,
                                parsedCount: parsedCount,
                                cachedCount: cachedCount,
                                phases: PhaseTimes(scan: scannedAt - start, compose: composedAt - scannedAt,
                                                   render: renderedAt - composedAt))
    }

    /// Reads and parses the sources only (also used by `modelgen parse`-style callers).
    /// With `composer`, the files are also added to it as they are parsed (`SourceScanner.scan`).
    /// The files are parsed for what `needed` asks; watch mode parses with what its memo holds
    /// when that is enough, else starts it anew.
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
