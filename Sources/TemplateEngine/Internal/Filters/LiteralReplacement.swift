/// The `replace` filter without a regex: every occurrence of `target` becomes `replacement`,
/// occurrences found left to right without overlapping, as Foundation's
/// `replacingOccurrences(of:with:)` does (which FoundationEssentials lacks). Matches scalar by
/// scalar as NSString does, so `"\n"` is found inside `"\r\n"`. An empty target changes nothing.
///
/// Linear in the source and target: `ByteSubstringSearch.matchStarts`, over UTF-8 bytes. Byte matches
/// are scalar matches, since in UTF-8 a scalar's first byte never equals a continuation byte.
enum LiteralReplacement {
    /// The UTF-8 offsets where `target` starts, each search resuming where the previous match ended.
    static func occurrences(of target: String, in source: String) -> [Int] {
        var target = target, source = source
        return target.withUTF8 { needle in source.withUTF8 { ByteSubstringSearch.matchStarts(of: needle, in: $0) } }
    }

    static func replace(in source: String, target: String, replacement: String) -> String {
        replace(in: source, at: occurrences(of: target, in: source), targetLength: target.utf8.count, replacement: replacement)
    }

    /// `source` with the `targetLength` bytes at each of `starts` (ascending, not overlapping)
    /// replaced by `replacement`.
    static func replace(in source: String, at starts: [Int], targetLength: Int, replacement: String) -> String {
        guard !starts.isEmpty else { return source }
        var source = source, replacement = replacement
        return source.withUTF8 { bytes in
            replacement.withUTF8 { replacementBytes in
                let size = bytes.count + starts.count * (replacementBytes.count - targetLength)
                // Written in place into the new string's storage: no intermediate byte array.
                return String(unsafeUninitializedCapacity: size) { result in
                    var written = 0, copied = 0
                    func append(_ part: UnsafeBufferPointer<UInt8>) {
                        guard let base = part.baseAddress, !part.isEmpty else { return }
                        (result.baseAddress! + written).initialize(from: base, count: part.count)
                        written += part.count
                    }
                    for start in starts {
                        append(UnsafeBufferPointer(rebasing: bytes[copied..<start]))
                        append(replacementBytes)
                        copied = start + targetLength
                    }
                    append(UnsafeBufferPointer(rebasing: bytes[copied...]))
                    return written
                }
            }
        }
    }
}
