/// `{% macro name p1 p2 %}…{% endmacro %}`: stores a callable block under `name` (§8.2).
final class MacroNode: Node {
    let name: String
    let block: CallableBlock

    private init(name: String, block: CallableBlock, span: SourceSpan) {
        self.name = name
        self.block = block
        super.init(span: span)
    }

    static func parse(_ parser: TemplateParser, token: Token) throws -> Node {
        let components = token.components
        guard components.count >= 2 else {
            throw TemplateError("'macro' tag takes at least one argument, the name of the variable to set.")
        }
        let body = try parser.parse(until: ["endmacro"])
        guard parser.nextToken() != nil else { throw TemplateError("`endmacro` was not found.") }
        let block = CallableBlock(parameters: Array(components.dropFirst(2)), body: body)
        return MacroNode(name: components[1], block: block, span: token.span)
    }

    override func collectLookupNames(_ collector: LookupNameCollector) {
        collector.add(block.body)
    }

    override func render(_ renderer: Renderer) throws {
        renderer.assign(name, .object(block))
    }
}

/// What a macro stores: its parameters and body.
final class CallableBlock: TemplateObject {
    let parameters: [String]
    let body: [Node]

    init(parameters: [String], body: [Node]) {
        self.parameters = parameters
        self.body = body
    }

    func templateValue(forKey key: String) -> Value? { nil }
    var templateDescription: String { "CallableBlock(parameters: \(parameters))" }
}

/// `{% call name a1 a2 %}`: renders a macro with its parameters bound, on top of the
/// caller's context (dynamic scoping).
final class CallNode: Node {
    let name: Operand
    let nameText: String
    let arguments: [Resolvable]

    private init(name: String, arguments: [Resolvable], span: SourceSpan) {
        self.name = Operand(name)
        self.nameText = name
        self.arguments = arguments
        super.init(span: span)
    }

    static func parse(_ parser: TemplateParser, token: Token) throws -> Node {
        let components = token.components
        guard components.count >= 2 else {
            throw TemplateError("'call' tag takes at least one argument, the name of the block to call.")
        }
        let arguments = try components.dropFirst(2).map { try parser.compileResolvable($0, in: token) }
        return CallNode(name: components[1], arguments: arguments, span: token.span)
    }

    override func collectLookupNames(_ collector: LookupNameCollector) {
        collector.add(name)
        for argument in arguments { collector.add(argument) }
    }

    override func render(_ renderer: Renderer) throws {
        guard case .object(let object) = try renderer.lenient({ try name.resolve(renderer) }),
              let block = object as? CallableBlock else {
            throw TemplateError("Call to undefined block '\(nameText)'.")
        }
        guard block.parameters.count == arguments.count else {
            throw TemplateError("Block '\(nameText)' accepts \(block.parameters.count) parameters, \(arguments.count) given.")
        }
        // Every argument is resolved in the caller's scope before any parameter is bound. One
        // argument, the usual macro, needs no list for that.
        if arguments.count == 1 {
            let value = try arguments[0].resolve(renderer)
            try renderBody(of: block, renderer) { Self.bind(block.parameters[0], to: value, renderer) }
        } else {
            let values = try arguments.map { try $0.resolve(renderer) }
            try renderBody(of: block, renderer) {
                for (parameter, value) in zip(block.parameters, values) { Self.bind(parameter, to: value, renderer) }
            }
        }
    }

    /// Renders the macro's body one call level deeper, in a new scope that `bindParameters` fills.
    private func renderBody(of block: CallableBlock, _ renderer: Renderer, bindParameters: () -> Void) throws {
        do {
            try renderer.nested("macro call") {
                try renderer.withEmptyScope {
                    bindParameters()
                    try renderer.render(block.body)
                }
            }
        } catch let error as TemplateError {
            throw error.through(span)
        }
    }

    /// A nil argument leaves its parameter unbound: an outer binding of the name stays visible.
    private static func bind(_ parameter: String, to value: Value, _ renderer: Renderer) {
        if ValueSemantics.isNil(value) { renderer.markDefined(parameter) } else { renderer.bind(parameter, value) }
    }
}
