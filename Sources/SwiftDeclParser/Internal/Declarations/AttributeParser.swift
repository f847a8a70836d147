/// Attributes (`@available(iOS 13, *)`, `@Published`, `@objc(name)`) and declaration modifiers
/// (`public`, `private(set)`, `class`, `unowned(unsafe)`) in front of a declaration.
extension DeclarationParser {
    /// Reads a declaration's `@name`, `@A.B`, `@name(arguments)` (arguments only when the `(`
    /// touches the name). `#if` lines between attributes are passed over. Without
    /// `buildsAttributes` they are read past the same way but not kept (`ParseOptions.attributes`).
    mutating func parseAttributes() -> [Attribute] {
        var attributes: [Attribute] = []
        while true {
            if currentKind == .directive { passDirective(); continue }
            guard currentKind == .at, peek().kind == .identifier else { return attributes }
            if !buildsAttributes {
                _ = moveOverAttribute()
            } else if let attribute = parseAttribute() {
                attributes.append(attribute)
            }
        }
    }

    /// Token positions of one attribute: its `@`, its name's first and past-the-end tokens, its
    /// parenthesised arguments.
    struct AttributeExtent {
        var first: Int
        var nameStart: Int
        var nameEnd: Int
        var arguments: (open: Int, close: Int)?
    }

    /// At `@`: moves past one attribute; nil when no name follows the `@` (the cursor is then
    /// after the `@`).
    mutating func moveOverAttribute() -> AttributeExtent? {
        let first = index
        advance()
        guard currentKind == .identifier else { return nil }
        let nameStart = index
        advance()
        while currentKind == .dot, !current.hasLeadingSpace, peek().kind == .identifier {
            advance()
            advance()
        }
        var extent = AttributeExtent(first: first, nameStart: nameStart, nameEnd: index)
        if currentKind == .leftParen, !current.hasLeadingSpace {
            let open = index
            skipBalanced()
            extent.arguments = (open, index - 1)
        }
        return extent
    }

    /// At `@`: one attribute. Equal source texts give equal attributes, so a text seen before
    /// takes its attribute from the memo (sharing its argument dictionary).
    mutating func parseAttribute() -> Attribute? {
        guard let extent = moveOverAttribute() else { return nil }
        let asSource = text(from: extent.first, through: index - 1)
        if memoizesAttributes, let known = memo.attribute(spelled: asSource) { return known }
        // `A.B`: the identifiers joined by dots (the source may have spaces after a dot).
        var name = text(tokens[extent.nameStart])
        for position in stride(from: extent.nameStart + 2, to: extent.nameEnd, by: 2) { name += "." + text(tokens[position]) }
        var arguments: [String: String] = [:]
        if let (open, close) = extent.arguments, close > open + 1 { arguments = attributeArguments(from: open + 1, to: close - 1) }
        let attribute = Attribute(name: name, arguments: arguments, asSource: asSource)
        if memoizesAttributes { memo.store(attribute) }
        return attribute
    }

    /// `label: value` parts keyed by label, unlabelled parts by position.
    private func attributeArguments(from first: Int, to last: Int) -> [String: String] {
        var result: [String: String] = [:]
        var partStart = first
        var depth = 0
        var position = 0
        var probe = first
        func addPart(_ start: Int, _ end: Int) {
            guard start <= end else { return }
            if end > start, tokens[start].kind == .identifier, tokens[start + 1].kind == .colon, start + 1 < end {
                result[text(tokens[start])] = text(from: start + 2, through: end)
            } else {
                result[String(position)] = text(from: start, through: end)
            }
            position += 1
        }
        while probe <= last {
            switch tokens[probe].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .comma where depth == 0:
                addPart(partStart, probe - 1)
                partStart = probe + 1
            default: break
            }
            probe += 1
        }
        addPart(partStart, last)
        return result
    }

    /// Reads modifiers while they are followed by another modifier, a declaration keyword or an
    /// attribute, so `open(url)` or a variable called `lazy` is not mistaken for one.
    /// Lists of up to four plain modifiers (`public static`, no `(set)`-like detail) are shared
    /// through the memo: they are a few spellings repeated on most declarations. A first pass reads
    /// only their keywords, so a list the memo holds is not built again (strings and array).
    mutating func parseModifiers() -> [Modifier] {
        // Most declarations have none: answered without the call.
        guard currentKind == .identifier, current.keyword.isDeclarationModifier else { return [] }
        let start = index
        // The modifiers' keywords, eight bits each.
        var key: UInt32 = 0
        var count = 0
        var isShareable = true
        _ = readModifiers(key: &key, count: &count, isShareable: &isShareable, collect: false)
        guard count > 0 else { return [] }
        let isMemoized = isShareable && count <= 4
        if isMemoized, let known = memo.modifiers(forKey: key) { return known }
        index = start
        let modifiers = readModifiers(key: &key, count: &count, isShareable: &isShareable, collect: true)
        return isMemoized ? memo.shared(modifiers, key: key) : modifiers
    }

    /// Moves past the modifiers at the cursor, counting them and keying their keywords; their
    /// list when `collect` (else empty).
    private mutating func readModifiers(key: inout UInt32, count: inout Int, isShareable: inout Bool, collect: Bool) -> [Modifier] {
        key = 0
        count = 0
        var modifiers: [Modifier] = []
        while currentKind == .identifier, current.keyword.isDeclarationModifier {
            let keyword = current.keyword
            var next = index + 1
            var detail: String?
            let hasDetail = tokens[next].kind == .leftParen && tokens[next + 1].kind == .identifier && tokens[next + 2].kind == .rightParen
            if hasDetail {
                if collect { detail = text(tokens[next + 1]) }
                next += 3
            }
            let following = tokens[next]
            let isModifier: Bool
            switch following.kind {
            case .identifier:
                isModifier = following.keyword.isDeclarationModifier || following.keyword.startsDeclaration
                    || (keyword != .class && following.keyword == .class)
            case .at, .directive:
                isModifier = true
            default:
                isModifier = false
            }
            // `class` followed by a type name is the class declaration itself.
            if keyword == .class, following.kind == .identifier, !following.keyword.isDeclarationModifier,
               !following.keyword.startsDeclaration || following.keyword == .class {
                return modifiers
            }
            guard isModifier else { return modifiers }
            if collect { modifiers.append(Modifier(name: text(current), detail: detail)) }
            count += 1
            key = key << 8 | UInt32(keyword.rawValue)
            if hasDetail { isShareable = false }
            index = next
            while currentKind == .directive { passDirective() }
            // Attributes may follow modifiers: `public @MainActor var`.
        }
        return modifiers
    }
}
