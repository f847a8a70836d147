import TemplateEngine

/// The values a context object has computed, by key. Templates read a handful of keys per object,
/// over and over (`variable.name` in three loops): a short list searched by key code finds them
/// with integer compares, where a `[String: Value]` hashed the name on every read.
///
/// Only for objects whose values never change while a context is rendered (the model is fixed).
struct TemplateValueMemo {
    private struct Entry {
        let code: UInt64
        let name: String
        let value: Value
    }

    private var entries: [Entry] = []

    /// The value stored for `key`, if any.
    @inline(__always)
    func value(for key: TemplateKey) -> Value? {
        var index = 0
        while index < entries.count {
            // The code finds the entry; the name confirms it (two names may share a code).
            if entries[index].code == key.code, entries[index].name == key.name { return entries[index].value }
            index += 1
        }
        return nil
    }

    mutating func store(_ value: Value, for key: TemplateKey) {
        // Room for a template's handful of keys at once, rather than growing through 1, 2, 4, 8.
        if entries.isEmpty { entries.reserveCapacity(8) }
        entries.append(Entry(code: key.code, name: key.name, value: value))
    }
}
