/// The four whitespace set-ups a conformance case can be rendered in.
///
/// `stencil`, `smart` and `all` are a bare Stencil environment with the matching trim behaviour;
/// `sourcery` is what Sourcery renders with: trim behaviour `.nothing` plus StencilSwiftKit's template
/// pre/post-processing (template-language.md §2.5).
public enum ReferenceMode: String, CaseIterable, Sendable {
    case stencil
    case smart
    case all
    case sourcery
}
