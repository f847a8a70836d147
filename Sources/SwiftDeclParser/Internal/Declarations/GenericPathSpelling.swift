/// How Sourcery spells a type path with generic arguments (`Swift.Result<Int,Error>`).
///
/// Sourcery builds these names from their parts in three cases and keeps the written text in all
/// others: `Array<T>` becomes `Array<T>` with its argument's own spelling, `Dictionary<K,V>`
/// becomes `Dictionary<K, V>`, and a member type's last generic arguments are joined with `, `
/// after its base's spelling (`Swift.Result<Int, Error>`). `Result<Int,Error>` and
/// `Optional<Int>` keep their text, spaces and all.
extension DeclarationParser {
    private struct PathComponent {
        var name: Int
        /// The `<` and `>` of the component's generic arguments.
        var arguments: (open: Int, close: Int)?
    }

    /// Sourcery's spelling of the path from token `start` through `end`, or nil when it is the
    /// text as written (no generic arguments, or a shape this reader does not respell).
    mutating func sourcerySpelling(ofPathFrom start: Int, through end: Int, depth: Int) -> String? {
        guard depth < DeclarationParser.maximumTypeDepth, let components = pathComponents(from: start, through: end),
              components.contains(where: { $0.arguments != nil }) else { return nil }
        var spelled = ""
        for (position, component) in components.enumerated() {
            let nameToken = tokens[component.name]
            guard let arguments = component.arguments else {
                if position > 0 { spelled += "." }
                spelled += text(nameToken)
                continue
            }
            if position == 0 {
                let isArray = tokenText(nameToken, equals: "Array")
                guard isArray || tokenText(nameToken, equals: "Dictionary") else {
                    spelled = text(from: component.name, through: arguments.close)
                    continue
                }
                let parts = genericArgumentSpellings(open: arguments.open, close: arguments.close, depth: depth)
                if isArray, let parts, parts.count == 1 {
                    spelled = "Array<\(parts[0])>"
                } else if !isArray, let parts, parts.count == 2 {
                    spelled = "Dictionary<\(parts[0]), \(parts[1])>"
                } else {
                    spelled = text(from: component.name, through: arguments.close)
                }
            } else {
                guard let parts = genericArgumentSpellings(open: arguments.open, close: arguments.close, depth: depth) else { return nil }
                spelled += "."
                spelled += text(nameToken)
                spelled += "<"
                spelled += parts.joined(separator: ", ")
                spelled += ">"
            }
        }
        return spelled
    }

    /// The identifiers of a dotted path and their generic argument lists, or nil when the tokens
    /// are not such a path.
    private func pathComponents(from start: Int, through end: Int) -> [PathComponent]? {
        var components: [PathComponent] = []
        var position = start
        while position <= end {
            guard tokens[position].kind == .identifier else { return nil }
            var component = PathComponent(name: position)
            position += 1
            if position <= end, tokens[position].kind == .leftAngle {
                guard let close = closingToken(of: position, limit: end) else { return nil }
                component.arguments = (position, close)
                position = close + 1
            }
            components.append(component)
            if position <= end {
                guard tokens[position].kind == .dot else { return nil }
                position += 1
            }
        }
        return components
    }

    /// Each argument of the list between `open` and `close` as `parseTypeText` spells it, or nil
    /// when the list holds something other than comma-separated types.
    private mutating func genericArgumentSpellings(open: Int, close: Int, depth: Int) -> [String]? {
        let saved = (index: index, shape: lastTypeShape)
        defer { (index, lastTypeShape) = saved }
        index = open + 1
        var parts: [String] = []
        while index < close {
            guard let part = parseTypeText(depth: depth + 1) else { return nil }
            parts.append(part)
            if index == close { break }
            guard currentKind == .comma else { return nil }
            advance()
        }
        return index == close && !parts.isEmpty ? parts : nil
    }
}
