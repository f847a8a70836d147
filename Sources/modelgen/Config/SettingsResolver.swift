#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport

/// Combines command-line flags with a config file. The command line wins: `--sources` replaces the
/// config's source list (its excludes are kept and `--exclude-sources` adds to them), `--args` keys
/// override `args:` keys, `--strict` turns strict mode on.
///
/// Which config is read: `--config FILE` (a folder: its `.sourcery.yml`); otherwise `.modelgen.yml`
/// in the current folder, else `.sourcery.yml`, but only when none of `--sources`/`--templates`/
/// `--output` is given (then the command line says it all).
enum SettingsResolver {
    static let defaultConfigName = ".modelgen.yml"
    static let sourceryConfigName = ".sourcery.yml"

    /// The settings of a run with one configuration (the first, when the config file holds several).
    static func resolve(_ options: GenerateOptions,
                        currentDirectory: String = PathResolver.currentDirectory,
                        environment: [String: String] = ProcessInfo.processInfo.environment) throws -> GenerationSettings {
        try resolveAll(options, currentDirectory: currentDirectory, environment: environment)[0]
    }

    /// One `GenerationSettings` per configuration of the config file (`configurations:` and
    /// `child:` files give several), in file order.
    static func resolveAll(_ options: GenerateOptions,
                           currentDirectory: String = PathResolver.currentDirectory,
                           environment: [String: String] = ProcessInfo.processInfo.environment) throws -> [GenerationSettings] {
        var configPath: String?
        if let explicit = options.configFile {
            configPath = PathResolver.resolve(explicit, relativeTo: currentDirectory)
            // As in Sourcery, a folder stands for the `.sourcery.yml` inside it.
            if let folder = configPath, FileManager.default.isDirectory(atPath: folder) == true {
                configPath = folder + "/" + sourceryConfigName
            }
        } else if !options.namesInputsOnCommandLine {
            // `.modelgen.yml`, else a Sourcery project's `.sourcery.yml`.
            let candidates = [defaultConfigName, sourceryConfigName].map { currentDirectory + "/" + $0 }
            guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
                throw UsageError(message: "nothing to do: no \(defaultConfigName) in the current folder (nor \(sourceryConfigName)) and no --sources/--templates/--output given")
            }
            configPath = found
        }
        guard let path = configPath else {
            return [try resolve(options, config: ConfigFile(), configPath: nil, projectRoot: currentDirectory,
                                currentDirectory: currentDirectory, environment: environment)]
        }
        // The project is the config file's folder: `sourcery:file:` outputs may go anywhere inside it.
        let projectRoot = PathText.deletingLastComponent(path)
        return try ConfigurationSet.load(path: path, environment: environment).map { config in
            try resolve(options, config: config, configPath: path, projectRoot: projectRoot,
                        currentDirectory: currentDirectory, environment: environment)
        }
    }

    private static func resolve(_ options: GenerateOptions, config: ConfigFile, configPath: String?, projectRoot: String,
                                currentDirectory: String, environment: [String: String]) throws -> GenerationSettings {
        let configName = (config.file ?? configPath).map(PathResolver.display)
        func missing(_ flag: String, _ key: String) -> UsageError {
            let inConfig = configName.map { " or '\(key):' in \($0)" } ?? ""
            return UsageError(message: "no \(key): give \(flag) PATH\(inConfig)")
        }
        let cwd = { (path: String) in PathResolver.resolve(path, relativeTo: currentDirectory) }

        var sources = config.sources ?? PathSelection()
        let listedSources = try readSourcesLists(options.sourcesLists.map(cwd))
        if !options.sources.isEmpty || !options.sourcesLists.isEmpty {
            sources.include = options.sources.map(cwd) + listedSources.map(cwd)
        }
        sources.exclude += options.excludeSources.map(cwd)
        var templates = config.templates ?? PathSelection()
        if !options.templates.isEmpty {
            templates.include = options.templates.map { BuiltinTemplates.isBuiltinEntry($0) ? $0 : cwd($0) }
        }
        templates.exclude += options.excludeTemplates.map(cwd)

        guard !sources.include.isEmpty else { throw missing("--sources", "sources") }
        if templates.include.isEmpty {
            // Sourcery requires templates; modelgen's own config and flags fall back to the built-in
            // ones, so a first run needs nothing but sources.
            if config.followsSourcery { throw missing("--templates", "templates") }
            templates.include = [BuiltinTemplates.all]
        }
        guard let output = options.output.map(cwd) ?? config.output else { throw missing("--output", "output") }

        var cacheDirectory: String?
        if !options.disableCache {
            if let path = options.cachePath { cacheDirectory = cwd(path) }
            else if let path = config.cachePath { cacheDirectory = path }
            else { cacheDirectory = defaultCacheDirectory(environment: environment) }
        }

        var settings = GenerationSettings(
            sources: sources, templates: templates, output: output,
            arguments: config.arguments.merging(options.arguments) { _, commandLine in commandLine },
            strict: options.strict || (config.strict ?? false),
            cacheDirectory: cacheDirectory, verbosity: options.verbosity,
            check: options.check, dryRun: options.dryRun || options.dryJSON, watch: options.watch,
            configFile: configPath,
            forceParse: config.forceParse + options.forceParse,
            limits: config.limits)
        settings.projectRoot = projectRoot
        settings.header = GeneratedHeader(hidesVersion: options.hideVersionHeader || (config.hideVersionHeader ?? false),
                                          prefix: options.headerPrefix ?? config.headerPrefix)
        if let problem = settings.header.prefixProblem {
            throw UsageError(message: (options.headerPrefix != nil ? "--headerPrefix" : "headerPrefix in \(configName ?? "the config")") + ": " + problem)
        }
        settings.baseIndentation = options.baseIndentation ?? config.baseIndentation ?? 0
        settings.parseDocumentation = options.parseDocumentation || (config.parseDocumentation ?? !config.followsSourcery)
        settings.missingSourcesAreWarnings = config.followsSourcery
        settings.configWarnings = config.warnings.map(\.description)
        settings.dryJSON = options.dryJSON
        // A config file named by absolute path makes Sourcery's paths from it absolute too.
        let configFolder = options.configFile.flatMap { $0.hasPrefix("/") ? projectRoot : nil }
        settings.absolutelyTypedPaths = (options.sources + options.templates + [options.output].compactMap { $0 })
            .filter { $0.hasPrefix("/") }.map(PathResolver.normalize) + [configFolder].compactMap { $0 }
        return settings
    }

    /// Entries of `--sources-list` files (relative entries are relative to the current folder,
    /// where Xcode runs script phases); a list that cannot be read is a usage error.
    private static func readSourcesLists(_ lists: [String]) throws -> [String] {
        try lists.flatMap { try XcfilelistReader.read(path: $0) }
    }

    /// The cache lives outside the project so it never shows up in sources or version control:
    /// `$XDG_CACHE_HOME/modelgen`, else `~/.cache/modelgen`.
    static func defaultCacheDirectory(environment: [String: String]) -> String {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return PathResolver.normalize(xdg + "/modelgen")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path
        return PathResolver.normalize(home + "/.cache/modelgen")
    }
}
