/// What the command line asked for, before config files are read.
/// Paths are as typed (relative to the current folder); `SettingsResolver` makes them absolute.
struct GenerateOptions: Equatable {
    var sources: [String] = []
    var templates: [String] = []
    var output: String?
    /// `--args` pieces, already parsed; later flags override earlier keys.
    var arguments: [String: ArgumentValue] = [:]
    var configFile: String?
    var excludeSources: [String] = []
    var excludeTemplates: [String] = []
    /// `--watch`: regenerate when sources or templates change. The watch loop is installed through
    /// `WatchCommand`; this flag only carries the request there.
    var watch = false
    /// `--watch-poll`: watch by rescanning on a timer (file systems without change events). Implies `--watch`.
    var watchPoll = false
    /// `--sources-list FILE.xcfilelist`: Xcode file lists whose entries are added to `sources`.
    var sourcesLists: [String] = []
    var check = false
    var dryRun = false
    /// `--dry`: write nothing; print what would be written as Sourcery's JSON document.
    var dryJSON = false
    var strict = false
    var disableCache = false
    var cachePath: String?
    /// `--force-parse EXT`: parse generated files and inline regions named with `.EXT` (Sourcery's flag).
    var forceParse: [String] = []
    var verbosity: Verbosity = .normal
    /// `--hideVersionHeader`, `--headerPrefix TEXT`, `--base-indentation N`, `--parseDocumentation` (Sourcery's flags).
    var hideVersionHeader = false
    var headerPrefix: String?
    var baseIndentation: Int?
    var parseDocumentation = false

    enum Verbosity: Equatable {
        case quiet, normal, verbose
    }

    /// True when any of the flags that replace a config file was given.
    var namesInputsOnCommandLine: Bool {
        !sources.isEmpty || !sourcesLists.isEmpty || !templates.isEmpty || output != nil
    }
}

/// The outcome of reading the command line.
enum ParsedCommandLine: Equatable {
    case help
    case version
    case generate(GenerateOptions)
}
