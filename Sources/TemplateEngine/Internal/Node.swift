/// A parsed piece of a template. Rendering writes into the renderer's output.
///
/// A base class rather than a protocol: `Renderer.render` calls each node of a list through an
/// unretained reference, which only a class type allows; a protocol value loaded from the list
/// would be retained and released around every render.
class Node {
    /// Where errors raised while rendering this node point.
    let span: SourceSpan?

    init(span: SourceSpan?) {
        self.span = span
    }

    func render(_ renderer: Renderer) throws {
        preconditionFailure("\(type(of: self)) does not render")
    }

    /// Adds the names this node may look up (`Environment.lookupNames(of:)`). A node kind that
    /// does not say makes them unknown: a missed name would silently drop output.
    func collectLookupNames(_ collector: LookupNameCollector) {
        collector.giveUp()
    }
}

/// Verbatim text, already trimmed by the whitespace rules of its neighbours (§2.2).
final class TextNode: Node {
    /// UTF-8, ready to copy into the output.
    let bytes: [UInt8]

    init(text: String) {
        self.bytes = Array(text.utf8)
        super.init(span: nil)
    }

    override func render(_ renderer: Renderer) throws {
        try bytes.withUnsafeBufferPointer { try renderer.write($0) }
    }

    override func collectLookupNames(_ collector: LookupNameCollector) {}
}

/// `{{ value }}`, `{{ value if cond }}`, `{{ value if cond else alt }}` (§3.1).
final class VariableNode: Node {
    let value: IfExpression
    let condition: IfExpression?
    let alternative: IfExpression?
    /// `{{ a.b }}`, the common case: the key path, resolved directly. (A flag and a placeholder
    /// rather than an optional: unwrapping the optional retained the key path on every render.)
    private let isPlainKeyPath: Bool
    private let plainKeyPath: KeyPath
    private static let noKeyPath = KeyPath("")

    init(value: IfExpression, condition: IfExpression?, alternative: IfExpression?, span: SourceSpan) {
        self.value = value
        self.condition = condition
        self.alternative = alternative
        var plainKeyPath: KeyPath?
        switch value {
        case .operand(.keyPath(let keyPath)) where condition == nil: plainKeyPath = keyPath
        case .operand(.filter(let expression)) where condition == nil: plainKeyPath = expression.plainKeyPath
        default: plainKeyPath = nil
        }
        self.isPlainKeyPath = plainKeyPath != nil
        self.plainKeyPath = plainKeyPath ?? Self.noKeyPath
        super.init(span: span)
    }

    static func parse(_ parser: TemplateParser, token: Token) throws -> Node {
        let components = token.components
        guard !components.isEmpty else { throw TemplateError("Missing variable name") }

        if components.count > 2 && components[1] == "if" {
            let value = try parser.compileOperandExpression([components[0]], in: token)
            let rest = components[2...]
            if let elseIndex = rest.firstIndex(of: "else") {
                let condition = try parser.compileExpression(rest[..<elseIndex], in: token)
                let alternative = try parser.compileOperandExpression(Array(rest[(elseIndex + 1)...]), in: token)
                return VariableNode(value: value, condition: condition, alternative: alternative, span: token.span)
            }
            let condition = try parser.compileExpression(rest, in: token)
            return VariableNode(value: value, condition: condition, alternative: nil, span: token.span)
        }
        let value = try parser.compileOperandExpression(components, in: token)
        return VariableNode(value: value, condition: nil, alternative: nil, span: token.span)
    }

    override func render(_ renderer: Renderer) throws {
        if isPlainKeyPath {
            try renderer.write(textOf: try plainKeyPath.resolve(renderer))
            return
        }
        if let condition = condition, try !condition.evaluate(renderer) {
            if let alternative = alternative {
                try renderer.write(textOf: try alternative.value(renderer))
            }
            return
        }
        try renderer.write(textOf: try value.value(renderer))
    }

    override func collectLookupNames(_ collector: LookupNameCollector) {
        collector.add(value)
        if let condition { collector.add(condition) }
        if let alternative { collector.add(alternative) }
    }
}
