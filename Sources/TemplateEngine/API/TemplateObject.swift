/// A value with named properties, implemented by the caller (modelgen's model classes).
///
/// The engine never reflects: `type.name` calls `templateValue(for: TemplateKey("name"))`, which
/// by default asks `templateValue(forKey: "name")`, so a property is only computed when a template
/// asks for it, and an implementation can compute expensive values lazily and cache them.
public protocol TemplateObject: AnyObject {
    /// The value of the named property, or nil when the object has no such property
    /// (renders as "", or is an error with `RenderOptions.strict`).
    func templateValue(forKey key: String) -> Value?

    /// How `{{ object }}` renders.
    var templateDescription: String { get }

    /// What a template's key path reads: the same value as `templateValue(forKey: key.name)`.
    /// The key comes with a code computed at parse time, which an object read many times can use
    /// to find a cached value cheaply; the default simply asks `templateValue(forKey:)`.
    func templateValue(for key: TemplateKey) -> Value?

    /// What `in` compares objects by: two objects with the same identity stand for the same thing,
    /// so an implementation may hand out a new object on every read. The default is the object itself.
    var templateIdentity: ObjectIdentifier { get }
}

extension TemplateObject {
    public func templateValue(for key: TemplateKey) -> Value? {
        templateValue(forKey: key.name)
    }

    public var templateIdentity: ObjectIdentifier { ObjectIdentifier(self) }
}
