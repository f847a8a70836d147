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
                var found: [Range<Int>] = []
                var start = 0
                let last = textBytes.count - needleBytes.count
                while found.count < limit, start <= last {
                    if textBytes[start] == needleBytes[0],
                       (1..<needleBytes.count).allSatisfy({ textBytes[start + $0] == needleBytes[$0] }) {
                        found.append(start..<start + needleBytes.count)
                        start += needleBytes.count
                    } else {
                        start += 1
                    }
                }
                return found
            }
        }
    }

    /// `text.contains(needle)`, as the standard library answers it.
    static func contains(_ text: String, _ needle: String) -> Bool {
        if let found = occurrences(of: needle, in: text, limit: 1) { return !found.isEmpty }
        return text.contains(needle)
    }
}
