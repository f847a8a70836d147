/// Parsed annotation texts keyed by their UTF-8 bytes, for `ParsedTextCache`.
///
/// Why not `[String: Annotations]`: a lookup would make a String of the comment's bytes and hash
/// it with SipHash. Here a hit hashes the bytes eight at a time and compares them once. Keys are
/// bytes, not Strings, so two canonically equivalent but differently encoded texts (`é` and
/// `e` + U+0301) each keep their own parse, and the result does not depend on which of them a
/// worker met first.
///
/// Open addressing with linear probing; the texts live in one byte arena. The hash is not
/// seeded: a hostile file can make texts collide, but the table is bounded by its owner's
/// capacity, so a lookup probes at most that many slots.
struct AnnotationTextTable {
    private struct Entry {
        var hash: UInt64
        var textStart: Int
        var textCount: Int
        var annotations: Annotations
    }

    private var entries: [Entry] = []
    private var arena: [UInt8] = []
    /// 1 + index into `entries`, 0 for an empty slot; the count is a power of two, at least
    /// twice the number of entries.
    private var slots: [Int32] = Array(repeating: 0, count: 64)

    var count: Int { entries.count }

    func annotations(for text: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Annotations? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entryIndex = Int(slots[slot])
            if entryIndex == 0 { return nil }
            let entry = entries[entryIndex - 1]
            if entry.hash == hash, entry.textCount == text.count, arenaHolds(text, at: entry.textStart) { return entry.annotations }
            slot = (slot + 1) & mask
        }
    }

    /// Adds `text` (not yet in the table).
    mutating func insert(_ annotations: Annotations, for text: UnsafeBufferPointer<UInt8>, hash: UInt64) {
        if (entries.count + 1) * 2 > slots.count { rehash(slotCount: slots.count * 2) }
        entries.append(Entry(hash: hash, textStart: arena.count, textCount: text.count, annotations: annotations))
        arena.append(contentsOf: text)
        place(entryIndex: entries.count - 1, hash: hash)
    }

    private func arenaHolds(_ text: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        arena.withUnsafeBufferPointer { stored in
            for offset in 0..<text.count where stored[start + offset] != text[offset] { return false }
            return true
        }
    }

    private mutating func place(entryIndex: Int, hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(entryIndex + 1)
    }

    private mutating func rehash(slotCount: Int) {
        slots = Array(repeating: 0, count: slotCount)
        for index in entries.indices { place(entryIndex: index, hash: entries[index].hash) }
    }

    /// A 64-bit hash of the bytes, read eight at a time (multiply and xor-shift mixing).
    static func hash(_ text: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(text.count)
        guard let base = text.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= text.count {
            hash = mix(hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        if offset < text.count {
            var tail: UInt64 = 0
            for index in offset..<text.count { tail = tail << 8 | UInt64(text[index]) }
            hash = mix(hash ^ tail)
        }
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        return hash ^ (hash >> 33)
    }

    @inline(__always) private static func mix(_ value: UInt64) -> UInt64 {
        let multiplied = value &* 0xBF58_476D_1CE4_E5B9
        return multiplied ^ (multiplied >> 31)
    }
}
