import SwiftDeclParser
import TemplateEngine

/// The composed model as seen by templates: hands out one template object per type, method,
/// subscript and typealias (so a type reached through `types.all` and through `supertype` is the
/// same object, and its lazily computed values are computed once per render), and a new object for
/// a property on every read (see `object(for:)`).
///
/// Not thread-safe: a context is rendered by one template at a time.
final class ContextModel {
    let composed: ComposedModel
    // Unchecked exclusivity: read for every object handed out, by the one thread using this model,
    // and no access spans a call that could reach another (making an object reads no table).
    @exclusivity(unchecked) private var typeObjects = TemplateObjectTable<TypeObject>()
    @exclusivity(unchecked) private var methodObjects = TemplateObjectTable<MethodObject>()
    @exclusivity(unchecked) private var subscriptObjects = TemplateObjectTable<SubscriptObject>()
    @exclusivity(unchecked) private var typealiasObjects = TemplateObjectTable<TypealiasObject>()

    /// The property names of `TypeObject`s, for finding a key a template reads.
    let typeKeys = TemplateKeyTable<TypeObject.Key>()
    /// The property names of `VariableObject`s.
    let variableKeys = TemplateKeyTable<VariableObject.Key>()
    /// The property names of `MethodObject`s.
    let methodKeys = TemplateKeyTable<MethodObject.Key>()
    /// The property names of `MethodParameterObject`s.
    let parameterKeys = TemplateKeyTable<MethodParameterObject.Key>()
    /// The property names of `TypeNameObject`s.
    let typeNameKeys = TemplateKeyTable<TypeNameObject.Key>()

    /// Problems noticed while templates read the model (e.g. `types.implementing.X` where X is
    /// not a scanned protocol), in the order first seen, without repeats.
    private(set) var warnings: [String] = []
    private var warningSet: Set<String> = []

    /// Off: every `documentation` is empty, as in Sourcery without `parseDocumentation`.
    var includesDocumentation = true

    init(_ composed: ComposedModel) {
        self.composed = composed
    }

    /// A declaration's documentation lines as templates see them.
    func documentation(_ lines: [String]) -> Value {
        includesDocumentation ? TemplateValues.strings(lines) : .array([])
    }

    func warn(_ message: String) {
        if warningSet.insert(message).inserted { warnings.append(message) }
    }

    /// Hands the warnings collected so far to the caller and starts a new list (one per template).
    func takeWarnings() -> [String] {
        defer { warnings = []; warningSet = [] }
        return warnings
    }

    func object(for type: SwiftType) -> TypeObject {
        typeObjects.object(for: ObjectIdentifier(type)) { TypeObject(type, model: self) }
    }

    /// A new object on every call: it keeps no more than its annotations, which a template reads
    /// again soon or not at all, and keeping one object per property for the whole render would hold
    /// one for every property of a large model. Two objects of one property are the same to `in`.
    func object(for variable: Variable) -> VariableObject {
        VariableObject(variable, model: self)
    }

    func object(for method: Method) -> MethodObject {
        methodObjects.object(for: ObjectIdentifier(method)) { MethodObject(method, model: self) }
    }

    func object(for subscriptMember: Subscript) -> SubscriptObject {
        subscriptObjects.object(for: ObjectIdentifier(subscriptMember)) { SubscriptObject(subscriptMember, model: self) }
    }

    func object(for alias: Typealias) -> TypealiasObject {
        typealiasObjects.object(for: ObjectIdentifier(alias)) { TypealiasObject(alias, model: self) }
    }

    /// Template objects point back at this model (to resolve `type` lookups), so the caches form
    /// reference cycles by design; the generator calls this when rendering is over.
    func tearDown() {
        typeObjects.removeAll()
        methodObjects.removeAll()
        subscriptObjects.removeAll()
        typealiasObjects.removeAll()
    }

    /// The scanned type a type name refers to (optionality ignored), or nil.
    func typeObject(for typeName: TypeName) -> TypeObject? {
        composed.type(for: typeName).map(object(for:))
    }

    // Value helpers for lists of model objects.

    func value(_ type: SwiftType?) -> Value { type.map { .object(object(for: $0)) } ?? .null }
    func value(_ types: [SwiftType]) -> Value { .array(types.map { .object(object(for: $0)) }) }
    func value(_ variables: [Variable]) -> Value { .array(variables.map { .object(object(for: $0)) }) }
    func value(_ methods: [Method]) -> Value { .array(methods.map { .object(object(for: $0)) }) }
    func value(_ subscripts: [Subscript]) -> Value { .array(subscripts.map { .object(object(for: $0)) }) }

    func value(_ types: [String: SwiftType]) -> Value {
        .dictionary(types.mapValues { .object(object(for: $0)) })
    }

    func value(_ typeName: TypeName?) -> Value { TemplateValues.typeName(typeName, in: self) }
}
