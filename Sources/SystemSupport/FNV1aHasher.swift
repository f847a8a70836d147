/// FNV-1a, 64-bit: a small, fast, non-cryptographic hash. The parse cache only needs to tell
/// "same bytes" from "changed bytes" for one file at a time (the byte length and path are part
/// of the key too), and template keys only a likely-unique code to compare before the name, so
/// collision resistance against an adversary is not a goal; speed is.
package struct FNV1aHasher {
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    package private(set) var value: UInt64 = FNV1aHasher.offsetBasis

    package init() {}

    package mutating func combine(_ bytes: [UInt8]) {
        var hash = value
        bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer {
                hash ^= UInt64(byte)
                hash = hash &* FNV1aHasher.prime
            }
        }
        value = hash
    }

    package mutating func combine(_ text: String) {
        // Read in place (no array of the bytes): names are hashed in hot loops.
        var hash = value
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* FNV1aHasher.prime
        }
        // A separator byte that cannot occur in UTF-8 keeps ("ab", "c") apart from ("a", "bc").
        hash ^= 0xFF
        value = hash &* FNV1aHasher.prime
    }

    /// Sixteen lowercase hex digits.
    package var hexDigest: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
