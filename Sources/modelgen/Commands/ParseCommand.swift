#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SwiftDeclParser

/// `modelgen parse [--json] PATH...`: prints the composed model the templates would see.
enum ParseCommand {
    static let help = """
    USAGE: modelgen parse [--json] PATH...

    Parses Swift sources and prints the composed model that templates receive: every type
    (nested ones as Outer.Inner) with its variables, methods, enum cases, annotations and
    the implements/inherits/based relationships. Use it to debug templates.

    ARGUMENTS:
      PATH        A .swift file or a folder, searched recursively for .swift files
                  (hidden folders skipped), as generation searches --sources.

    OPTIONS:
      --json      Print JSON (keys sorted; format in docs/architecture.md) instead of an outline.
      -h, --help  Show this help.

    EXAMPLE:
      modelgen parse --json Sources/Models > model.json
      modelgen parse Sources/Models/User.swift

    Exit status: 0 on success (parse warnings go to stderr), 1 when a path does not exist,
    2 on usage errors.
    """

    static func run(_ arguments: [String]) -> Int32 {
        var asJSON = false
        var paths: [String] = []
        var optionsEnded = false
        for argument in arguments {
            if !optionsEnded && argument.hasPrefix("-") && argument != "-" {
                switch argument {
                case "--json": asJSON = true
                case "-h", "--help":
                    print(help)
                    return 0
                case "--": optionsEnded = true
                default:
                    printError("modelgen parse: error: unknown option '\(argument)'\n\nUSAGE: modelgen parse [--json] PATH...\nRun 'modelgen parse --help' for details.")
                    return 2
                }
            } else {
                paths.append(argument)
            }
        }
        guard !paths.isEmpty else {
            printError("modelgen parse: error: missing PATH\n\nUSAGE: modelgen parse [--json] PATH...\nRun 'modelgen parse --help' for details.")
            return 2
        }
        // The files and the parse of a generation run: the same folder search, the same scanner.
        let model: ComposedModel
        do {
            let files = try FileCollector.collect(PathSelection(include: paths), fileExtension: "swift", role: "sources")
            model = Composer.compose(try SourceScanner(cache: nil, options: .everything).scan(files).files)
        } catch {
            printError("modelgen parse: \(PathResolver.relativizeMessages(String(describing: error)))")
            return 1
        }
        if asJSON {
            StandardStream.output.write(ModelDumper.json(model))
        } else {
            StandardStream.output.write(ModelDumper.outline(model))
            for diagnostic in model.diagnostics { printError(diagnostic.description) }
        }
        return 0
    }

    private static func printError(_ message: String) {
        StandardStream.error.write(message + "\n")
    }
}
