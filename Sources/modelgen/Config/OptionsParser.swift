/// Reads `modelgen` generate flags. Values may follow the flag (`--sources Models`) or be
/// attached with `=` (`--sources=Models`). Unknown flags get a "did you mean" suggestion.
enum OptionsParser {
    private enum Flag: String, CaseIterable {
        case sources = "--sources", templates = "--templates", output = "--output", args = "--args"
        case config = "--config", excludeSources = "--exclude-sources", excludeTemplates = "--exclude-templates"
        case cachePath = "--cache-path", forceParse = "--force-parse"
        case sourcesList = "--sources-list", watchPoll = "--watch-poll"
        case watch = "--watch", check = "--check", dryRun = "--dry-run", dry = "--dry", strict = "--strict"
        case disableCache = "--disable-cache", verbose = "--verbose", quiet = "--quiet"
        case help = "--help", version = "--version"
        case hideVersionHeader = "--hideVersionHeader", headerPrefix = "--headerPrefix"
        case baseIndentation = "--base-indentation", parseDocumentation = "--parseDocumentation"

        var takesValue: Bool {
            switch self {
            case .sources, .templates, .output, .args, .config, .excludeSources, .excludeTemplates, .cachePath,
                 .sourcesList, .forceParse, .headerPrefix, .baseIndentation: return true
            default: return false
            }
        }
    }

    private static let shortFlags: [String: Flag] = ["-h": .help, "-v": .verbose, "-q": .quiet]

    static var allFlagNames: [String] { Flag.allCases.map { $0.rawValue } }

    static func parse(_ arguments: [String]) throws -> ParsedCommandLine {
        var options = GenerateOptions()
        var wantsHelp = false, wantsVersion = false
        var sawVerbose = false, sawQuiet = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            var name = argument
            var attachedValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attachedValue = String(argument[argument.index(after: equals)...])
            }
            guard let flag = Flag(rawValue: name) ?? shortFlags[name] else {
                throw unknownArgument(argument, name: name)
            }
            var value = ""
            if flag.takesValue {
                if let attached = attachedValue {
                    value = attached
                } else {
                    guard index < arguments.count, !looksLikeFlag(arguments[index]) else {
                        throw UsageError(message: "\(flag.rawValue) needs a value (\(valueHint(flag)))")
                    }
                    value = arguments[index]
                    index += 1
                }
                if value.isEmpty { throw UsageError(message: "\(flag.rawValue) needs a non-empty value (\(valueHint(flag)))") }
            } else if attachedValue != nil {
                throw UsageError(message: "\(flag.rawValue) takes no value")
            }

            switch flag {
            case .sources: options.sources.append(value)
            case .templates: options.templates.append(value)
            case .output:
                if options.output != nil { throw UsageError(message: "--output given more than once") }
                options.output = value
            case .args:
                do {
                    options.arguments.merge(try ArgumentsParser.parse(value)) { _, new in new }
                } catch let failure as ArgumentsParser.Failure {
                    throw UsageError(message: "--args: \(failure.description)")
                }
            case .config:
                if options.configFile != nil { throw UsageError(message: "--config given more than once") }
                options.configFile = value
            case .excludeSources: options.excludeSources.append(value)
            case .excludeTemplates: options.excludeTemplates.append(value)
            case .cachePath: options.cachePath = value
            case .forceParse: options.forceParse.append(value)
            case .watch: options.watch = true
            case .watchPoll: options.watch = true; options.watchPoll = true
            case .sourcesList: options.sourcesLists.append(value)
            case .check: options.check = true
            case .dryRun: options.dryRun = true
            case .dry: options.dryJSON = true
            case .strict: options.strict = true
            case .disableCache: options.disableCache = true
            case .verbose: sawVerbose = true; options.verbosity = .verbose
            case .quiet: sawQuiet = true; options.verbosity = .quiet
            case .hideVersionHeader: options.hideVersionHeader = true
            case .headerPrefix: options.headerPrefix = value
            case .baseIndentation:
                guard let spaces = Int(value), (0...64).contains(spaces) else {
                    throw UsageError(message: "--base-indentation needs a number of spaces from 0 to 64, not '\(value)'")
                }
                options.baseIndentation = spaces
            case .parseDocumentation: options.parseDocumentation = true
            case .help: wantsHelp = true
            case .version: wantsVersion = true
            }
        }
        if wantsHelp { return .help }
        if wantsVersion { return .version }
        if sawVerbose && sawQuiet { throw UsageError(message: "--verbose and --quiet cannot be combined") }
        if options.check && options.dryRun { throw UsageError(message: "--check and --dry-run cannot be combined (--check already writes nothing)") }
        if options.dryJSON && (options.check || options.dryRun) {
            throw UsageError(message: "--dry cannot be combined with \(options.check ? "--check" : "--dry-run") (--dry already writes nothing)")
        }
        if options.watch && (options.check || options.dryRun || options.dryJSON) {
            throw UsageError(message: "--watch cannot be combined with \(options.check ? "--check" : options.dryRun ? "--dry-run" : "--dry")")
        }
        if options.disableCache && options.cachePath != nil {
            throw UsageError(message: "--disable-cache and --cache-path cannot be combined")
        }
        return .generate(options)
    }

    private static func looksLikeFlag(_ argument: String) -> Bool {
        argument.hasPrefix("--") || shortFlags[argument] != nil
    }

    private static func valueHint(_ flag: Flag) -> String {
        switch flag {
        case .sources, .excludeSources: return "a .swift file or a folder"
        case .templates, .excludeTemplates: return "a .stencil file or a folder"
        case .output: return "a folder, or a file ending in .swift"
        case .args: return "key=value,flag"
        case .config: return "a .modelgen.yml or .sourcery.yml file"
        case .cachePath: return "a folder"
        case .forceParse: return "a file-name extension such as generated"
        case .sourcesList: return "an Xcode .xcfilelist, one source path per line"
        case .headerPrefix: return "text put before the header line"
        case .baseIndentation: return "a number of spaces"
        default: return ""
        }
    }

    private static func unknownArgument(_ argument: String, name: String) -> UsageError {
        if name.hasPrefix("-") {
            var message = "unknown option '\(name)'"
            let candidates = allFlagNames + Array(shortFlags.keys)
            let bare = name.hasPrefix("--") ? name : "-" + name   // `-sources` → `--sources`
            if let suggestion = ClosestMatch.suggestion(for: bare, among: candidates) {
                message += "; did you mean \(suggestion)?"
            }
            return UsageError(message: message)
        }
        var message = "unexpected argument '\(argument)'"
        if let subcommand = ClosestMatch.suggestion(for: argument, among: CommandLineHelp.subcommands) {
            message += "; did you mean 'modelgen \(subcommand)'?"
        } else {
            message += "; paths are given with --sources/--templates/--output"
        }
        return UsageError(message: message)
    }
}
