/// The state of one render: the scope stack, the output being written, limits and
/// loop control. Nodes render by writing into it; nothing is shared between renders.
///
/// `@exclusivity(unchecked)`: the mutable state is read and written hundreds of thousands of times
/// per render, and the runtime's dynamic exclusivity check on each access of a class property cost
/// more than the accesses themselves. A renderer belongs to one thread, and no access here overlaps
/// another (none spans a call back into the nodes), so the check has nothing to catch.
final class Renderer {
    let environment: Environment
    let limits: RenderLimits
    @exclusivity(unchecked) private(set) var strict: Bool

    /// The context stack (§3.4).
    /// A constant: reading it retains nothing.
    private let scopes: ScopeStack
    /// Outputs of rendered `block`s, reachable as `block.name` (Stencil's bottom scope).
    @exclusivity(unchecked) var blockCache: [String: Value] = [:]
    /// Child-template blocks while a base template renders (`extends`).
    @exclusivity(unchecked) var blockContext: BlockContext?

    /// UTF-8 bytes: appending a string is one copy, and the Sourcery post-processing edits bytes.
    /// A constant (captures swap its contents): a write reads it without retaining and releasing it.
    private let output: ByteBuffer
    /// Bytes written into buffers other than `output` (see `capture`). It starts at minus the bytes
    /// the caller's buffer already held: they are not this render's output, so the limit leaves them out.
    @exclusivity(unchecked) private var bytesSetAside: Int
    @exclusivity(unchecked) private var loopIterations = 0
    @exclusivity(unchecked) private var nestedRenders = 0
    @exclusivity(unchecked) private var filterResultBytes = 0
    @exclusivity(unchecked) private(set) var depth = 0

    /// A pending `break`/`continue`: every node list stops until the target loop handles it.
    @exclusivity(unchecked) var loopControl: LoopControl?
    /// Labels of the running `for` loops, innermost last (nil = unlabelled).
    @exclusivity(unchecked) var runningLoops: [String?] = []

    /// Writes after what `output` already holds, within `limits` (by default the environment's).
    init(environment: Environment, context: [String: Value], output: ByteBuffer = ByteBuffer(), limits: RenderLimits? = nil) {
        self.output = output
        self.bytesSetAside = -output.count
        self.environment = environment
        self.limits = limits ?? environment.options.limits
        self.strict = environment.options.strict
        var root: [String: Value] = [:]
        for (key, value) in context where !ValueSemantics.isNil(value) { root[key] = value }
        self.scopes = ScopeStack(root: root)
    }

    // MARK: Output

    func write(_ text: String) throws {
        var text = text
        // Native strings are contiguous already; a small one is copied to the stack first.
        try text.withUTF8 { try write($0) }
    }

    func write(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        // The limit counts every byte written, captured ones too: those in buffers `capture` set
        // aside plus the current buffer's (one count to keep, not one more per write).
        if bytesSetAside + output.count + bytes.count > limits.maxOutputBytes { throw outputLimitExceeded }
        output.append(bytes)
    }

    /// The one message for a render that writes past the output limit.
    private var outputLimitExceeded: TemplateError {
        TemplateError("output exceeds the limit of \(limits.maxOutputBytes) bytes")
    }

    /// Writes the text of `value`; a list or dictionary is rendered only as far as the output
    /// limit leaves room (see `ValueRenderer.render(_:upTo:)`).
    func write(textOf value: Value) throws {
        let room = limits.maxOutputBytes - bytesSetAside - output.count
        guard let text = ValueRenderer.render(value, upTo: max(room, 0)) else { throw outputLimitExceeded }
        try write(text)
    }

    /// Renders `body` into a separate buffer and returns what it wrote.
    func capture(_ body: () throws -> Void) throws -> String {
        let saved = ByteBuffer()
        output.swapContents(with: saved)
        bytesSetAside += saved.count
        defer {
            bytesSetAside += output.count - saved.count
            output.swapContents(with: saved)
        }
        try body()
        return output.string
    }

    func render(_ nodes: [Node]) throws {
        // Through the buffer, and unretained: the list holds each node for the whole call, where
        // iterating the array, or calling a node read from it, retained and released every node.
        try nodes.withUnsafeBufferPointer { nodes in
            for index in nodes.indices {
                do {
                    try Unmanaged.passUnretained(nodes[index])._withUnsafeGuaranteedRef { try $0.render(self) }
                } catch {
                    throw TemplateError.wrapping(error, at: nodes[index].span)
                }
                if loopControl != nil { return }
            }
        }
    }

    // MARK: Scopes

    func lookup(_ name: String) -> Value? {
        if let (value, inRoot) = scopes.lookup(name) {
            if inRoot, !blockCache.isEmpty, name == "block" {
                return Self.mergingBlockCache(into: value, blockCache)
            }
            return value
        }
        if name == "block" && !blockCache.isEmpty { return .dictionary(blockCache) }
        return nil
    }

    /// Stencil caches block outputs into its bottom scope's `block` entry when that is a dictionary
    /// of strings (it casts to `[String: String]`), so a user's top-level `block` dictionary and the
    /// cache merge; any other `block` value hides the cache. With an empty initial context Stencil's
    /// cache always gets a scope of its own, which is what `blockCache` models.
    private static func mergingBlockCache(into value: Value, _ cache: [String: Value]) -> Value {
        guard case var .dictionary(user) = value,
              user.values.allSatisfy({ if case .string = $0 { return true } else { return false } })
        else { return value }
        user.merge(cache) { _, cached in cached }
        return .dictionary(user)
    }

    /// Names a template assigned (`set`, `map … into`, macros), even to nil. Strict mode reports
    /// only names nothing defined: `{% set keys x.annotations.key %}` with no annotation is nil on
    /// purpose, not a typo. Kept in strict renders only (nothing else reads it): a macro-heavy
    /// template assigns on every `set`, and each insert hashes the name.
    @exclusivity(unchecked) private(set) var assignedNames = Set<String>()

    /// Records a name bound to nil (a macro parameter given a missing value) as defined for strict mode.
    func markDefined(_ name: String) {
        if environment.options.strict { assignedNames.insert(name) }
    }

    /// Assigns in the innermost scope; assigning nil removes the name there.
    func assign(_ name: String, _ value: Value) {
        guard !scopes.isEmpty else { return }
        if environment.options.strict { assignedNames.insert(name) }
        scopes.assign(name, value)
    }

    func withScope<Result>(_ scope: [String: Value] = [:], _ body: () throws -> Result) rethrows -> Result {
        scopes.pushFrame(scope)
        defer { scopes.popFrame() }
        return try body()
    }

    /// Runs `body` in a new, empty scope (`if` branches, loop iterations); `bind` fills it.
    func withEmptyScope<Result>(_ body: () throws -> Result) rethrows -> Result {
        scopes.pushFrame()
        defer { scopes.popFrame() }
        return try body()
    }

    /// Binds `name` in the innermost scope opened by `withEmptyScope`/`withScope`, replacing its
    /// binding there if any. `.null` is bound too (it hides outer names), unlike `assign`.
    func bind(_ name: String, _ value: Value) {
        scopes.bind(name, value)
    }

    /// Whether the innermost scope binds `name`.
    func innermostScopeBinds(_ name: String) -> Bool {
        scopes.innermostFrameBinds(name)
    }

    // MARK: Filter arguments

    /// A list kept for filter arguments between filter calls (see `FilterExpression.resolve`).
    @exclusivity(unchecked) private var spareFilterArguments: [Value] = []

    /// The spare argument list, empty (a nested filter call, e.g. through the `filter` filter,
    /// gets a new one while the outer call holds it).
    func takeFilterArguments() -> [Value] {
        var arguments: [Value] = []
        swap(&arguments, &spareFilterArguments)
        arguments.removeAll(keepingCapacity: true)
        return arguments
    }

    func giveBackFilterArguments(_ arguments: [Value]) {
        spareFilterArguments = arguments
    }

    // MARK: Filter results

    /// The results of each filter chain that remembers them, by input text, by `FilterExpression.resultSlot`.
    @exclusivity(unchecked) private var filterResults: [[String: Value]] = []

    /// How many results one chain keeps: mock templates run a chain on a few hundred distinct
    /// names (method names, return types); past this the chain starts over rather than growing.
    static let rememberedResultsPerChain = 4_096

    func filterResult(inSlot slot: Int, for input: String) -> Value? {
        guard slot < filterResults.count else { return nil }
        return filterResults[slot][input]
    }

    func rememberFilterResult(inSlot slot: Int, for input: String, _ result: Value) {
        if slot >= filterResults.count {
            filterResults.append(contentsOf: repeatElement([:], count: slot + 1 - filterResults.count))
        }
        if filterResults[slot].count >= Self.rememberedResultsPerChain { filterResults[slot].removeAll() }
        filterResults[slot][input] = result
    }

    // MARK: Limits

    func countLoopIteration() throws {
        loopIterations += 1
        if loopIterations > limits.maxLoopIterations {
            throw TemplateError("loops exceed the limit of \(limits.maxLoopIterations) iterations")
        }
    }

    /// Counts what a filter built against `maxFilterResultBytes`: the bytes of a text, and
    /// `RenderLimits.filterResultBytesPerElement` per element of a list or dictionary (a `push`
    /// in a loop copies its list every time, so the count follows the work). Other values count nothing.
    func countFilterResult(_ value: Value) throws {
        switch value {
        case .string(let text): filterResultBytes += text.utf8.count
        case .array(let elements): filterResultBytes += elements.count &* RenderLimits.filterResultBytesPerElement
        case .dictionary(let entries): filterResultBytes += entries.count &* RenderLimits.filterResultBytesPerElement
        default: return
        }
        if filterResultBytes > limits.maxFilterResultBytes { throw FilterBudget.exceeded(limits.maxFilterResultBytes) }
    }

    /// What filters may still build before `countFilterResult` stops the render.
    var filterBudget: FilterBudget {
        FilterBudget(remaining: max(limits.maxFilterResultBytes - filterResultBytes, 0), limit: limits.maxFilterResultBytes)
    }

    /// Runs `body` one include/extends/call level deeper. Every such render counts against the
    /// loop iteration limit (apart from loops): a template including another twice, which includes
    /// the next twice, and so on, renders 2ⁿ times within the nesting limit.
    func nested<Result>(_ what: String, _ body: () throws -> Result) throws -> Result {
        guard depth < limits.maxDepth else {
            throw TemplateError("\(what) nested deeper than \(limits.maxDepth) levels (recursive include, extends or macro?)")
        }
        nestedRenders += 1
        if nestedRenders > limits.maxLoopIterations {
            throw TemplateError("include, extends, import and macro calls exceed the limit of \(limits.maxLoopIterations) (the loop iteration limit)")
        }
        depth += 1
        defer { depth -= 1 }
        return try body()
    }

    /// Runs `body` with strict lookups turned off.
    func lenient<Result>(_ body: () throws -> Result) rethrows -> Result {
        let saved = strict
        strict = false
        defer { strict = saved }
        return try body()
    }

    func suggestion(forVariable name: String) -> String {
        guard let closest = Suggestions.closest(to: name, among: scopes.allNames) else { return "" }
        return ". Did you mean '\(closest)'?"
    }
}

/// A pending `break` or `continue`, possibly aimed at a labelled loop.
struct LoopControl {
    let isBreak: Bool
    let label: String?
}
