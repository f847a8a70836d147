import SystemSupport

/// `modelgen [flags]`: resolve settings (flags + config file), then run the pipeline once, or
/// keep running it as files change (`--watch`).
enum GenerateCommand {
    static func run(_ arguments: [String]) -> Int32 {
        let configurations: [GenerationSettings]
        do {
            switch try OptionsParser.parse(arguments) {
            case .help:
                print(CommandLineHelp.text)
                return 0
            case .version:
                print("modelgen \(ToolVersion.current)")
                return 0
            case .generate(let options):
                configurations = try SettingsResolver.resolveAll(options)
                if options.watch && configurations.count > 1 {
                    throw UsageError(message: "--watch runs one configuration; the config file holds \(configurations.count) (run a watcher per child config file)")
                }
            }
        } catch {
            let message = PathResolver.relativizeMessages(String(describing: error))
            if arguments.contains("--dry") {
                print(DryOutputDocument.json(.init(error: message, log: [])))
            } else {
                printError(message)
            }
            return 2
        }

        if let settings = configurations.first, settings.watch {
            return WatchCommand.run(settings: settings, arguments: arguments) { memo in runOnce(settings, memo: memo) }
        }
        // Several configurations (`configurations:` in a Sourcery config) run one after the other.
        var status: Int32 = 0
        for settings in configurations {
            let report = runOnce(settings, memo: nil)
            if let document = report.document {
                // --dry: standard output holds the JSON document only; errors are in it.
                print(document)
                if !report.output.isEmpty { printError(report.output) }
                if report.status == 0, let warnings = report.errors { printError(warnings) }
            } else {
                if !report.output.isEmpty { print(report.output, terminator: "") }
                if let errors = report.errors { printError(errors) }
            }
            status = max(status, report.status)
        }
        if configurations.contains(where: { $0.verbosity == .verbose }), let peak = PeakMemory.residentKilobytes() {
            let line = "modelgen: peak memory \(peak) kB"
            if configurations.contains(where: \.dryJSON) { printError(line) } else { print(line) }
        }
        return status
    }

    /// One complete run, stage by stage. Never prints: everything to show is in the report.
    /// Runs on one project take turns: writing runs hold its lock alone, `--check` and
    /// `--dry-run` share it.
    static func runOnce(_ settings: GenerationSettings, memo: ParsedFileMemo?) -> GenerationRunReport {
        let lock = ProjectLock(folders: ProjectLock.folders(for: settings), exclusive: !settings.check && !settings.dryRun) { folder in
            if settings.verbosity != .quiet {
                StandardStream.error.write("modelgen: waiting for another modelgen run on \(PathResolver.display(folder))\n")
            }
        }
        defer { lock.release() }
        var run = GenerationRun(settings: settings, memo: memo)
        do {
            let files = try run.collectFiles()
            run.removeStaleTemporaryFiles(near: files)
            if run.skipIfUnchanged(files) { return run.finish() }
            let result = try run.generate(files)
            let plan = try run.planOutput(result)
            try run.apply(plan, result: result, files: files)
        } catch {
            run.fail(error)
        }
        return run.finish()
    }

    private static func printError(_ text: String) {
        StandardStream.error.write(text.hasSuffix("\n") ? text : text + "\n")
    }
}
