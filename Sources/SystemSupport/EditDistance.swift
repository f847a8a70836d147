/// Levenshtein distance: the fewest insertions, deletions and substitutions that turn one
/// sequence into the other. The "did you mean" suggestions of the command line, the config
/// readers and the template engine all measure typos with it.
public enum EditDistance {
    /// The distance between `a` and `b`, computed with two rows of memory.
    public static func between<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
