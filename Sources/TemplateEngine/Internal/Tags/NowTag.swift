/// `{% now ["format"] %}`: the current date (§5.7; not part of conformance).
final class NowNode: Node {
    let format: Operand?

    private init(format: Operand?, span: SourceSpan) {
        self.format = format
        super.init(span: span)
    }

    static func parse(_ parser: TemplateParser, token: Token) throws -> Node {
        let components = token.components
        guard components.count <= 2 else { throw TemplateError("'now' tags may only have one argument: the format string.") }
        return NowNode(format: components.count == 2 ? Operand(components[1]) : nil, span: token.span)
    }

    override func collectLookupNames(_ collector: LookupNameCollector) {
        if let format { collector.add(format) }
    }

    override func render(_ renderer: Renderer) throws {
        var pattern = "yyyy-MM-dd 'at' HH:mm"
        if let format = format {
            guard case .string(let text) = try format.resolve(renderer) else {
                throw TemplateError("'now' format must be a string")
            }
            pattern = text
        }
        try renderer.write(DatePattern(pattern: pattern).format(.now()))
    }
}
