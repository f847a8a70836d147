import SystemSupport

/// Reads a config file that may hold several configurations, as Sourcery's `.sourcery.yml` may:
///
///     configurations:
///       - sources: [App]
///         templates: [Templates/App]
///         output: App/Generated
///       - child: Modules/Feature/.sourcery.yml   # another config file, itself possibly a set
///
/// Each entry is one configuration; a `child:` entry reads another file, whose relative paths start
/// from its own folder. A file without `configurations:` is one configuration. `${NAME}` values
/// are expanded from `environment` in every file.
enum ConfigurationSet {
    /// How deep `child:` files may refer to further children.
    static let maximumChildDepth = 8

    static func load(path: String, environment: [String: String]) throws -> [ConfigFile] {
        try load(path: PathResolver.absolute(path), environment: environment, chain: [], parentFollowsSourcery: false)
    }

    /// The children of a Sourcery config follow Sourcery's defaults whatever their names.
    private static func load(path: String, environment: [String: String], chain: [String],
                             parentFollowsSourcery: Bool) throws -> [ConfigFile] {
        let followsSourcery = parentFollowsSourcery || ConfigFlavour.followsSourcery(path)
        let display = PathResolver.display(path)
        let text = try ConfigFile.text(at: display)
        let source = ConfigSource(text: text, path: display)
        let configurations = try source.showingLines {
            try read(YAMLReader.parse(text, path: display), path: path, display: display, environment: environment,
                     chain: chain, followsSourcery: followsSourcery)
        }
        return configurations.map { configuration in
            var configuration = configuration
            configuration.warnings = source.showingLines(configuration.warnings)
            return configuration
        }
    }

    /// The configurations of one file, read as YAML (`display` is its path as messages show it).
    private static func read(_ yaml: YAMLNode, path: String, display: String, environment: [String: String],
                             chain: [String], followsSourcery: Bool) throws -> [ConfigFile] {
        let base = PathText.deletingLastComponent(path)
        let root = try EnvironmentExpansion.expand(yaml, environment: environment, path: display)
        guard let list = root["configurations"] else {
            return [try ConfigFile.parse(root, path: display, baseDirectory: base, followsSourcery: followsSourcery)]
        }
        var besideWarnings: [ConfigDiagnostic] = []
        for other in root.entries ?? [] where other.key != "configurations" {
            // Sourcery reads nothing beside `configurations`: a key it does not know at all (another
            // tool's settings) is a warning, a configuration key is an error (it would be lost).
            guard followsSourcery, !EnvironmentExpansion.configurationKeys.contains(other.key) else {
                throw ConfigError(path: display, line: other.keyLine, column: other.keyColumn,
                                  message: "'\(other.key)' is not read beside 'configurations'; move it into each configuration")
            }
            besideWarnings.append(.warning(path: display, line: other.keyLine, column: other.keyColumn,
                                           message: "unknown config key '\(other.key)' ignored, as Sourcery does"))
        }
        guard case .sequence(let items) = list.kind, !items.isEmpty else {
            throw ConfigError(path: display, line: list.line, column: list.column,
                              message: "'configurations' must be a list of configurations, found \(list.kindName)")
        }
        var configurations: [ConfigFile] = []
        for item in items {
            guard let child = item["child"] else {
                configurations.append(try ConfigFile.parse(item, path: display, baseDirectory: base, followsSourcery: followsSourcery))
                continue
            }
            guard let entries = item.entries, entries.count == 1, let childPath = child.string, !childPath.isEmpty else {
                throw ConfigError(path: display, line: item.line, column: item.column,
                                  message: "a 'child' entry holds only the path of another config file")
            }
            let resolved = PathResolver.resolve(childPath, relativeTo: base)
            if resolved == path || chain.contains(resolved) {
                throw ConfigError(path: display, line: child.line, column: child.column,
                                  message: "child config \(childPath) includes itself (through \(([path] + chain).reversed().map(PathResolver.display).joined(separator: " → ")))")
            }
            guard chain.count < maximumChildDepth else {
                throw ConfigError(path: display, line: child.line, column: child.column,
                                  message: "child configs nest deeper than \(maximumChildDepth) files")
            }
            configurations += try load(path: resolved, environment: environment, chain: chain + [path],
                                       parentFollowsSourcery: followsSourcery)
        }
        if !configurations.isEmpty { configurations[0].warnings = besideWarnings + configurations[0].warnings }
        return configurations
    }
}
