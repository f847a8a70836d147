/// A function's result type. Sourcery keeps the parentheses of a result written as one
/// parenthesised function type (`-> ((Int) -> Void)`) in `returnTypeName`, and its
/// `actualReturnTypeName` is the function type without them; elsewhere such a group is its element.
extension DeclarationParser {
    mutating func parseResultTypeName() -> TypeName? {
        let start = index
        guard let typeName = parseTypeName() else { return nil }
        guard tokens[start].kind == .leftParen, lastTypeShape == .function, closingParenthesis(of: start) == index - 1 else {
            return typeName
        }
        return TypeName("(" + typeName.name + ")", attributes: typeName.attributes, actualTypeName: typeName)
    }

    /// The index of the `)` that closes the `(` at `open`, or nil when it does not close.
    private func closingParenthesis(of open: Int) -> Int? {
        var depth = 0
        var position = open
        while position < index {
            switch tokens[position].kind {
            case .leftParen: depth += 1
            case .rightParen:
                depth -= 1
                if depth == 0 { return position }
            default: break
            }
            position += 1
        }
        return nil
    }
}
