/// Command-line options of `reference`.
struct ReferenceOptions {
    var sources = ""
    var templates = ""
    var output = ""
    /// Stop after parsing and composing (times the parse phase alone).
    var parseOnly = false
    /// Report only the render and write phases (parsing still runs, untimed in the total).
    var renderOnly = false
    /// Text put before every generated file; defaults to modelgen's header.
    var header = GeneratedHeader.text

    static let usage = """
        usage: reference --sources DIR --templates DIR --output DIR [--parse-only] [--render-only]
                         [--header TEXT]
        """

    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        func value(for flag: String) throws -> String {
            guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                throw UsageError(description: "\(flag) needs a value")
            }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--sources": sources = try value(for: argument)
            case "--templates": templates = try value(for: argument)
            case "--output": output = try value(for: argument)
            case "--header": header = try value(for: argument)
            case "--parse-only": parseOnly = true
            case "--render-only": renderOnly = true
            default: throw UsageError(description: "unknown argument '\(argument)'")
            }
        }
        if sources.isEmpty { throw UsageError(description: "--sources is required") }
        if !parseOnly && (templates.isEmpty || output.isEmpty) {
            throw UsageError(description: "--templates and --output are required unless --parse-only")
        }
        if parseOnly && renderOnly { throw UsageError(description: "--parse-only and --render-only exclude each other") }
    }
}
