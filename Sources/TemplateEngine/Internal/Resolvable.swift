#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Something a tag or variable evaluates: a filter expression or a range `a...b` (§3.2).
enum Resolvable {
    case filter(FilterExpression)
    /// A filter expression that is only a key path (`a.b`), the most common operand: resolved
    /// directly rather than through the expression and its operand.
    case keyPath(KeyPath)
    case range(from: FilterExpression, to: FilterExpression)

    static func compile(_ text: String, environment: Environment) throws -> Resolvable {
        let parts = Resolvable.splitRange(text)
        if parts.count == 2 {
            return .range(from: try FilterExpression.compile(parts[0], environment: environment),
                          to: try FilterExpression.compile(parts[1], environment: environment))
        }
        let expression = try FilterExpression.compile(text, environment: environment)
        if let keyPath = expression.plainKeyPath { return .keyPath(keyPath) }
        return .filter(expression)
    }

    /// Foundation's `components(separatedBy: "...")`.
    private static func splitRange(_ text: String) -> [String] {
        if let separators = ByteSubstringSearch.occurrences(of: "...", in: text) {
            // The parts around the separators, by UTF-8 offsets.
            let starts = [0] + separators.map(\.upperBound), ends = separators.map(\.lowerBound) + [text.utf8.count]
            func index(_ offset: Int) -> String.Index { text.utf8.index(text.utf8.startIndex, offsetBy: offset) }
            return zip(starts, ends).map { String(text[index($0)..<index($1)]) }
        }
        guard text.contains("...") else { return [text] }
        var parts: [String] = []
        var rest = Substring(text)
        while let range = rest.firstRange(of: "...") {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }

    func resolve(_ renderer: Renderer) throws -> Value {
        switch self {
        case .keyPath(let keyPath):
            return try keyPath.resolve(renderer)
        case .filter(let expression):
            return try expression.resolve(renderer)
        case let .range(fromExpression, toExpression):
            let fromValue = try fromExpression.resolve(renderer)
            let toValue = try toExpression.resolve(renderer)
            guard let from = Self.integer(fromValue) else {
                throw TemplateError("'from' value is not an Integer (\(Self.describe(fromValue)))")
            }
            guard let to = Self.integer(toValue) else {
                throw TemplateError("'to' value is not an Integer (\(Self.describe(toValue)) )")
            }
            let size = from > to ? from.subtractingReportingOverflow(to) : to.subtractingReportingOverflow(from)
            guard !size.overflow, size.partialValue < renderer.limits.maxLoopIterations else {
                throw TemplateError("range \(from)...\(to) is larger than the limit of \(renderer.limits.maxLoopIterations) items")
            }
            return from > to ? .array((to...from).reversed().map { .int($0) }) : .array((from...to).map { .int($0) })
        }
    }

    /// Stencil converts through a 32-bit Float, then requires an integral value.
    private static func integer(_ value: Value) -> Int? {
        guard let number = ValueSemantics.number(value) else { return nil }
        return Int(exactly: number)
    }

    private static func describe(_ value: Value) -> String {
        ValueSemantics.isNil(value) ? "nil" : ValueRenderer.render(value)
    }
}
