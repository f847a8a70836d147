/// `modelgen --watch`: the bridge between the generate command and the watch loop.
///
/// `GenerateCommand` resolves the settings and hands over `runOnce` (one full
/// generation); this turns the settings into watched paths, keeps one parse
/// memo for the whole session, and re-reads the config file when it changes.
enum WatchCommand {
    /// Installed as `GenerateCommand.watchHandler`. `arguments` is the command
    /// line, read again when the config file changes.
    static func run(settings: GenerationSettings, arguments: [String],
                    runOnce: @escaping (ParsedFileMemo?) -> GenerationRunReport) -> Int32 {
        let options = commandLineOptions(arguments)
        var session = Session(settings: settings, runOnce: runOnce, sourcesLists: options?.sourcesLists ?? [])
        let memo = ParsedFileMemo()
        var watchOptions = WatchOptions()
        watchOptions.polling = options?.watchPoll ?? false
        // `--quiet` keeps errors and warnings only; `--verbose` adds the run's details to each line.
        var console = WatchConsole.standard
        if settings.verbosity == .quiet { console.info = { _ in } }
        var lastRunSucceeded = false
        let loop = WatchLoop(options: watchOptions, console: console) { changes in
            if let changes {
                if lastRunSucceeded, !session.isAffectedByConfiguration(changes),
                   let templates = try? FileCollector.collect(session.settings.templates, fileExtension: "stencil",
                                                              role: "templates"),
                   let fresh = DeclarationChangeCheck.unchangedResults(for: changes, memo: memo, templateFiles: templates,
                                                                       forceParse: session.settings.forceParse) {
                    for entry in fresh { memo.store(entry.result, byteCount: entry.byteCount, for: entry.result.path) }
                    return WatchRunOutcome(succeeded: true, summary: "no declaration changed, output up to date",
                                           diagnostics: nil, targets: session.targets)
                }
                memo.invalidate(changes.stalePaths)
                if !changes.added.isEmpty || !changes.removed.isEmpty || !changes.renamed.isEmpty {
                    memo.fileLists = nil
                }
                if session.isAffectedByConfiguration(changes) {
                    if let failure = session.reload(arguments: arguments) {
                        return WatchRunOutcome(succeeded: false, summary: "", diagnostics: failure, targets: session.targets)
                    }
                    // New settings may parse files differently (`forceParse`): start from nothing.
                    memo.removeAll()
                }
            }
            let report = session.runOnce(memo)
            lastRunSucceeded = report.status == 0
            return WatchRunOutcome(succeeded: report.status == 0, summary: report.summary,
                                   diagnostics: report.errors,
                                   details: session.settings.verbosity == .verbose ? report.output : nil,
                                   targets: session.targets)
        }
        return loop.run()
    }

    private static func commandLineOptions(_ arguments: [String]) -> GenerateOptions? {
        guard case .generate(let options)? = try? OptionsParser.parse(arguments) else { return nil }
        return options
    }

    /// The settings in force and what they make the loop watch.
    private struct Session {
        var settings: GenerationSettings
        var runOnce: (ParsedFileMemo?) -> GenerationRunReport
        var sourcesLists: [String]

        var targets: WatchTargets {
            var roots = settings.sources.include + settings.templates.include.filter { !$0.contains("builtin:") }
            roots += sourcesLists
            if let config = settings.configFile { roots.append(config) }
            // A single output file is excluded by itself, not its folder: the folder
            // often holds the sources (`--output Models/Generated.swift`).
            let output = OutputTarget(path: settings.output)
            var excluded = settings.sources.exclude + settings.templates.exclude
            switch output {
            case .folder(let folder): excluded.append(folder)
            case .file(let file): excluded.append(file)
            }
            if let cache = settings.cacheDirectory { excluded.append(cache) }
            return WatchTargets(roots: roots, excluded: excluded)
        }

        func isAffectedByConfiguration(_ changes: ChangeSet) -> Bool {
            let files = Set(([settings.configFile].compactMap { $0 } + sourcesLists).map(PathResolver.absolute))
            return !files.isDisjoint(with: changes.modified + changes.added + changes.removed + changes.renamed.map(\.to))
        }

        /// Re-reads the command line and the config file. Returns the error to show when
        /// they no longer resolve; the previous settings then stay in force.
        mutating func reload(arguments: [String]) -> String? {
            do {
                guard case .generate(let options) = try OptionsParser.parse(arguments) else { return nil }
                let reloaded = try SettingsResolver.resolve(options)
                settings = reloaded
                sourcesLists = options.sourcesLists
                runOnce = { memo in GenerateCommand.runOnce(reloaded, memo: memo) }
                return nil
            } catch {
                return String(describing: error)
            }
        }
    }
}
