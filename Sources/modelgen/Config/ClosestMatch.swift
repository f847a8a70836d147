/// "Did you mean …?" suggestions for misspelled options and config keys.
enum ClosestMatch {
    /// The candidate nearest to `word` by edit distance, when it is close enough to be a likely typo.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let limit = max(2, word.count / 3)
        let length = word.unicodeScalars.count
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            // The distance is at least the difference in length: a word far longer than every
            // candidate (a pasted blob as a config key) is not compared at all.
            guard abs(length - candidate.unicodeScalars.count) <= limit else { continue }
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            if distance <= limit, best == nil || distance < best!.distance {
                best = (candidate, distance)
            }
        }
        // A prefix the user stopped typing ("--sou") is also a clear intent.
        if best == nil, word.count >= 3, let prefixed = candidates.first(where: { $0.hasPrefix(word) }) {
            return prefixed
        }
        return best?.candidate
    }

    /// Levenshtein distance over Unicode scalars, two rows of memory.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
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
