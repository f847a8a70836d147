/// Everything a generate run needs, with config files read and every path absolute.
struct GenerationSettings: Equatable {
    var sources: PathSelection
    var templates: PathSelection
    /// A folder, or a single file when it ends in `.swift` (see `OutputTarget`).
    var output: String
    var arguments: [String: ArgumentValue]
    var strict: Bool
    /// nil when the cache is disabled.
    var cacheDirectory: String?
    var verbosity: GenerateOptions.Verbosity
    var check: Bool
    var dryRun: Bool
    var watch: Bool
    /// The config file that was read, if any (a watcher also watches it).
    var configFile: String?
    /// Extensions of generated files / inline region names to parse anyway (`--force-parse`).
    var forceParse: [String] = []
    /// `limits:` from the config file (see `TemplateLimits`).
    var limits = TemplateLimits()
    /// The folder `sourcery:file:` outputs must stay in: the config file's folder, or the current
    /// folder when only flags are given.
    var projectRoot: String = "/"
    /// The header every output file starts with (`--hideVersionHeader`, `--headerPrefix`).
    var header = GeneratedHeader.standard
    /// Spaces added to the indentation of new `inline:auto` blocks (`--base-indentation`).
    var baseIndentation = 0
    /// Documentation comments reach templates; off, every `documentation` is empty (Sourcery's default).
    var parseDocumentation = true
    /// A source path that does not exist is a warning, not an error (Sourcery configs).
    var missingSourcesAreWarnings = false
    /// Warnings from reading the config file (keys a Sourcery config holds that modelgen ignores).
    var configWarnings: [String] = []
    /// `--dry`: nothing is written (`dryRun` is set too); what would be is printed as Sourcery's JSON.
    var dryJSON = false
    /// Folders and files given as absolute paths on the command line: `--dry` names what lies under
    /// them by absolute path, as typed, and everything else relative to the current folder.
    var absolutelyTypedPaths: [String] = []
}
