/// Reads a type at the cursor into a `TypeName`: attributes go to `attributes`, the rest is the
/// spelling as written, except function types, which are re-spelled `(params) effects -> result`,
/// and `(any P)?`, which loses its parentheses (Q7). Groups and generic arguments are matched
/// iteratively; only function results recurse, with a depth cap.
extension DeclarationParser {
    static let maximumTypeDepth = 48

    mutating func parseTypeName() -> TypeName? {
        var attributes: [String: [Attribute]] = [:]
        while currentKind == .at, peek().kind == .identifier {
            if let attribute = parseAttribute() { attributes[attribute.name, default: []].append(attribute) }
        }
        guard let name = parseTypeText(depth: 0) else { return nil }
        return TypeName(name, attributes: attributes)
    }

    /// The spelling of one type, or nil (cursor unmoved) when no type starts here.
    mutating func parseTypeText(depth: Int) -> String? {
        let start = index
        var prefix = ""
        while currentKind == .identifier {
            switch current.keyword {
            case .inout, .some, .any, .borrowing, .consuming, .each:
                prefix += text(current) + " "
                advance()
                continue
            default:
                if tokenText(current, equals: "sending") || tokenText(current, equals: "repeat") || tokenText(current, equals: "__owned") || tokenText(current, equals: "__shared") {
                    prefix += text(current) + " "
                    advance()
                    continue
                }
            }
            break
        }
        // Inner attributes (`inout @escaping`) belong to the spelling here.
        while currentKind == .at, peek().kind == .identifier {
            let attributeStart = index
            _ = parseAttribute()
            prefix += text(from: attributeStart, through: index - 1) + " "
        }
        if currentKind == .operator, tokenText(current, equals: "~") {
            prefix += "~"
            advance()
        }
        let primaryStart = index
        var isGroup = false
        switch currentKind {
        case .leftParen:
            isGroup = true
            skipBalanced()
        case .leftBracket:
            skipBalanced()
        case .identifier:
            advance()
            skipTypeGenericArguments()
            while currentKind == .dot, peek().kind == .identifier, !isTypeSuffixKeyword(peek()) {
                advance()
                advance()
                skipTypeGenericArguments()
            }
        default:
            index = start
            return nil
        }
        let groupEnd = index - 1
        var text = prefix + self.text(from: primaryStart, through: groupEnd)

        // Function type: `(…) async throws(E) -> R`.
        if isGroup {
            var effects: [String] = []
            var probe = index
            while tokens[probe].kind == .identifier, tokens[probe].keyword == .async || tokens[probe].keyword == .throws || tokens[probe].keyword == .rethrows {
                var effect = self.text(tokens[probe])
                probe += 1
                if tokens[probe - 1].keyword == .throws, tokens[probe].kind == .leftParen, !tokens[probe].hasLeadingSpace {
                    let savedIndex = index
                    index = probe
                    skipBalanced()
                    effect += self.text(from: probe, through: index - 1)
                    probe = index
                    index = savedIndex
                }
                effects.append(effect)
            }
            if tokens[probe].kind == .arrow {
                index = probe + 1
                let result: String
                if depth < DeclarationParser.maximumTypeDepth, let parsed = parseTypeText(depth: depth + 1) {
                    result = parsed
                } else {
                    result = ""
                }
                return prefix + self.text(from: primaryStart, through: groupEnd)
                    + (effects.isEmpty ? "" : " " + effects.joined(separator: " ")) + " -> " + result
            }
        }

        // Postfix: `?`, `!`, `.Type`, `.Protocol`.
        var sawOptional = false
        while true {
            if currentKind == .question || currentKind == .exclamation {
                sawOptional = true
                advance()
            } else if currentKind == .dot, isTypeSuffixKeyword(peek()) {
                advance()
                advance()
            } else {
                break
            }
        }
        if index - 1 > groupEnd { text = prefix + self.text(from: primaryStart, through: index - 1) }

        // Q7: `(any P)?` is spelled `any P?`.
        if isGroup, sawOptional, groupEnd > primaryStart + 1, tokens[primaryStart + 1].keyword == .any,
           tokens[primaryStart + 1].kind == .identifier {
            text = prefix + self.text(from: primaryStart + 1, through: groupEnd - 1) + self.text(from: groupEnd + 1, through: index - 1)
        }

        // Composition: `A & B & C`.
        if currentKind == .ampersand {
            var parts = [text]
            while currentKind == .ampersand, depth < DeclarationParser.maximumTypeDepth {
                advance()
                guard let part = parseTypeText(depth: depth + 1) else { break }
                parts.append(part)
            }
            text = parts.joined(separator: " & ")
        }
        return text
    }

    private func isTypeSuffixKeyword(_ token: Token) -> Bool {
        token.kind == .identifier && (tokenText(token, equals: "Type") || tokenText(token, equals: "Protocol"))
    }

    /// At `<` in a type: skips the generic argument list (all angle brackets are brackets here).
    /// Stops without consuming at tokens that cannot be inside a type, so broken input stays local.
    mutating func skipTypeGenericArguments() {
        guard currentKind == .leftAngle else { return }
        var depth = 0
        let start = index
        while !isAtEnd {
            switch currentKind {
            case .leftAngle: depth += 1
            case .rightAngle:
                depth -= 1
                if depth == 0 { advance(); return }
            case .leftBrace, .rightBrace, .semicolon, .equal:
                warn("unclosed generic argument list", at: tokens[start])
                return
            default: break
            }
            advance()
        }
    }
}
