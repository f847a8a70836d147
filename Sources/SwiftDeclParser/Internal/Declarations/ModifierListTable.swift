/// Modifier lists keyed by their keywords (eight bits each, see `parseModifiers`), for
/// `ParsedTextCache`. Open addressing with linear probing on the key itself, so a lookup hashes
/// nothing. A few dozen distinct lists fill most projects, so probes are short.
struct ModifierListTable {
    /// 0 marks an empty slot: a key holds at least one modifier keyword, and none is 0.
    private var keys: [UInt32] = Array(repeating: 0, count: 64)
    private var lists: [[Modifier]] = Array(repeating: [], count: 64)
    private(set) var count = 0

    func list(forKey key: UInt32) -> [Modifier]? {
        let mask = keys.count - 1
        var slot = ModifierListTable.slot(for: key, mask: mask)
        while true {
            let stored = keys[slot]
            if stored == key { return lists[slot] }
            if stored == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// Adds `list` under `key` (not yet in the table).
    mutating func insert(_ list: [Modifier], forKey key: UInt32) {
        precondition(key != 0, "a modifier list key holds at least one keyword")
        if (count + 1) * 2 > keys.count { grow() }
        place(list, forKey: key)
        count += 1
    }

    private mutating func place(_ list: [Modifier], forKey key: UInt32) {
        let mask = keys.count - 1
        var slot = ModifierListTable.slot(for: key, mask: mask)
        while keys[slot] != 0 { slot = (slot + 1) & mask }
        keys[slot] = key
        lists[slot] = list
    }

    private mutating func grow() {
        let (oldKeys, oldLists) = (keys, lists)
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        lists = Array(repeating: [], count: oldKeys.count * 2)
        for slot in oldKeys.indices where oldKeys[slot] != 0 { place(oldLists[slot], forKey: oldKeys[slot]) }
    }

    /// Fibonacci hashing: the multiply spreads the keyword bytes over the high bits.
    @inline(__always) private static func slot(for key: UInt32, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    }
}
