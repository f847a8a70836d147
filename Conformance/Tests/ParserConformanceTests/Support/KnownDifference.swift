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
        // `= Int.max`, `= Direction.north`: Sourcery guesses the owner of a lowercase member;
        // modelgen leaves member accesses unknown (`Foo.shared` need not be a `Foo`).
        KnownDifference(id: "member-access-not-inferred") { field, reference, ours, variable in
            guard field == "typeName", ours == unknownType, !reference.isEmpty,
                  let value = variable?.defaultValue, !value.contains("("),
                  let dot = value.lastIndex(of: ".") else { return false }
            return String(value[..<dot]) == reference
        },
        // `= [1, "a"] as [Any]`: modelgen does not read `as` casts (Sourcery's text split
        // happens to produce `[Any]` here).
        KnownDifference(id: "cast-not-inferred") { field, _, ours, variable in
            field == "typeName" && ours == unknownType && (variable?.defaultValue?.contains(" as ") ?? false)
        },
        // `struct A: B /* note */ {`: Sourcery keeps a comment that ends the inheritance clause.
        KnownDifference(id: "comment-in-inherited-type") { field, reference, ours, _ in
            field == "inheritedTypes" && removingBlockComments(reference) == ours
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
