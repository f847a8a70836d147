import SystemSupport

/// A property name as a template spells it (`name` in `type.name`), with a code computed from it
/// once, when the template is parsed.
///
/// An object that answers many lookups can find a key by comparing codes, an integer compare,
/// instead of hashing or comparing the name on every read (see `TemplateObject.templateValue(for:)`).
public struct TemplateKey {
    public let name: String
    /// FNV-1a of the name's UTF-8 bytes: equal names have equal codes. Different names almost
    /// always have different codes, but not surely: a match must still be confirmed by the name.
    public let code: UInt64

    public init(_ name: String) {
        self.name = name
        var hasher = FNV1aHasher()
        hasher.combine(Array(name.utf8))
        code = hasher.value
    }
}
