#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `modelgen adopt [--dry-run] [--to AutoMappable|AutoCodable] PATH...`: turns hand-written
/// ObjectMapper and Codable mapping code into annotated AutoMappable / AutoCodable models.
enum AdoptCommand {
    static let usage = "USAGE: modelgen adopt [--dry-run] [--to AutoMappable|AutoCodable] PATH..."

    static let help = """
    \(usage)

    Rewrites hand-written models so modelgen generates their mapping code: ObjectMapper models
    (Mappable, ImmutableMappable, classes and subclasses) become AutoMappable, Codable models with
    CodingKeys / init(from:) / encode(to:) become AutoCodable. The hand-written conformance and
    members go, keys, nested paths and transforms become annotations, properties the mapping never
    touches get `skip`. A type whose mapping does anything the annotations cannot say is left
    untouched and listed with path:line and the reason; every other byte of a file is kept.
    The marker protocol is declared (AutoProtocols.swift) when the sources lack it.

    ARGUMENTS:
      PATH            A .swift file or a folder, searched recursively.

    OPTIONS:
      --dry-run       Print a unified diff of what would change; write nothing.
                        modelgen adopt --dry-run Sources/Models
      --to TARGET     AutoMappable or AutoCodable: move every model to one template (ObjectMapper
                      models to AutoCodable where the semantics carry over).
                        modelgen adopt --to AutoCodable Sources/Models
      -h, --help      Show this help.

    Then run `modelgen` to generate the code (see docs/adopt.md).

    Exit status: 0 on success (types left alone and files that do not parse are reported),
    1 when a path does not exist or a file cannot be written, 2 on usage errors.
    """

    struct Choices: Equatable {
        var dryRun = false
        var target: AdoptTarget?
        var paths: [String] = []
    }

    static let options = ["--dry-run", "--to", "--help"]

    static func run(_ arguments: [String]) -> Int32 {
        let choices: Choices
        do {
            guard let parsed = try parse(arguments) else {
                print(help)
                return 0
            }
            choices = parsed
        } catch let error as UsageError {
            StandardStream.error.write("modelgen adopt: error: \(error.message)\n\n\(usage)\nRun 'modelgen adopt --help' for details.\n")
            return 2
        } catch {
            StandardStream.error.write("modelgen adopt: error: \(error)\n")
            return 2
        }
        do {
            let report = try AdoptRun(choices: choices).perform()
            StandardStream.output.write(report.output)
            if !report.errors.isEmpty { StandardStream.error.write(report.errors) }
            return report.failed ? 1 : 0
        } catch {
            StandardStream.error.write("\(error)\n")
            return 1
        }
    }

    /// Nil means help was asked for.
    static func parse(_ arguments: [String]) throws -> Choices? {
        var choices = Choices()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            if optionsEnded || !argument.hasPrefix("-") {
                choices.paths.append(argument)
                index += 1
                continue
            }
            switch argument {
            case "-h", "--help": return nil
            case "--dry-run": choices.dryRun = true
            case "--": optionsEnded = true
            case "--to":
                index += 1
                guard index < arguments.count else { throw UsageError(message: "--to needs a value: AutoMappable or AutoCodable") }
                guard let target = AdoptTarget(rawValue: arguments[index]) else {
                    throw UsageError(message: "--to takes AutoMappable or AutoCodable, not '\(arguments[index])'")
                }
                choices.target = target
            default:
                let hint = ClosestMatch.suggestion(for: argument, among: options).map { " (did you mean \($0)?)" } ?? ""
                throw UsageError(message: "unknown option '\(argument)'\(hint)")
            }
            index += 1
        }
        guard !choices.paths.isEmpty else { throw UsageError(message: "missing PATH (a .swift file or a folder)") }
        return choices
    }
}
