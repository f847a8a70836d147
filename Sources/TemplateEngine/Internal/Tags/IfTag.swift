/// `{% if %}…{% elif %}…{% else %}…{% endif %}` and `{% ifnot %}` (§5.2).
final class IfNode: Node {
    /// Branch `i` renders `bodies[i]` when `conditions[i]` holds (nil: `else`). Two arrays rather
    /// than an array of tuples: testing a condition does not copy (retain) its body.
    let conditions: [IfExpression?]
    let bodies: [[Node]]
    let span: SourceSpan?

    private init(branches: [(condition: IfExpression?, body: [Node])], span: SourceSpan) {
        self.conditions = branches.map(\.condition)
        self.bodies = branches.map(\.body)
        self.span = span
    }

    static func parse(_ parser: TemplateParser, token: Token) throws -> Node {
        let condition = try parser.compileExpression(token.components.dropFirst(), in: token)
        var branches: [(condition: IfExpression?, body: [Node])] = [
            (condition, try parser.parse(until: ["endif", "elif", "else"])),
        ]
        var next = parser.nextToken()
        while let current = next, current.contents.hasPrefix("elif") {
            let condition: IfExpression
            do {
                condition = try parser.compileExpression(current.components.dropFirst(), in: current)
            } catch {
                throw TemplateError.wrapping(error, at: current.span)
            }
            branches.append((condition, try parser.parse(until: ["endif", "elif", "else"])))
            next = parser.nextToken()
        }
        if let current = next, current.contents == "else" {
            branches.append((nil, try parser.parse(until: ["endif"])))
            next = parser.nextToken()
        }
        guard let current = next, current.contents == "endif" else {
            throw TemplateError("`endif` was not found.")
        }
        return IfNode(branches: branches, span: token.span)
    }

    static func parseIfNot(_ parser: TemplateParser, token: Token) throws -> Node {
        let components = token.components
        guard components.count == 2 else {
            throw TemplateError("'ifnot' statements should use the following syntax 'ifnot condition'.")
        }
        let condition = try parser.compileExpression(components.dropFirst(), in: token)
        let falseBody = try parser.parse(until: ["endif", "else"])
        guard let closer = parser.nextToken() else { throw TemplateError("`endif` was not found.") }
        var trueBody: [Node] = []
        if closer.contents == "else" {
            trueBody = try parser.parse(until: ["endif"])
            parser.nextToken()
        }
        return IfNode(branches: [(condition, trueBody), (nil, falseBody)], span: token.span)
    }

    func render(_ renderer: Renderer) throws {
        for index in conditions.indices {
            if let condition = conditions[index], try !condition.evaluate(renderer) { continue }
            try renderer.withEmptyScope { try renderer.render(bodies[index]) }
            return
        }
    }
}
