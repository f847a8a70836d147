import Foundation

/// Sourcery's type inference for a variable without a type annotation, from the text of its
/// default value (context-model.md §4.1). It is a text heuristic, not type checking, and its
/// oddities are kept on purpose because they are what Sourcery shows templates: `1_000` and
/// `60 * 60` are unknown, `URL(string: s)!` is the non-optional name `URL!`, `.distantPast` is
/// the empty name, `[:]` is `[: ]`, a trailing `// comment` hides a number.
enum TypeInference {
    static func infer(fromDefaultValue text: String) -> SpelledType? {
        var code = text.trimmed
        if code.hasSuffix("{") {
            code = String(code.dropLast()).trimmingCharacters(in: .whitespaces)
        }
        return infer(code)
    }

    static func infer(_ text: String) -> SpelledType? {
        let string = strippingComments(text.trimmed).trimmed

        // A closure called immediately: without `return`, its first expression is the value.
        if string.hasPrefix("{") && string.hasSuffix(")") {
            let body = String(string.dropFirst())
            guard !body.contains("return") else { return nil }
            guard let first = split(body, on: "(").first else { return nil }
            return infer(first + "()")
        }
        if string == "nil" {
            var optional = SpelledType(base: "Optional", isOptional: true)
            optional.hasNoSuffix = true
            return optional
        }
        if string.first == "\"" { return SpelledType(base: "String") }
        if Bool(string) != nil { return SpelledType(base: "Bool") }
        if Int(string) != nil { return SpelledType(base: "Int") }
        if Double(string) != nil { return SpelledType(base: "Double") }
        if isTupleLiteral(string) { return tuple(string) }
        if string.first == "[" && string.last == "]" { return collection(string) }
        if let generic = genericInitializer(string) { return generic }
        return initializerOrMember(string)
    }

    // MARK: Literals

    private static func isTupleLiteral(_ string: String) -> Bool {
        guard string.hasPrefix("(") && string.hasSuffix(")") && string.count >= 2 else { return false }
        let inner = String(string.dropFirst().dropLast())
        var depth = 0
        for char in inner {
            if char == "(" { depth += 1 } else if char == ")" { depth -= 1 }
            if depth < 0 { return false }
        }
        return depth == 0 && split(inner, on: ",").count > 1
    }

    private static func tuple(_ string: String) -> SpelledType? {
        let elements = split(String(string.dropFirst().dropLast()), on: ",")
        var parts: [String] = []
        for element in elements {
            let nameAndValue = split(element, on: ":")
            if nameAndValue.count == 1 {
                guard let type = infer(element) else { return nil }
                parts.append(type.asSource)
            } else {
                guard let type = elementType(nameAndValue[1]) else { return nil }
                let label = nameAndValue[0].replacingOccurrences(of: "_", with: "").trimmingCharacters(in: .whitespaces)
                parts.append(label.isEmpty ? type.asSource : "\(label): \(type.asSource)")
            }
        }
        return SpelledType(base: "(" + parts.joined(separator: ", ") + ")")
    }

    private static func collection(_ string: String) -> SpelledType? {
        let items = split(String(string.dropFirst().dropLast()), on: ",").map {
            strippingComments($0.trimmed).trimmed
        }
        if split(items[0], on: ":").count == 1 {
            var types: [SpelledType] = []
            for item in items {
                guard let type = elementType(item) else { return nil }
                types.append(type)
            }
            return SpelledType(base: "[\(common(types).asSource)]")
        }
        var keys: [SpelledType] = []
        var values: [SpelledType] = []
        for item in items {
            let keyAndValue = split(item, on: ":")
            guard keyAndValue.count == 2, let key = elementType(keyAndValue[0]),
                  let value = elementType(keyAndValue[1]) else { return nil }
            keys.append(key)
            values.append(value)
        }
        return SpelledType(base: "[\(common(keys).asSource): \(common(values).asSource)]")
    }

    /// One element type for a literal: the only one, that one made optional when the other is
    /// `nil`, else `Any`.
    private static func common(_ types: [SpelledType]) -> SpelledType {
        var unique: [SpelledType] = []
        for type in types where !unique.contains(where: { $0.name == type.name && $0.hasNoSuffix == type.hasNoSuffix }) {
            unique.append(type)
        }
        if unique.count == 1 { return unique[0] }
        if unique.count == 2, let nilIndex = unique.firstIndex(where: { $0.hasNoSuffix }) {
            var other = unique[1 - nilIndex]
            other.isOptional = true
            return other
        }
        return SpelledType(base: "Any")
    }

    /// Inferred type, or the text itself when it is a single word.
    private static func elementType(_ text: String) -> SpelledType? {
        if let inferred = infer(text) { return inferred }
        let trimmed = text.trimmed
        return trimmed.contains(where: { $0.isWhitespace }) ? nil : SpelledType(base: trimmed)
    }

    // MARK: Calls and members

    /// `Foo<Bar>(…)` / `Foo<Bar>.init(…)`.
    private static func genericInitializer(_ string: String) -> SpelledType? {
        guard let call = string.lastIndex(of: "(") else { return nil }
        var callee = String(string[..<call])
        if callee.hasSuffix(".init") { callee.removeLast(5) }
        guard let open = callee.firstIndex(of: "<"), callee.last == ">", open > callee.startIndex else { return nil }
        let name = String(callee[..<open])
        let body = String(callee[callee.index(after: open)..<callee.index(before: callee.endIndex)])
        let parameters = split(body, on: ",").map { value -> String in
            let stripped = value.trimmed
            return (infer(stripped) ?? SpelledType(base: stripped)).asSource
        }
        return SpelledType(base: "\(name)<\(parameters.joined(separator: ", "))>")
    }

    /// `Foo(…)`, `Foo.Bar()`, `Foo.init(…)`, `Foo(…)!`, `Foo.member`.
    private static func initializerOrMember(_ string: String) -> SpelledType? {
        let components = split(string, on: "(")
        let forceUnwrapped = string.last == "!"
        if components.count > 1 && (string.last == ")" || string.last == "}" || forceUnwrapped) {
            let name = enumOwner(components[0]) ?? components[0]
            return infer(name) ?? SpelledType(base: name + (forceUnwrapped ? "!" : ""))
        }
        return enumOwner(string).map { SpelledType(base: $0) }
    }

    /// `A.B.member` → `A.B` when the last component starts with a lowercase letter (or is empty).
    private static func enumOwner(_ string: String) -> String? {
        let components = split(string, on: ".")
        guard components.count > 1, let first = components.last?.first else { return nil }
        guard String(first).lowercased() == String(first) else { return nil }
        return components.dropLast().joined(separator: ".")
    }

    // MARK: Text helpers (Sourcery's semantics)

    /// Splits on `delimiter` outside brackets and string quotes; a delimiter that is itself an
    /// opening bracket splits at depth 0 instead of opening; `->` does not close.
    static func split(_ string: String, on delimiter: Character) -> [String] {
        let openers: Set<Character> = ["<", "[", "(", "{"]
        let closers: Set<Character> = [">", "]", ")", "}"]
        var depth = 0
        var quotes = 0
        var item = ""
        var items: [String] = []
        for char in string {
            if openers.contains(char) {
                if !(depth == 0 && char == delimiter) { depth += 1 }
            } else if closers.contains(char) {
                if !(char == ">" && item.last == "-") { depth = max(0, depth - 1) }
            }
            if char == "\"" { quotes += 1 }
            if depth == 0 && quotes % 2 == 0 && char == delimiter {
                items.append(item)
                item = ""
            } else {
                item.append(char)
            }
        }
        items.append(item)
        return items
    }

    /// Drops whole lines starting with `//` (only in multi-line text) and every `/* … */`.
    static func strippingComments(_ text: String) -> String {
        var stripped = text
        while true {
            let lines = stripped.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.count > 1 {
                stripped = lines.filter { !$0.hasPrefix("//") }.joined(separator: "\n")
            }
            guard let start = stripped.range(of: "/*"), let end = stripped.range(of: "*/"),
                  start.lowerBound <= end.lowerBound else { return stripped }
            stripped.replaceSubrange(start.lowerBound..<end.upperBound, with: "")
            stripped = stripped.trimmed
        }
    }
}

extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
