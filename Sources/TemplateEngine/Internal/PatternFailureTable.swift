/// The Knuth–Morris–Pratt table of a search pattern: for each prefix of the pattern, the length of
/// its longest proper prefix that is also its suffix. A search that fails after matching part of
/// the pattern resumes from there instead of going back in the text, which keeps it linear.
enum PatternFailureTable {
    static func make<Pattern: RandomAccessCollection>(_ pattern: Pattern) -> [Int]
    where Pattern.Element: Equatable, Pattern.Index == Int {
        var table = Array(repeating: 0, count: pattern.count)
        var length = 0
        for index in pattern.indices.dropFirst() {
            while length > 0 && pattern[index] != pattern[pattern.startIndex + length] { length = table[length - 1] }
            if pattern[index] == pattern[pattern.startIndex + length] { length += 1 }
            table[index - pattern.startIndex] = length
        }
        return table
    }
}
