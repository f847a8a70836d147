/// Generic parameter clauses (`<T: P, each U>`) and `where` clauses.
extension DeclarationParser {
    /// At `<`: reads the parameters and returns them with the clause's source text.
    mutating func parseGenericParameterClause() -> (parameters: [GenericParameter], text: String) {
        guard currentKind == .leftAngle else { return ([], "") }
        let open = index
        advance()
        var parameters: [GenericParameter] = []
        while !isAtEnd, currentKind != .rightAngle {
            if currentKind == .identifier, current.keyword == .each || tokenText(current, equals: "let") { advance() }
            guard currentKind == .identifier else { break }
            var parameter = GenericParameter(name: text(current))
            advance()
            if currentKind == .colon {
                advance()
                parameter.inheritedTypeName = parseTypeName()
            }
            parameters.append(parameter)
            if currentKind == .comma { advance() } else { break }
        }
        if currentKind == .rightAngle {
            advance()
        } else {
            // Malformed clause: resynchronise on the closing bracket without leaving the declaration.
            index = open
            skipTypeGenericArguments()
            if index == open { advance() }
        }
        return (parameters, text(from: open, through: index - 1))
    }

    /// At `where`: reads `A: B`, `A == B` requirements; returns them and the clause text from
    /// `where` to its last token as written (line breaks inside kept, as Sourcery's
    /// `withoutTrivia()` keeps them), or "" when no requirement follows.
    mutating func parseWhereClause() -> (requirements: [GenericRequirement], text: String) {
        guard isKeyword(.where) else { return ([], "") }
        let keyword = index
        advance()
        let first = index
        var requirements: [GenericRequirement] = []
        while !isAtEnd {
            let before = index
            guard let left = parseTypeText(depth: 0) else { break }
            let relationship: GenericRequirement.Relationship
            if currentKind == .colon {
                relationship = .conformsTo
            } else if currentKind == .operator, tokenText(current, equals: "==") {
                relationship = .equals
            } else {
                index = before
                break
            }
            advance()
            guard let right = parseTypeName() else { break }
            requirements.append(GenericRequirement(leftTypeName: left, rightTypeName: right, relationship: relationship))
            if currentKind == .comma { advance() } else { break }
        }
        return (requirements, index > first ? text(from: keyword, through: index - 1) : "")
    }

    /// A parameter without inline constraint takes it from the `where` clause.
    func completingConstraints(_ parameters: [GenericParameter], with requirements: [GenericRequirement]) -> [GenericParameter] {
        parameters.map { parameter in
            guard parameter.inheritedTypeName == nil,
                  let requirement = requirements.first(where: { $0.leftTypeName == parameter.name && $0.relationship == .conformsTo }) else { return parameter }
            return GenericParameter(name: parameter.name, inheritedTypeName: requirement.rightTypeName)
        }
    }
}
