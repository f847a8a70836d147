/// `{% include name [contextKey] %}` (§5.5): renders another template in the current context.
final class IncludeNode: Node {
    let templateName: Operand
    let contextKey: String?

    private init(templateName: Operand, contextKey: String?, span: SourceSpan) {
        self.templateName = templateName
        self.contextKey = contextKey
        super.init(span: span)
    }

    static func parse(_ parser: TemplateParser, token: Token) throws -> Node {
        let components = token.components
        guard components.count == 2 || components.count == 3 else {
            throw TemplateError("""
                'include' tag requires one argument, the template file to be included. \
                A second optional argument can be used to specify the context that will \
                be passed to the included file
                """)
        }
        return IncludeNode(templateName: Operand(components[1]), contextKey: components.count == 3 ? components[2] : nil,
                           span: token.span)
    }

    override func collectLookupNames(_ collector: LookupNameCollector) {
        if let contextKey {
            collector.add(contextKey)
            collector.add(KeyPath(contextKey))
        }
        collector.addTemplate(named: templateName)
    }

    override func render(_ renderer: Renderer) throws {
        var scope: [String: Value] = [:]
        if let key = contextKey {
            switch renderer.lookup(key).map(ValueSemantics.materialized) {
            case .dictionary(let dictionary)?: scope = dictionary
            default: break
            }
        }
        do {
            let template = try TemplateReference.load(templateName, renderer)
            try renderer.nested("include") {
                try renderer.withScope(scope) { try renderer.render(template.nodes) }
            }
        } catch let error as TemplateError {
            throw error.through(span)
        }
    }
}

/// Resolving the name operand of `include`/`extends`/`import` and loading that template.
enum TemplateReference {
    static func load(_ name: Operand, _ renderer: Renderer) throws -> Template {
        guard case .string(let templateName) = try name.resolve(renderer) else {
            throw TemplateError("'\(name.text)' could not be resolved as a string")
        }
        return try renderer.environment.loadTemplate(name: templateName)
    }
}
