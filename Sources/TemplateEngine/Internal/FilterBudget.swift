/// What the filters of a render may still build (`RenderLimits.maxFilterResultBytes` less what
/// they built so far). A filter whose result can be far larger than its input checks what it has
/// built against it as it goes, so it stops as soon as it passes the bound instead of building
/// everything first and being stopped when the result is counted.
struct FilterBudget {
    /// Bytes (and `RenderLimits.filterResultBytesPerElement` per list element) still allowed.
    let remaining: Int
    /// The render's whole bound, for the error message.
    let limit: Int

    /// A budget that never stops anything (filters called outside a render).
    static let unlimited = FilterBudget(remaining: .max, limit: .max)

    /// Throws the render's filter-result error when `built` passes what remains.
    func check(_ built: Int) throws {
        if built > remaining { throw Self.exceeded(limit) }
    }

    /// The one message for text and lists that filters built past the bound.
    static func exceeded(_ limit: Int) -> TemplateError {
        TemplateError("filter results exceed the limit of \(limit) bytes "
            + "(\(RenderLimits.filterResultBytesPerOutputByte) times the output limit)")
    }
}
