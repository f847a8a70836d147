/// A condition of `if`/`elif`/`where`/inline if (§5.2).
enum IfExpression {
    enum Comparison {
        case equal, notEqual, less, greater, lessOrEqual, greaterOrEqual
    }

    /// Not boxed (only the recursive cases are): testing a lone operand, the most common
    /// condition, reads it in place rather than copying it out of a box.
    case operand(Resolvable)
    indirect case not(IfExpression)
    /// A run of `and` (or `or`) terms, in order: a flat chain of any length stays one level deep.
    case and([IfExpression])
    case or([IfExpression])
    indirect case compare(Comparison, IfExpression, IfExpression)
    indirect case contains(element: IfExpression, container: IfExpression)

    func evaluate(_ renderer: Renderer) throws -> Bool {
        switch self {
        case .operand(let resolvable):
            return ValueSemantics.isTruthy(try resolvable.resolve(renderer))
        case .not(let expression):
            return try !expression.evaluate(renderer)
        case .and(let terms):
            for term in terms where try !term.evaluate(renderer) { return false }
            return true
        case .or(let terms):
            for term in terms where try term.evaluate(renderer) { return true }
            return false
        case let .compare(comparison, lhs, rhs):
            // Operators only compare plain operands; `1 == 1 == 1` is false.
            guard case .operand(let left) = lhs, case .operand(let right) = rhs else { return false }
            let leftValue = try left.resolve(renderer)
            let rightValue = try right.resolve(renderer)
            switch comparison {
            case .equal: return ValueSemantics.equals(leftValue, rightValue)
            case .notEqual: return !ValueSemantics.equals(leftValue, rightValue)
            case .less: return ValueSemantics.compare(leftValue, rightValue, <)
            case .greater: return ValueSemantics.compare(leftValue, rightValue, >)
            case .lessOrEqual: return ValueSemantics.compare(leftValue, rightValue, <=)
            case .greaterOrEqual: return ValueSemantics.compare(leftValue, rightValue, >=)
            }
        case let .contains(element, container):
            guard case .operand(let left) = element, case .operand(let right) = container else { return false }
            return ValueSemantics.contains(try right.resolve(renderer), try left.resolve(renderer))
        }
    }

    /// What `{{ … }}` renders for an expression: a lone operand's value, else `true`/`false`.
    func value(_ renderer: Renderer) throws -> Value {
        if case .operand(let resolvable) = self { return try resolvable.resolve(renderer) }
        return .string(try evaluate(renderer) ? "true" : "false")
    }
}

