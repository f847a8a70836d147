/// `operand|filter|filter:arg1,arg2` (§4.1), with filters looked up at parse time.
final class FilterExpression {
    /// One `|name:arguments` of the chain. A class: the chain calls each through an unretained
    /// reference, where copying a struct out of the list retained and released its three fields.
    final class AppliedFilter {
        let name: String
        let function: FilterFunction
        let arguments: [Operand]
        /// Whether every argument is a literal (`replace:"(","_"`, most filters): their values are
        /// then `literalArguments`, resolved once here rather than on every call.
        let hasOnlyLiteralArguments: Bool
        let literalArguments: [Value]

        init(name: String, function: FilterFunction, arguments: [Operand]) {
            self.name = name
            self.function = function
            self.arguments = arguments
            var literals: [Value] = []
            for case .literal(let value) in arguments { literals.append(ValueSemantics.materialized(value)) }
            hasOnlyLiteralArguments = literals.count == arguments.count
            literalArguments = hasOnlyLiteralArguments ? literals : []
        }

        func apply(to value: Value, _ renderer: Renderer) throws -> Value {
            // Filters see a lazy dictionary as the dictionary it stands for.
            let input = ValueSemantics.materialized(value)
            let result: Value
            if hasOnlyLiteralArguments {
                result = try function.invoke(input, literalArguments, renderer)
            } else {
                // The renderer's spare argument list, refilled, so a call allocates no new array
                // (a filter that keeps the list gets its own copy).
                var arguments = renderer.takeFilterArguments()
                defer { renderer.giveBackFilterArguments(arguments) }
                for argument in self.arguments { arguments.append(ValueSemantics.materialized(try argument.resolve(renderer))) }
                result = try function.invoke(input, arguments, renderer)
            }
            try renderer.countFilterResult(result)
            return result
        }
    }

    let operand: Operand
    let filters: [AppliedFilter]
    /// The key path when the expression is nothing else (`{{ a.b }}`, no filter, not a literal):
    /// what most variables are, resolved without going through the general path.
    let plainKeyPath: KeyPath?

    /// Where the renderer keeps this chain's results by input text, when the result depends on
    /// the operand's value alone: two filters or more (one costs about what remembering its
    /// result does), every argument a literal and every filter the engine's own, pure one. Macro
    /// templates run the same chain on the same few names many times, often alternating between
    /// them (a method's name, then its return type). nil: not remembered.
    let resultSlot: Int?

    init(operand: Operand, filters: [AppliedFilter], resultSlot: Int? = nil) {
        self.operand = operand
        self.filters = filters
        self.resultSlot = resultSlot
        if filters.isEmpty, case .keyPath(let keyPath) = operand { plainKeyPath = keyPath } else { plainKeyPath = nil }
    }

    /// Parses `text`; unknown filter names are errors (with "did you mean" suggestions).
    /// `forOneUse`: compiled during a render for one evaluation (the `filter` filter's), so there
    /// is nothing to remember its result for.
    static func compile(_ text: String, environment: Environment, forOneUse: Bool = false) throws -> FilterExpression {
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
        let remembers = !forOneUse && filters.count >= 2
            && filters.allSatisfy { $0.hasOnlyLiteralArguments && environment.isPureFilter($0.name) }
        return FilterExpression(operand: Operand(first), filters: filters, resultSlot: remembers ? environment.resultSlot() : nil)
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
        guard let slot = resultSlot, case .string(let input) = value else { return try apply(to: value, renderer) }
        if let result = renderer.filterResult(inSlot: slot, for: input) { return result }
        let result = try apply(to: value, renderer)
        renderer.rememberFilterResult(inSlot: slot, for: input, result)
        return result
    }

    private func apply(to value: Value, _ renderer: Renderer) throws -> Value {
        var value = value
        try filters.withUnsafeBufferPointer { filters in
            for index in filters.indices {
                value = try Unmanaged.passUnretained(filters[index])._withUnsafeGuaranteedRef { try $0.apply(to: value, renderer) }
            }
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
