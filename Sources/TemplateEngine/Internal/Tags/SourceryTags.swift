/// `{% newline %}`: a newline that survives Sourcery's blank-line compaction (§8.4).
final class NewlineNode: Node {
    private init(span: SourceSpan) {
        super.init(span: span)
    }

    static func parse(_ parser: TemplateParser, token: Token) throws -> Node {
        guard token.components.count == 1 else { throw TemplateError("'newline' tag takes no arguments") }
        return NewlineNode(span: token.span)
    }

    override func collectLookupNames(_ collector: LookupNameCollector) {}

    override func render(_ renderer: Renderer) throws {
        try renderer.write(SourceryPostProcessor.newlineMarkerText)
    }
}

/// `{% typed name as Type … %}`: an editor type hint; renders nothing (§8.4).
final class TypedNode: Node {
    private init(span: SourceSpan) {
        super.init(span: span)
    }

    static func parse(_ parser: TemplateParser, token: Token) throws -> Node {
        let arguments = token.components.count - 1
        guard arguments > 0 && arguments % 3 == 0 else {
            throw TemplateError("'typed' tag takes arguments in triples: `typed name as Type [name as Type …]`")
        }
        return TypedNode(span: token.span)
    }

    override func collectLookupNames(_ collector: LookupNameCollector) {}

    override func render(_ renderer: Renderer) throws {}
}
