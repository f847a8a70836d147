/// Which whitespace model (and which tag/filter set) an environment uses.
public enum WhitespaceMode: String, CaseIterable, Sendable {
    /// Sourcery's setup (template-language.md §2.5): no trimming, blank-line marking before
    /// parsing, blank-line compaction after rendering, StencilSwiftKit + Sourcery extras.
    case sourcery
    /// A bare Stencil environment: text is output exactly as written.
    case stencil
    /// Stencil's `smart` trim behaviour.
    case smart
    /// Stencil's `all` trim behaviour.
    case all
}

/// Bounds that keep hostile templates from exhausting time, memory or the stack.
public struct RenderLimits: Sendable {
    /// Total bytes a render may produce (including text captured by `set`, `filter`, `map`).
    public var maxOutputBytes: Int
    /// Nesting of `include`, `extends`, `import` and macro `call`s.
    public var maxDepth: Int
    /// Loop iterations (`for` and `map`) over the whole render, and the largest range `a...b`;
    /// also, counted apart, the `include`, `extends`, `import` and macro `call`s a render makes
    /// (two includes or calls per level fan out to 2⁶⁴ renders within the nesting limit).
    public var maxLoopIterations: Int
    /// Nesting of block tags and brackets within one template (protects the parser's stack).
    public var maxNesting: Int

    /// How many times the output limit the text built by filters may total.
    public static let filterResultBytesPerOutputByte = 8

    /// What one element of a list or dictionary a filter returns counts against `maxFilterResultBytes`.
    public static let filterResultBytesPerElement = 8

    /// Total UTF-8 bytes of the strings filters return over the whole render, plus
    /// `filterResultBytesPerElement` per element of the lists and dictionaries they return: bounds
    /// the work of filters whose results are never written (a `replace` in a loop's `if`, a list
    /// grown by `push` in a `set`), which the output limit does not see. A multiple of
    /// `maxOutputBytes`, so raising that raises this.
    public var maxFilterResultBytes: Int {
        let product = maxOutputBytes.multipliedReportingOverflow(by: Self.filterResultBytesPerOutputByte)
        return product.overflow ? Int.max : product.partialValue
    }

    public init(maxOutputBytes: Int = 64 * 1024 * 1024, maxDepth: Int = 64,
                maxLoopIterations: Int = 500_000, maxNesting: Int = 256) {
        self.maxOutputBytes = maxOutputBytes
        self.maxDepth = maxDepth
        self.maxLoopIterations = maxLoopIterations
        self.maxNesting = maxNesting
    }
}

public struct RenderOptions: Sendable {
    public var whitespace: WhitespaceMode
    /// Undefined variables and unknown properties are errors (with their location)
    /// instead of Stencil's silent empty string.
    public var strict: Bool
    /// Whether StencilSwiftKit's and Sourcery's generic tags and filters (`set`, `macro`, `call`,
    /// `map`, `upperFirstLetter`, `count`, …) are available. Defaults to `whitespace == .sourcery`,
    /// so the other modes behave like a bare Stencil environment.
    public var sourceryExtensions: Bool
    public var limits: RenderLimits

    public init(whitespace: WhitespaceMode = .sourcery, strict: Bool = false,
                sourceryExtensions: Bool? = nil, limits: RenderLimits = RenderLimits()) {
        self.whitespace = whitespace
        self.strict = strict
        self.sourceryExtensions = sourceryExtensions ?? (whitespace == .sourcery)
        self.limits = limits
    }
}
