/// Stencil's Pratt parser for conditions, over tag components.
///
/// Bounded and linear on hostile input: brackets are matched in one pass before parsing (nesting
/// deeper than the limit fails there, before any work on the inner levels), and the tree it
/// builds is at most `4 × maxDepth` levels high (runs of `and`/`or` are one level), so neither
/// parsing nor evaluating nor freeing a condition can overflow the stack.
struct IfExpressionParser {
    private enum Piece {
        case infix(String, power: Int)
        case prefix(String, power: Int)
        case operand(Resolvable)
        case subExpression(IfExpression, height: Int)
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
    private var depth = 0
    private let maxDepth: Int

    private var maxHeight: Int { maxDepth * 4 }

    static func parse(_ components: ArraySlice<String>, environment: Environment, maxDepth: Int) throws -> IfExpression {
        let matches = try BracketMatches(components, maxDepth: maxDepth)
        var parser = try IfExpressionParser(components, matches: matches, environment: environment, maxDepth: maxDepth)
        return try parser.parse().expression
    }

    private init(_ components: ArraySlice<String>, matches: BracketMatches, environment: Environment, maxDepth: Int) throws {
        self.maxDepth = maxDepth
        var index = components.startIndex
        while index < components.endIndex {
            let component = components[index]
            if component == "(" {
                // The matching `)` is consumed with the sub-expression.
                guard let end = matches.closing(index), end < components.endIndex else {
                    throw TemplateError("'if' expression error: missing closing bracket")
                }
                var inner = try IfExpressionParser(components[(index + 1)..<end], matches: matches, environment: environment,
                                                   maxDepth: maxDepth)
                let parsed = try inner.parse()
                pieces.append(.subExpression(parsed.expression, height: parsed.height))
                index = end + 1
                continue
            } else if component == ")" {
                throw TemplateError("'if' expression error: missing opening bracket")
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

    private mutating func parse() throws -> (expression: IfExpression, height: Int) {
        let parsed = try self.expression(power: 0)
        if case .end = current { return parsed }
        throw TemplateError("'if' expression error: dangling token")
    }

    private mutating func expression(power: Int) throws -> (expression: IfExpression, height: Int) {
        depth += 1
        defer { depth -= 1 }
        guard depth <= maxHeight else { throw tooDeep }
        let piece = current
        position += 1
        var left: IfExpression
        var height = 1
        switch piece {
        case .infix(let name, _):
            throw TemplateError("'if' expression error: infix operator '\(name)' doesn't have a left hand side")
        case let .prefix(_, prefixPower):
            let operand = try expression(power: prefixPower)
            left = .not(operand.expression)
            height = operand.height + 1
        case .operand(let resolvable):
            left = .operand(resolvable)
        case let .subExpression(expression, subHeight):
            left = expression
            height = subHeight
        case .end:
            throw TemplateError("'if' expression error: end")
        }
        // The open run of `and` (or `or`) terms, `left` first; built into one node when it ends.
        var run: [IfExpression] = []
        var runOperator = ""
        while power < current.power {
            let next = current
            position += 1
            switch next {
            case let .infix(name, infixPower):
                let right = try expression(power: infixPower)
                if name == "and" || name == "or" {
                    if runOperator != name {
                        if !run.isEmpty { left = Self.run(runOperator, run) }
                        run = [left]
                        runOperator = name
                        height += 1
                    }
                    run.append(right.expression)
                    height = max(height, right.height + 1)
                } else {
                    if !run.isEmpty { left = Self.run(runOperator, run) }
                    run = []
                    runOperator = ""
                    left = Self.combine(name, left, right.expression)
                    height = max(height, right.height) + 1
                }
                guard height <= maxHeight else { throw tooDeep }
            case .prefix(let name, _):
                throw TemplateError("'if' expression error: prefix operator '\(name)' was called with a left hand side")
            default:
                throw TemplateError("'if' expression error: end")
            }
        }
        if !run.isEmpty { left = Self.run(runOperator, run) }
        return (left, height)
    }

    private var tooDeep: TemplateError {
        TemplateError("'if' expression error: expression nested too deeply (more than \(maxHeight) levels)")
    }

    private static func run(_ name: String, _ terms: [IfExpression]) -> IfExpression {
        name == "and" ? .and(terms) : .or(terms)
    }

    private static func combine(_ name: String, _ lhs: IfExpression, _ rhs: IfExpression) -> IfExpression {
        switch name {
        case "in": return .contains(element: lhs, container: rhs)
        case "==": return .compare(.equal, lhs, rhs)
        case "!=": return .compare(.notEqual, lhs, rhs)
        case ">": return .compare(.greater, lhs, rhs)
        case ">=": return .compare(.greaterOrEqual, lhs, rhs)
        case "<": return .compare(.less, lhs, rhs)
        default: return .compare(.lessOrEqual, lhs, rhs)
        }
    }
}

/// For each `(` of a condition its matching `)`, found with one stack in one pass.
private struct BracketMatches {
    private let base: Int
    private var closings: [Int]

    init(_ components: ArraySlice<String>, maxDepth: Int) throws {
        base = components.startIndex
        closings = Array(repeating: -1, count: components.count)
        var open: [Int] = []
        for index in components.indices {
            if components[index] == "(" {
                open.append(index)
                guard open.count <= maxDepth else {
                    throw TemplateError("'if' expression error: brackets nested deeper than \(maxDepth) levels")
                }
            } else if components[index] == ")", let start = open.popLast() {
                closings[start - base] = index
            }
        }
    }

    /// The index of the `)` closing the `(` at `index`; nil when it is never closed.
    func closing(_ index: Int) -> Int? {
        let found = closings[index - base]
        return found < 0 ? nil : found
    }
}
