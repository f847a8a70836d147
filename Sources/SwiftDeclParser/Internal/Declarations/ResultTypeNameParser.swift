/// A function's result type. Sourcery keeps the parentheses of a result written as one
/// parenthesised function type (`-> ((Int) -> Void)`) in `returnTypeName`, and its
/// `actualReturnTypeName` is the function type without them; elsewhere such a group is its element.
extension DeclarationParser {
    mutating func parseResultTypeName() -> TypeName? {
        let start = index
        guard let typeName = parseTypeName() else { return nil }
        guard tokens[start].kind == .leftParen, lastTypeShape == .function, closingToken(of: start, limit: index - 1) == index - 1 else {
            return typeName
        }
        return TypeName("(" + typeName.name + ")", attributes: typeName.attributes, actualTypeName: typeName)
    }
}
