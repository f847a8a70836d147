/// A variable's key path (`a.b.0`, `a[b].c`, `d['x y']`), split once at parse time (§3.3).
///
/// Structural errors are kept and raised when the variable is rendered, as Stencil does.
final class KeyPath {
    enum Segment {
        /// A literal segment; `index` is `Int(name)` when it is one.
        case name(String, index: Int?)
        /// `[expr]`: resolved at render time, its text becomes the segment.
        case dynamic(Operand, text: String)
    }

    /// Nested subscripts compile recursively; this bounds the recursion.
    static let maxSubscriptNesting = 32

    let text: String
    let segments: [Segment]
    let error: String?
    // Constants, not variables: reading a class's `var` costs an exclusivity check each time.
    private let hasSubscripts: Bool
    /// Without subscripts, the segments as steps (key, `Int(name)`), empty with subscripts: objects
    /// get keys with their codes computed once. Resolving reads each step through an unretained
    /// reference from memory this key path owns, and a step's fields are constants, so its key is
    /// passed on in place, without copying steps out or retaining an array around every lookup.
    private let steps: UnsafeMutableBufferPointer<Unmanaged<Step>>
    /// Keeps the steps alive.
    private let stepObjects: [Step]

    private final class Step {
        let key: TemplateKey
        let index: Int?

        init(key: TemplateKey, index: Int?) {
            self.key = key
            self.index = index
        }
    }

    init(_ text: String) {
        self.text = text
        (segments, error) = Self.parse(text)
        hasSubscripts = segments.contains { if case .dynamic = $0 { return true } else { return false } }
        var steps: [Step] = []
        if !hasSubscripts {
            for case let .name(name, index) in segments { steps.append(Step(key: TemplateKey(name), index: index)) }
        }
        stepObjects = steps
        self.steps = .allocate(capacity: steps.count)
        _ = self.steps.initialize(from: steps.map { Unmanaged.passUnretained($0) })
    }

    deinit {
        steps.deallocate()
    }

    private static func parse(_ text: String) -> (segments: [Segment], error: String?) {
        var segments: [Segment] = []
        var error: String?
        var partial: [Segment] = []
        var current = ""
        var level = 0

        func fail(_ message: String) { if error == nil { error = message } }

        for character in text {
            if error != nil { return (segments, error) }
            switch character {
            case "." where level == 0:
                if !current.isEmpty { partial.append(Self.name(current)) }
                guard !partial.isEmpty else { fail("Unexpected '.' in variable '\(text)'"); return (segments, error) }
                segments += partial
                current = ""
                partial = []
            case "[":
                guard !partial.isEmpty || !current.isEmpty else { fail("Unexpected '[' in variable '\(text)'"); return (segments, error) }
                if level >= KeyPath.maxSubscriptNesting {
                    fail("Subscripts nested deeper than \(KeyPath.maxSubscriptNesting) levels in variable '\(text)'")
                    return (segments, error)
                }
                if level > 0 {
                    current.append("[")
                } else if !current.isEmpty {
                    partial.append(Self.name(current))
                    current = ""
                }
                level += 1
            case "]":
                guard level > 0 else { fail("Unbalanced ']' in variable '\(text)'"); return (segments, error) }
                if level > 1 {
                    current.append("]")
                } else if !current.isEmpty {
                    partial.append(.dynamic(Operand(current), text: current))
                    current = ""
                } else {
                    fail("Unable to resolve subscript '' in variable '\(text)'")
                    return (segments, error)
                }
                level -= 1
            default:
                guard partial.isEmpty || level > 0 else {
                    fail("Unexpected character '\(character)' in variable '\(text)'")
                    return (segments, error)
                }
                current.append(character)
            }
        }
        if !current.isEmpty { partial.append(Self.name(current)) }
        segments += partial
        if level != 0 { fail("Unbalanced subscript brackets in variable '\(text)'") }
        return (segments, error)
    }

    /// The common case, `a.b.c`: no subscripts to resolve, no allocation.
    private func resolveStatic(_ renderer: Renderer) throws -> Value {
        let steps = self.steps
        guard !steps.isEmpty else { return .null }
        guard var current = steps[0]._withUnsafeGuaranteedRef({ renderer.lookup($0.key.name) }) else {
            let first = steps[0].takeUnretainedValue().key.name
            if renderer.strict, !renderer.assignedNames.contains(first) { throw TemplateError("Undefined variable '\(first)'\(renderer.suggestion(forVariable: first))") }
            return .null
        }
        var position = 1
        while position < steps.count {
            if case .null = current { return .null }
            let found = steps[position]._withUnsafeGuaranteedRef { step in
                ValueSemantics.member(of: current, key: step.key, index: step.index)
            }
            guard let value = found else {
                if renderer.strict, case .object(let object) = current, ValueSemantics.hasDeclaredProperties(object) {
                    throw TemplateError("Unknown property '\(steps[position].takeUnretainedValue().key.name)' in '\(text)'")
                }
                return .null
            }
            current = value
            position += 1
        }
        return current
    }

    private static func name(_ text: String) -> Segment {
        .name(text, index: Int(text))
    }

    /// Resolves the path against the renderer's scopes. Subscripts are resolved first, as
    /// Stencil resolves them while splitting the path (an unresolvable one is an error even
    /// when the variable itself is undefined).
    func resolve(_ renderer: Renderer) throws -> Value {
        if let error = error { throw TemplateError(error) }
        if !hasSubscripts { return try resolveStatic(renderer) }
        var keys: [(String, Int?)] = []
        keys.reserveCapacity(segments.count)
        for segment in segments {
            switch segment {
            case let .name(name, index):
                keys.append((name, index))
            case let .dynamic(operand, inner):
                let value = try operand.resolve(renderer)
                guard !ValueSemantics.isNil(value) else {
                    throw TemplateError("Unable to resolve subscript '\(inner)' in variable '\(text)'")
                }
                let key = ValueRenderer.render(value)
                keys.append((key, Int(key)))
            }
        }
        guard let (first, _) = keys.first else { return .null }
        guard var current = renderer.lookup(first) else {
            if renderer.strict, !renderer.assignedNames.contains(first) { throw TemplateError("Undefined variable '\(first)'\(renderer.suggestion(forVariable: first))") }
            return .null
        }
        for (key, index) in keys.dropFirst() {
            if case .null = current { return .null }
            guard let value = ValueSemantics.member(of: current, key: key, index: index) else {
                if renderer.strict, case .object(let object) = current, ValueSemantics.hasDeclaredProperties(object) {
                    throw TemplateError("Unknown property '\(key)' in '\(text)'")
                }
                return .null
            }
            current = value
        }
        return current
    }
}
