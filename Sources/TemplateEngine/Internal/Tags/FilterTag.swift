/// `{% filter f1|f2:arg %}body{% endfilter %}` (§5.4).
final class FilterTagNode: Node {
    let body: [Node]
    let expression: FilterExpression

    private init(body: [Node], expression: FilterExpression, span: SourceSpan) {
        self.body = body
        self.expression = expression
        super.init(span: span)
    }

    static func parse(_ parser: TemplateParser, token: Token) throws -> Node {
        let components = token.components
        guard components.count == 2 else {
            throw TemplateError("'filter' tag takes one argument, the filter expression")
        }
        let body = try parser.parse(until: ["endfilter"])
        guard parser.nextToken() != nil else { throw TemplateError("`endfilter` was not found.") }
        let expression = try parser.compileFilter("filter_value|\(components[1])", in: token)
        return FilterTagNode(body: body, expression: expression, span: token.span)
    }

    override func collectLookupNames(_ collector: LookupNameCollector) {
        collector.add(body)
        collector.add(expression)
    }

    override func render(_ renderer: Renderer) throws {
        let text = try renderer.capture { try renderer.render(body) }
        let value = try renderer.withScope(["filter_value": .string(text)]) { try expression.resolve(renderer) }
        try renderer.write(ValueRenderer.render(value))
    }
}
