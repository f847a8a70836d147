/// The `replace` filter's regex mode: what Foundation's
/// `replacingOccurrences(of:with:options: .regularExpression)` did (ICU regex, which
/// FoundationEssentials lacks), on the standard library's `Regex`, matching scalar by scalar as ICU
/// does. The template follows NSRegularExpression: `$n` is capture group n (digits taken while they
/// name a group; a group that did not take part gives nothing), `\c` is `c` itself.
enum RegexReplacement {
    /// The replaced text, or nil as soon as it passes `bound` UTF-8 bytes (it stops building there).
    static func replace(in source: String, pattern: String, template: String, upTo bound: Int = .max) -> String? {
        // An invalid pattern gives the empty text, as Foundation's regex replacement does.
        guard let regex = try? Regex(pattern).matchingSemantics(.unicodeScalar) else { return "" }
        var result = ""
        var copied = source.startIndex
        for match in source.matches(of: regex) {
            result.unicodeScalars.append(contentsOf: source.unicodeScalars[copied..<match.range.lowerBound])
            result.unicodeScalars.append(contentsOf: expand(template, match.output).unicodeScalars)
            guard result.utf8.count <= bound else { return nil }
            copied = match.range.upperBound
        }
        result.unicodeScalars.append(contentsOf: source.unicodeScalars[copied...])
        return result.utf8.count <= bound ? result : nil
    }

    private static func expand(_ template: String, _ groups: AnyRegexOutput) -> String {
        var text = ""
        var scalars = template.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            if scalar == "\\" {
                if let escaped = pending { text.unicodeScalars.append(escaped); pending = scalars.next() }
                continue
            }
            guard scalar == "$", let first = pending, let firstDigit = digit(first) else {
                text.unicodeScalars.append(scalar)
                continue
            }
            var number = firstDigit
            pending = scalars.next()
            while let next = pending, let more = digit(next), number * 10 + more < groups.count {
                number = number * 10 + more
                pending = scalars.next()
            }
            if number < groups.count, let captured = groups[number].substring {
                text.unicodeScalars.append(contentsOf: captured.unicodeScalars)
            }
        }
        return text
    }

    private static func digit(_ scalar: Unicode.Scalar) -> Int? {
        ("0"..."9").contains(scalar) ? Int(scalar.value - 48) : nil
    }
}
