/// Turns tokens into nodes (Stencil's TokenParser): dispatches block tags to their
/// parsers, applies the whitespace rules to text, and compiles expressions.
final class TemplateParser {
    typealias TagParser = (TemplateParser, Token) throws -> Node

    let environment: Environment
    let file: SourceFile
    private let tokens: [Token]
    private var position = 0
    /// The trailing marker of the last block tag, nil after a variable/comment or at the start.
    private var previousTrailing: WhitespaceMarker?
    private var openForCount = 0
    private var nesting = 0
    private let preset: (leading: TrimRule, trailing: TrimRule)

    init(tokens: [Token], file: SourceFile, environment: Environment) {
        self.tokens = tokens
        self.file = file
        self.environment = environment
        self.preset = TrimRule.preset(for: environment.options.whitespace)
    }

    /// Parses nodes until a block tag whose first component is in `closers` (left unconsumed),
    /// or the end of the template.
    func parse(until closers: Set<String> = []) throws -> [Node] {
        var nodes: [Node] = []
        while position < tokens.count {
            let token = tokens[position]
            switch token.kind {
            case .text:
                consume()
                if let node = textNode(token) { nodes.append(node) }
            case .variable:
                consume()
                previousTrailing = nil
                do {
                    nodes.append(try VariableNode.parse(self, token: token))
                } catch {
                    throw TemplateError.wrapping(error, at: token.span)
                }
            case .comment:
                consume()
                previousTrailing = nil
            case .block:
                previousTrailing = token.trailing
                if let first = token.components.first, closers.contains(first) { return nodes }
                consume()
                guard let name = token.tagName else { continue }
                guard let tagParser = environment.tag(named: name) else {
                    throw TemplateError(environment.unknownTagMessage(name), span: token.span)
                }
                nesting += 1
                defer { nesting -= 1 }
                do {
                    guard nesting <= environment.options.limits.maxNesting else {
                        throw TemplateError("tags nested deeper than \(environment.options.limits.maxNesting) levels")
                    }
                    nodes.append(try tagParser(self, token))
                } catch {
                    throw TemplateError.wrapping(error, at: token.span)
                }
            }
        }
        return nodes
    }

    /// Consumes and returns the next token (tag parsers use it to take their closer).
    @discardableResult
    func nextToken() -> Token? {
        guard position < tokens.count else { return nil }
        return consume()
    }

    @discardableResult
    private func consume() -> Token {
        let token = tokens[position]
        position += 1
        if token.kind == .block, let first = token.components.first {
            if first == "for" { openForCount += 1 } else if first == "endfor" { openForCount -= 1 }
        }
        return token
    }

    /// Index of the next token: with `tokens(in:)`, lets a tag look back at the tokens of its body.
    var tokenPosition: Int { position }

    func tokens(in range: Range<Int>) -> ArraySlice<Token> { tokens[range] }

    /// Whether an unlabelled `for` is open at this point (for `break`/`continue`).
    var hasOpenForTag: Bool { openForCount > 0 }

    private func textNode(_ token: Token) -> Node? {
        var text = token.contents
        let startRule: TrimRule
        switch previousTrailing {
        case nil, .keep?: startRule = .nothing
        case .unspecified?: startRule = preset.trailing
        case .trim?: startRule = .whitespaceAndNewLines
        }
        var endRule = TrimRule.nothing
        if position < tokens.count, tokens[position].kind == .block {
            switch tokens[position].leading {
            case .unspecified: endRule = preset.leading
            case .trim: endRule = .whitespaceAndNewLines
            case .keep: endRule = .nothing
            }
        }
        if !text.isEmpty { text = startRule.trimStart(text) }
        if !text.isEmpty { text = endRule.trimEnd(text) }
        return text.isEmpty ? nil : TextNode(text: text)
    }

    // MARK: Compiling expressions

    /// A filter expression; errors point at the expression inside the token.
    func compileFilter(_ text: String, in token: Token) throws -> FilterExpression {
        do {
            return try FilterExpression.compile(text, environment: environment)
        } catch {
            throw TemplateError.wrapping(error, at: token.span(of: text))
        }
    }

    /// A filter expression or a range.
    func compileResolvable(_ text: String, in token: Token) throws -> Resolvable {
        do {
            return try Resolvable.compile(text, environment: environment)
        } catch {
            throw TemplateError.wrapping(error, at: token.span(of: text))
        }
    }

    func compileExpression<C: Collection>(_ components: C, in token: Token) throws -> IfExpression where C.Element == String {
        try IfExpressionParser.parse(ArraySlice(components), environment: environment,
                                     maxDepth: environment.options.limits.maxNesting)
    }

    /// Stencil's variable compilation: an `if` expression when the components parse as one,
    /// else the components joined by spaces as one filter expression (§3.1 rule 3).
    func compileOperandExpression(_ components: [String], in token: Token) throws -> IfExpression {
        if let expression = try? compileExpression(components, in: token) { return expression }
        return .operand(.filter(try compileFilter(components.joined(separator: " "), in: token)))
    }
}
