/// Walks a statement's tokens for the recognisers: each `take…` consumes a token when it matches
/// and leaves the cursor where it was when it does not.
struct TokenCursor {
    let tokens: [StatementToken]
    private(set) var index = 0

    init(_ tokens: [StatementToken]) { self.tokens = tokens }

    var isAtEnd: Bool { index >= tokens.count }
    var current: StatementToken? { isAtEnd ? nil : tokens[index] }

    /// Consumes the next token when its text is `text` (an identifier or punctuation, not a string).
    mutating func take(_ text: String) -> Bool {
        guard let token = current, token.kind != .string, token.text == text else { return false }
        index += 1
        return true
    }

    /// Consumes the tokens of `texts` in order, all or none.
    mutating func take(_ texts: [String]) -> Bool {
        let start = index
        for text in texts where !take(text) {
            index = start
            return false
        }
        return true
    }

    mutating func identifier() -> String? {
        guard let token = current, token.kind == .identifier else { return nil }
        index += 1
        return token.text
    }

    mutating func string() -> String? {
        guard let token = current, token.kind == .string else { return nil }
        index += 1
        return token.text
    }

    mutating func bool() -> Bool? {
        if take("true") { return true }
        if take("false") { return false }
        return nil
    }

    /// `name` or `self.name`: the property a statement assigns or maps.
    mutating func propertyReference() -> String? {
        let start = index
        if take(["self", "."]) {
            if let name = identifier() { return name }
            index = start
            return nil
        }
        guard let name = identifier(), !["self", "super", "try", "let", "var", "return", "guard", "if"].contains(name) else {
            index = start
            return nil
        }
        return name
    }

    /// The tokens up to (not including) the first of `stoppers` at bracket depth 0, or to the end
    /// when `stoppers` is empty; their byte range. Nil when nothing is there or brackets do not balance.
    mutating func expression(until stoppers: Set<String> = []) -> Range<Int>? {
        let start = index
        var depth = 0
        while let token = current {
            if token.kind == .punctuation {
                if depth == 0, stoppers.contains(token.text) { break }
                if token.text == "(" || token.text == "[" { depth += 1 }
                if token.text == ")" || token.text == "]" {
                    if depth == 0 { break }
                    depth -= 1
                }
            }
            index += 1
        }
        guard index > start, depth == 0 else {
            index = start
            return nil
        }
        return tokens[start].range.lowerBound..<tokens[index - 1].range.upperBound
    }
}
