/// The `replace` filter without a regex: every occurrence of `target` becomes `replacement`,
/// occurrences found left to right without overlapping, as Foundation's
/// `replacingOccurrences(of:with:)` does (which FoundationEssentials lacks). Matches scalar by
/// scalar as NSString does, so `"\n"` is found inside `"\r\n"`. An empty target changes nothing.
///
/// Linear in the source and target: a Knuth–Morris–Pratt search over UTF-8 bytes. Byte matches
/// are scalar matches, since in UTF-8 a scalar's first byte never equals a continuation byte.
enum LiteralReplacement {
    /// The UTF-8 offsets where `target` starts, each search resuming where the previous match ended.
    static func occurrences(of target: String, in source: String) -> [Int] {
        let needle = Array(target.utf8)
        guard !needle.isEmpty else { return [] }
        let fallback = failureTable(needle)
        var found: [Int] = []
        var matched = 0
        var offset = 0
        for byte in source.utf8 {
            while matched > 0 && needle[matched] != byte { matched = fallback[matched - 1] }
            if needle[matched] == byte { matched += 1 }
            if matched == needle.count {
                found.append(offset + 1 - needle.count)
                matched = 0   // no overlaps: the next match starts after this one
            }
            offset += 1
        }
        return found
    }

    static func replace(in source: String, target: String, replacement: String) -> String {
        replace(in: source, at: occurrences(of: target, in: source), targetLength: target.utf8.count, replacement: replacement)
    }

    /// `source` with the `targetLength` bytes at each of `starts` (ascending, not overlapping)
    /// replaced by `replacement`.
    static func replace(in source: String, at starts: [Int], targetLength: Int, replacement: String) -> String {
        guard !starts.isEmpty else { return source }
        var source = source
        return source.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + starts.count * max(0, replacement.utf8.count - targetLength))
            var copied = 0
            for start in starts {
                result.append(contentsOf: bytes[copied..<start])
                result.append(contentsOf: replacement.utf8)
                copied = start + targetLength
            }
            result.append(contentsOf: bytes[copied...])
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// For each prefix of `needle`, the length of its longest proper prefix that is also its suffix.
    private static func failureTable(_ needle: [UInt8]) -> [Int] {
        var table = Array(repeating: 0, count: needle.count)
        var length = 0
        for index in needle.indices.dropFirst() {
            while length > 0 && needle[index] != needle[length] { length = table[length - 1] }
            if needle[index] == needle[length] { length += 1 }
            table[index] = length
        }
        return table
    }
}
