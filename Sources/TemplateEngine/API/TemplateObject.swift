/// A value with named properties, implemented by the caller (modelgen's model classes).
///
/// The engine never reflects: `type.name` calls `templateValue(forKey: "name")`, so a
/// property is only computed when a template asks for it, and an implementation can
/// compute expensive values lazily and cache them.
public protocol TemplateObject: AnyObject {
    /// The value of the named property, or nil when the object has no such property
    /// (renders as "", or is an error with `RenderOptions.strict`).
    func templateValue(forKey key: String) -> Value?

    /// How `{{ object }}` renders.
    var templateDescription: String { get }
}
