/// `case a, b(Int), c(label: String = "x") = 1` — each element becomes an `EnumCase`.
extension DeclarationParser {
    /// Pushes on `cases` (the enum's member stack) rather than returning a temporary array.
    mutating func parseEnumCases(prefix: DeclarationPrefix, into cases: DeclarationStack<EnumCase>) {
        advance()
        let isIndirect = prefix.hasModifier("indirect")
        let firstCase = cases.count
        // Where the text before this element starts: an inline `/* sourcery: … */` there is its.
        var elementTextStart = tokens[prefix.startIndex].start
        while !isAtEnd, currentKind == .identifier {
            let nameToken = current
            advance()
            let nameLine = lines.line(of: nameToken.start)
            var enumCase = EnumCase(name: text(nameToken), indirect: isIndirect,
                                    conditionalCompilation: conditionalCompilation.current, line: nameLine)
            if buildsEnumCases {
                // Comment lines above reach only the first element; trailing comments reach all;
                // an inline comment reaches the element it precedes.
                let inlineRange = elementTextStart..<nameToken.start
                let found = cases.count == firstCase
                    ? annotationIndex.annotations(startLine: lines.line(of: tokens[prefix.startIndex].start), anchorLine: nameLine,
                                                  startOffset: tokens[prefix.startIndex].start, inlineRange: inlineRange)
                    : annotationIndex.annotations(startLine: nameLine, anchorLine: nameLine, walkUp: false, inlineRange: inlineRange)
                enumCase.annotations = found.annotations
                enumCase.documentation = found.documentation
            }
            if currentKind == .leftParen {
                // Read in full either way: the cursor and the warnings stay those of a full parse.
                let values = parseAssociatedValues()
                enumCase.associatedValues = buildsEnumCases || values.isEmpty ? values : Self.payloadStandIn
            }
            if currentKind == .equal {
                advance()
                let first = index
                if let last = skipExpression(stopAtComma: true), buildsEnumCases {
                    enumCase.rawValue = rawValueText(from: first, through: last)
                }
            }
            cases.append(enumCase)
            guard currentKind == .comma else { break }
            elementTextStart = current.end
            advance()
        }
    }

    /// The payload of a case when cases are not built (`ParseOptions.enumCases`): one value, shared
    /// by every such case, so `hasAssociatedValue` (which the raw type inference reads) stays true.
    private static let payloadStandIn = [AssociatedValue(localName: nil, externalName: nil, typeName: TypeName(""))]

    /// String literal quotes are removed; other literals stay as written.
    private func rawValueText(from first: Int, through last: Int) -> String {
        let written = text(from: first, through: last).trimmingWhitespace()
        guard first == last, tokens[first].kind == .string else { return written }
        var body = Substring(written)
        while body.first == "#" && body.last == "#" { body = body.dropFirst().dropLast() }
        if body.hasPrefix("\"\"\""), body.hasSuffix("\"\"\""), body.count >= 6 { return String(body.dropFirst(3).dropLast(3)) }
        if body.hasPrefix("\""), body.hasSuffix("\""), body.count >= 2 { return String(body.dropFirst().dropLast()) }
        return written
    }

    /// At `(`: payload elements `Type`, `label: Type`, `_ label: Type`, with defaults.
    private mutating func parseAssociatedValues() -> [AssociatedValue] {
        let open = index
        let close = matchingIndex(from: open)
        advance()
        var values: [AssociatedValue] = []
        var names: [[String]] = []
        while index < close {
            let elementStart = index
            let textStart = tokens[elementStart - 1].end
            var written: [String] = []
            while currentKind == .identifier, written.count < 2, peek().kind == .colon || (peek().kind == .identifier && tokens[index + 2].kind == .colon) {
                written.append(text(current))
                advance()
            }
            if currentKind == .colon, !written.isEmpty { advance() } else { written = [] }
            if let typeName = parseTypeName() {
                var value = AssociatedValue(localName: nil, externalName: nil, typeName: typeName)
                if currentKind == .equal {
                    advance()
                    let first = index
                    if let last = skipExpression(stopAtComma: true) { value.defaultValue = text(from: first, through: last).trimmingWhitespace() }
                }
                // Its own comment lines above (when it starts its line), inline comments before it,
                // trailing comments of its line and `begin`/`end` blocks, as for a parameter.
                let previousLine = lines.line(of: tokens[elementStart - 1].start)
                let elementLine = lines.line(of: tokens[elementStart].start)
                let startsLine = previousLine < elementLine
                value.annotations = annotationIndex.elementAnnotations(line: elementLine, walksUp: startsLine,
                                                                       inlineRange: textStart..<tokens[elementStart].start)
                values.append(value)
                names.append(written)
            }
            while index < close, currentKind != .comma {
                if currentKind == .leftParen || currentKind == .leftBracket || currentKind == .leftBrace { skipBalanced() } else { advance() }
            }
            if currentKind == .comma, index < close { advance() }
        }
        index = close
        if currentKind == .rightParen { advance() }
        // Names (context-model.md §4.6): localName is the first identifier unless `_`; externalName is
        // the second identifier, else — only with ≥2 values — localName or the position.
        for position in values.indices {
            let written = names[position]
            let local = written.first.flatMap { $0 == "_" ? nil : $0 }
            values[position].localName = written.count == 2 ? (written[1] == "_" ? local : written[1]) : local
            if written.count == 2 {
                values[position].localName = local
                values[position].externalName = written[1]
            } else if values.count >= 2 {
                values[position].externalName = local ?? String(position)
            }
        }
        return values
    }
}
