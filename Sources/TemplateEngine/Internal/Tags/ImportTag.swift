/// `{% import "file" %}`: renders another template into the current context, discarding its
/// output, so its top-level macros and sets become available (§8.2).
final class ImportNode: Node {
    let templateName: Operand

    private init(templateName: Operand, span: SourceSpan) {
        self.templateName = templateName
        super.init(span: span)
    }

    static func parse(_ parser: TemplateParser, token: Token) throws -> Node {
        let components = token.components
        guard components.count == 2 else {
            throw TemplateError("'import' tag takes one argument, the template file to be imported.")
        }
        return ImportNode(templateName: Operand(components[1]), span: token.span)
    }

    override func collectLookupNames(_ collector: LookupNameCollector) {
        collector.addTemplate(named: templateName)
    }

    override func render(_ renderer: Renderer) throws {
        do {
            let template = try TemplateReference.load(templateName, renderer)
            _ = try renderer.nested("import") {
                try renderer.capture { try renderer.render(template.nodes) }
            }
        } catch let error as TemplateError {
            throw error.through(span)
        }
    }
}
