import TemplateEngine

/// The values a context object has computed, by key. Templates read a handful of keys per object,
/// over and over (`variable.name` in three loops): a short list searched by key code finds them
/// with integer compares, where a `[String: Value]` hashed the name on every read.
///
/// Only for objects whose values never change while a context is rendered (the model is fixed).
///
/// Every rendered type keeps one until the end of the run, so an entry holds the code and the
/// known key it was stored under (one byte), not the name: a code match is confirmed through the
/// key table (two names may share a code), which compares the name as the memo once did.
struct TemplateValueMemo<Key: RawRepresentable & CaseIterable & Equatable> where Key.RawValue == String {
    private struct Entry {
        let code: UInt64
        let value: Value
        let key: Key
    }

    private var entries: [Entry] = []

    /// The value stored for `key`, if any.
    @inline(__always)
    func value(for key: TemplateKey, in keys: TemplateKeyTable<Key>) -> Value? {
        var index = 0
        while index < entries.count {
            if entries[index].code == key.code, keys[key] == entries[index].key { return entries[index].value }
            index += 1
        }
        return nil
    }

    /// Stores `value` for `key`, which the key table found as `known`.
    mutating func store(_ value: Value, for key: TemplateKey, known: Key) {
        // Room for two keys first (a loop over a large model's types often reads a name and one
        // list), then the array doubles: every memo is kept to the end of the run, so room for
        // keys no template reads is held once per rendered object.
        if entries.isEmpty { entries.reserveCapacity(2) }
        entries.append(Entry(code: key.code, value: value, key: known))
    }
}
