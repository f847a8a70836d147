/// The `replace` filter without a regex: every occurrence of `target` becomes `replacement`,
/// occurrences found left to right without overlapping, as Foundation's
/// `replacingOccurrences(of:with:)` does (which FoundationEssentials lacks). An empty target
/// changes nothing.
enum LiteralReplacement {
    static func replace(in source: String, target: String, replacement: String) -> String {
        guard !target.isEmpty else { return source }
        var result = ""
        var rest = Substring(source)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
    }
}
