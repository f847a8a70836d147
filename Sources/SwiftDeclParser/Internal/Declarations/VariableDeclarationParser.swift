/// `var`/`let` declarations: every binding of `var a = 1, b: Int` becomes its own declaration,
/// with its type (written or inferred), initializer text and accessor summary.
extension DeclarationParser {
    /// What an accessor block says about a property or subscript.
    struct AccessorSummary {
        var hasGetter = false
        var hasSetter = false
        var hasObservers = false
        var isAsync = false
        var `throws` = false
        var throwsTypeName: TypeName?
    }

    /// Pushes the bindings on `bindings` (the scope's member stack), so they are not built in a
    /// temporary array and copied over.
    mutating func parseVariable(prefix: DeclarationPrefix, scope: ScopeKind, into bindings: DeclarationStack<VariableDeclaration>) {
        let firstBinding = bindings.count
        let keywordToken = current
        let isLet = current.keyword == .let
        advance()
        let found = annotationIndex.annotations(startLine: lines.line(of: tokens[prefix.startIndex].start), anchorLine: lines.line(of: keywordToken.start), startOffset: tokens[prefix.startIndex].start)
        while !isAtEnd {
            let patternStart = index
            var name: String
            if currentKind == .identifier {
                name = text(current)
                advance()
            } else if currentKind == .leftParen {
                skipBalanced()
                name = text(from: patternStart, through: index - 1)
            } else {
                warn("expected a variable name", at: current)
                break
            }
            if name.isEmpty { name = "_" }
            // Every field is read first and the declaration built once, in its final place, by the
            // memberwise initializer (see `VariableDeclaration`), so no half-built copy is made.
            var typeName: TypeName?
            if currentKind == .colon {
                advance()
                typeName = parseTypeName()
            }
            let hasTypeAnnotation = typeName != nil
            var defaultValue: String?
            if currentKind == .equal {
                advance()
                let first = index
                if let last = skipExpression(stopAtComma: true) {
                    defaultValue = text(from: first, through: last).trimmingWhitespace()
                    if !hasTypeAnnotation { typeName = inferType(from: first, through: last) }
                }
            }
            var accessors = AccessorSummary()
            if currentKind == .leftBrace {
                parseAccessorBlock(into: &accessors)
            }
            let patternPosition = lines.position(of: tokens[patternStart].start)
            bindings.append(VariableDeclaration(
                name: name, typeName: typeName.take() ?? .unknown, defaultValue: defaultValue,
                boxedThrowsTypeName: accessors.throwsTypeName, modifiers: prefix.modifiers, attributes: prefix.attributes,
                annotations: found.annotations, documentation: found.documentation,
                conditionalCompilation: conditionalCompilation.current,
                compactLine: patternPosition.line, compactColumn: patternPosition.column,
                hasTypeAnnotation: hasTypeAnnotation, isLet: isLet, hasGetter: accessors.hasGetter, hasSetter: accessors.hasSetter,
                hasObservers: accessors.hasObservers, isAsync: accessors.isAsync, throws: accessors.throws))
            guard currentKind == .comma else { break }
            advance()
            // `var a: Int, var b: Int` (invalid Swift, read as swift-syntax recovers it): the
            // second `var` starts a declaration of its own.
            if current.keyword == .var || current.keyword == .let {
                warn("expected a variable name after ','; '\(text(current))' starts a new declaration", at: current)
                break
            }
        }
        // `var a, b: Int`: a binding without type or initializer shares the next written type.
        // A lone binding (the usual case) has no next one, and is not read back at all.
        guard bindings.count - firstBinding > 1 else { return }
        var sharedType: TypeName?
        for position in (firstBinding..<bindings.count).reversed() {
            if bindings[position].hasTypeAnnotation {
                sharedType = bindings[position].typeName
            } else if bindings[position].defaultValue == nil, let shared = sharedType {
                bindings[position].typeName = shared
                bindings[position].hasTypeAnnotation = true
            } else {
                sharedType = nil
            }
        }
    }

    /// At `{` after a binding: either accessors (`get`/`set`/`willSet`/`didSet`/`_modify`, with
    /// effects) or a getter shorthand body. The block is skipped by brace matching.
    mutating func parseAccessorBlock(into variable: inout AccessorSummary) {
        let open = index
        var probe = open + 1
        // Attributes and mutation modifiers may precede the first accessor.
        while tokens[probe].kind == .at || tokens[probe].keyword == .mutating || tokens[probe].keyword == .nonmutating {
            if tokens[probe].kind == .at { probe += 1 }
            probe += 1
            if tokens[probe].kind == .leftParen, !tokens[probe].hasLeadingSpace { probe = matchingIndex(from: probe) + 1 }
        }
        let first = tokens[probe]
        let isAccessorList = first.kind == .identifier && Self.isAccessorKeyword(first)
        skipBalanced()
        let close = index - 1
        guard isAccessorList else {
            variable.hasGetter = true
            return
        }
        // Accessor keywords directly inside the block (depth 1).
        var depth = 0
        var position = open
        while position <= close {
            let token = tokens[position]
            switch token.kind {
            case .leftBrace: depth += 1
            case .rightBrace: depth -= 1
            case .identifier where depth == 1 && Self.isAccessorKeyword(token) && isAccessorPosition(position, blockStart: open):
                switch token.keyword {
                case .get, ._read:
                    variable.hasGetter = true
                    var effect = position + 1
                    while tokens[effect].kind == .identifier, tokens[effect].keyword == .async || tokens[effect].keyword == .throws {
                        if tokens[effect].keyword == .async { variable.isAsync = true }
                        if tokens[effect].keyword == .throws {
                            variable.throws = true
                            // `throws(E)`, `throws(any Error)`: the thrown type as written.
                            if tokens[effect + 1].kind == .leftParen {
                                let closeParen = matchingIndex(from: effect + 1)
                                if closeParen > effect + 2, closeParen <= close {
                                    let thrown = text(from: effect + 2, through: closeParen - 1)
                                    variable.throwsTypeName = TypeName(thrown)
                                    if thrown == "Never" { variable.throws = false }
                                    effect = closeParen
                                }
                            }
                        }
                        effect += 1
                    }
                case .set, ._modify: variable.hasSetter = true
                case .willSet, .didSet: variable.hasObservers = true
                default: break
                }
            default: break
            }
            position += 1
        }
    }

    static func isAccessorKeyword(_ token: Token) -> Bool {
        switch token.keyword {
        case .get, .set, .willSet, .didSet, ._modify, ._read: return true
        default: return false
        }
    }

    /// An accessor keyword starts the block, follows another accessor's body or keyword, or
    /// follows an attribute/modifier; `get` used as an identifier inside an expression does not.
    private func isAccessorPosition(_ position: Int, blockStart: Int) -> Bool {
        let previous = tokens[position - 1]
        if position - 1 == blockStart || previous.kind == .rightBrace || previous.kind == .rightParen { return true }
        switch previous.keyword {
        case .get, .set, .async, .throws, .mutating, .nonmutating, ._modify, ._read: return previous.kind == .identifier
        default: break
        }
        return position >= 2 && tokens[position - 2].kind == .at
    }

    /// Index of the bracket closing the `(`, `[` or `{` at `position`, or the last token.
    @inline(__always)   // the work is in the static form, which does not copy the parser
    func matchingIndex(from position: Int) -> Int {
        Self.closingToken(in: tokens, of: position, limit: tokens.count - 2) ?? tokens.count - 1
    }
}
