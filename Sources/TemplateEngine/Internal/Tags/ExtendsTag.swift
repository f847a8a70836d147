/// `{% extends name %}` (§5.6): renders the base template with this template's top-level
/// blocks as overrides.
final class ExtendsNode: Node {
    let templateName: Operand
    let blocks: [String: BlockNode]

    private init(templateName: Operand, blocks: [String: BlockNode], span: SourceSpan) {
        self.templateName = templateName
        self.blocks = blocks
        super.init(span: span)
    }

    static func parse(_ parser: TemplateParser, token: Token) throws -> Node {
        let components = token.components
        guard components.count == 2 else {
            throw TemplateError("'extends' takes one argument, the template file to be extended")
        }
        let rest = try parser.parse()
        guard !rest.contains(where: { $0 is ExtendsNode }) else {
            throw TemplateError("'extends' cannot appear more than once in the same template")
        }
        var blocks: [String: BlockNode] = [:]
        for case let block as BlockNode in rest { blocks[block.name] = block }
        return ExtendsNode(templateName: Operand(components[1]), blocks: blocks, span: token.span)
    }

    override func collectLookupNames(_ collector: LookupNameCollector) {
        collector.addTemplate(named: templateName)
        for name in blocks.keys.sorted() { blocks[name]?.collectLookupNames(collector) }
    }

    override func render(_ renderer: Renderer) throws {
        let previous = renderer.blockContext
        let context: BlockContext
        if let existing = previous {
            context = existing
            for name in blocks.keys.sorted() { context.push(blocks[name]!, named: name) }
        } else {
            context = BlockContext(blocks: blocks)
        }
        renderer.blockContext = context
        defer { renderer.blockContext = previous }
        do {
            let base = try TemplateReference.load(templateName, renderer)
            try renderer.nested("extends") { try renderer.render(base.nodes) }
        } catch let error as TemplateError {
            throw error.through(span)
        }
    }
}

/// The overriding blocks of the templates in an `extends` chain, most derived first.
/// Rendering a block consumes its overrides, as Stencil's does.
final class BlockContext {
    private var blocks: [String: [BlockNode]] = [:]

    init(blocks: [String: BlockNode]) {
        for (name, block) in blocks { self.blocks[name] = [block] }
    }

    func push(_ block: BlockNode, named name: String) {
        blocks[name, default: []].append(block)
    }

    func pop(_ name: String) -> BlockNode? {
        guard var list = blocks[name], !list.isEmpty else { return nil }
        let block = list.removeFirst()
        blocks[name] = list.isEmpty ? nil : list
        return block
    }
}

/// `{% block name %}…{% endblock %}`.
final class BlockNode: Node {
    let name: String
    let body: [Node]

    private init(name: String, body: [Node], span: SourceSpan) {
        self.name = name
        self.body = body
        super.init(span: span)
    }

    static func parse(_ parser: TemplateParser, token: Token) throws -> Node {
        let components = token.components
        guard components.count == 2 else { throw TemplateError("'block' tag takes one argument, the block name") }
        let body = try parser.parse(until: ["endblock"])
        parser.nextToken()  // a missing `endblock` is not an error: the block runs to the end
        return BlockNode(name: components[1], body: body, span: token.span)
    }

    override func collectLookupNames(_ collector: LookupNameCollector) {
        // `block.super` of an overriding block.
        collector.add("block")
        collector.add("super")
        collector.add(body)
    }

    override func render(_ renderer: Renderer) throws {
        if let context = renderer.blockContext, let child = context.pop(name) {
            let superText = try renderer.capture { try self.render(renderer) }
            try renderer.withScope(["block": .dictionary(["super": .string(superText)])]) {
                do {
                    try child.render(renderer)
                } catch {
                    throw TemplateError.wrapping(error, at: child.span)
                }
            }
            return
        }
        let text = try renderer.capture { try renderer.render(body) }
        renderer.blockCache[name] = .string(text)
        try renderer.write(text)
    }
}
