/// `{% set name %}…{% endset %}` (assigns the rendered String) and `{% set name value %}` (§8.2).
final class SetNode: Node {
    private enum Content {
        case body([Node])
        case value(Resolvable)
    }

    let name: String
    private let content: Content

    private init(name: String, content: Content, span: SourceSpan) {
        self.name = name
        self.content = content
        super.init(span: span)
    }

    static func parse(_ parser: TemplateParser, token: Token) throws -> Node {
        let components = token.components
        guard components.count >= 2 && components.count <= 3 else {
            throw TemplateError("""
                'set' tag takes at least one argument (the name of the variable to set) \
                and optionally the value expression.
                """)
        }
        if components.count == 3 {
            return SetNode(name: components[1], content: .value(try parser.compileResolvable(components[2], in: token)),
                           span: token.span)
        }
        let body = try parser.parse(until: ["endset"])
        guard parser.nextToken() != nil else { throw TemplateError("`endset` was not found.") }
        return SetNode(name: components[1], content: .body(body), span: token.span)
    }

    override func collectLookupNames(_ collector: LookupNameCollector) {
        switch content {
        case .body(let body): collector.add(body)
        case .value(let resolvable): collector.add(resolvable)
        }
    }

    override func render(_ renderer: Renderer) throws {
        switch content {
        case .body(let body):
            let text = try renderer.capture { try renderer.render(body) }
            renderer.assign(name, .string(text))
        case .value(let resolvable):
            renderer.assign(name, try resolvable.resolve(renderer))
        }
    }
}
