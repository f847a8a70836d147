/// The type of an unannotated variable, inferred from a literal initializer the way Sourcery
/// does: `0` → Int, `0.5` → Double, `"x"` → String, `true` → Bool, `nil` → Optional,
/// `[1, 2]` → [Int], `["a": 1]` → [String: Int], `(1, "a")` → (Int, String),
/// `Foo()` / `Foo<Bar>()` / `Foo.Bar()` / `Foo.init()` / `Foo(…)!` → the called type, `[T]()` → `[T]`,
/// `[1, nil]` → `[Int?]`, `[1, "a"]` → `[Any]`, `Optional.none` → `Optional`, `{ Foo() }()` → `Foo`.
extension DeclarationParser {
    func inferType(from first: Int, through last: Int) -> TypeName? {
        guard first <= last else { return nil }
        return inferredName(from: first, through: last, depth: 0).map { TypeName($0) }
    }

    private func inferredName(from first: Int, through last: Int, depth: Int) -> String? {
        guard first <= last, depth < 16 else { return nil }
        var start = first
        // A sign in front of a number literal.
        if tokens[start].kind == .operator, start < last, tokenText(tokens[start], equals: "-") || tokenText(tokens[start], equals: "+"),
           tokens[start + 1].kind == .number {
            start += 1
        }
        let token = tokens[start]
        if start == last {
            switch token.kind {
            case .number: return isFloatingLiteral(token) ? "Double" : "Int"
            case .string: return "String"
            case .identifier:
                switch token.keyword {
                case .true, .false: return "Bool"
                case .nil: return "Optional"
                default: return nil
                }
            default: return nil
            }
        }
        switch token.kind {
        case .leftBracket where matchingIndex(from: start) == last:
            return collectionType(from: start + 1, through: last - 1, depth: depth)
        case .leftBracket:
            // `[T]()` / `[K: V]()`: an empty collection built by its type's initializer.
            let close = matchingIndex(from: start)
            guard close + 1 <= last, tokens[close + 1].kind == .leftParen, matchingIndex(from: close + 1) == last else { return nil }
            return text(from: start, through: close)
        case .leftParen where matchingIndex(from: start) == last:
            return tupleType(from: start + 1, through: last - 1, depth: depth)
        case .leftBrace:
            return closureResultType(from: start, through: last)
        case .identifier:
            return initializerCallType(from: start, through: last) ?? enumCaseType(from: start, through: last)
        default:
            return nil
        }
    }

    /// `{ Foo<Bar>() }()`: a closure called at once whose body is one expression starting with
    /// an initializer call (with a `return` the result type is not spelled out: nil).
    private func closureResultType(from first: Int, through last: Int) -> String? {
        let closeBrace = matchingIndex(from: first)
        guard closeBrace + 1 < last, tokens[closeBrace + 1].kind == .leftParen, matchingIndex(from: closeBrace + 1) == last,
              first + 1 < closeBrace else { return nil }
        var probe = first + 1
        while probe < closeBrace {
            if tokenText(tokens[probe], equals: "return") { return nil }
            if tokens[probe].kind == .leftParen { return initializerCallType(from: first + 1, through: matchingIndex(from: probe)) }
            if tokens[probe].kind == .leftBracket || tokens[probe].kind == .leftBrace { return nil }
            probe += 1
        }
        return nil
    }

    /// `Optional.none`, `Foo.bar`: a member whose name starts in lower case names a case (or a
    /// static member) of the type before it, as Sourcery reads it.
    private func enumCaseType(from first: Int, through last: Int) -> String? {
        guard last > first, (last - first) % 2 == 0 else { return nil }
        var probe = first
        while probe <= last {
            guard tokens[probe].kind == .identifier else { return nil }
            if probe < last {
                guard tokens[probe + 1].kind == .dot else { return nil }
            }
            probe += 2
        }
        guard startsInLowerCase(tokens[last]), !startsInLowerCase(tokens[last - 2]) else { return nil }
        return text(from: first, through: last - 2)
    }

    private func startsInLowerCase(_ token: Token) -> Bool {
        var offset = token.start
        while offset < token.end - 1, bytes[offset] == UInt8(ascii: "_") || bytes[offset] == UInt8(ascii: "`") { offset += 1 }
        return bytes[offset] >= UInt8(ascii: "a") && bytes[offset] <= UInt8(ascii: "z")
    }

    private func isFloatingLiteral(_ token: Token) -> Bool {
        let isHex = token.end - token.start > 1 && bytes[token.start] == UInt8(ascii: "0") && (bytes[token.start + 1] | 0x20) == UInt8(ascii: "x")
        for offset in token.start..<token.end {
            let byte = bytes[offset]
            if byte == UInt8(ascii: ".") { return true }
            if !isHex, byte | 0x20 == UInt8(ascii: "e") { return true }
            if isHex, byte | 0x20 == UInt8(ascii: "p") { return true }
        }
        return false
    }

    /// Top-level element ranges between commas of a bracketed literal.
    private func elements(from first: Int, through last: Int) -> [(Int, Int)] {
        var result: [(Int, Int)] = []
        var elementStart = first
        var probe = first
        while probe <= last {
            switch tokens[probe].kind {
            case .leftParen, .leftBracket, .leftBrace:
                probe = matchingIndex(from: probe)
            case .comma:
                if elementStart <= probe - 1 { result.append((elementStart, probe - 1)) }
                elementStart = probe + 1
            default: break
            }
            probe += 1
        }
        if elementStart <= last { result.append((elementStart, last)) }
        return result
    }

    private func topLevelColon(from first: Int, through last: Int) -> Int? {
        var probe = first
        while probe <= last {
            switch tokens[probe].kind {
            case .leftParen, .leftBracket, .leftBrace: probe = matchingIndex(from: probe)
            case .colon: return probe
            default: break
            }
            probe += 1
        }
        return nil
    }

    /// Every element counts, as in Sourcery: one type for all is that type, one type and `nil`s
    /// is its optional, anything else is `Any`.
    private func collectionType(from first: Int, through last: Int, depth: Int) -> String? {
        let parts = elements(from: first, through: last)
        guard let element = parts.first else { return nil }
        if topLevelColon(from: element.0, through: element.1) != nil {
            var keys: [String] = []
            var values: [String] = []
            for part in parts {
                guard let colon = topLevelColon(from: part.0, through: part.1),
                      let key = elementType(from: part.0, through: colon - 1, depth: depth),
                      let value = elementType(from: colon + 1, through: part.1, depth: depth) else { return nil }
                keys.append(key)
                values.append(value)
            }
            return "[\(Self.commonType(of: keys)): \(Self.commonType(of: values))]"
        }
        var types: [String] = []
        for part in parts {
            guard let type = elementType(from: part.0, through: part.1, depth: depth) else { return nil }
            types.append(type)
        }
        return "[\(Self.commonType(of: types))]"
    }

    /// An element's inferred type, or its own text when it is one word (a name), as Sourcery takes it.
    private func elementType(from first: Int, through last: Int, depth: Int) -> String? {
        guard first <= last else { return nil }
        if let inferred = inferredName(from: first, through: last, depth: depth + 1) { return inferred }
        for index in first...last where index > first && tokens[index].hasLeadingSpace { return nil }
        return text(from: first, through: last)
    }

    private static func commonType(of types: [String]) -> String {
        var distinct: [String] = []
        for type in types where !distinct.contains(type) {
            distinct.append(type)
            if distinct.count > 2 { return "Any" }
        }
        if distinct.count == 1 { return distinct[0] }
        if distinct.count == 2, let optional = distinct.firstIndex(of: "Optional") {
            let wrapped = distinct[1 - optional]
            return TypeName(wrapped).isClosure ? "(\(wrapped))?" : wrapped + "?"
        }
        return "Any"
    }

    private func tupleType(from first: Int, through last: Int, depth: Int) -> String? {
        let parts = elements(from: first, through: last)
        guard parts.count >= 2 else {
            guard let only = parts.first else { return nil }
            return inferredName(from: only.0, through: only.1, depth: depth + 1)
        }
        var spelled: [String] = []
        for part in parts {
            var start = part.0
            var label = ""
            if part.1 > start, tokens[start].kind == .identifier, tokens[start + 1].kind == .colon {
                // `(_: 1, b: 2)` is `(Int, b: Int)`: the wildcard is no label, as in Sourcery.
                if !tokenText(tokens[start], equals: "_") { label = text(tokens[start]) + ": " }
                start += 2
            }
            guard let type = inferredName(from: start, through: part.1, depth: depth + 1) else { return nil }
            spelled.append(label + type)
        }
        return "(" + spelled.joined(separator: ", ") + ")"
    }

    /// `Foo(…)`, `Foo<Bar>(…)`, `Foo.Bar(…)`, `Foo.init(…)`, with an optional trailing closure.
    private func initializerCallType(from first: Int, through last: Int) -> String? {
        var probe = first
        var components: [(Int, Int)] = []   // token ranges of each dotted component incl. generic args
        while probe <= last, tokens[probe].kind == .identifier {
            let componentStart = probe
            probe += 1
            if probe <= last, tokens[probe].kind == .leftAngle, !tokens[probe].hasLeadingSpace {
                var depth = 0
                while probe <= last {
                    if tokens[probe].kind == .leftAngle { depth += 1 }
                    if tokens[probe].kind == .rightAngle { depth -= 1; if depth == 0 { break } }
                    probe += 1
                }
                guard probe <= last else { return nil }
                probe += 1
            }
            components.append((componentStart, probe - 1))
            guard probe <= last, tokens[probe].kind == .dot else { break }
            probe += 1
        }
        guard !components.isEmpty, probe <= last, tokens[probe].kind == .leftParen else { return nil }
        let close = matchingIndex(from: probe)
        var end = close
        if end < last, tokens[end + 1].kind == .leftBrace { end = matchingIndex(from: end + 1) }
        // `Foo(…)!`: a force-unwrapped failable initializer still yields a `Foo`.
        if end + 1 == last, tokens[last].kind == .exclamation { end = last }
        guard end == last else { return nil }
        if tokens[components[components.count - 1].0].keyword == .`init` { components.removeLast() }
        // `Foo.make()`, `Optional.some(1)`: a lower-case member of a type yields that type, as in Sourcery.
        if components.count > 1, startsInLowerCase(tokens[components[components.count - 1].0]),
           !startsInLowerCase(tokens[components[components.count - 2].0]) {
            components.removeLast()
        }
        guard let lastComponent = components.last else { return nil }
        // Only a capitalised name reads as a type (`_Foo` too); `makeFoo()` is a function call.
        var initialOffset = tokens[lastComponent.0].start
        while initialOffset < tokens[lastComponent.0].end - 1, bytes[initialOffset] == UInt8(ascii: "_") { initialOffset += 1 }
        let initial = bytes[initialOffset]
        guard (initial >= UInt8(ascii: "A") && initial <= UInt8(ascii: "Z")) || initial == UInt8(ascii: "`") else { return nil }
        return text(from: components[0].0, through: lastComponent.1)
    }
}
