/// Source positions are the one part of a parse result that an edit elsewhere in the file changes
/// without changing what the file declares: a line added above a type moves it.
extension FileParseResult {
    /// This result with the positions of its declarations, members, functions and typealiases
    /// set to zero (diagnostics keep theirs: a moved warning is a different warning). Two
    /// results equal but for positions compose into the same model: neither the composer nor
    /// the template context reads positions.
    public func withoutSourcePositions() -> FileParseResult {
        var copy = self
        copy.declarations = declarations.map { $0.withoutSourcePositions() }
        copy.functions = functions.map { $0.withoutSourcePositions() }
        copy.typealiases = typealiases.map { $0.withoutSourcePositions() }
        return copy
    }
}

extension TypeDeclaration {
    func withoutSourcePositions() -> TypeDeclaration {
        var type = self
        (type.line, type.column, type.bodyStartOffset, type.bodyEndOffset) = (0, 0, nil, nil)
        type.variables = variables.map { variable in
            var variable = variable
            (variable.line, variable.column) = (0, 0)
            return variable
        }
        type.methods = methods.map { $0.withoutSourcePositions() }
        type.subscripts = subscripts.map { item in
            var item = item
            item.line = 0
            return item
        }
        type.typealiases = typealiases.map { $0.withoutSourcePositions() }
        type.nestedTypes = nestedTypes.map { $0.withoutSourcePositions() }
        return type
    }
}

extension FunctionDeclaration {
    func withoutSourcePositions() -> FunctionDeclaration {
        var function = self
        (function.line, function.column) = (0, 0)
        return function
    }
}

extension TypealiasDeclaration {
    func withoutSourcePositions() -> TypealiasDeclaration {
        var alias = self
        alias.line = 0
        return alias
    }
}
