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
}
