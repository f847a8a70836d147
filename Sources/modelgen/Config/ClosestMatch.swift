import SystemSupport

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

    /// The edit distance over Unicode scalars.
    static func editDistance(_ a: String, _ b: String) -> Int {
        EditDistance.between(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }
}
