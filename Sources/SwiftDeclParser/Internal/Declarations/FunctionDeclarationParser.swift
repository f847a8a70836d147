/// Functions, initializers, deinitializers and subscripts: signatures are read, bodies skipped
/// by brace matching.
///
/// Functions are pushed on the methods stack as soon as they have a name, and finished there in
/// place, so the declaration is never copied whole.
extension DeclarationParser {
    /// At `func`, `init` or `deinit`: the declaration, on the methods stack. Without
    /// `ParseOptions.functions` it is read the same way (same cursor moves, same warnings) and
    /// then dropped.
    mutating func parseMethod(prefix: DeclarationPrefix, scope: ScopeKind) {
        let firstMethod = stacks.methods.count
        switch current.keyword {
        case .func: parseFunction(prefix: prefix, scope: scope)
        case .`init`: parseInitializer(prefix: prefix, scope: scope)
        default: parseDeinitializer(prefix: prefix)
        }
        if !buildsFunctions { stacks.methods.pop(from: firstMethod) }
    }

    private mutating func parseFunction(prefix: DeclarationPrefix, scope: ScopeKind) {
        advance()
        let nameToken = current
        var name = ""
        if currentKind == .identifier {
            name = text(current)
            advance()
        } else {
            // Operator names: `==`, `<`, `+++`, `<*>` (tokens touching each other).
            while !isAtEnd, currentKind != .leftParen, name.isEmpty || !current.hasLeadingSpace {
                if currentKind == .leftAngle, !name.isEmpty, peek().kind == .identifier, tokens[index + 2].kind == .rightAngle || tokens[index + 2].kind == .colon { break }
                name += text(current)
                advance()
                if current.hasLeadingSpace && currentKind != .leftParen && currentKind != .leftAngle { break }
            }
        }
        let position = pushMethod(kind: .function, name: name, at: nameToken)
        if currentKind == .leftAngle { parseGenericParameters(ofMethodAt: position) }
        finishSignature(&stacks.methods[position], prefix: prefix, anchorLine: lines.line(of: nameToken.start))
    }

    private mutating func parseInitializer(prefix: DeclarationPrefix, scope: ScopeKind) {
        advance()
        let first = tokens[prefix.startIndex]
        let position = pushMethod(kind: .initializer, name: "init", at: first)
        if currentKind == .question, !current.hasLeadingSpace {
            stacks.methods[position].isFailable = true
            advance()
        } else if currentKind == .exclamation, !current.hasLeadingSpace {
            stacks.methods[position].isFailable = true
            stacks.methods[position].isImplicitlyUnwrappedFailable = true
            advance()
        }
        if currentKind == .leftAngle { parseGenericParameters(ofMethodAt: position) }
        finishSignature(&stacks.methods[position], prefix: prefix, anchorLine: lines.line(of: first.start))
    }

    private mutating func parseDeinitializer(prefix: DeclarationPrefix) {
        advance()
        let first = tokens[prefix.startIndex]
        let position = pushMethod(kind: .deinitializer, name: "deinit", at: first)
        let firstLine = lines.line(of: first.start)
        let found = annotationIndex.annotations(startLine: firstLine, anchorLine: firstLine, startOffset: first.start)
        stacks.methods[position].modifiers = prefix.modifiers
        stacks.methods[position].attributes = prefix.attributes
        stacks.methods[position].annotations = found.annotations
        stacks.methods[position].documentation = found.documentation
        if currentKind == .leftBrace { skipBalanced() }
    }

    /// A new function on the methods stack, placed at `token`; its index there. Its fields are
    /// set in place, so the declaration is never copied.
    private mutating func pushMethod(kind: FunctionKind, name: String, at token: Token) -> Int {
        stacks.methods.append(FunctionDeclaration(kind: kind, name: name))
        let position = stacks.methods.count - 1
        (stacks.methods[position].line, stacks.methods[position].column) = lines.position(of: token.start)
        stacks.methods[position].conditionalCompilation = conditionalCompilation.current
        return position
    }

    private mutating func parseGenericParameters(ofMethodAt position: Int) {
        let clause = parseGenericParameterClause()
        stacks.methods[position].genericParameters = clause.parameters
        stacks.methods[position].genericParameterClause = clause.text
    }

    /// Parameters, effects, result, `where` clause and body of a function or initializer.
    private mutating func finishSignature(_ function: inout FunctionDeclaration, prefix: DeclarationPrefix, anchorLine: Int) {
        function.modifiers = prefix.modifiers
        function.attributes = prefix.attributes
        // A function that is dropped (`buildsFunctions` false) is read the same way, but neither its
        // annotations nor its parameters are built.
        if buildsFunctions {
            // An inline `/* sourcery: … */` in the parameter list is a parameter's, not the function's.
            let textStart = prefix.startIndex > 0 ? tokens[prefix.startIndex - 1].end : 0
            let found = annotationIndex.annotations(startLine: lines.line(of: tokens[prefix.startIndex].start), anchorLine: anchorLine,
                                                    startOffset: tokens[prefix.startIndex].start, inlineRange: textStart..<current.start)
            function.annotations = found.annotations
            function.documentation = found.documentation
        }
        if currentKind == .leftParen {
            function.parameters = parseParameterClause(building: buildsFunctions)
        } else {
            warn("expected '(' to start the parameters of '\(function.name)'")
        }
        // A local for the thrown type: the access to the wrapped `throwsTypeName` goes through the
        // whole declaration, and would overlap the accesses to the stored flags.
        var throwsType: TypeName?
        parseEffects(async: &function.isAsync, throws: &function.throws, rethrows: &function.rethrows, throwsType: &throwsType)
        if let throwsType { function.throwsTypeName = throwsType }
        if currentKind == .arrow {
            advance()
            function.returnTypeName = parseResultTypeName()
        }
        if isKeyword(.where) {
            let clause = parseWhereClause()
            function.genericRequirements = clause.requirements
            function.whereClause = clause.text
            function.genericParameters = completingConstraints(function.genericParameters, with: clause.requirements)
        }
        if currentKind == .leftBrace { skipBalanced() }
    }

    /// `async`, `throws`, `throws(E)`, `rethrows` (also `reasync`), in any order.
    mutating func parseEffects(async isAsync: inout Bool, throws doesThrow: inout Bool, rethrows doesRethrow: inout Bool, throwsType: inout TypeName?) {
        while currentKind == .identifier {
            switch current.keyword {
            case .async:
                isAsync = true
                advance()
            case .throws:
                doesThrow = true
                advance()
                if currentKind == .leftParen, !current.hasLeadingSpace {
                    advance()
                    throwsType = parseTypeName()
                    if currentKind == .rightParen { advance() }
                    if throwsType?.name == "Never" { doesThrow = false }
                }
            case .rethrows:
                doesRethrow = true
                advance()
            default:
                if tokenText(current, equals: "reasync") { advance(); continue }
                return
            }
        }
    }

    /// At `(`: the parameter list of a function, initializer or subscript. Not `building`, the
    /// list is read the same way (same cursor moves, same warnings) and comes back empty.
    mutating func parseParameterClause(building: Bool = true) -> [MethodParameter] {
        let open = index
        let close = matchingIndex(from: open)
        advance()
        var parameters: [MethodParameter] = []
        // Sized from the commas outside nested brackets (generic commas may overcount), so the
        // list is allocated once and kept without growth slack.
        var commas = 0
        var depth = 0
        for position in (open + 1)..<max(open + 1, close) {
            switch tokens[position].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .comma where depth == 0: commas += 1
            default: break
            }
        }
        if building, close > open + 1 { parameters.reserveCapacity(commas + 1) }
        while index < close {
            let parameterStart = index
            _ = parseAttributes()
            // `label name:` or `name:`: the tokens are kept, not a list of them (no array per parameter).
            var firstName: Token?
            var secondName: Token?
            while currentKind == .identifier, secondName == nil, peek().kind == .identifier || peek().kind == .colon {
                if firstName == nil { firstName = current } else { secondName = current }
                advance()
            }
            if currentKind == .colon, let firstName {
                advance()
                let typeName = parseTypeName() ?? TypeName("")
                var isVariadic = false
                if currentKind == .ellipsis {
                    isVariadic = true
                    advance()
                }
                var defaultValue: String?
                if currentKind == .equal {
                    advance()
                    let first = index
                    let last = skipExpression(stopAtComma: true)
                    if building, let last, last >= first {
                        defaultValue = text(from: first, through: last).trimmingWhitespace()
                    }
                }
                // Built once, in the array: a local updated and then appended would be copied.
                if building {
                    let names = parameterNames(first: firstName, second: secondName)
                    parameters.append(MethodParameter(argumentLabel: names.label, name: names.name, index: parameters.count, typeName: typeName,
                                                      isInout: typeName.name.hasPrefix("inout "), isVariadic: isVariadic, defaultValue: defaultValue,
                                                      annotations: parameterAnnotations(startingAt: parameterStart)))
                }
            }
            // Resynchronise on the next top-level comma or the closing parenthesis.
            while index < close, currentKind != .comma {
                if currentKind == .leftParen || currentKind == .leftBracket || currentKind == .leftBrace { skipBalanced() } else { advance() }
            }
            if currentKind == .comma, index < close { advance() }
        }
        index = close
        if currentKind == .rightParen { advance() }
        return parameters
    }

    /// Argument label (nil for `_`) and internal name of `first second:` or `first:`.
    private func parameterNames(first: Token, second: Token?) -> (label: String?, name: String) {
        let isUnderscore = tokenText(first, equals: "_")
        let label = isUnderscore ? nil : text(first)
        if let second { return (label, text(second)) }
        return (label, label ?? "")
    }

    /// A parameter's annotations: `// sourcery:` lines directly above it inside the list (when it
    /// starts its line), inline ones before it, trailing ones of its line, `begin`/`end` blocks.
    private mutating func parameterAnnotations(startingAt start: Int) -> Annotations {
        let previousLine = lines.line(of: tokens[start - 1].start)
        let line = lines.line(of: tokens[start].start)
        let startsLine = previousLine < line
        return annotationIndex.elementAnnotations(line: line, walksUp: startsLine,
                                                  inlineRange: tokens[start - 1].end..<tokens[start].start)
    }

    mutating func parseSubscript(prefix: DeclarationPrefix, scope: ScopeKind) -> SubscriptDeclaration {
        let first = tokens[prefix.startIndex]
        advance()
        var generics: [GenericParameter] = []
        if currentKind == .leftAngle { generics = parseGenericParameterClause().parameters }
        let parameters = currentKind == .leftParen ? parseParameterClause() : []
        var returnType = TypeName("")
        if currentKind == .arrow {
            advance()
            returnType = parseTypeName() ?? TypeName("")
        }
        let firstLine = lines.line(of: first.start)
        let found = annotationIndex.annotations(startLine: firstLine, anchorLine: firstLine, startOffset: first.start)
        let requirements = isKeyword(.where) ? parseWhereClause().requirements : []
        var accessors = AccessorSummary()
        if currentKind == .leftBrace { parseAccessorBlock(into: &accessors) }
        // One memberwise initialization: a local changed field by field is copied whole on return.
        return SubscriptDeclaration(parameters: parameters, returnTypeName: returnType,
                                    // As Sourcery: a `where` constraint stays in the requirements only (a mock
                                    // prints both, and a constraint in each is written twice).
                                    genericParameters: generics,
                                    genericRequirements: requirements, hasSetter: accessors.hasSetter, isAsync: accessors.isAsync,
                                    throws: accessors.throws, throwsTypeName: accessors.throwsTypeName, modifiers: prefix.modifiers,
                                    attributes: prefix.attributes, annotations: found.annotations, documentation: found.documentation,
                                    line: firstLine)
    }
}
