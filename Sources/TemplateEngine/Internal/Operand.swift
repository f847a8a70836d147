/// A single operand: a literal or a key path (§3.2). Classified once at parse time.
enum Operand {
    case literal(Value)
    case keyPath(KeyPath)

    init(_ text: String) {
        if let literal = Operand.literal(text) {
            self = .literal(literal)
        } else {
            self = .keyPath(KeyPath(text))
        }
    }

    private static func literal(_ text: String) -> Value? {
        if text.count > 1, let first = text.first, first == "'" || first == "\"", text.last == first {
            return .string(String(text.dropFirst().dropLast()))
        }
        if let int = Int(text) { return .int(int) }
        if let float = Float(text) { return .float(float) }
        if text == "true" { return .bool(true) }
        if text == "false" { return .bool(false) }
        return nil
    }

    func resolve(_ renderer: Renderer) throws -> Value {
        switch self {
        case .literal(let value): return value
        case .keyPath(let keyPath): return try keyPath.resolve(renderer)
        }
    }

    /// The operand text as written (for error messages).
    var text: String {
        switch self {
        case .literal(let value):
            if case .string(let string) = value { return "\"\(string)\"" }
            return ValueRenderer.render(value)
        case .keyPath(let keyPath): return keyPath.text
        }
    }
}
