/// `{% if %}…{% elif %}…{% else %}…{% endif %}` and `{% ifnot %}` (§5.2).
final class IfNode: Node {
    /// A branch renders its body when its condition holds; `else` has none, and a placeholder
    /// condition that is never evaluated. (Not an optional condition: testing one copied it out.)
    private final class Branch {
        let hasCondition: Bool
        let condition: IfExpression
        let body: [Node]

        init(hasCondition: Bool, condition: IfExpression, body: [Node]) {
            self.hasCondition = hasCondition
            self.condition = condition
            self.body = body
        }
    }

    /// Listed unretained in memory this node owns, and read through a guaranteed reference: a
    /// branch's fields are constants, so its condition is tested and its body rendered in place.
    /// Branches held in that memory as values had the condition copied out (retaining what it
    /// refers to) for every test, and the body retained and released for every render.
    private let branches: UnsafeMutableBufferPointer<Unmanaged<Branch>>
    /// Keeps the branches alive.
    private let branchObjects: [Branch]

    private init(branches: [(condition: IfExpression?, body: [Node])], span: SourceSpan) {
        branchObjects = branches.map {
            Branch(hasCondition: $0.condition != nil, condition: $0.condition ?? .operand(.keyPath(KeyPath("true"))), body: $0.body)
        }
        self.branches = .allocate(capacity: branchObjects.count)
        _ = self.branches.initialize(from: branchObjects.map { Unmanaged.passUnretained($0) })
        super.init(span: span)
    }

    deinit {
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

    override func collectLookupNames(_ collector: LookupNameCollector) {
        for branch in branchObjects {
            if branch.hasCondition { collector.add(branch.condition) }
            collector.add(branch.body)
        }
    }

    override func render(_ renderer: Renderer) throws {
        let branches = self.branches
        for index in branches.indices {
            let taken = try branches[index]._withUnsafeGuaranteedRef { branch in
                if branch.hasCondition, try !branch.condition.evaluate(renderer) { return false }
                try renderer.withEmptyScope { try renderer.render(branch.body) }
                return true
            }
            if taken { return }
        }
    }
}
