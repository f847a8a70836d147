import SystemSupport

/// "Did you mean …" candidates by Levenshtein distance (Stencil's rule for filters, §4.2):
/// all names at the minimal distance, ignoring names not longer than that distance.
enum Suggestions {
    static func all(for name: String, among candidates: [String]) -> [String] {
        let target = Array(name)
        // A name is kept only when longer than its distance, which is at least the difference in
        // length: names half the target's length or less are dropped without comparing.
        let scored = candidates.filter { $0.count * 2 > target.count }
            .map { ($0, distance(Array($0), target)) }.filter { $0.0.count > $0.1 }
        guard let minimum = scored.map(\.1).min() else { return [] }
        return scored.filter { $0.1 == minimum }.map(\.0).sorted()
    }

    static func closest<S: Sequence>(to name: String, among candidates: S) -> String? where S.Element == String {
        let found = all(for: name, among: Array(candidates))
        guard let first = found.first, distance(Array(first), Array(name)) <= max(2, name.count / 3) else { return nil }
        return first
    }

    /// The edit distance over characters, as Stencil measures it.
    static func distance(_ source: [Character], _ target: [Character]) -> Int {
        EditDistance.between(source, target)
    }
}
