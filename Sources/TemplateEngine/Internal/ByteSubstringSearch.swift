/// Substring search over UTF-8 bytes, used where it gives exactly the answer of the standard
/// library's Character-based search (`String.contains(_:)`, `firstRange(of:)`).
///
/// Why: the standard library's search lives in _StringProcessing (`SubstringSearcher`), a large
/// library that the few calls every template parse makes (`forloop` in a loop body, `...` in a
/// range, Stencil's `,|:` test) would otherwise load.
///
/// When bytes answer as Characters do: in ASCII text every Character is one byte except "\r\n",
/// which is one Character of two bytes. A needle without "\r" and "\n" can neither match half of
/// a "\r\n" nor start or end inside one, so its byte matches are its Character matches. Anything
/// else (non-ASCII text or needle, CR or LF in the needle) is left to the standard library, where
/// canonical equivalence and grapheme clusters decide.
enum ByteSubstringSearch {
    /// The UTF-8 offsets of `needle`'s occurrences in `text`, left to right, each search starting
    /// where the previous match ended (as repeated `firstRange(of:)` finds them); at most `limit`.
    /// nil when bytes cannot answer (see the type's comment) or `needle` is empty.
    static func occurrences(of needle: String, in text: String, limit: Int = .max) -> [Range<Int>]? {
        var needle = needle, text = text
        return needle.withUTF8 { needleBytes in
            text.withUTF8 { textBytes -> [Range<Int>]? in
                guard !needleBytes.isEmpty,
                      needleBytes.allSatisfy({ $0 < 0x80 && $0 != 0x0A && $0 != 0x0D }),
                      textBytes.allSatisfy({ $0 < 0x80 }) else { return nil }
                return matchStarts(of: needleBytes, in: textBytes, limit: limit).map { $0..<$0 + needleBytes.count }
            }
        }
    }

    /// The offsets where `needle` (not empty) starts in `haystack`, left to right, each search
    /// resuming where the previous match ended; at most `limit`. Linear in both: a
    /// Knuth–Morris–Pratt search, so a needle that almost matches everywhere costs no more.
    static func matchStarts(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, limit: Int = .max) -> [Int] {
        guard !needle.isEmpty, needle.count <= haystack.count, limit > 0 else { return [] }
        var found: [Int] = []
        if needle.count == 1 {
            // The usual needle (a bracket, a colon): a byte comparison, no partial matches to track.
            let byte = needle[0]
            for offset in haystack.indices where haystack[offset] == byte {
                found.append(offset)
                if found.count == limit { break }
            }
            return found
        }
        let fallback = PatternFailureTable.make(needle)
        var matched = 0
        for offset in haystack.indices {
            let byte = haystack[offset]
            while matched > 0 && needle[matched] != byte { matched = fallback[matched - 1] }
            if needle[matched] == byte { matched += 1 }
            if matched == needle.count {
                found.append(offset + 1 - needle.count)
                if found.count == limit { break }
                matched = 0   // no overlaps: the next match starts after this one
            }
        }
        return found
    }

    /// `text.contains(needle)`, as the standard library answers it.
    static func contains(_ text: String, _ needle: String) -> Bool {
        if let found = occurrences(of: needle, in: text, limit: 1) { return !found.isEmpty }
        return text.contains(needle)
    }
}
