/// The context stack of one render (§3.4): the initial context at the bottom, then one frame per
/// `for` iteration, `if` branch, include, macro call…, innermost last.
///
/// Frames bind a handful of names (a loop variable, a `set`), and rendering pushes and pops them
/// constantly, so they live in one flat list searched from the innermost binding outwards:
/// pushing a frame allocates nothing and a lookup hashes nothing (short names compare in one
/// step). Only the initial context, which may be a large JSON object, stays a dictionary.
///
/// A name is bound at most once per frame, so the first match from the end is the innermost one,
/// exactly as a search of one dictionary per scope finds it.
///
/// A frame (and the top level) lists at most `listedBindingsPerFrame` names; the rest of its names
/// go to a dictionary of its own, so a template that sets thousands of names does not search all
/// of them on every lookup.
///
/// A class over memory it manages, not a struct of arrays: the renderer holds it in a constant, so
/// a lookup neither retains arrays nor checks their uniqueness, and a push or pop is a count
/// update. `@exclusivity(unchecked)`: one renderer, one thread, and no access spans a call out.
final class ScopeStack {
    private struct Binding {
        let name: String
        /// The name's length in UTF-8: names of different lengths differ, and comparing lengths
        /// is inline where comparing two different names is a call into the standard library.
        let length: Int
        var value: Value

        init(name: String, value: Value) {
            self.name = name
            self.length = name.utf8.count
            self.value = value
        }

        func isNamed(_ other: String, length otherLength: Int) -> Bool {
            length == otherLength && name == other
        }
    }

    /// The initial context; nil when it is empty, which makes top-level assignments vanish
    /// exactly as in Stencil (there is no scope to assign into). A name the template assigns at
    /// the top level that the initial context lacks (a macro, mostly) joins it as a binding below
    /// every frame rather than as an entry here: a name is in one place or the other, and the
    /// search through the bindings finds it without hashing the name, which every call of a
    /// macro did.
    @exclusivity(unchecked) private var root: [String: Value]?
    @exclusivity(unchecked) private var bindings = GrowableStorage<Binding>()
    /// Where each frame's bindings start in `bindings`.
    @exclusivity(unchecked) private var frameStarts = GrowableStorage<Int>()
    /// Each frame's names past its listed ones (nil for almost every frame), parallel to `frameStarts`.
    @exclusivity(unchecked) private var frameOverflows = GrowableStorage<[String: Value]?>()
    /// The top-level assignments past the listed ones.
    @exclusivity(unchecked) private var topLevelOverflow: [String: Value]?
    /// How many frames (the top level counted) have an overflow dictionary: while none has, a
    /// lookup is one search of the list.
    @exclusivity(unchecked) private var overflowingFrames = 0

    /// How many names a frame (or the top level) keeps in the list before the rest are hashed.
    static let listedBindingsPerFrame = 32

    init(root: [String: Value]) {
        self.root = root.isEmpty ? nil : root
    }

    deinit {
        bindings.release()
        frameStarts.release()
        frameOverflows.release()
    }

    /// Whether there is no scope at all (an empty initial context and no frame).
    var isEmpty: Bool { root == nil && frameStarts.count == 0 }

    /// The innermost binding of `name`; `inRoot` tells whether it came from the initial context
    /// (or a top-level assignment).
    @inline(__always)
    func lookup(_ name: String) -> (value: Value, inRoot: Bool)? {
        if overflowingFrames > 0 { return lookupFrameByFrame(name) }
        if let index = index(of: name, from: 0) {
            return (bindings[index].value, index < (frameStarts.count == 0 ? bindings.count : frameStarts[0]))
        }
        if let value = root?[name] { return (value, true) }
        return nil
    }

    /// `lookup` when some frame has an overflow dictionary: each frame's list, then its dictionary,
    /// innermost frame first.
    private func lookupFrameByFrame(_ name: String) -> (value: Value, inRoot: Bool)? {
        var end = bindings.count
        var frame = frameStarts.count - 1
        while frame >= 0 {
            let start = frameStarts[frame]
            if let index = index(of: name, in: start..<end) { return (bindings[index].value, false) }
            if let value = frameOverflows[frame]?[name] { return (value, false) }
            end = start
            frame -= 1
        }
        if let index = index(of: name, in: 0..<end) { return (bindings[index].value, true) }
        if let value = topLevelOverflow?[name] { return (value, true) }
        if let value = root?[name] { return (value, true) }
        return nil
    }

    // MARK: Frames

    func pushFrame() {
        frameStarts.append(bindings.count)
        frameOverflows.append(nil)
    }

    func pushFrame(_ scope: [String: Value]) {
        pushFrame()
        for (name, value) in scope { appendToInnermostFrame(name, value) }
    }

    func popFrame() {
        bindings.removeLast(bindings.count - frameStarts.removeLast())
        if frameOverflows.removeLast() != nil { overflowingFrames -= 1 }
    }

    /// Binds `name` in the innermost frame (there must be one), replacing a binding it has.
    /// `.null` is a binding too: it hides outer names.
    func bind(_ name: String, _ value: Value) {
        if let index = indexInInnermostFrame(of: name) {
            bindings[index].value = value
        } else if frameStarts.count == 0 {
            bindings.append(Binding(name: name, value: value))
        } else {
            let frame = frameStarts.count - 1
            if frameOverflows[frame]?[name] != nil {
                frameOverflows[frame]![name] = value
            } else {
                appendToInnermostFrame(name, value)
            }
        }
    }

    /// Whether the innermost frame binds `name`.
    func innermostFrameBinds(_ name: String) -> Bool {
        guard frameStarts.count > 0 else { return false }
        return indexInInnermostFrame(of: name) != nil || frameOverflows[frameStarts.count - 1]?[name] != nil
    }

    /// Binds a name the innermost frame lacks: in its list while that is short, else in its dictionary.
    private func appendToInnermostFrame(_ name: String, _ value: Value) {
        let frame = frameStarts.count - 1
        if bindings.count - frameStarts[frame] < Self.listedBindingsPerFrame {
            bindings.append(Binding(name: name, value: value))
        } else {
            if frameOverflows[frame] == nil { overflowingFrames += 1; frameOverflows[frame] = [:] }
            frameOverflows[frame]![name] = value
        }
    }

    /// Assigns in the innermost scope (a frame, else the initial context and the top-level
    /// bindings); nil removes the name there.
    func assign(_ name: String, _ value: Value) {
        if frameStarts.count == 0 {
            guard root != nil else { return }
            if let index = index(of: name, from: 0) {
                if ValueSemantics.isNil(value) { bindings.remove(at: index) } else { bindings[index].value = value }
            } else if topLevelOverflow?[name] != nil {
                topLevelOverflow![name] = ValueSemantics.isNil(value) ? Optional.none : value
            } else if ValueSemantics.isNil(value) || root![name] != nil {
                root![name] = ValueSemantics.isNil(value) ? nil : value
            } else if bindings.count < Self.listedBindingsPerFrame {
                bindings.append(Binding(name: name, value: value))
            } else {
                if topLevelOverflow == nil { overflowingFrames += 1; topLevelOverflow = [:] }
                topLevelOverflow![name] = value
            }
        } else if ValueSemantics.isNil(value) {
            if let index = indexInInnermostFrame(of: name) {
                bindings.remove(at: index)
            } else {
                frameOverflows[frameStarts.count - 1]?[name] = nil
            }
        } else {
            bind(name, value)
        }
    }

    /// Every name bound anywhere (for "did you mean" suggestions).
    var allNames: Set<String> {
        var names = Set<String>()
        for index in 0..<bindings.count { names.insert(bindings[index].name) }
        for frame in 0..<frameOverflows.count { if let overflow = frameOverflows[frame] { names.formUnion(overflow.keys) } }
        if let topLevelOverflow { names.formUnion(topLevelOverflow.keys) }
        if let root { names.formUnion(root.keys) }
        return names
    }

    private func indexInInnermostFrame(of name: String) -> Int? {
        guard frameStarts.count > 0 else { return nil }
        return index(of: name, from: frameStarts[frameStarts.count - 1])
    }

    /// The last binding of `name` at or after `start`.
    @inline(__always)
    private func index(of name: String, from start: Int) -> Int? {
        index(of: name, in: start..<bindings.count)
    }

    /// The last binding of `name` in `range`.
    @inline(__always)
    private func index(of name: String, in range: Range<Int>) -> Int? {
        let length = name.utf8.count
        var index = range.upperBound - 1
        while index >= range.lowerBound {
            if bindings[index].isNamed(name, length: length) { return index }
            index -= 1
        }
        return nil
    }
}

/// A list in memory its owner allocates and frees (`release`), for the scope stack: elements are
/// read and replaced in place, and appending is a capacity check, with no uniqueness check or
/// retain of an array buffer. Not copyable in any useful sense: the owner keeps the only one.
struct GrowableStorage<Element> {
    private var start: UnsafeMutablePointer<Element>?
    private(set) var count = 0
    private var capacity = 0

    subscript(index: Int) -> Element {
        unsafeAddress { UnsafePointer(start! + index) }
        nonmutating unsafeMutableAddress { start! + index }
    }

    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (start! + count).initialize(to: element)
        count += 1
    }

    /// Removes and returns the last element (there must be one).
    mutating func removeLast() -> Element {
        count -= 1
        return (start! + count).move()
    }

    /// Removes the last `n` elements (one at a time: a frame holds a binding or two, and a
    /// variable-count deinitialization is a call into the runtime's generic array destroy).
    mutating func removeLast(_ n: Int) {
        for _ in 0..<n {
            count -= 1
            (start! + count).deinitialize(count: 1)
        }
    }

    mutating func remove(at index: Int) {
        (start! + index).deinitialize(count: 1)
        (start! + index).moveInitialize(from: start! + index + 1, count: count - index - 1)
        count -= 1
    }

    /// Frees the memory (the elements are deinitialized first); the storage is empty after.
    mutating func release() {
        guard let start else { return }
        start.deinitialize(count: count)
        start.deallocate()
        self = GrowableStorage()
    }

    private mutating func grow() {
        let newCapacity = max(16, capacity * 2)
        let moved = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        if let start {
            moved.moveInitialize(from: start, count: count)
            start.deallocate()
        }
        start = moved
        capacity = newCapacity
    }
}
