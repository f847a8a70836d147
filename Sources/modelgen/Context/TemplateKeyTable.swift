import TemplateEngine

/// The keys a kind of context object answers, found by a template key's precomputed code.
///
/// A `switch` over the key's name compares it with every case in turn until one matches (tens of
/// string compares for a late case); this table hashes nothing at lookup time: the code picks a
/// slot, an integer compare finds the entry and one string compare confirms it (codes may collide).
///
/// Keep one in an instance (see `ContextModel`), not in a `static let`: on Linux every read of a
/// lazily initialised global goes through `swift_once`.
struct TemplateKeyTable<Key: RawRepresentable & CaseIterable> where Key.RawValue == String {
    private struct Slot {
        let code: UInt64
        /// `key.rawValue`, kept: computing it makes a string each time.
        let name: String
        let key: Key
    }

    private let slots: [Slot?]
    private let mask: Int

    init() {
        let keys = Key.allCases
        var size = 1
        while size < keys.count * 4 { size *= 2 }
        var slots = [Slot?](repeating: nil, count: size)
        for key in keys {
            let code = TemplateKey(key.rawValue).code
            var index = Int(truncatingIfNeeded: code) & (size - 1)
            while slots[index] != nil { index = (index + 1) & (size - 1) }
            slots[index] = Slot(code: code, name: key.rawValue, key: key)
        }
        self.slots = slots
        self.mask = size - 1
    }

    /// The key named `key.name`, or nil when there is none.
    subscript(key: TemplateKey) -> Key? {
        var index = Int(truncatingIfNeeded: key.code) & mask
        while let slot = slots[index] {
            if slot.code == key.code, slot.name == key.name { return slot.key }
            index = (index + 1) & mask
        }
        return nil
    }
}
