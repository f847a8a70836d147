/// The `#if` / `#elseif` / `#else` clauses enclosing the declaration being parsed, counted from
/// the innermost type body: what a generator needs to wrap the code it writes for a member in the
/// same conditions (`VariableDeclaration.conditionalCompilation`).
///
/// One per file parse, shared by reference so the parser struct stays one word larger. Each open
/// `#if` block is one level holding its clauses so far, the last being the branch the cursor is in;
/// the levels are shared (copy on write) by every member declared under the same directives.
/// Used by one parse on one thread, so its fields are read without exclusivity checks (every
/// declaration reads `current`).
final class ConditionalCompilationTracker {
    /// Open blocks, outermost first; each level's clauses as written (`#if os(iOS)`, `#else`).
    @exclusivity(unchecked) private var levels: [[String]] = []
    /// Levels opened outside the type body being parsed: a member records only those after it.
    @exclusivity(unchecked) private var bodyBase = 0
    /// Blocks opened past `maximumDepth`: counted, not recorded, so their `#endif`s still match.
    @exclusivity(unchecked) private var unrecorded = 0

    /// Deeper nesting, or longer `#elseif` chains, than any real file has are not recorded: each
    /// member's record stays bounded, so hostile input cannot make recording quadratic.
    static let maximumDepth = 64
    static let maximumClauses = 64

    /// The clauses of the blocks opened inside the current type body, outermost first.
    var current: [[String]] {
        if levels.count == bodyBase { return [] }
        if bodyBase == 0 { return levels }
        return Array(levels[bodyBase...])
    }

    /// Reads one directive line (`#if …`, `#elseif …`, `#else`, `#endif`; others are ignored).
    /// An `#endif` or `#else` without its `#if` is ignored, so broken input never traps.
    func note(_ directive: String) {
        let text = directive.trimmingWhitespace()
        switch Self.keyword(of: text) {
        case "if":
            if levels.count < Self.maximumDepth && unrecorded == 0 { levels.append([text]) } else { unrecorded += 1 }
        case "elseif", "else":
            if unrecorded == 0 && levels.count > bodyBase && levels[levels.count - 1].count < Self.maximumClauses {
                levels[levels.count - 1].append(text)
            }
        case "endif":
            if unrecorded > 0 {
                unrecorded -= 1
            } else if levels.count > bodyBase {
                levels.removeLast()
            }
        default:
            return
        }
    }

    /// Enters a type body: its members record only the blocks opened inside it. Returns the base
    /// to restore with `leaveBody`.
    func enterBody() -> Int {
        let saved = bodyBase
        bodyBase = levels.count
        return saved
    }

    /// Leaves a type body. Blocks left open inside it (unbalanced input) are closed with it.
    func leaveBody(restoring saved: Int) {
        if levels.count > bodyBase { levels.removeLast(levels.count - bodyBase) }
        unrecorded = 0
        bodyBase = min(saved, levels.count)
    }

    /// `if` for `#if cond`, `else` for `#else`: the word after `#`.
    private static func keyword(of text: String) -> Substring {
        let afterPound = text.utf8.dropFirst()
        let end = afterPound.firstIndex { !(($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x41 && $0 <= 0x5A)) } ?? afterPound.endIndex
        return Substring(text[afterPound.startIndex..<end])
    }
}

extension DeclarationParser {
    /// At a directive token: records it and moves past it.
    mutating func passDirective() {
        conditionalCompilation.note(text(current))
        advance()
    }
}
