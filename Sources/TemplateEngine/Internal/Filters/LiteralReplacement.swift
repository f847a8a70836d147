/// The `replace` filter without a regex: every occurrence of `target` becomes `replacement`,
/// occurrences found left to right without overlapping, as Foundation's
/// `replacingOccurrences(of:with:)` does (which FoundationEssentials lacks). Matches scalar by
/// scalar as NSString does, so `"\n"` is found inside `"\r\n"`. An empty target changes nothing.
enum LiteralReplacement {
    static func replace(in source: String, target: String, replacement: String) -> String {
        guard !target.isEmpty else { return source }
        var result = String.UnicodeScalarView()
        var rest = Substring(source).unicodeScalars
        let wanted = target.unicodeScalars
        while let range = rest.firstRange(of: wanted) {
            result.append(contentsOf: rest[..<range.lowerBound])
            result.append(contentsOf: replacement.unicodeScalars)
            rest = rest[range.upperBound...]
        }
        result.append(contentsOf: rest)
        return String(result)
    }
}
