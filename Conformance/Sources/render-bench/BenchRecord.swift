import Stencil
import TemplateEngine

/// A model object both engines can read: our engine through `TemplateObject`, Stencil through
/// `DynamicMemberLookup`; both print it as `text` (as Sourcery's `TypeName` prints its name).
final class BenchRecord: TemplateObject, DynamicMemberLookup, CustomStringConvertible {
    let fields: [String: Value]
    let text: String

    init(_ text: String, _ fields: [String: Value]) {
        self.text = text
        self.fields = fields
    }

    func templateValue(forKey key: String) -> Value? { fields[key] }
    var templateDescription: String { text }
    var description: String { text }
    subscript(dynamicMember member: String) -> Any? { fields[member].flatMap(BenchContext.stencilValue) }
}
