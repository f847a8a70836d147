import SystemSupport

/// What `--dry` prints: Sourcery's JSON document of what a run would write, laid out as
/// Sourcery's pretty-printed `JSONEncoder` output (keys in declaration order).
///
/// One output per template (`template`, or `allTemplates` for a single `.swift` output file), per
/// inline block put into a source file (`range`: `path:location` or `path:start-end` in UTF-16
/// units of the file on disk), and per `sourcery:file:` output (`path`), in Sourcery's order: each
/// template's inline blocks (last place in the file first) then its own output; with a single
/// output file, every template's inline blocks then that file; the `sourcery:file:` outputs last.
enum DryOutputDocument {
    struct OutputType: Equatable {
        enum SubType: String {
            case allTemplates, template, path, range
        }
        var id: String?
        var subType: SubType
    }

    struct Output: Equatable {
        var type: OutputType
        var outputPath: String
        var value: String
    }

    struct Success: Equatable {
        var outputs: [Output]
    }

    struct Failure: Equatable {
        var error: String
        var log: [String]
    }

    /// The outputs of `plan`; `spell` turns an absolute path into the one printed.
    static func outputs(of plan: OutputPlan, spell: (String) -> String) -> [Output] {
        var placementsByTemplate: [String: [InlinePlacement]] = [:]
        for placement in plan.inlinePlacements { placementsByTemplate[placement.templatePath, default: []].append(placement) }
        func ranges(of template: String) -> [Output] {
            // Sourcery puts a template's blocks in from the last place in a file to the first.
            let placements = (placementsByTemplate[template] ?? []).enumerated()
                .sorted { ($0.element.location, $1.offset) > ($1.element.location, $0.offset) }.map(\.element)
            return placements.map { placement in
                let file = spell(placement.path)
                let id = placement.length == 0 ? "\(file):\(placement.location)"
                    : "\(file):\(placement.location)-\(placement.location + placement.length)"
                return Output(type: OutputType(id: id, subType: .range), outputPath: file, value: placement.text)
            }
        }
        var outputs: [Output] = []
        var fileBlocks: [Output] = []
        for file in plan.generatedFiles {
            let value = file.contents.map { $0.withBytes { String(decoding: $0, as: UTF8.self) } } ?? file.blankText ?? ""
            let path = spell(file.path)
            switch file.origin {
            case .template(let template):
                outputs += ranges(of: template)
                outputs.append(Output(type: OutputType(id: spell(template), subType: .template), outputPath: path, value: value))
            case .allTemplates:
                for template in plan.templatePaths { outputs += ranges(of: template) }
                outputs.append(Output(type: OutputType(id: nil, subType: .allTemplates), outputPath: path, value: value))
            case .fileBlock:
                fileBlocks.append(Output(type: OutputType(id: path, subType: .path), outputPath: path, value: value))
            }
        }
        return outputs + fileBlocks
    }

    static func json(_ success: Success) -> String {
        let outputs = success.outputs.map { output in
            var type: [(String, String)] = []
            if let id = output.type.id { type.append(("id", quoted(id))) }
            type.append(("subType", quoted(output.type.subType.rawValue)))
            return object([("type", object(type, depth: 3)), ("outputPath", quoted(output.outputPath)),
                           ("value", quoted(output.value))], depth: 2)
        }
        return object([("outputs", array(outputs, depth: 1))], depth: 0)
    }

    static func json(_ failure: Failure) -> String {
        object([("error", quoted(failure.error)), ("log", array(failure.log.map(quoted), depth: 1))], depth: 0)
    }

    // Sourcery encodes with `JSONEncoder` and `.prettyPrinted`: two spaces per level, `"key" : value`,
    // an empty array as `[`, a blank line and `]`. Its keys come out in the order of a Swift
    // dictionary, which changes from run to run; here they are in declaration order, always.
    private static func object(_ members: [(String, String)], depth: Int) -> String {
        let inner = String(repeating: "  ", count: depth + 1)
        let body = members.map { "\(inner)\(quoted($0.0)) : \($0.1)" }.joined(separator: ",\n")
        return "{\n\(body)\n\(String(repeating: "  ", count: depth))}"
    }

    private static func array(_ elements: [String], depth: Int) -> String {
        let inner = String(repeating: "  ", count: depth + 1)
        return "[\n\(elements.map { inner + $0 }.joined(separator: ",\n"))\n\(String(repeating: "  ", count: depth))]"
    }

    /// A JSON string as `JSONEncoder` writes it.
    static func quoted(_ text: String) -> String {
        JSONStringLiteral.quoted(text, .jsonEncoder)
    }

    /// How `--dry` names a path: as typed when it lies under a path given absolute on the command
    /// line, else relative to the current folder when inside it (Sourcery prints paths as typed).
    static func spelling(absolutelyTyped roots: [String]) -> (String) -> String {
        { path in
            roots.contains { path == $0 || path.hasPrefix($0 + "/") } ? path : PathResolver.display(path)
        }
    }
}
