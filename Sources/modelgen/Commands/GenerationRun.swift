#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport

/// The stages of one generation run, in the order `GenerateCommand.runOnce` calls them:
/// collect the files, skip the run if nothing changed since the last one, generate, plan the
/// output, and apply it (check, dry run or write). Each stage adds what it has to say to `report`.
struct GenerationRun {
    let settings: GenerationSettings
    /// Watch mode's in-memory state; nil for a one-shot run.
    let memo: ParsedFileMemo?
    private(set) var report = GenerationRunReport()
    private let start = Date()
    private let startStamp = RunManifest.now()
    /// Where the last successful run is recorded; watch mode keeps its own state, `--dry-run`
    /// must print what it would write, and `--check` compares every output's content.
    private let manifestStore: RunManifestStore?
    private var settingsDigest = ""

    init(settings: GenerationSettings, memo: ParsedFileMemo?) {
        self.settings = settings
        self.memo = memo
        manifestStore = memo == nil && !settings.dryRun && !settings.check ? settings.cacheDirectory.map(RunManifestStore.init) : nil
    }

    struct Files {
        var sources: [String]
        var templates: [String]
        /// Watch mode: the previous run's lists, kept while no file came or went.
        var arePreviousRunsLists = false
        /// The hidden names of every folder the source walk listed, by folder (empty when the
        /// lists come from watch mode's memo): where the stale temporary files of sources are.
        var hiddenNamesInSourceFolders: [String: [String]] = [:]
    }

    /// The source and template files of the settings; in watch mode, the previous run's lists
    /// while the watch loop has seen no file added, removed or renamed.
    /// A Sourcery config's unknown keys, missing source paths and unsupported template kinds are warnings.
    mutating func collectFiles() throws -> Files {
        if let known = memo?.fileLists {
            return Files(sources: known.sources, templates: known.templates, arePreviousRunsLists: true)
        }
        var found = settings.configWarnings
        let missing: ((String) -> Void)? = settings.missingSourcesAreWarnings
            ? { found.append("\(PathResolver.display($0)): warning: sources path does not exist; skipped") } : nil
        // A folder that cannot be listed (no permission, a path longer than the system allows) is
        // named, not passed over in silence: the types in it are missing from the output.
        var hiddenNames: [String: [String]] = [:]
        let sources = try FileCollector.collect(settings.sources, fileExtensions: ["swift"], role: "sources", missingPath: missing,
                                                unreadableFolder: {
            found.append("\(PathResolver.display($0)): warning: cannot read folder (\($1)); its sources are skipped")
        }, listedFolder: { hiddenNames[$0] = $1 })
        let templates = try TemplateKinds.collect(settings.templates) { found.append($0) }
        if settings.verbosity != .quiet { report.warnings += found }
        guard !templates.isEmpty else {
            let places = settings.templates.include.map(PathResolver.display).joined(separator: ", ")
            throw GenerationError(description: "modelgen: error: no .stencil or .sourcerytemplate templates found in \(places)")
        }
        // None of a Sourcery config's source paths existing at all is still an error.
        guard !settings.missingSourcesAreWarnings
                || settings.sources.include.contains(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw GenerationError(description: "modelgen: error: no sources: none of the source paths exists")
        }
        memo?.fileLists = (sources, templates)
        return Files(sources: sources, templates: templates, hiddenNamesInSourceFolders: hiddenNames)
    }

    /// Removes the temporary files a killed run left next to the sources and outputs; a
    /// read-only run leaves them alone. Watch mode looks when it makes the file lists, not on
    /// every regeneration: only a killed run leaves such files, and the next lists (a file
    /// added, removed or renamed) or the next run removes them.
    mutating func removeStaleTemporaryFiles(near files: Files) {
        guard !settings.check && !settings.dryRun && !files.arePreviousRunsLists else { return }
        let folders = StaleTemporaryFiles.folders(outputFolder: OutputTarget(path: settings.output).folder, sourceFiles: files.sources)
        reportRemoved(StaleTemporaryFiles.remove(in: folders, hiddenNames: files.hiddenNamesInSourceFolders))
    }

    private mutating func reportRemoved(_ paths: [String]) {
        for path in paths where settings.verbosity == .verbose {
            report.say("modelgen: removed \(PathResolver.display(path)), left by a modelgen run that was killed")
        }
    }

    /// True when the recorded last run read the same inputs and wrote outputs that are still
    /// as it left them: the report then says what a full run would have said.
    mutating func skipIfUnchanged(_ files: Files) -> Bool {
        guard let store = manifestStore else { return false }
        settingsDigest = SettingsDigest.make(settings: settings, sourceFiles: files.sources, templateFiles: files.templates)
        guard let manifest = store.load(settingsDigest: settingsDigest), manifest.isCurrent() else { return false }
        if settings.verbosity != .quiet { report.warnings += manifest.warnings }
        report.cachedCount = files.sources.count
        if settings.verbosity == .verbose {
            report.say("modelgen: \(files.sources.count) source files, templates and outputs unchanged since the last run: nothing parsed or rendered (--disable-cache forces a full run)")
        }
        guard settings.verbosity != .quiet else { return true }
        if settings.check {
            report.say("modelgen: up to date (\(manifest.outputCount) file\(manifest.outputCount == 1 ? "" : "s") checked)")
        } else {
            report.say("modelgen: 0 files written, \(manifest.outputCount) unchanged (\(milliseconds(since: start)) ms)")
        }
        return true
    }

    /// Parses, composes and renders (`Generator.run`).
    mutating func generate(_ files: Files) throws -> GenerationResult {
        var input = GenerationInput(sourceFiles: files.sources, templateFiles: files.templates,
                                    arguments: settings.arguments, strict: settings.strict,
                                    cacheDirectory: settings.cacheDirectory,
                                    verbose: settings.verbosity == .verbose)
        input.parseMemo = memo
        input.composer = memo?.composer
        input.forceParse = settings.forceParse
        input.limits = settings.limits
        input.header = settings.header
        input.parseDocumentation = settings.parseDocumentation
        // A result kept from an earlier configuration goes before this one is built; a one-shot
        // run leaves its own to the process exit (watch mode keeps its composition in the memo).
        ModelKeeper.shared.releaseKeptModel()
        let result = try Generator.run(input)
        if memo == nil { ModelKeeper.shared.keepUntilExit(result) }
        if settings.verbosity != .quiet { report.warnings += result.warnings }
        report.parsedCount = result.parsedCount
        report.cachedCount = result.cachedCount
        if settings.verbosity == .verbose {
            report.say("modelgen: \(files.sources.count) source files (\(result.parsedCount) parsed, \(result.cachedCount) from cache), \(files.templates.count) templates")
            if let directory = settings.cacheDirectory, let note = CacheFolderCheck.verboseNote(for: directory) { report.say(note) }
            report.say("modelgen: parse and render: \(result.phases.summary)")
        }
        return result
    }

    /// What the rendered templates become on disk, and which files that changes.
    struct PlannedOutput {
        var plan: OutputPlan
        var changes: [OutputChange]
        /// Generated files and sources with inline blocks whose content is already on disk.
        var unchanged: Int
    }

    mutating func planOutput(_ result: GenerationResult) throws -> PlannedOutput {
        let planningStart = Date()
        let target = OutputTarget(path: settings.output)
        var planner = OutputPlanner(target: target, projectRoot: settings.projectRoot, header: settings.header)
        planner.baseIndentation = settings.baseIndentation
        planner.forceParse = settings.forceParse
        let plan = try planner.plan(result.rendered, sources: result.sources)
        let changes = try OutputWriter.changes(for: plan, outputFolder: target.folder)
        let written = changes.filter { $0.kind == .create || $0.kind == .update || $0.kind == .updateSource }.count
        let unchanged = plan.outputFileCount - written
        if settings.verbosity == .verbose { report.say("modelgen: output planning \(milliseconds(since: planningStart)) ms") }
        return PlannedOutput(plan: plan, changes: changes, unchanged: max(0, unchanged))
    }

    /// `--check` reports stale files, `--dry-run` prints what would be written, otherwise the
    /// changes are written and the run recorded.
    /// Templates whose outputs the plan left out fail the run; the other outputs still apply.
    mutating func apply(_ output: PlannedOutput, result: GenerationResult, files: Files) throws {
        report.changes = output.changes
        let templateErrors = output.plan.templateErrors
        if !templateErrors.isEmpty { report.status = 1 }
        defer {
            if !templateErrors.isEmpty {
                let text = templateErrors.joined(separator: "\n")
                report.errors = report.errors.map { text + "\n" + $0 } ?? text
            }
        }
        if settings.check {
            check(output, result: result, files: files)
        } else if settings.dryJSON {
            let spell = DryOutputDocument.spelling(absolutelyTyped: settings.absolutelyTypedPaths)
            report.document = DryOutputDocument.json(.init(outputs: DryOutputDocument.outputs(of: output.plan, spell: spell)))
        } else if settings.dryRun {
            printDryRun(output.changes)
        } else {
            // Subfolders of the output folder (`sourcery:file:` paths) are known once planned.
            let outputFolder = OutputTarget(path: settings.output).folder
            let planned = Set(output.plan.generatedFiles.map { PathText.deletingLastComponent($0.path) }).subtracting([outputFolder])
            reportRemoved(StaleTemporaryFiles.remove(in: planned.sorted()))
            try OutputWriter.apply(output.changes)
            recordRun(result: result, output: output, templateFiles: files.templates)
            if settings.verbosity == .verbose {
                for change in output.changes { report.say("modelgen: \(change.kind.pastTense) \(PathResolver.display(change.path))") }
            }
            if settings.verbosity != .quiet {
                let count = output.changes.count
                report.say("modelgen: \(count) file\(count == 1 ? "" : "s") written, \(output.unchanged) unchanged (\(milliseconds(since: start)) ms)")
            }
        }
    }

    private mutating func check(_ output: PlannedOutput, result: GenerationResult, files: Files) {
        guard output.changes.isEmpty else {
            report.status = 1
            let count = output.changes.count
            var lines = ["modelgen: error: \(count) file\(count == 1 ? "" : "s") would change (run modelgen to update):"]
            lines += output.changes.map { "  \($0.kind.rawValue) \(PathResolver.display($0.path))" }
            report.errors = lines.joined(separator: "\n")
            return
        }
        if settings.verbosity != .quiet {
            report.say("modelgen: up to date (\(output.unchanged) file\(output.unchanged == 1 ? "" : "s") checked)")
        }
        recordRun(result: result, output: output, templateFiles: files.templates)
    }

    private mutating func printDryRun(_ changes: [OutputChange]) {
        for change in changes {
            report.say("modelgen: would \(change.kind.rawValue) \(PathResolver.display(change.path))")
            if let contents = change.contents {
                let text = contents.withBytes { String(decoding: $0, as: UTF8.self) }
                report.output += text.hasSuffix("\n") || text.isEmpty ? text : text + "\n"
            }
        }
        if changes.isEmpty && settings.verbosity != .quiet { report.say("modelgen: nothing would change") }
    }

    /// Records what this successful run read and wrote, so an unchanged next run can be skipped.
    private func recordRun(result: GenerationResult, output: PlannedOutput, templateFiles: [String]) {
        guard let store = manifestStore else { return }
        RunRecorder(store: store, digest: settingsDigest, startStamp: startStamp)
            .record(result: result, plan: output.plan, changes: output.changes, templateFiles: templateFiles)
    }

    /// Turns a stage's error into the report's status and text.
    mutating func fail(_ error: Error) {
        switch error {
        case let error as UsageError:
            report.status = 2
            report.errors = error.description
        case let error as ConfigError:
            report.status = 2
            report.errors = error.description
        default:
            report.status = 1
            report.errors = String(describing: error)
        }
    }

    /// Paths relative to the working folder, warnings before errors, and the one-line summary.
    /// A failed run forgets the recorded last run, so the next one starts afresh.
    func finish() -> GenerationRunReport {
        if report.status != 0, let store = manifestStore, !settingsDigest.isEmpty {
            store.remove(settingsDigest: settingsDigest)
        }
        var report = report
        report.errors = report.errors.map(PathResolver.relativizeMessages)
        report.warnings = report.warnings.map(PathResolver.relativizeMessages)
        if settings.dryJSON && report.status != 0 {
            // As Sourcery's --dry: the error and what was logged, in place of the outputs.
            report.document = DryOutputDocument.json(.init(error: report.errors ?? "", log: report.warnings))
        }
        if !report.warnings.isEmpty {
            let warnings = report.warnings.joined(separator: "\n")
            report.errors = report.errors.map { warnings + "\n" + $0 } ?? warnings
        }
        report.summary = report.status == 0
            ? "\(report.changes.count) file\(report.changes.count == 1 ? "" : "s") written, parsed \(report.parsedCount), cached \(report.cachedCount)"
            : "generation failed"
        return report
    }

    private func milliseconds(since date: Date) -> Int {
        Int(Date().timeIntervalSince(date) * 1000)
    }
}
