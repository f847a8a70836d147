import Stencil
import TemplateEngine

/// A model object both engines can read: our engine through `TemplateObject`, Stencil through
/// `DynamicMemberLookup`; both print it as `text` (as Sourcery's `TypeName` prints its name).
final class BenchRecord: TemplateObject, DynamicMemberLookup, CustomStringConvertible {
    let fields: [String: Value]
    let text: String
    /// The fields with their key codes: our engine's reads find a field by comparing codes, as
    /// modelgen's context objects find theirs (`TemplateKeyTable`), instead of hashing the name.
    private let codedFields: [(code: UInt64, name: String, value: Value)]

    init(_ text: String, _ fields: [String: Value]) {
        self.text = text
        self.fields = fields
        codedFields = fields.keys.sorted().map { (TemplateKey($0).code, $0, fields[$0]!) }
    }

    func templateValue(forKey key: String) -> Value? { fields[key] }

    func templateValue(for key: TemplateKey) -> Value? {
        for field in codedFields where field.code == key.code && field.name == key.name { return field.value }
        return nil
    }
    var templateDescription: String { text }
    var description: String { text }
    subscript(dynamicMember member: String) -> Any? { fields[member].flatMap(BenchContext.stencilValue) }
}
