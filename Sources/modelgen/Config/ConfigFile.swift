#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport

/// The settings read from `.modelgen.yml` or a Sourcery `.sourcery.yml`.
///
/// Both files use the same keys (modelgen's format *is* Sourcery's, minus what modelgen does not do):
///
///     sources:                 # a path, a list, or include:/exclude: lists
///       include: [Models]
///       exclude: [Models/Legacy]
///     templates: [Templates]
///     output: Generated        # or `output: { path: Generated }`, or a single `.swift` file
///     args: { public: true, imports: [Foundation] }
///     strict: true             # modelgen only: undefined template variables are errors
///     cacheBasePath: .cache    # folder for the parse cache
///     parseDocumentation: true # documentation comments reach templates
///     hideVersionHeader: true  # headers without the version
///     headerPrefix: "// swiftlint:disable:this file_name"
///     baseIndentation: 4       # spaces added to inline:auto blocks
///
/// Relative paths are relative to the folder that holds the config file. `${NAME}` in a value is
/// replaced by the environment variable NAME; `configurations:` lists several configurations (or
/// `child:` config files) in one file (see `ConfigurationSet`).
struct ConfigFile: Equatable {
    var sources: PathSelection?
    var templates: PathSelection?
    var output: String?
    var arguments: [String: ArgumentValue] = [:]
    var strict: Bool?
    var cachePath: String?
    /// `forceParse: [generated]`, as `--force-parse`.
    var forceParse: [String] = []
    /// `limits: { loopIterations: N, outputBytes: N }`.
    var limits = TemplateLimits()
    var parseDocumentation: Bool?
    var hideVersionHeader: Bool?
    var headerPrefix: String?
    var baseIndentation: Int?
    /// The file these settings were read from, and the folder its relative paths start from.
    var file: String?
    var baseDirectory: String?
    /// Read with Sourcery's defaults (`ConfigFlavour`): templates required, documentation off.
    var followsSourcery = false
    /// What reading the file found worth a warning: keys a Sourcery config may hold that modelgen ignores.
    var warnings: [ConfigDiagnostic] = []

    static let supportedKeys = ["sources", "templates", "output", "args", "strict", "cacheBasePath", "forceParse",
                                "parseDocumentation", "hideVersionHeader", "headerPrefix", "baseIndentation", "limits"]

    /// Sourcery keys that exist but that modelgen deliberately does not implement, with the reason.
    static let unsupportedSourceryKeys: [String: String] = [
        "project": "Xcode projects are not read; list source folders under 'sources'",
        "package": "Swift packages are not read; list source folders under 'sources'",
        "configurations": "'configurations' must be the only key of a config file",
        "child": "'child' is read inside 'configurations' entries only",
        "xcode": "Xcode project linking is not supported",
        "logAST": "AST logging is not supported",
        "logBenchmarks": "benchmark logging is not supported",
    ]

    static func load(path: String, environment: [String: String]? = nil) throws -> ConfigFile {
        let base = PathText.deletingLastComponent(PathResolver.absolute(path))
        return try parse(text(at: path), path: path, baseDirectory: base, environment: environment)
    }

    /// The file's text, read as UTF-8.
    static func text(at path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            if FileManager.default.isDirectory(atPath: path) == true {
                throw ConfigError(path: path, message: "is a folder, not a config file")
            }
            throw ConfigError(path: path, message: "cannot read config file (no such file or not readable)")
        }
        let bytes = [UInt8](data)
        if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
            let (line, column, lineText) = UTF8Validation.location(ofOffset: offset, in: bytes)
            throw ConfigError(path: path, line: line, column: column,
                              message: "config file is not valid UTF-8 (byte \(UTF8Validation.hex(bytes[offset])))", lineText: lineText)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Errors and warnings show the line of `text` they are about.
    static func parse(_ text: String, path: String, baseDirectory: String, environment: [String: String]? = nil) throws -> ConfigFile {
        let source = ConfigSource(text: text, path: path)
        var config = try source.showingLines {
            var root = try YAMLReader.parse(text, path: path)
            if let environment { root = try EnvironmentExpansion.expand(root, environment: environment, path: path) }
            return try parse(root, path: path, baseDirectory: baseDirectory)
        }
        config.warnings = source.showingLines(config.warnings)
        return config
    }

    /// One configuration: a mapping of the supported keys. `followsSourcery` overrides the flavour
    /// the file name gives (the children of a Sourcery config are read as Sourcery reads them).
    static func parse(_ root: YAMLNode, path: String, baseDirectory: String, followsSourcery: Bool? = nil) throws -> ConfigFile {
        var config = ConfigFile()
        config.file = path
        config.baseDirectory = baseDirectory
        config.followsSourcery = followsSourcery ?? ConfigFlavour.followsSourcery(path)
        if case .null = root.kind { return config }
        guard let entries = root.entries else {
            throw ConfigError(path: path, line: root.line, column: root.column,
                              message: "a config file must be a mapping of keys (sources, templates, output, …), found \(root.kindName)")
        }
        config.warnings = try rejectUnsupportedKeys(entries, path: path, followsSourcery: config.followsSourcery)

        let paths = ConfigPathReader(path: path, baseDirectory: baseDirectory, followsSourcery: config.followsSourcery)
        var pathWarnings: [ConfigDiagnostic] = []
        for entry in entries {
            let value = entry.value
            switch entry.key {
            case "sources": config.sources = try paths.selection(value, key: "sources") { pathWarnings.append($0) }
            case "templates": config.templates = try paths.selection(value, key: "templates") { pathWarnings.append($0) }
            case "output": config.output = try paths.output(value) { pathWarnings.append($0) }
            case "args":
                if case .null = value.kind { continue }
                guard let argumentEntries = value.entries else {
                    throw ConfigError(path: path, line: value.line, column: value.column,
                                      message: "'args' must be a mapping of names to values, found \(value.kindName)")
                }
                for argument in argumentEntries {
                    config.arguments[argument.key] = try ArgumentValue(yaml: argument.value, path: path, keyPath: "args.\(argument.key)")
                }
            case "strict":
                guard case .bool(let flag) = try settingValue(value, path: path, keyPath: "strict") else {
                    throw ConfigError(path: path, line: value.line, column: value.column, message: "'strict' must be true or false")
                }
                config.strict = flag
            case "cacheBasePath":
                config.cachePath = try paths.single(value, key: "cacheBasePath")
            case "forceParse":
                config.forceParse = try words(value, key: "forceParse", path: path)
            case "limits":
                config.limits = try limits(value, path: path)
            case "parseDocumentation":
                config.parseDocumentation = try flag(value, key: "parseDocumentation", path: path)
            case "hideVersionHeader":
                config.hideVersionHeader = try flag(value, key: "hideVersionHeader", path: path)
            case "headerPrefix":
                guard let text = value.string else {
                    throw ConfigError(path: path, line: value.line, column: value.column, message: "'headerPrefix' must be text, found \(value.kindName)")
                }
                config.headerPrefix = text
            case "baseIndentation":
                guard case .int(let spaces) = try settingValue(value, path: path, keyPath: "baseIndentation"), (0...64).contains(spaces) else {
                    throw ConfigError(path: path, line: value.line, column: value.column, message: "'baseIndentation' must be a number of spaces from 0 to 64")
                }
                config.baseIndentation = spaces
            default:
                break // rejected above
            }
        }
        config.warnings += pathWarnings
        return config
    }

    /// `limits:`: a mapping of `loopIterations` and `outputBytes` to positive whole numbers.
    private static func limits(_ node: YAMLNode, path: String) throws -> TemplateLimits {
        guard let entries = node.entries else {
            throw ConfigError(path: path, line: node.line, column: node.column,
                              message: "'limits' must be a mapping (loopIterations, outputBytes), found \(node.kindName)")
        }
        var limits = TemplateLimits()
        for entry in entries {
            guard case .int(let number) = try settingValue(entry.value, path: path, keyPath: "limits.\(entry.key)"), number > 0 else {
                throw ConfigError(path: path, line: entry.value.line, column: entry.value.column,
                                  message: "'limits.\(entry.key)' must be a positive whole number")
            }
            switch entry.key {
            case "loopIterations": limits.loopIterations = number
            case "outputBytes": limits.outputBytes = number
            default:
                throw ConfigError(path: path, line: entry.keyLine, column: entry.keyColumn,
                                  message: "unknown limit '\(entry.key)' (known: loopIterations, outputBytes)")
            }
        }
        return limits
    }

    /// A setting typed from its text (`true`, `4`), also when an environment variable supplied it:
    /// only `args:` values keep a variable's value as text.
    private static func settingValue(_ node: YAMLNode, path: String, keyPath: String) throws -> ArgumentValue {
        var node = node
        node.holdsEnvironmentText = false
        return try ArgumentValue(yaml: node, path: path, keyPath: keyPath)
    }

    private static func flag(_ node: YAMLNode, key: String, path: String) throws -> Bool {
        guard case .bool(let flag) = try settingValue(node, path: path, keyPath: key) else {
            throw ConfigError(path: path, line: node.line, column: node.column, message: "'\(key)' must be true or false")
        }
        return flag
    }

    /// A word or a list of words (not paths: nothing is resolved against the config's folder).
    private static func words(_ node: YAMLNode, key: String, path: String) throws -> [String] {
        let items: [YAMLNode]
        switch node.kind {
        case .null: return []
        case .scalar: items = [node]
        case .sequence(let list): items = list
        case .mapping:
            throw ConfigError(path: path, line: node.line, column: node.column, message: "'\(key)' must be a word or a list of words, found a mapping")
        }
        return try items.map { item in
            guard let text = item.string, !text.isEmpty else {
                throw ConfigError(path: path, line: item.line, column: item.column, message: "'\(key)' entries must be words, found \(item.kindName)")
            }
            return text
        }
    }

    /// One error naming every key modelgen does not read, located at the first of them. Sourcery
    /// ignores keys it does not know, so in a Sourcery config an unknown key (not one of the
    /// Sourcery features modelgen refuses) is a warning naming it instead, and the run goes on.
    private static func rejectUnsupportedKeys(_ entries: [YAMLNode.Entry], path: String, followsSourcery: Bool) throws -> [ConfigDiagnostic] {
        var unsupported = entries.filter { !supportedKeys.contains($0.key) }
        var warnings: [ConfigDiagnostic] = []
        if followsSourcery {
            for entry in unsupported where unsupportedSourceryKeys[entry.key] == nil {
                let hint = ClosestMatch.suggestion(for: entry.key, among: supportedKeys).map { " (did you mean '\($0)'?)" } ?? ""
                warnings.append(.warning(path: path, line: entry.keyLine, column: entry.keyColumn,
                                         message: "unknown config key '\(entry.key)' ignored, as Sourcery does" + hint))
            }
            unsupported = unsupported.filter { unsupportedSourceryKeys[$0.key] != nil }
        }
        guard let first = unsupported.first else { return warnings }
        var lines: [String] = []
        for entry in unsupported {
            if let reason = unsupportedSourceryKeys[entry.key] {
                lines.append("'\(entry.key)': \(reason)")
            } else if let suggestion = ClosestMatch.suggestion(for: entry.key, among: supportedKeys) {
                lines.append("'\(entry.key)': unknown key (did you mean '\(suggestion)'?)")
            } else {
                lines.append("'\(entry.key)': unknown key")
            }
        }
        let names = unsupported.map { $0.key }.joined(separator: ", ")
        let message = "unsupported config key\(unsupported.count == 1 ? "" : "s") \(names)\n"
            + lines.map { "  " + $0 }.joined(separator: "\n")
            + "\n  supported keys: " + supportedKeys.joined(separator: ", ")
        throw ConfigError(path: path, line: first.keyLine, column: first.keyColumn, message: message)
    }
}
