#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport
import SwiftDeclParser

/// `modelgen init [--codable|--mappable] [--sources PATH] [--output PATH]`: sets a project up in
/// one step — a commented `.modelgen.yml`, the marker protocols when the sources lack them, and
/// the next command to run. It never overwrites an existing config.
enum InitCommand {
    static let usage = "USAGE: modelgen init [--codable|--mappable] [--sources PATH] [--output PATH]"

    static let help = """
    \(usage)

    Writes a commented .modelgen.yml in the current folder that uses the built-in templates,
    declares `protocol AutoCodable {}` / `protocol AutoMappable {}` in AutoProtocols.swift inside
    the sources folder when the sources do not declare them yet, and prints the next command.
    An existing .modelgen.yml is never overwritten.

    OPTIONS:
      --codable        Only the AutoCodable template (Codable: CodingKeys, init(from:), encode(to:)).
                         modelgen init --codable
      --mappable       Only the AutoMappable template (ObjectMapper: Mappable / ImmutableMappable).
                         modelgen init --mappable
      --sources PATH   Folder of the Swift sources to scan (default: Sources if it exists, else .).
                         modelgen init --sources App/Models
      --output PATH    Folder for the generated files (default: Generated).
                         modelgen init --output App/Generated
      -h, --help       Show this help.

    With neither --codable nor --mappable both templates are used.

    Exit status: 0 on success, 1 when .modelgen.yml already exists or a file cannot be written,
    2 on usage errors.
    """

    static let options = ["--codable", "--mappable", "--sources", "--output", "--help"]

    struct Choices: Equatable {
        var templates: [String] = []
        var sources: String?
        var output = "Generated"
    }

    static func run(_ arguments: [String]) -> Int32 {
        let choices: Choices
        do {
            guard let parsed = try parse(arguments) else {
                print(help)
                return 0
            }
            choices = parsed
        } catch let error as UsageError {
            standardError("modelgen init: error: \(error.message)\n\n\(usage)\nRun 'modelgen init --help' for details.\n")
            return 2
        } catch {
            standardError("modelgen init: error: \(error)\n")
            return 2
        }
        do {
            try perform(choices, in: FileManager.default.currentDirectoryPath)
            return 0
        } catch {
            standardError("\(error)\n")
            return 1
        }
    }

    /// Nil means help was asked for.
    static func parse(_ arguments: [String]) throws -> Choices? {
        var choices = Choices()
        var index = 0
        func value(for flag: String) throws -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("-") else {
                throw UsageError(message: "\(flag) needs a value, e.g. '\(flag) \(flag == "--sources" ? "Sources" : "Generated")'")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-h", "--help": return nil
            case "--codable": choices.templates.append("AutoCodable")
            case "--mappable": choices.templates.append("AutoMappable")
            case "--sources": choices.sources = try value(for: argument)
            case "--output": choices.output = try value(for: argument)
            default:
                let hint = ClosestMatch.suggestion(for: argument, among: options).map { " (did you mean \($0)?)" } ?? ""
                throw UsageError(message: "unknown option '\(argument)'\(hint)")
            }
            index += 1
        }
        return choices
    }

    static func perform(_ choices: Choices, in directory: String) throws {
        let manager = FileManager.default
        let configPath = directory + "/" + SettingsResolver.defaultConfigName
        guard !manager.fileExists(atPath: configPath) else {
            throw GenerationError(description: "\(SettingsResolver.defaultConfigName): error: a config already exists here; "
                + "edit it, or remove it first to start over")
        }
        let sources = choices.sources ?? (isDirectory(directory + "/Sources") ? "Sources" : ".")
        let sourcesPath = PathResolver.resolve(sources, relativeTo: directory)
        guard isDirectory(sourcesPath) else {
            throw GenerationError(description: "\(sources): error: sources folder does not exist; pass --sources PATH")
        }
        let templates = choices.templates.isEmpty ? BuiltinTemplates.names : choices.templates
        let missing = try missingMarkerProtocols(templates, in: sourcesPath)
        if !missing.isEmpty {
            let protocolsPath = sourcesPath + "/AutoProtocols.swift"
            guard !manager.fileExists(atPath: protocolsPath) else {
                throw GenerationError(description: "\(PathResolver.display(protocolsPath)): error: exists but does not declare "
                    + missing.joined(separator: ", ") + "; add `protocol \(missing[0]) {}` to it")
            }
            try AtomicFileWriter.write(FileContents(Array(markerProtocolsFile(missing).utf8)), to: protocolsPath)
            print("wrote \(PathResolver.display(protocolsPath)) (declares \(missing.joined(separator: ", ")))")
        }
        try AtomicFileWriter.write(FileContents(Array(configFile(sources: sources, output: choices.output, templates: templates).utf8)),
                                   to: configPath)
        print("wrote \(SettingsResolver.defaultConfigName)")
        print("""

        Next: mark a model, e.g. `struct User: \(templates[0]) { let name: String }`, then run

            modelgen

        to write \(choices.output)/\(templates[0]).generated.swift (modelgen --watch keeps it up to date).
        """)
    }

    /// Marker protocols the chosen templates select on that no source file declares.
    static func missingMarkerProtocols(_ templates: [String], in sourcesPath: String) throws -> [String] {
        let files = try FileCollector.collect(PathSelection(include: [sourcesPath]), fileExtension: "swift", role: "sources")
        var declared = Set<String>()
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let result = SwiftParser.parse(path: file, bytes: [UInt8](data))
            for declaration in result.declarations where declaration.kind == .protocol {
                declared.insert(declaration.name)
            }
        }
        return templates.filter { !declared.contains($0) }
    }

    static func markerProtocolsFile(_ protocols: [String]) -> String {
        var text = "// Marker protocols: adopt one to have modelgen generate code for a type.\n"
        text += "// They declare nothing; the generated code adds the real conformances.\n\n"
        for name in protocols { text += "protocol \(name) {}\n" }
        return text
    }

    static func configFile(sources: String, output: String, templates: [String]) -> String {
        """
        # modelgen configuration; the README's Usage section explains every key.
        # Run `modelgen` in this folder to generate; `modelgen --watch` regenerates on every save;
        # `modelgen --check` (CI) fails when the generated files are stale.

        # Swift sources to scan: files or folders (searched recursively).
        sources:
          - \(sources)

        # Templates: built-in ones by name, or your own .stencil files and folders.
        # `modelgen templates` lists the built-ins; `modelgen templates show NAME` prints one to adapt.
        templates:
        \(templates.map { "  - \"builtin:\($0)\"" }.joined(separator: "\n"))

        # Folder for <Template>.generated.swift (created when missing).
        output: \(output)

        # Values templates read as `argument.NAME`, e.g.:
        # args:
        #   imports: [Foundation]

        """
    }

    private static func isDirectory(_ path: String) -> Bool {
        FileManager.default.isDirectory(atPath: path) == true
    }

    private static func standardError(_ text: String) {
        StandardStream.error.write(text)
    }
}
