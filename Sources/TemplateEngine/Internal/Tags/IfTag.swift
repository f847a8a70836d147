/// `{% if %}…{% elif %}…{% else %}…{% endif %}` and `{% ifnot %}` (§5.2).
final class IfNode: Node {
    /// A branch renders its body when its condition holds; `else` has none, and a placeholder
    /// condition that is never evaluated. (Not an optional condition: testing one copied it out.)
    private struct Branch {
        let hasCondition: Bool
        let condition: IfExpression
        let body: [Node]
    }

    /// In memory this node owns, read in place: out of an array, every test copied the condition
    /// out (retaining what it refers to) and every body rendered was retained and released.
    private let branches: UnsafeMutableBufferPointer<Branch>

    private init(branches: [(condition: IfExpression?, body: [Node])], span: SourceSpan) {
        self.branches = .allocate(capacity: branches.count)
        _ = self.branches.initialize(from: branches.map {
            Branch(hasCondition: $0.condition != nil, condition: $0.condition ?? .operand(.keyPath(KeyPath("true"))), body: $0.body)
        })
        super.init(span: span)
    }

    deinit {
        branches.baseAddress?.deinitialize(count: branches.count)
        branches.deallocate()
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

    override func render(_ renderer: Renderer) throws {
        let branches = self.branches
        for index in branches.indices {
            if branches[index].hasCondition, try !branches[index].condition.evaluate(renderer) { continue }
            try renderer.withEmptyScope { try renderer.render(branches[index].body) }
            return
        }
    }
}
