#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `modelgen [flags]`: resolve settings (flags + config file), collect files, run the generator,
/// plan the output and write it (or, with `--check` / `--dry-run`, only report it).
enum GenerateCommand {
    /// The generator half of the pipeline; replaceable so tests can run the command without it.
    nonisolated(unsafe) static var generate: (GenerationInput) throws -> GenerationResult = { try Generator.run($0) }

    /// Hook for `--watch`, installed by the watch feature. It receives the resolved settings and
    /// `runOnce`, which performs one complete generation (with an optional in-memory parse memo)
    /// and reports what happened; it returns the process exit status when watching ends.
    nonisolated(unsafe) static var watchHandler: ((GenerationSettings, _ runOnce: @escaping (ParsedFileMemo?) -> GenerationRunReport) -> Int32)?

    static func run(_ arguments: [String]) -> Int32 {
        let settings: GenerationSettings
        do {
            switch try OptionsParser.parse(arguments) {
            case .help:
                print(CommandLineHelp.text)
                return 0
            case .version:
                print("modelgen \(ToolVersion.current)")
                return 0
            case .generate(let options):
                settings = try SettingsResolver.resolve(options)
            }
        } catch {
            printError(PathResolver.relativizeMessages(String(describing: error)))
            return 2
        }

        if settings.watch {
            guard let handler = watchHandler else {
                printError("modelgen: error: --watch is not available in this build")
                return 2
            }
            return handler(settings) { memo in runOnce(settings, memo: memo) }
        }
        let report = runOnce(settings, memo: nil)
        if !report.output.isEmpty { print(report.output, terminator: "") }
        if let errors = report.errors { printError(errors) }
        return report.status
    }

    /// One complete run. Never prints: everything to show is in the report.
    static func runOnce(_ settings: GenerationSettings, memo: ParsedFileMemo?) -> GenerationRunReport {
        var report = GenerationRunReport()
        let start = Date()
        let startStamp = RunManifest.now()
        // Watch mode keeps its own in-memory state; --dry-run must print what it would write.
        let manifestStore = memo == nil && !settings.dryRun ? settings.cacheDirectory.map(RunManifestStore.init) : nil
        var settingsDigest = ""
        do {
            let (sourceFiles, templateFiles) = try collectFiles(settings, memo: memo)
            guard !templateFiles.isEmpty else {
                let places = settings.templates.include.map(PathResolver.display).joined(separator: ", ")
                throw GenerationError(description: "modelgen: error: no .stencil templates found in \(places)")
            }
            if let store = manifestStore {
                settingsDigest = SettingsDigest.make(settings: settings, sourceFiles: sourceFiles, templateFiles: templateFiles)
                if let manifest = store.load(settingsDigest: settingsDigest), manifest.isCurrent() {
                    reportSkippedRun(manifest, settings: settings, sourceCount: sourceFiles.count, start: start, into: &report)
                    return finished(report)
                }
            }
            var input = GenerationInput(sourceFiles: sourceFiles, templateFiles: templateFiles,
                                        arguments: settings.arguments, strict: settings.strict,
                                        cacheDirectory: settings.cacheDirectory,
                                        verbose: settings.verbosity == .verbose)
            input.parseMemo = memo
            input.composer = memo?.composer
            input.forceParse = settings.forceParse
            // Without a watch-mode memo this is the process's only run.
            input.leavesModelToProcessExit = memo == nil
            if memo == nil { AllocatorTuning.tuneForOneShotRun() }
            let generationStart = Date()
            let result = try generate(input)
            let generationTime = Date().timeIntervalSince(generationStart)
            if settings.verbosity != .quiet {
                for warning in result.warnings { report.warnings.append(warning) }
            }
            report.parsedCount = result.parsedCount
            report.cachedCount = result.cachedCount
            if settings.verbosity == .verbose {
                report.say("modelgen: \(sourceFiles.count) source files (\(result.parsedCount) parsed, \(result.cachedCount) from cache), \(templateFiles.count) templates")
            }

            let outputStart = Date()
            let target = OutputTarget(path: settings.output)
            let plan = try OutputPlanner(target: target).plan(result.rendered, sources: result.sources)
            let changes = try OutputWriter.changes(for: plan, outputFolder: target.folder)
            if settings.verbosity == .verbose {
                report.say("modelgen: parse and render \(Int(generationTime * 1000)) ms (\(result.phases.summary)), output planning \(Int(Date().timeIntervalSince(outputStart) * 1000)) ms")
            }
            report.changes = changes
            let unchanged = plan.generatedFiles.filter { $0.contents != nil }.count - changes.filter { $0.kind == .create || $0.kind == .update }.count

            if settings.check {
                if changes.isEmpty {
                    if settings.verbosity != .quiet { report.say("modelgen: up to date (\(unchanged) files checked)") }
                    if let store = manifestStore {
                        recordManifest(in: store, digest: settingsDigest, result: result, plan: plan, changes: [],
                                       templateFiles: templateFiles, startStamp: startStamp)
                    }
                } else {
                    report.status = 1
                    var lines = ["modelgen: error: \(changes.count) file\(changes.count == 1 ? "" : "s") would change (run modelgen to update):"]
                    lines += changes.map { "  \($0.kind.rawValue) \(PathResolver.display($0.path))" }
                    report.errors = lines.joined(separator: "\n")
                }
            } else if settings.dryRun {
                for change in changes {
                    report.say("modelgen: would \(change.kind.rawValue) \(PathResolver.display(change.path))")
                    if let contents = change.contents {
                        let text = contents.withBytes { String(decoding: $0, as: UTF8.self) }
                        report.output += text.hasSuffix("\n") || text.isEmpty ? text : text + "\n"
                    }
                }
                if changes.isEmpty && settings.verbosity != .quiet { report.say("modelgen: nothing would change") }
            } else {
                try OutputWriter.apply(changes)
                if let store = manifestStore {
                    recordManifest(in: store, digest: settingsDigest, result: result, plan: plan, changes: changes,
                                   templateFiles: templateFiles, startStamp: startStamp)
                }
                if settings.verbosity == .verbose {
                    for change in changes { report.say("modelgen: \(change.kind.pastTense) \(PathResolver.display(change.path))") }
                }
                if settings.verbosity != .quiet {
                    let milliseconds = Int(Date().timeIntervalSince(start) * 1000)
                    report.say("modelgen: \(changes.count) file\(changes.count == 1 ? "" : "s") written, \(max(0, unchanged)) unchanged (\(milliseconds) ms)")
                }
            }
        } catch let error as UsageError {
            report.status = 2
            report.errors = error.description
        } catch let error as ConfigError {
            report.status = 2
            report.errors = error.description
        } catch {
            report.status = 1
            report.errors = String(describing: error)
        }
        if report.status != 0, let store = manifestStore, !settingsDigest.isEmpty {
            store.remove(settingsDigest: settingsDigest)
        }
        return finished(report)
    }

    /// The source and template files of `settings`; in watch mode, the previous run's lists
    /// while the watch loop has seen no file added, removed or renamed.
    private static func collectFiles(_ settings: GenerationSettings, memo: ParsedFileMemo?) throws
        -> (sources: [String], templates: [String]) {
        if let known = memo?.fileLists { return known }
        let sources = try FileCollector.collect(settings.sources, fileExtension: "swift", role: "sources")
        let templates = try FileCollector.collect(settings.templates, fileExtension: "stencil", role: "templates")
        memo?.fileLists = (sources, templates)
        return (sources, templates)
    }

    /// Paths relative to the working folder, warnings before errors, and the one-line summary.
    private static func finished(_ report: GenerationRunReport) -> GenerationRunReport {
        var report = report
        report.errors = report.errors.map(PathResolver.relativizeMessages)
        report.warnings = report.warnings.map(PathResolver.relativizeMessages)
        if !report.warnings.isEmpty {
            let warnings = report.warnings.joined(separator: "\n")
            report.errors = report.errors.map { warnings + "\n" + $0 } ?? warnings
        }
        report.summary = report.status == 0
            ? "\(report.changes.count) file\(report.changes.count == 1 ? "" : "s") written, parsed \(report.parsedCount), cached \(report.cachedCount)"
            : "generation failed"
        return report
    }

    /// Nothing changed since the recorded run: say what a full run would have said.
    private static func reportSkippedRun(_ manifest: RunManifest, settings: GenerationSettings, sourceCount: Int,
                                         start: Date, into report: inout GenerationRunReport) {
        if settings.verbosity != .quiet { report.warnings = manifest.warnings }
        report.cachedCount = sourceCount
        if settings.verbosity == .verbose {
            report.say("modelgen: \(sourceCount) source files, templates and outputs unchanged since the last run: nothing parsed or rendered (--disable-cache forces a full run)")
        }
        guard settings.verbosity != .quiet else { return }
        if settings.check {
            report.say("modelgen: up to date (\(manifest.outputCount) files checked)")
        } else {
            let milliseconds = Int(Date().timeIntervalSince(start) * 1000)
            report.say("modelgen: 0 files written, \(manifest.outputCount) unchanged (\(milliseconds) ms)")
        }
    }

    /// Stamps what this successful run read and wrote, unless the result cannot be trusted to
    /// repeat: a template reads the clock, or an input changed too recently for its stamp to
    /// prove its content (files this run rewrote itself are exempt: their content is known).
    private static func recordManifest(in store: RunManifestStore, digest: String, result: GenerationResult,
                                       plan: OutputPlan, changes: [OutputChange], templateFiles: [String],
                                       startStamp: Int64) {
        guard !result.rendered.contains(where: \.usesClock) else {
            store.remove(settingsDigest: digest)
            return
        }
        let rewritten = Set(changes.map(\.path))
        let templatePaths = templateFiles.filter { !BuiltinTemplates.isBuiltinEntry($0) } + result.rendered.flatMap(\.dependencies)
        let inputPaths = Set(result.sourceFiles + templatePaths).sorted()
        let inputs = inputPaths.map { RunManifest.Entry(path: $0, stamp: FileStamp.read($0)) }
        let settled = inputs.filter { !rewritten.contains($0.path) }
        guard !RunManifest.hasRacyInput(settled, runStartedAt: startStamp) else {
            store.remove(settingsDigest: digest)
            return
        }
        let outputs = plan.generatedFiles.map { RunManifest.Entry(path: $0.path, stamp: FileStamp.read($0.path)) }
        let written = plan.generatedFiles.filter { $0.contents != nil }.count
        store.save(RunManifest(settingsDigest: digest, inputs: inputs, outputs: outputs,
                               warnings: result.warnings, outputCount: written))
    }

    private static func printError(_ text: String) {
        StandardStream.error.write(text.hasSuffix("\n") ? text : text + "\n")
    }
}

/// What one generation run did, for the command's output and for the watch loop.
struct GenerationRunReport {
    /// 0 success, 1 generation errors (or `--check` found stale files), 2 usage/config errors.
    var status: Int32 = 0
    /// Standard output text (status lines, `--dry-run` contents).
    var output = ""
    /// Standard error text: warnings and errors, already formatted; nil when there are none.
    var errors: String?
    var warnings: [String] = []
    /// One-line summary ("3 files written, parsed 1, cached 41").
    var summary = ""
    var changes: [OutputChange] = []
    var parsedCount = 0
    var cachedCount = 0

    mutating func say(_ line: String) {
        output += line + "\n"
    }
}
