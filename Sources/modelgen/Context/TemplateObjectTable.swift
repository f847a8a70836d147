import TemplateEngine

/// The template objects a context has made for one kind of model object, found by the model
/// object's identity, so that a model object reached twice gives the same template object.
///
/// An open-addressing table of the objects alone (linear probing, at most three quarters full):
/// each object's `templateIdentity` is its model object's, so no key is stored beside it, and the
/// table takes half the room of an `[ObjectIdentifier: Object]` dictionary. A context keeps one
/// entry per model object a template reached until the end of the run.
struct TemplateObjectTable<Object: TemplateObject> {
    private var slots: [Object?] = Array(repeating: nil, count: 16)
    private var count = 0
    /// `slots.count` is `1 << indexBits`.
    private var indexBits = 4

    /// The object for the model object `identity`, made by `make` and stored first if there is none.
    mutating func object(for identity: ObjectIdentifier, orMake make: () -> Object) -> Object {
        var index = slotIndex(of: identity)
        while let object = slots[index] {
            if object.templateIdentity == identity { return object }
            index = (index + 1) & (slots.count - 1)
        }
        let made = make()
        slots[index] = made
        count += 1
        if count * 4 > slots.count * 3 { grow() }
        return made
    }

    /// Drops every object (their memos may point back at the context).
    mutating func removeAll() {
        self = TemplateObjectTable()
    }

    /// Objects are at least 16-byte aligned; a multiplicative hash of the address spreads
    /// neighbouring allocations over the table (its top bits index the slots).
    private func slotIndex(of identity: ObjectIdentifier) -> Int {
        let address = UInt(bitPattern: identity)
        return Int(truncatingIfNeeded: ((address >> 4) &* 0x9E37_79B9_7F4A_7C15) >> UInt(64 - indexBits))
    }

    private mutating func grow() {
        let objects = slots
        indexBits += 1
        slots = Array(repeating: nil, count: 1 << indexBits)
        for case let object? in objects {
            var index = slotIndex(of: object.templateIdentity)
            while slots[index] != nil { index = (index + 1) & (slots.count - 1) }
            slots[index] = object
        }
    }
}
