#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport

/// Stencil's built-in filters (§4.3).
enum StencilFilters {
    static let all: [String: FilterFunction] = [
        "default": .arguments(defaultValue),
        "capitalize": .simple { mapStrings($0) { $0.capitalized } },
        "uppercase": .simple { mapStrings($0) { $0.uppercased() } },
        "lowercase": .simple { mapStrings($0) { $0.lowercased() } },
        "join": .budgeted(join),
        "split": .budgeted(split),
        "indent": .budgeted(indent),
        "filter": .contextual(filter),
    ]

    /// Bounds for filters whose result can be far larger than their input.
    static let maxIndentWidth = 10_000
    static let maxResultBytes = 256 * 1024 * 1024

    /// `str(v)` of the spec: the rendered text, nil as "".
    static func text(_ value: Value) -> String { ValueRenderer.render(value) }

    /// `text(value)` for a filter that builds on it, rendered only as far as `budget` allows.
    static func text(_ value: Value, within budget: FilterBudget) throws -> String {
        guard let text = ValueRenderer.render(value, upTo: budget.remaining) else { throw FilterBudget.exceeded(budget.limit) }
        return text
    }

    /// Arrays map element-wise to an array of strings; anything else becomes one string.
    static func mapStrings(_ value: Value, _ transform: (String) -> String) -> Value {
        if case .array(let array) = value { return .array(array.map { .string(transform(text($0))) }) }
        return .string(transform(text(value)))
    }

    private static func defaultValue(_ value: Value, _ arguments: [Value]) -> Value {
        if !isNilLike(value) { return value }
        return arguments.first { !ValueSemantics.isNil($0) } ?? .null
    }

    /// Stencil keeps the value when it is non-nil and `String(describing:)` is not `"nil"`.
    private static func isNilLike(_ value: Value) -> Bool {
        switch value {
        case .null: return true
        case .string(let string): return string == "nil"
        case .object(let object): return object is BoxedNil
        default: return false
        }
    }

    private static func join(_ value: Value, _ arguments: [Value], _ budget: FilterBudget) throws -> Value {
        guard arguments.count < 2 else { throw TemplateError("'join' filter takes at most one argument") }
        let separator = arguments.first.map(text) ?? ""
        guard case .array(let array) = value else { return value }
        // Counted part by part, so a join far past the bounds stops before rendering the rest.
        var parts: [String] = [], size = 0
        parts.reserveCapacity(array.count)
        for element in array {
            let part = try text(element, within: budget)
            size += part.utf8.count + (parts.isEmpty ? 0 : separator.utf8.count)
            guard size <= maxResultBytes else { throw TemplateError("'join' result would exceed \(maxResultBytes) bytes") }
            try budget.check(size)
            parts.append(part)
        }
        return .string(parts.joined(separator: separator))
    }

    private static func split(_ value: Value, _ arguments: [Value], _ budget: FilterBudget) throws -> Value {
        guard arguments.count < 2 else { throw TemplateError("'split' filter takes at most one argument") }
        let separator = arguments.first.map(text) ?? " "
        guard case .string(let string) = value else { return value }
        return .array(try SeparatorSplit.components(of: string, separatedBy: separator, budget: budget))
    }

    private static func indent(_ value: Value, _ arguments: [Value], _ budget: FilterBudget) throws -> Value {
        guard arguments.count <= 3 else { throw TemplateError("'indent' filter can take at most 3 arguments") }
        var width = 4
        if let first = arguments.first {
            guard case .int(let int) = first else {
                throw TemplateError("'indent' filter width argument must be an Integer (\(describe(first)))")
            }
            width = int
        }
        var unit = " "
        if arguments.count > 1 {
            guard case .string(let string) = arguments[1] else {
                throw TemplateError("'indent' filter indentation argument must be a String (\(describe(arguments[1]))")
            }
            unit = string
        }
        var indentFirst = false
        if arguments.count > 2 {
            guard case .bool(let bool) = arguments[2] else {
                throw TemplateError("'indent' filter indentFirst argument must be a Bool")
            }
            indentFirst = bool
        }
        guard width <= maxIndentWidth else {
            throw TemplateError("'indent' filter width \(width) is larger than \(maxIndentWidth)")
        }
        // The indentation itself is built text too: a long unit times the width can be gigabytes.
        try budget.check(unit.utf8.count * max(width, 0))
        let indentation = String(repeating: unit, count: max(width, 0))
        let content = try text(value, within: budget)
        guard !indentation.isEmpty else { return .string(content) }
        return .string(try Indentation.indent(content, with: indentation, indentFirst: indentFirst, budget: budget))
    }

    private static func describe(_ value: Value) -> String {
        ValueSemantics.isNil(value) ? "nil" : "Optional(\(debug(value)))"
    }

    static func debug(_ value: Value) -> String {
        var text = ""
        ValueRenderer.appendDebug(value, to: &text)
        return text
    }

    private static func filter(_ value: Value, _ arguments: [Value], _ renderer: Renderer) throws -> Value {
        if ValueSemantics.isNil(value) { return .null }
        guard arguments.count == 1 else { throw TemplateError("'filter' filter takes one argument") }
        let expression = try FilterExpression.compile("$0|\(text(arguments[0]))", environment: renderer.environment, forOneUse: true)
        return try renderer.withScope(["$0": value]) { try expression.resolve(renderer) }
    }
}
