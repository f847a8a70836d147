/// The `split` filter: `components(separatedBy:)` as Foundation answers it (which Stencil and
/// Sourcery call), in time linear in the text and the separator.
///
/// Foundation matches the separator Character by Character: only whole Characters (grapheme
/// clusters) of the text match, compared by canonical equivalence, left to right, each search
/// resuming after the previous match. So `","` is not found in `",\u{301}"` (one Character), `"\n"`
/// not inside `"\r\n"`, and `"\u{E9}"` is found as `"e\u{301}"`. Here that is a Knuth–Morris–Pratt
/// search over Characters (canonical equivalence is an equivalence, so the failure table holds),
/// reading the text's Characters once, front to back; ASCII text with a separator without line
/// breaks is searched byte by byte (`ByteSubstringSearch`), where bytes are Characters.
enum SeparatorSplit {
    /// The pieces of `text` between occurrences of `separator`; `[text]` for an empty separator.
    /// Throws `budget`'s error as soon as the pieces built, counted as the render counts a list
    /// (`RenderLimits.filterResultBytesPerElement` each; their text is at most the input's), pass it.
    static func components(of text: String, separatedBy separator: String, budget: FilterBudget) throws -> [Value] {
        var pieces: [Value] = [], built = 0
        func append(_ piece: Substring) throws {
            built += RenderLimits.filterResultBytesPerElement
            try budget.check(built)
            pieces.append(.string(String(piece)))
        }
        if let matches = ByteSubstringSearch.occurrences(of: separator, in: text) {
            let bytes = text.utf8
            var start = bytes.startIndex
            pieces.reserveCapacity(matches.count + 1)
            for match in matches {
                let from = bytes.index(bytes.startIndex, offsetBy: match.lowerBound)
                try append(text[start..<from])
                start = bytes.index(from, offsetBy: match.count)
            }
            try append(text[start...])
            return pieces
        }
        let needle = Array(separator)
        guard !needle.isEmpty else { return [.string(text)] }
        let fallback = PatternFailureTable.make(needle)
        // Where the last `needle.count` Characters start, by their position modulo the needle's length.
        var recentStarts = Array(repeating: text.startIndex, count: needle.count)
        var pieceStart = text.startIndex, index = text.startIndex
        var position = 0, matched = 0
        while index < text.endIndex {
            let character = text[index]
            recentStarts[position % needle.count] = index
            index = text.index(after: index)
            while matched > 0 && needle[matched] != character { matched = fallback[matched - 1] }
            if needle[matched] == character { matched += 1 }
            if matched == needle.count {
                // The match began `needle.count - 1` Characters before this one.
                try append(text[pieceStart..<recentStarts[(position + 1) % needle.count]])
                pieceStart = index
                matched = 0
            }
            position += 1
        }
        try append(text[pieceStart...])
        return pieces
    }
}
