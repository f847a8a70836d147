import Foundation
import StencilReference

/// One differential case, read from `Conformance/Cases/*.json`.
///
/// A case file is `{"area": "...", "cases": [ … ]}`; each case has
/// - `name` (unique across all files),
/// - `template` (the main template) and optionally `templates` (named partials for include/extends),
/// - `context` (a JSON object, mapped by template-language.md §0),
/// - `whitespace`: one mode or a list of modes (`stencil`, `smart`, `all`, `sourcery`; default `stencil`),
/// - optionally `expected` (the output both sides must produce, checked against Stencil too) or
///   `error: true` (both sides must fail),
/// - optionally `difference`: the reason for a deliberate difference listed in Conformance/README.md;
///   such a case is still rendered and reported, but a disagreement does not fail the test,
/// - optionally `stencil: "crash"`: Stencil traps on this input, so only our side is rendered and it
///   must match `expected`/`error`.
struct ConformanceCase {
    var name: String
    var area: String
    var file: String
    var template: String
    var partials: [String: String]
    var context: JSONValue
    var modes: [ReferenceMode]
    var expected: String?
    var expectsError: Bool
    var difference: String?
    var stencilCrashes: Bool

    /// All templates the loader serves: the partials plus the main template.
    var templates: [String: String] {
        var all = partials
        all[StencilRenderer.mainTemplateName] = template
        return all
    }
}

struct CaseFileError: Error, CustomStringConvertible {
    let description: String
}

enum CaseLibrary {
    /// `Conformance/Cases`, found from this source file so `swift test` works from any directory.
    static var directory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // TemplateConformanceTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // Conformance
            .appendingPathComponent("Cases")
    }

    static func loadAll() throws -> [ConformanceCase] {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".json") }
            .sorted()
        var cases: [ConformanceCase] = []
        var seen = Set<String>()
        for file in files {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            let root: JSONValue
            do { root = try JSONReader.parse(text) } catch { throw CaseFileError(description: "\(file): \(error)") }
            for item in try parseFile(root, file: file) {
                guard seen.insert(item.name).inserted else {
                    throw CaseFileError(description: "\(file): duplicate case name \(item.name)")
                }
                cases.append(item)
            }
        }
        return cases
    }

    private static func parseFile(_ root: JSONValue, file: String) throws -> [ConformanceCase] {
        guard let area = root["area"]?.stringValue, case let .array(items)? = root["cases"] else {
            throw CaseFileError(description: "\(file): expected {\"area\": …, \"cases\": [ … ]}")
        }
        return try items.map { try parseCase($0, area: area, file: file) }
    }

    private static let knownKeys: Set<String> = [
        "name", "template", "templates", "context", "whitespace", "expected", "error", "difference",
        "stencil", "note",
    ]

    private static func parseCase(_ item: JSONValue, area: String, file: String) throws -> ConformanceCase {
        func fail(_ message: String) -> CaseFileError { CaseFileError(description: "\(file): \(message)") }
        guard case let .object(pairs) = item, let name = item["name"]?.stringValue else {
            throw fail("a case without a name")
        }
        if let unknown = pairs.first(where: { !knownKeys.contains($0.0) }) {
            throw fail("\(name): unknown key \(unknown.0)")
        }
        guard let template = item["template"]?.stringValue else { throw fail("\(name): no template") }
        var partials: [String: String] = [:]
        if case let .object(named)? = item["templates"] {
            for (key, value) in named {
                guard let source = value.stringValue else { throw fail("\(name): template \(key) is not a string") }
                partials[key] = source
            }
        }
        let context = item["context"] ?? .object([])
        guard case .object = context else { throw fail("\(name): context must be an object") }
        var modes: [ReferenceMode] = []
        switch item["whitespace"] {
        case nil: modes = [.stencil]
        case let .string(mode)?:
            guard let parsed = ReferenceMode(rawValue: mode) else { throw fail("\(name): bad mode \(mode)") }
            modes = [parsed]
        case let .array(list)?:
            for entry in list {
                guard let mode = entry.stringValue, let parsed = ReferenceMode(rawValue: mode) else {
                    throw fail("\(name): bad mode list")
                }
                modes.append(parsed)
            }
        default: throw fail("\(name): bad whitespace")
        }
        let expectsError = item["error"] == .bool(true)
        let expected = item["expected"]?.stringValue
        let stencilCrashes = item["stencil"]?.stringValue == "crash"
        if stencilCrashes && expected == nil && !expectsError {
            throw fail("\(name): a case Stencil crashes on needs `expected` or `error`")
        }
        return ConformanceCase(
            name: name, area: area, file: file, template: template, partials: partials, context: context,
            modes: modes, expected: expected, expectsError: expectsError,
            difference: item["difference"]?.stringValue, stencilCrashes: stencilCrashes)
    }
}
