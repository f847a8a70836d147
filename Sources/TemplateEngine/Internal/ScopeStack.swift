/// The context stack of one render (§3.4): the initial context at the bottom, then one frame per
/// `for` iteration, `if` branch, include, macro call…, innermost last.
///
/// Frames bind a handful of names (a loop variable, a `set`), and rendering pushes and pops them
/// constantly, so they live in one flat array searched from the innermost binding outwards:
/// pushing a frame allocates nothing and a lookup hashes nothing (short names compare in one
/// step). Only the initial context, which may be a large JSON object, stays a dictionary.
///
/// A name is bound at most once per frame, so the first match from the end is the innermost one,
/// exactly as a search of one dictionary per scope finds it.
struct ScopeStack {
    private struct Binding {
        let name: String
        var value: Value
    }

    /// The initial context; nil when it is empty, which makes top-level assignments vanish
    /// exactly as in Stencil (there is no scope to assign into).
    private var root: [String: Value]?
    private var bindings: [Binding] = []
    /// Where each frame's bindings start in `bindings`.
    private var frameStarts: [Int] = []

    init(root: [String: Value]) {
        self.root = root.isEmpty ? nil : root
        bindings.reserveCapacity(16)
        frameStarts.reserveCapacity(16)
    }

    /// Whether there is no scope at all (an empty initial context and no frame).
    var isEmpty: Bool { root == nil && frameStarts.isEmpty }

    /// The innermost binding of `name`; `inRoot` tells whether it came from the initial context.
    /// (Inlined: called as a separate function, the renderer retains and releases every array of
    /// the stack around each lookup.)
    @inline(__always)
    func lookup(_ name: String) -> (value: Value, inRoot: Bool)? {
        var index = bindings.count - 1
        while index >= 0 {
            if bindings[index].name == name { return (bindings[index].value, false) }
            index -= 1
        }
        if let value = root?[name] { return (value, true) }
        return nil
    }

    // MARK: Frames

    mutating func pushFrame() {
        frameStarts.append(bindings.count)
    }

    mutating func pushFrame(_ scope: [String: Value]) {
        frameStarts.append(bindings.count)
        for (name, value) in scope { bindings.append(Binding(name: name, value: value)) }
    }

    mutating func popFrame() {
        // A frame holds a binding or two: removing them one by one beats the generic range removal.
        let start = frameStarts.removeLast()
        while bindings.count > start { bindings.removeLast() }
    }

    /// Binds `name` in the innermost frame (there must be one), replacing a binding it has.
    /// `.null` is a binding too: it hides outer names.
    mutating func bind(_ name: String, _ value: Value) {
        if let index = indexInInnermostFrame(of: name) {
            bindings[index].value = value
        } else {
            bindings.append(Binding(name: name, value: value))
        }
    }

    /// Whether the innermost frame binds `name`.
    func innermostFrameBinds(_ name: String) -> Bool {
        indexInInnermostFrame(of: name) != nil
    }

    /// Assigns in the innermost scope (a frame, else the initial context); nil removes the name there.
    mutating func assign(_ name: String, _ value: Value) {
        if frameStarts.isEmpty {
            guard root != nil else { return }
            root![name] = ValueSemantics.isNil(value) ? nil : value
        } else if ValueSemantics.isNil(value) {
            if let index = indexInInnermostFrame(of: name) { bindings.remove(at: index) }
        } else {
            bind(name, value)
        }
    }

    /// Every name bound anywhere (for "did you mean" suggestions).
    var allNames: Set<String> {
        var names = Set(bindings.map(\.name))
        if let root { names.formUnion(root.keys) }
        return names
    }

    private func indexInInnermostFrame(of name: String) -> Int? {
        guard !frameStarts.isEmpty else { return nil }
        let start = frameStarts[frameStarts.count - 1]
        var index = bindings.count - 1
        while index >= start {
            if bindings[index].name == name { return index }
            index -= 1
        }
        return nil
    }
}
