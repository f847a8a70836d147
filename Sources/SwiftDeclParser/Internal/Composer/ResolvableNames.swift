/// The names a written type name may need resolving through (typealiases, nested name endings,
/// generic parameters), as a quick "certainly not one of them" without hashing.
///
/// Most looked-up names (`Int`, `String`, `[Foo]?`) are in no table, and a miss in a `Set` or
/// `Dictionary` still hashes the whole name and compares along a probe chain. The sieve keeps
/// one bit per (length, last byte) of every name in the set: a name whose bit is clear is not
/// there. A set bit only means "maybe": the real lookup decides.
///
/// Bytes stand for characters only in ASCII, and `String` equality is canonical equivalence
/// (`"\u{212A}"`, the Kelvin sign, equals `"K"`), so a non-ASCII name in the set turns the
/// sieve off and a non-ASCII name is always looked up.
struct ResolvableNames {
    private var bits = [UInt64](repeating: 0, count: 64)
    private var acceptsEverything = false

    mutating func insert(_ name: String) {
        guard let slot = ResolvableNames.slot(of: name) else {
            acceptsEverything = true
            return
        }
        bits[slot.row] |= slot.bit
    }

    func mayContain(_ name: String) -> Bool {
        guard !acceptsEverything, let slot = ResolvableNames.slot(of: name) else { return true }
        return bits[slot.row] & slot.bit != 0
    }

    /// `mayContain` for the name spelt by `bytes[range]`, without making the string.
    func mayContain(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard !acceptsEverything, !range.isEmpty else { return true }
        var combined: UInt8 = 0
        for position in range { combined |= bytes[position] }
        guard combined < 0x80 else { return true }
        return bits[range.count & 63] & (1 << UInt64(bytes[range.upperBound - 1] & 63)) != 0
    }

    /// Nil for a name that is not plain ASCII (or is empty).
    private static func slot(of name: String) -> (row: Int, bit: UInt64)? {
        let slot = name.utf8.withContiguousStorageIfAvailable { bytes -> (row: Int, bit: UInt64)? in
            guard let last = bytes.last else { return nil }
            var combined: UInt8 = 0
            for byte in bytes { combined |= byte }
            guard combined < 0x80 else { return nil }
            return (bytes.count & 63, 1 << UInt64(last & 63))
        }
        return slot ?? nil
    }
}
