#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TemplateEngine

/// `modelgen render --template FILE --context FILE.json [--strict] [--whitespace MODE]`:
/// renders one template against a JSON context to standard output. `include`/`extends`/`import`
/// names resolve in the template's folder. Template and JSON errors go to standard error with
/// exit status 1; usage errors exit 2 with the usage line.
enum RenderCommand {
    static let usage = "usage: modelgen render --template FILE --context FILE.json [--strict] [--whitespace sourcery|stencil|smart|all]"

    static let help = """
    \(usage)

    Renders one template against a JSON context and prints the result: the quickest way to try a
    template or a filter. include/extends/import names resolve in the template's folder.

    OPTIONS:
      --template FILE       The template to render.
                              modelgen render --template Templates/Greeting.stencil --context ctx.json
      --context FILE.json   The context: a JSON object. Numbers without a fraction or exponent are integers.
                              modelgen render --template t.stencil --context ctx.json
      --strict              An undefined variable or unknown property is an error with its location.
                              modelgen render --strict --template t.stencil --context ctx.json
      --whitespace MODE     sourcery (default: Sourcery's blank-line compaction), stencil (a bare Stencil
                            environment), smart or all (Stencil's trim behaviours).
                              modelgen render --whitespace stencil --template t.stencil --context ctx.json
      -h, --help            Show this help.

    Exit status: 0 on success, 1 for template or JSON errors (printed as path:line:column: error: …),
    2 on usage errors.
    """

    static let options = ["--template", "--context", "--strict", "--whitespace", "--help"]

    struct Invocation: Equatable {
        var templatePath: String
        var contextPath: String
        var strict = false
        var whitespace = WhitespaceMode.sourcery
    }

    enum UsageError: Error, Equatable {
        case message(String)
        case helpRequested
    }

    static func run(_ arguments: [String]) -> Int32 {
        let invocation: Invocation
        do {
            invocation = try parse(arguments)
        } catch UsageError.helpRequested {
            print(help)
            return 0
        } catch UsageError.message(let message) {
            writeError("modelgen render: \(message)\n\(usage)\n")
            return 2
        } catch {
            writeError("\(usage)\n")
            return 2
        }
        do {
            let output = try render(invocation)
            StandardStream.output.write(output)
            return 0
        } catch {
            writeError("\(error)\n")
            return 1
        }
    }

    static func parse(_ arguments: [String]) throws -> Invocation {
        var template: String?
        var context: String?
        var strict = false
        var whitespace = WhitespaceMode.sourcery
        var index = 0
        func value(for option: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw UsageError.message("\(option) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--template": template = try value(for: argument)
            case "--context": context = try value(for: argument)
            case "--strict": strict = true
            case "--whitespace":
                let name = try value(for: argument)
                guard let mode = WhitespaceMode(rawValue: name) else {
                    throw UsageError.message("unknown whitespace mode '\(name)'")
                }
                whitespace = mode
            case "-h", "--help":
                throw UsageError.helpRequested
            default:
                let hint = argument.hasPrefix("-")
                    ? ClosestMatch.suggestion(for: argument, among: options).map { " (did you mean \($0)?)" } ?? "" : ""
                throw UsageError.message("unexpected argument '\(argument)'\(hint)")
            }
            index += 1
        }
        guard let templatePath = template else { throw UsageError.message("missing --template") }
        guard let contextPath = context else { throw UsageError.message("missing --context") }
        return Invocation(templatePath: templatePath, contextPath: contextPath, strict: strict, whitespace: whitespace)
    }

    static func render(_ invocation: Invocation) throws -> String {
        let templateText = try readText(invocation.templatePath, what: "template")
        let contextText = try readText(invocation.contextPath, what: "context")
        let context = try JSONValueReader.readContext(contextText, path: invocation.contextPath)
        let folder = URL(fileURLWithPath: invocation.templatePath).deletingLastPathComponent().path
        // `stencil` is a bare Stencil environment; the trim modes keep Sourcery's tags and filters
        // so users can try their templates under Stencil's trim behaviours.
        let options = RenderOptions(whitespace: invocation.whitespace, strict: invocation.strict,
                                    sourceryExtensions: invocation.whitespace != .stencil)
        let environment = Environment(loader: FileSystemLoader(directories: [folder]), options: options)
        let template = try environment.parseTemplate(source: templateText, path: invocation.templatePath)
        return try environment.render(template, context: context)
    }

    private static func readText(_ path: String, what: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TemplateError("cannot read \(what) file '\(path)'")
        }
        return try TemplateSource.decoding([UInt8](data), path: path, what: what).text
    }

    private static func writeError(_ text: String) {
        StandardStream.error.write(text)
    }
}
