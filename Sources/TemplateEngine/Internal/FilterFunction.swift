/// A registered filter's implementation.
enum FilterFunction {
    /// Takes no arguments (`Can't invoke filter with an argument` otherwise).
    case simple((Value) throws -> Value)
    case arguments((Value, [Value]) throws -> Value)
    /// Builds text or lists that can be far larger than its input: checks them against what the
    /// render's filters may still build as it goes.
    case budgeted((Value, [Value], FilterBudget) throws -> Value)
    /// Needs the render state (the `filter` filter compiles and resolves further expressions).
    case contextual((Value, [Value], Renderer) throws -> Value)

    func invoke(_ value: Value, _ arguments: [Value], _ renderer: Renderer) throws -> Value {
        switch self {
        case .simple(let function):
            guard arguments.isEmpty else { throw TemplateError("Can't invoke filter with an argument") }
            return try function(value)
        case .arguments(let function):
            return try function(value, arguments)
        case .budgeted(let function):
            return try function(value, arguments, renderer.filterBudget)
        case .contextual(let function):
            return try function(value, arguments, renderer)
        }
    }
}
