import Foundation
import SyntaxReference

/// A deliberate difference between modelgen and what Sourcery sees. Every entry is listed in
/// Conformance/README.md with its reason; the differential waives it (and counts how often).
struct KnownDifference {
    var id: String
    /// field, swift-syntax value, our value, the reference variable (for variable fields).
    var applies: (String, String, String, NormalizedVariable?) -> Bool

    static let unknownType = "UnknownTypeSoAddTypeAttributionToVariable"

    static let all: [KnownDifference] = [
        // `= 0 // note`: swift-syntax keeps the same-line comment in the value's trailing trivia,
        // so Sourcery's defaultValue carries it; rendered into code it comments out the rest.
        KnownDifference(id: "trailing-comment-in-default") { field, reference, ours, _ in
            field == "defaultValue" && isWithTrailingComment(reference, value: ours)
        },
        // …and that comment then derails Sourcery's inference (`= true // x` is unknown,
        // `= 16.0 // x` is named `16`).
        KnownDifference(id: "trailing-comment-hides-literal") { field, _, ours, variable in
            guard field == "typeName", ours != unknownType, let value = variable?.defaultValue else { return false }
            return hasTrailingComment(value)
        },
        // Literals Sourcery's text heuristic misses: `1_000`, raw strings `#"…"#`.
        KnownDifference(id: "literal-inference") { field, reference, ours, variable in
            guard field == "typeName", reference == unknownType, let value = variable?.defaultValue else { return false }
            return (ours == "Int" && value.contains("_")) || (ours == "String" && value.hasPrefix("#"))
        },
        // `= .distantPast`, `{ … }()`: Sourcery infers the empty name; modelgen says unknown.
        KnownDifference(id: "empty-inferred-name") { field, reference, ours, _ in
            field == "typeName" && reference.isEmpty && ours == unknownType
        },
        // `= /a.(b)/`: Sourcery reads a regex literal as a member access and names a fragment of it.
        KnownDifference(id: "regex-literal-inference") { field, _, ours, variable in
            guard field == "typeName", ours == unknownType, let value = variable?.defaultValue else { return false }
            return value.hasPrefix("/") || value.hasPrefix("#/")
        },
        // `= URL(string: s)!`: Sourcery names it `URL!` (yet not optional); modelgen infers `URL`,
        // the type the expression has.
        KnownDifference(id: "force-unwrapped-initializer") { field, reference, ours, variable in
            field == "typeName" && reference == ours + "!" && (variable?.defaultValue?.hasSuffix(")!") ?? false)
        },
        // `= self.value`, `= shared.next`: Sourcery names a lowercase owner as a type; modelgen
        // infers the owner only when it is capitalised (`= Int.max` is `Int` in both).
        KnownDifference(id: "member-access-not-inferred") { field, reference, ours, variable in
            guard field == "typeName", ours == unknownType, !reference.isEmpty,
                  let value = variable?.defaultValue, !value.contains("("),
                  let dot = value.lastIndex(of: ".") else { return false }
            return String(value[..<dot]) == reference
        },
        // …and of a lowercase member call or chain: `= Self.builtin(.get)` is `Self`,
        // `= JSONSchema.object(…)` is `JSONSchema`, `= Group.singleton.next()` is `Group`
        // (also across lines: `= AnySchedulerOf<RunLoop>\n.unimplemented(…)`).
        KnownDifference(id: "member-call-not-inferred") { field, reference, ours, variable in
            guard field == "typeName", ours == unknownType, !reference.isEmpty,
                  let value = variable?.defaultValue, value.hasPrefix(reference) else { return false }
            let rest = value.dropFirst(reference.count).drop { $0 == " " || $0 == "\n" }
            return rest.first == "." && (rest.dropFirst().first?.isLowercase ?? false)
        },
        // `= try! NSRegularExpression(…)`: Sourcery names it `try! NSRegularExpression`.
        KnownDifference(id: "try-not-inferred") { field, reference, ours, _ in
            field == "typeName" && ours == unknownType && reference.hasPrefix("try")
        },
        // `= hasMany(Book.self)`, `= makeShared()`, `= yaml_parser_t()`: Sourcery names any callee
        // (`hasMany`); modelgen reads only a capitalised callee as a type.
        KnownDifference(id: "lowercase-call-not-inferred") { field, reference, ours, variable in
            guard field == "typeName", ours == unknownType, let value = variable?.defaultValue,
                  let first = value.first else { return false }
            let callee = reference.hasSuffix("!") || reference.hasSuffix("()") ? String(reference.dropLast(reference.hasSuffix("!") ? 1 : 2)) : reference
            if first == "(" { return value.contains { $0.isLowercase } && reference.hasPrefix("(") }   // `(kevent(), kevent())`
            return first.isLowercase && !callee.isEmpty && !callee.contains(" ") && value.hasPrefix(callee)
        },
        // `= Foo(…).union(…)`, `= Int(x) ?? 0`, `= "a".utf8.first!`, `= FireAndForget { … }`:
        // Sourcery names the leading term (or a fragment of the text); modelgen infers only a
        // whole literal or initializer call.
        KnownDifference(id: "expression-not-inferred") { field, reference, ours, variable in
            guard field == "typeName", ours == unknownType, let value = variable?.defaultValue else { return false }
            if reference.contains("{") { return true }
            return value.hasPrefix(reference + "(") || (reference == "String" && value.hasPrefix("\""))
        },
        // `= ["a", "b",]` (trailing comma), multi-line `[k: v]`, `[(a, b)]`: Sourcery's text split
        // gives `[Any]` or no type; modelgen infers the element type as for a one-line literal.
        KnownDifference(id: "collection-literal-inference") { field, reference, ours, variable in
            guard field == "typeName", let value = variable?.defaultValue, value.hasPrefix("["), !value.contains(" as ") else { return false }
            return (reference == "[Any]" || reference == unknownType) && (ours.hasPrefix("[") || ours == unknownType)
        },
        // `@unchecked Sendable`, `@retroactive P`, `@preconcurrency P`: Sourcery keeps the
        // attribute in the inherited name (so `based.Sendable` misses it); modelgen drops it.
        KnownDifference(id: "attribute-in-inherited-type") { field, reference, ours, _ in
            field == "inheritedTypes" && removingAttributes(reference) == ours
        },
        // `get { … } _modify { … }` without `set`: Sourcery only reads `set`, so the variable is
        // read-only; Swift lets it be assigned, and modelgen counts `_modify` as a setter.
        KnownDifference(id: "modify-accessor-is-setter") { field, reference, _, variable in
            field == "writeAccess" && reference.isEmpty && (variable?.hasModifyAccessor ?? false)
        },
        // `= [1, "a"] as [Any]`: modelgen does not read `as` casts (Sourcery's text split
        // happens to produce `[Any]` here).
        KnownDifference(id: "cast-not-inferred") { field, _, ours, variable in
            field == "typeName" && ours == unknownType && (variable?.defaultValue?.contains(" as ") ?? false)
        },
        // `struct A: B /* note */ {`: Sourcery keeps a comment that ends the inheritance clause.
        // Also a line comment before an entry (`: // note\n @unchecked Sendable`).
        KnownDifference(id: "comment-in-inherited-type") { field, reference, ours, _ in
            guard field == "inheritedTypes" else { return false }
            let uncommented = removingLineComments(removingBlockComments(reference))
            return uncommented != reference && (uncommented == ours || removingAttributes(uncommented) == ours)
        },
        // `var s: Status` with `Status` nested through an extension of the owner: Sourcery only
        // sees types nested above the variable in the same body; modelgen resolves against the
        // composed type.
        KnownDifference(id: "nested-type-from-extension") { field, reference, ours, variable in
            guard field == "typeName", let owner = variable?.ownerName else { return false }
            return ours == "\(owner).\(reference)"
        },
        // `() throws(E) -> Void`: Sourcery's closure name drops the thrown type.
        KnownDifference(id: "typed-throws-in-closure-name") { field, reference, ours, _ in
            field == "typeName" && ours.contains("throws(") && droppingThrownTypes(ours) == reference
        },
    ]

    /// Whether cutting `text` at one of its ` //` or ` /*…*/` comment starts leaves `value`.
    static func isWithTrailingComment(_ text: String, value: String) -> Bool {
        var searchStart = text.startIndex
        while let range = text.range(of: " /", range: searchStart..<text.endIndex) {
            let rest = text[range.upperBound...]
            if rest.hasPrefix("/") || (rest.hasPrefix("*") && text.hasSuffix("*/")) {
                if text[..<range.lowerBound].trimmingCharacters(in: .whitespaces) == value { return true }
            }
            searchStart = range.upperBound
        }
        return false
    }

    /// Whether `text` ends in a comment on the value's line.
    static func hasTrailingComment(_ text: String) -> Bool {
        text.contains(" //") || (text.hasSuffix("*/") && text.contains(" /*"))
    }

    /// `["// note\n    P"]` → `["P"]` (on the printed array, where the newline is `\n`).
    private static func removingLineComments(_ text: String) -> String {
        var result = text
        while let open = result.range(of: "//"), let close = result.range(of: "\\n", range: open.upperBound..<result.endIndex) {
            let end = result[close.upperBound...].firstIndex { $0 != " " } ?? result.endIndex
            result.removeSubrange(open.lowerBound..<end)
        }
        return result
    }

    /// `["@unchecked Sendable", "P"]` → `["Sendable", "P"]` (on the printed array).
    private static func removingAttributes(_ text: String) -> String {
        var result = ""
        var remaining = Substring(text)
        while let at = remaining.firstIndex(of: "@") {
            result += remaining[..<at]
            remaining = remaining[at...].drop { $0 != " " }.dropFirst()
        }
        return result + remaining
    }

    private static func removingBlockComments(_ text: String) -> String {
        var result = text
        while let open = result.range(of: " /*"), let close = result.range(of: "*/", range: open.upperBound..<result.endIndex) {
            result.removeSubrange(open.lowerBound..<close.upperBound)
        }
        return result
    }

    private static func droppingThrownTypes(_ name: String) -> String {
        var result = ""
        var remaining = Substring(name)
        while let range = remaining.range(of: "throws(") {
            result += remaining[..<range.lowerBound] + "throws"
            remaining = remaining[range.upperBound...]
            if let close = remaining.firstIndex(of: ")") { remaining = remaining[remaining.index(after: close)...] }
        }
        return result + remaining
    }
}
