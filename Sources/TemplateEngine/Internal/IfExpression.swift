/// A condition of `if`/`elif`/`where`/inline if (§5.2).
enum IfExpression {
    enum Comparison {
        case equal, notEqual, less, greater, lessOrEqual, greaterOrEqual
    }

    /// Not boxed (only the recursive cases are): testing a lone operand, the most common
    /// condition, reads it in place rather than copying it out of a box.
    case operand(Resolvable)
    indirect case not(IfExpression)
    indirect case and(IfExpression, IfExpression)
    indirect case or(IfExpression, IfExpression)
    indirect case compare(Comparison, IfExpression, IfExpression)
    indirect case contains(element: IfExpression, container: IfExpression)

    func evaluate(_ renderer: Renderer) throws -> Bool {
        switch self {
        case .operand(let resolvable):
            return ValueSemantics.isTruthy(try resolvable.resolve(renderer))
        case .not(let expression):
            return try !expression.evaluate(renderer)
        case let .and(lhs, rhs):
            return try lhs.evaluate(renderer) && rhs.evaluate(renderer)
        case let .or(lhs, rhs):
            return try lhs.evaluate(renderer) || rhs.evaluate(renderer)
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

/// Stencil's Pratt parser for conditions, over tag components.
struct IfExpressionParser {
    private enum Piece {
        case infix(String, power: Int)
        case prefix(String, power: Int)
        case operand(Resolvable)
        case subExpression(IfExpression)
        case end

        var power: Int {
            switch self {
            case .infix(_, let power), .prefix(_, let power): return power
            default: return 0
            }
        }
    }

    private var pieces: [Piece] = []
    private var position = 0
    private var depth: Int
    private let maxDepth: Int

    static func parse(_ components: ArraySlice<String>, environment: Environment, maxDepth: Int) throws -> IfExpression {
        var parser = try IfExpressionParser(components, environment: environment, depth: 0, maxDepth: maxDepth)
        return try parser.parse()
    }

    private init(_ components: ArraySlice<String>, environment: Environment, depth: Int, maxDepth: Int) throws {
        self.depth = depth
        self.maxDepth = maxDepth
        guard depth <= maxDepth else {
            throw TemplateError("'if' expression error: brackets nested deeper than \(maxDepth) levels")
        }
        var index = components.startIndex
        var balance = 0
        while index < components.endIndex {
            let component = components[index]
            if component == "(" {
                // The matching `)` is consumed with the sub-expression. Find the matching bracket.
                var level = 1
                var end = index + 1
                while end < components.endIndex {
                    if components[end] == "(" { level += 1 } else if components[end] == ")" { level -= 1 }
                    if level == 0 { break }
                    end += 1
                }
                if level > 0 { throw TemplateError("'if' expression error: missing closing bracket") }
                var inner = try IfExpressionParser(components[(index + 1)..<end], environment: environment,
                                                   depth: depth + 1, maxDepth: maxDepth)
                pieces.append(.subExpression(try inner.parse()))
                index = end + 1
                continue
            } else if component == ")" {
                balance -= 1
                if balance < 0 { throw TemplateError("'if' expression error: missing opening bracket") }
            } else {
                switch component {
                case "in": pieces.append(.infix(component, power: 5))
                case "or": pieces.append(.infix(component, power: 6))
                case "and": pieces.append(.infix(component, power: 7))
                case "not": pieces.append(.prefix(component, power: 8))
                case "==", "!=", ">", ">=", "<", "<=": pieces.append(.infix(component, power: 10))
                default: pieces.append(.operand(try Resolvable.compile(component, environment: environment)))
                }
            }
            index += 1
        }
    }

    private var current: Piece { position < pieces.count ? pieces[position] : .end }

    private mutating func parse() throws -> IfExpression {
        let expression = try self.expression(power: 0)
        if case .end = current { return expression }
        throw TemplateError("'if' expression error: dangling token")
    }

    private mutating func expression(power: Int) throws -> IfExpression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= maxDepth * 4 else {
            throw TemplateError("'if' expression error: expression nested too deeply")
        }
        let piece = current
        position += 1
        var left: IfExpression
        switch piece {
        case .infix(let name, _):
            throw TemplateError("'if' expression error: infix operator '\(name)' doesn't have a left hand side")
        case let .prefix(_, prefixPower):
            left = .not(try expression(power: prefixPower))
        case .operand(let resolvable):
            left = .operand(resolvable)
        case .subExpression(let expression):
            left = expression
        case .end:
            throw TemplateError("'if' expression error: end")
        }
        while power < current.power {
            let next = current
            position += 1
            switch next {
            case let .infix(name, infixPower):
                let right = try expression(power: infixPower)
                left = Self.combine(name, left, right)
            case .prefix(let name, _):
                throw TemplateError("'if' expression error: prefix operator '\(name)' was called with a left hand side")
            default:
                throw TemplateError("'if' expression error: end")
            }
        }
        return left
    }

    private static func combine(_ name: String, _ lhs: IfExpression, _ rhs: IfExpression) -> IfExpression {
        switch name {
        case "in": return .contains(element: lhs, container: rhs)
        case "or": return .or(lhs, rhs)
        case "and": return .and(lhs, rhs)
        case "==": return .compare(.equal, lhs, rhs)
        case "!=": return .compare(.notEqual, lhs, rhs)
        case ">": return .compare(.greater, lhs, rhs)
        case ">=": return .compare(.greaterOrEqual, lhs, rhs)
        case "<": return .compare(.less, lhs, rhs)
        default: return .compare(.lessOrEqual, lhs, rhs)
        }
    }
}
