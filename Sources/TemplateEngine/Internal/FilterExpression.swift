/// `operand|filter|filter:arg1,arg2` (§4.1), with filters looked up at parse time.
final class FilterExpression {
    struct AppliedFilter {
        let name: String
        let function: FilterFunction
        let arguments: [Operand]
    }

    let operand: Operand
    let filters: [AppliedFilter]
    /// The key path when the expression is nothing else (`{{ a.b }}`, no filter, not a literal):
    /// what most variables are, resolved without going through the general path.
    let plainKeyPath: KeyPath?

    init(operand: Operand, filters: [AppliedFilter]) {
        self.operand = operand
        self.filters = filters
        if filters.isEmpty, case .keyPath(let keyPath) = operand { plainKeyPath = keyPath } else { plainKeyPath = nil }
    }

    /// Parses `text`; unknown filter names are errors (with "did you mean" suggestions).
    static func compile(_ text: String, environment: Environment) throws -> FilterExpression {
        let bits = SmartSplit.split(text, separator: "|").map(StencilTrim.spaces)
        guard let first = bits.first else {
            throw TemplateError("Variable tags must include at least 1 argument")
        }
        var filters: [AppliedFilter] = []
        for bit in bits.dropFirst() {
            var pieces = SmartSplit.split(bit, separator: ":")
            let name = pieces.isEmpty ? "" : StencilTrim.spaces(pieces.removeFirst())
            let arguments = SmartSplit.split(pieces.joined(separator: ":"), separator: ",")
                .map { Operand(StencilTrim.spaces($0)) }
            guard let function = environment.filter(named: name) else {
                throw TemplateError(environment.unknownFilterMessage(name))
            }
            filters.append(AppliedFilter(name: name, function: function, arguments: arguments))
        }
        return FilterExpression(operand: Operand(first), filters: filters)
    }

    func resolve(_ renderer: Renderer) throws -> Value {
        // Most variables have no filter: no strict-mode check, no filter loop.
        if filters.isEmpty { return try operand.resolve(renderer) }
        var value: Value
        if renderer.strict, filters[0].name == "default" {
            // `x|default:y` is how templates handle absent values: not an error in strict mode.
            value = try renderer.lenient { try operand.resolve(renderer) }
        } else {
            value = try operand.resolve(renderer)
        }
        for filter in filters {
            // The renderer's spare argument list, refilled: a new array per call was an allocation
            // for every filter with an argument (a filter that keeps the list gets its own copy).
            var arguments = renderer.takeFilterArguments()
            defer { renderer.giveBackFilterArguments(arguments) }
            // Filters see a lazy dictionary as the dictionary it stands for.
            for argument in filter.arguments { arguments.append(ValueSemantics.materialized(try argument.resolve(renderer))) }
            value = try filter.function.invoke(ValueSemantics.materialized(value), arguments, renderer)
        }
        return value
    }
}

/// Stencil's `trim(character: " ")`, quirk included: trailing spaces survive when the
/// only non-space character is the first one.
enum StencilTrim {
    static func spaces(_ text: String) -> String {
        guard let first = text.firstIndex(where: { $0 != " " }) else { return text }
        var index = text.index(before: text.endIndex)
        while index != text.startIndex {
            if text[index] != " " { return String(text[first...index]) }
            index = text.index(before: index)
        }
        return String(text[first...])
    }
}
