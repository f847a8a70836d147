/// Reads a type at the cursor into a `TypeName`: attributes go to `attributes`, the rest is the
/// spelling as written, except function types, which are re-spelled `(params) effects -> result`,
/// and parentheses around one type, which are dropped: `(T)` is `T`, `(any P)?` is `any P?`
/// (Q7), `((A & B))?` is `(A & B)?`. Groups and generic arguments are matched iteratively; only
/// function parameters and results and parenthesised types recurse, with a depth cap.
extension DeclarationParser {
    static let maximumTypeDepth = 48
    /// Re-spelling a group reads its inside again, so each level costs a pass over it: deeper
    /// groups (never seen in real code) stay as written, so hostile nesting stays linear-ish.
    static let maximumRespelledGroupDepth = 6

    /// What the last `parseTypeText` read: a closure or composition needs its parentheses back
    /// under `?`/`!`.
    enum TypeShape { case plain, function, composition }

    mutating func parseTypeName() -> TypeName? {
        var attributes = [String: [Attribute]]()  // `[:]` calls Dictionary(dictionaryLiteral:); `()` is the shared empty storage
        while currentKind == .at, peek().kind == .identifier {
            if let attribute = parseAttribute() { attributes[attribute.name, default: []].append(attribute) }
        }
        hoistedTypeAttributes = []
        guard let name = parseTypeText(depth: 0) else { return nil }
        // `(@Sendable () -> Void)`: the attributes of a collapsed group are the type's own.
        for attribute in hoistedTypeAttributes { attributes[attribute.name, default: []].append(attribute) }
        hoistedTypeAttributes = []
        if name.utf8.first == UInt8(ascii: "("), name.containsByte(UInt8(ascii: "_")),
           let unlabelled = TypeNameText.droppingWildcardTupleLabels(name) {
            return TypeName(unlabelled, attributes: attributes)
        }
        return TypeName(name, attributes: attributes)
    }

    /// The words `parseTypeText` reads as a prefix of a type (`some`, `inout`, `sending`…).
    /// Inlined: it is asked for every type name.
    @inline(__always)
    func isTypePrefixWord(_ token: Token) -> Bool {
        switch token.keyword {
        case .inout, .some, .any, .borrowing, .consuming, .isolated, .each: return true
        default:
            return tokenText(token, equals: "sending") || tokenText(token, equals: "repeat")
                || tokenText(token, equals: "__owned") || tokenText(token, equals: "__shared")
        }
    }

    /// The ownership and isolation specifiers (`borrowing`, `consuming`, `sending`, `isolated`,
    /// `__owned`, `__shared`): Sourcery names such a type by the type after them, so they are read
    /// past and left out of the spelling (`inout` stays, as Sourcery's parameters spell it).
    @inline(__always)
    private func isDroppedSpecifier(_ token: Token) -> Bool {
        switch token.keyword {
        case .borrowing, .consuming, .isolated: return true
        case .inout, .some, .any, .each: return false
        default:
            return tokenText(token, equals: "sending") || tokenText(token, equals: "__owned")
                || tokenText(token, equals: "__shared")
        }
    }

    /// The spelling of one type, or nil (cursor unmoved) when no type starts here.
    mutating func parseTypeText(depth: Int) -> String? {
        let start = index
        var prefix = ""
        while currentKind == .identifier, isTypePrefixWord(current) {
            if !isDroppedSpecifier(current) { prefix += text(current) + " " }
            advance()
        }
        // Inner attributes (`inout @escaping`) belong to the spelling here.
        while currentKind == .at, peek().kind == .identifier {
            let attributeStart = index
            _ = moveOverAttribute()
            prefix += text(from: attributeStart, through: index - 1) + " "
        }
        if currentKind == .operator, tokenText(current, equals: "~") {
            prefix += "~"
            advance()
        }
        let primaryStart = index
        var isGroup = false
        var hasGenericArguments = false
        switch currentKind {
        case .leftParen:
            isGroup = true
            skipBalanced()
        case .leftBracket:
            skipBalanced()
        case .identifier:
            advance()
            hasGenericArguments = currentKind == .leftAngle
            skipTypeGenericArguments()
            while currentKind == .dot, peek().kind == .identifier, !isTypeSuffixKeyword(peek()) {
                advance()
                advance()
                hasGenericArguments = hasGenericArguments || currentKind == .leftAngle
                skipTypeGenericArguments()
            }
        default:
            index = start
            return nil
        }
        let groupEnd = index - 1
        let pathSpelling = hasGenericArguments ? sourcerySpelling(ofPathFrom: primaryStart, through: groupEnd, depth: depth) : nil

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
                // Spelled into one string, part after part.
                var spelled = prefix
                appendSpelledParameters(open: primaryStart, close: groupEnd, depth: depth, to: &spelled)
                for effect in effects {
                    spelled += " "
                    spelled += effect
                }
                spelled += " -> "
                index = probe + 1
                if depth < DeclarationParser.maximumTypeDepth, let result = parseTypeText(depth: depth + 1) {
                    spelled += result
                }
                lastTypeShape = .function
                return spelled
            }
        }

        // Postfix: `?`, `!`, `.Type`, `.Protocol`.
        var sawOptional = false
        var sawMetatype = false
        while true {
            if currentKind == .question || currentKind == .exclamation {
                sawOptional = true
                advance()
            } else if currentKind == .dot, isTypeSuffixKeyword(peek()) {
                sawMetatype = true
                advance()
                advance()
            } else {
                break
            }
        }
        // Spelled once, postfixes included (function types above return their own spelling).
        var text: String
        if let pathSpelling {
            text = prefix + pathSpelling + self.text(from: groupEnd + 1, through: index - 1)
        } else {
            text = prefix.isEmpty ? self.text(from: primaryStart, through: index - 1) : prefix + self.text(from: primaryStart, through: index - 1)
        }
        var shape = TypeShape.plain

        // A one-element group is its element (a one-element tuple type does not exist): `(T)` is
        // `T`, `(any P)?` is `any P?` (Q7), `((@Sendable () -> Void))?` is `(@Sendable () -> Void)?`;
        // `(any P).Type` keeps them.
        if isGroup, !sawMetatype, let element = collapsedGroup(open: primaryStart, close: groupEnd, depth: depth) {
            let attributeTexts = element.attributes.map(\.asSource).sorted()
            let spelled = attributeTexts.isEmpty ? element.text : (attributeTexts + [element.text]).joined(separator: " ")
            if !sawOptional {
                if depth == 0 {
                    hoistedTypeAttributes += element.attributes
                    text = prefix + element.text
                } else {
                    text = prefix + spelled
                }
                shape = element.shape
            } else {
                let suffix = self.text(from: groupEnd + 1, through: index - 1)
                text = prefix + (element.shape == .plain ? spelled : "(" + spelled + ")") + suffix
            }
        }

        // `Optional<()> -> ()`: a function type whose one parameter is not parenthesised (an
        // error Swift recovers from), read as Sourcery reads it.
        if !isGroup, !sawOptional, currentKind == .arrow, depth < DeclarationParser.maximumTypeDepth {
            advance()
            let result = parseTypeText(depth: depth + 1) ?? ""
            lastTypeShape = .function
            return text + " -> " + result
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
            if prefix.isEmpty { shape = .composition }
        }
        lastTypeShape = shape
        return text
    }

    /// The group `(…)` from `open` to `close` when it holds exactly one unlabelled type (with
    /// optional attributes): its spelling, attributes and shape. The cursor is left unmoved.
    private mutating func collapsedGroup(open: Int, close: Int, depth: Int) -> (text: String, attributes: [Attribute], shape: TypeShape)? {
        guard close > open + 1, depth < DeclarationParser.maximumRespelledGroupDepth else { return nil }
        let saved = index
        defer { index = saved }
        index = open + 1
        var attributes: [Attribute] = []
        while currentKind == .at, peek().kind == .identifier {
            if let attribute = parseAttribute() { attributes.append(attribute) }
        }
        guard let element = parseTypeText(depth: depth + 1), index == close else { return nil }
        return (element, attributes, lastTypeShape)
    }

    /// A function type's parameter group re-spelled element by element, as Sourcery does, appended
    /// to `spelled`: `label: type` with each type spelled by the rules above (`((any E)?) -> Void`
    /// is `(any E?) -> Void`); an element that does not read as a type stays as written.
    private mutating func appendSpelledParameters(open: Int, close: Int, depth: Int, to spelled: inout String) {
        guard close > open + 1, depth < DeclarationParser.maximumRespelledGroupDepth else {
            spelled += text(from: open, through: close)
            return
        }
        let saved = index
        defer { index = saved }
        spelled += "("
        var isFirst = true
        var elementStart = open + 1
        var probe = open + 1
        var angleDepth = 0
        while probe <= close {
            switch tokens[probe].kind {
            case .leftParen, .leftBracket, .leftBrace: probe = matchingIndex(from: probe)
            case .leftAngle: angleDepth += 1
            case .rightAngle: angleDepth -= 1
            case .comma where angleDepth == 0, .rightParen where probe == close:
                if elementStart < probe {
                    if !isFirst { spelled += ", " }
                    isFirst = false
                    appendSpelledParameter(from: elementStart, through: probe - 1, depth: depth, to: &spelled)
                }
                elementStart = probe + 1
            default: break
            }
            probe += 1
        }
        spelled += ")"
    }

    /// One element of a function type's parameter group, appended to `spelled`: its labels (none
    /// for `_`), sorted attributes and type, space-separated.
    private mutating func appendSpelledParameter(from first: Int, through last: Int, depth: Int, to spelled: inout String) {
        var start = first
        // How many label tokens are spelled: `label:` one (none for `_:`), `outer inner:` two.
        var labelCount = 0
        if start < last, tokens[start].kind == .identifier, tokens[start + 1].kind == .colon {
            labelCount = tokenText(tokens[start], equals: "_") ? 0 : 1
            start += 2
        } else if start + 1 < last, tokens[start].kind == .identifier, tokens[start + 1].kind == .identifier,
                  tokens[start + 2].kind == .colon {
            labelCount = 2
            start += 3
        }
        index = start
        var attributes: [String] = []
        while currentKind == .at, peek().kind == .identifier {
            let attributeStart = index
            _ = moveOverAttribute()
            attributes.append(text(from: attributeStart, through: index - 1))
        }
        guard index <= last, var type = parseTypeText(depth: depth + 1) else {
            spelled += text(from: first, through: last)
            return
        }
        if index == last, currentKind == .operator, tokenText(current, equals: "...") {
            type += "..."
            advance()
        }
        guard index == last + 1 else {
            spelled += text(from: first, through: last)
            return
        }
        if labelCount > 0 {
            spelled += text(tokens[first])
            if labelCount == 2 {
                spelled += " "
                spelled += text(tokens[first + 1])
            }
            spelled += ": "
        }
        for attribute in attributes.sorted() {
            spelled += attribute
            spelled += " "
        }
        spelled += type
    }

    @inline(__always)   // see `tokenText(_:equals:)`
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
