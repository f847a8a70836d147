/// `struct`, `class`, `enum`, `protocol`, `actor` and `extension` declarations with their bodies.
extension DeclarationParser {
    mutating func parseType(_ kind: TypeKind, prefix: DeclarationPrefix) {
        let keywordToken = current
        advance()
        var declaration: TypeDeclaration
        let anchor: Token
        if kind == .extension {
            anchor = keywordToken
            guard let extended = parseTypeName() else {
                warn("expected a type name after 'extension'", at: keywordToken)
                return
            }
            declaration = TypeDeclaration(kind: kind, name: extended.name, line: keywordToken.line, column: column(of: keywordToken))
        } else {
            guard currentKind == .identifier else {
                warn("expected a name after '\(text(keywordToken))'", at: keywordToken)
                return
            }
            anchor = current
            declaration = TypeDeclaration(kind: kind, name: text(current), line: current.line, column: column(of: current))
            advance()
            if currentKind == .leftAngle {
                declaration.hasGenericParameterClause = true
                declaration.genericParameters = parseGenericParameterClause().parameters
            }
        }
        declaration.attributes = prefix.attributes
        declaration.modifiers = prefix.modifiers
        if currentKind == .colon {
            advance()
            declaration.inheritedTypes = parseInheritanceList()
        }
        if isKeyword(.where) {
            declaration.genericRequirements = parseWhereClause().requirements
            declaration.genericParameters = completingConstraints(declaration.genericParameters, with: declaration.genericRequirements)
        }
        let found = annotationIndex.annotations(startLine: tokens[prefix.startIndex].line, anchorLine: anchor.line, startOffset: tokens[prefix.startIndex].start)
        declaration.annotations = found.annotations
        declaration.documentation = found.documentation

        // Anything else before the body (e.g. a broken clause) is passed over up to `{`.
        while !isAtEnd, currentKind != .leftBrace, !(current.isAtLineStart && beginsNewDeclaration(current)) {
            advance()
        }
        guard currentKind == .leftBrace else {
            warn("expected '{' to start the body of '\(declaration.name)'", at: anchor)
            stacks.types.append(declaration)
            return
        }
        let opener = current
        declaration.bodyStartOffset = opener.start
        if nestingDepth >= DeclarationParser.maximumNestingDepth {
            warn("declarations nested more than \(DeclarationParser.maximumNestingDepth) levels deep are skipped", at: opener)
            skipBalanced()
        } else {
            advance()
            nestingDepth += 1
            let body = parseMembers(scope: .type(kind), closingBrace: true, opener: opener)
            nestingDepth -= 1
            declaration.variables = body.variables
            declaration.methods = body.methods
            declaration.subscripts = body.subscripts
            declaration.cases = body.cases
            declaration.nestedTypes = body.types
            declaration.typealiases = body.typealiases
            declaration.associatedTypes = body.associatedTypes
        }
        if index > 0, tokens[index - 1].kind == .rightBrace { declaration.bodyEndOffset = tokens[index - 1].start }
        stacks.types.append(declaration)
    }

    /// `: A, B<C>, D & E` up to `where` or `{`.
    mutating func parseInheritanceList() -> [String] {
        var inherited: [String] = []
        while !isAtEnd {
            while currentKind == .at, peek().kind == .identifier { _ = parseAttribute() }  // `@unchecked Sendable`
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
        if currentKind == .leftAngle { _ = parseGenericParameterClause() }
        guard currentKind == .equal else { return nil }
        advance()
        guard let target = parseTypeName() else { return nil }
        if isKeyword(.where) { _ = parseWhereClause() }
        let found = annotationIndex.annotations(startLine: tokens[prefix.startIndex].line, anchorLine: nameToken.line, startOffset: tokens[prefix.startIndex].start)
        return TypealiasDeclaration(aliasName: text(nameToken), typeName: target, modifiers: prefix.modifiers,
                                    annotations: found.annotations, documentation: found.documentation, line: nameToken.line)
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
        }
        if currentKind == .equal {
            advance()
            let defaultType = parseTypeName()
            if associated.typeName == nil { associated.typeName = defaultType }
        }
        if isKeyword(.where) { _ = parseWhereClause() }
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
