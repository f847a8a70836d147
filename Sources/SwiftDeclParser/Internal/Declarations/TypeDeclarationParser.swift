/// `struct`, `class`, `enum`, `protocol`, `actor` and `extension` declarations with their bodies.
extension DeclarationParser {
    /// The declaration is pushed by one call of the memberwise initializer once every part is
    /// read: a local changed field by field would be copied whole on the way to the stack.
    mutating func parseType(_ kind: TypeKind, prefix: DeclarationPrefix) {
        let keywordToken = current
        advance()
        let name: String
        let anchor: Token
        var hasGenericParameterClause = false
        var genericParameters: [GenericParameter] = []
        if kind == .extension {
            anchor = keywordToken
            guard let extended = parseTypeName() else {
                warn("expected a type name after 'extension'", at: keywordToken)
                return
            }
            name = extended.name
        } else {
            guard currentKind == .identifier else {
                warn("expected a name after '\(text(keywordToken))'", at: keywordToken)
                return
            }
            anchor = current
            name = text(current)
            advance()
            if currentKind == .leftAngle {
                hasGenericParameterClause = true
                genericParameters = parseGenericParameterClause().parameters
            }
        }
        var inheritedTypes: [String] = []
        if currentKind == .colon {
            advance()
            inheritedTypes = parseInheritanceList()
        }
        var genericRequirements: [GenericRequirement] = []
        if isKeyword(.where) {
            genericRequirements = parseWhereClause().requirements
            genericParameters = completingConstraints(genericParameters, with: genericRequirements)
        }
        let startLine = lines.line(of: tokens[prefix.startIndex].start)
        let anchorPosition = lines.position(of: anchor.start)
        let found = annotationIndex.annotations(startLine: startLine, anchorLine: anchorPosition.line, startOffset: tokens[prefix.startIndex].start)

        // Anything else before the body (e.g. a broken clause) is passed over up to `{`.
        while !isAtEnd, currentKind != .leftBrace, !(current.isAtLineStart && beginsNewDeclaration(current)) {
            advance()
        }
        var body = ScopeDeclarations()
        var bodyStartOffset: Int?
        var bodyEndOffset: Int?
        if currentKind == .leftBrace {
            let opener = current
            bodyStartOffset = opener.start
            if nestingDepth >= DeclarationParser.maximumNestingDepth {
                warn("declarations nested more than \(DeclarationParser.maximumNestingDepth) levels deep are skipped", at: opener)
                skipBalanced()
            } else {
                advance()
                nestingDepth += 1
                let outerBody = conditionalCompilation.enterBody()
                body = parseMembers(scope: .type(kind), closingBrace: true, opener: opener)
                conditionalCompilation.leaveBody(restoring: outerBody)
                nestingDepth -= 1
            }
            if index > 0, tokens[index - 1].kind == .rightBrace { bodyEndOffset = tokens[index - 1].start }
        } else {
            warn("expected '{' to start the body of '\(name)'", at: anchor)
        }
        stacks.types.append(TypeDeclaration(
            name: name, modifiers: prefix.modifiers, attributes: prefix.attributes, inheritedTypes: inheritedTypes,
            genericParameters: genericParameters, genericRequirements: genericRequirements, annotations: found.annotations,
            documentation: found.documentation, variables: body.variables, methods: body.methods, subscripts: body.subscripts,
            cases: body.cases, nestedTypes: body.types, typealiases: body.typealiases, associatedTypes: body.associatedTypes,
            compactLine: anchorPosition.line, compactColumn: anchorPosition.column,
            bodyStartOffset: bodyStartOffset, bodyEndOffset: bodyEndOffset, kind: kind,
            hasGenericParameterClause: hasGenericParameterClause))
    }

    /// `: A, B<C>, D & E` up to `where` or `{`.
    mutating func parseInheritanceList() -> [String] {
        var inherited: [String] = []
        while !isAtEnd {
            while currentKind == .at, peek().kind == .identifier { _ = moveOverAttribute() }  // `@unchecked Sendable`
            if let typeName = parseTypeName() {
                inherited.append(typeName.name)
            } else if currentKind != .comma {
                break
            }
            if currentKind == .comma { advance() } else { break }
        }
        return inherited
    }

    /// `typealias Name<T> = Target`.
    mutating func parseTypealias(prefix: DeclarationPrefix) -> TypealiasDeclaration? {
        advance()
        guard currentKind == .identifier else { return nil }
        let nameToken = current
        advance()
        var genericParameterNames: [String] = []
        if currentKind == .leftAngle { genericParameterNames = parseGenericParameterClause().parameters.map { $0.name } }
        guard currentKind == .equal else { return nil }
        advance()
        guard let target = parseTypeName() else { return nil }
        if isKeyword(.where) { _ = parseWhereClause() }
        let nameLine = lines.line(of: nameToken.start)
        let found = annotationIndex.annotations(startLine: lines.line(of: tokens[prefix.startIndex].start), anchorLine: nameLine, startOffset: tokens[prefix.startIndex].start)
        return TypealiasDeclaration(aliasName: text(nameToken), typeName: target, modifiers: prefix.modifiers,
                                    annotations: found.annotations, documentation: found.documentation, line: nameLine,
                                    genericParameterNames: genericParameterNames)
    }

    /// `associatedtype Element: Equatable = Int where …`.
    mutating func parseAssociatedType() -> AssociatedType? {
        advance()
        guard currentKind == .identifier else { return nil }
        var associated = AssociatedType(name: text(current))
        advance()
        if currentKind == .colon {
            advance()
            associated.typeName = parseTypeName()
            associated.isConstrained = associated.typeName != nil
        }
        if currentKind == .equal {
            advance()
            let defaultType = parseTypeName()
            if associated.typeName == nil { associated.typeName = defaultType }
        }
        if isKeyword(.where) { associated.genericRequirements = parseWhereClause().requirements }
        return associated
    }

    /// `import Foo`, `@testable import Foo.Bar`, `import struct Foo.Bar`.
    mutating func parseImport() -> Import? {
        advance()
        var kind: String?
        if currentKind == .identifier, peek().kind == .identifier, !peek().isAtLineStart {
            kind = text(current)
            advance()
        }
        guard currentKind == .identifier else { return nil }
        var path = text(current)
        advance()
        while currentKind == .dot, peek().kind == .identifier {
            advance()
            path += "." + text(current)
            advance()
        }
        return Import(kind: kind, path: path)
    }
}
