import SwiftDeclParser
import TemplateEngine

/// The composed model as seen by templates: hands out one template object per model object
/// (so a type reached through `types.all` and through `supertype` is the same object, and its
/// lazily computed values are computed once per render).
///
/// Not thread-safe: a context is rendered by one template at a time.
final class ContextModel {
    let composed: ComposedModel
    // Unchecked exclusivity: read for every object handed out, by the one thread using this model,
    // and no access spans a call that could reach another.
    @exclusivity(unchecked) private var typeObjects: [ObjectIdentifier: TypeObject] = [:]
    @exclusivity(unchecked) private var variableObjects: [ObjectIdentifier: VariableObject] = [:]
    @exclusivity(unchecked) private var methodObjects: [ObjectIdentifier: MethodObject] = [:]
    @exclusivity(unchecked) private var subscriptObjects: [ObjectIdentifier: SubscriptObject] = [:]
    @exclusivity(unchecked) private var typealiasObjects: [ObjectIdentifier: TypealiasObject] = [:]

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
        Self.existing(or: { TypeObject(type, model: self) }, in: &typeObjects[ObjectIdentifier(type)])
    }

    func object(for variable: Variable) -> VariableObject {
        Self.existing(or: { VariableObject(variable, model: self) }, in: &variableObjects[ObjectIdentifier(variable)])
    }

    func object(for method: Method) -> MethodObject {
        Self.existing(or: { MethodObject(method, model: self) }, in: &methodObjects[ObjectIdentifier(method)])
    }

    func object(for subscriptMember: Subscript) -> SubscriptObject {
        Self.existing(or: { SubscriptObject(subscriptMember, model: self) }, in: &subscriptObjects[ObjectIdentifier(subscriptMember)])
    }

    func object(for alias: Typealias) -> TypealiasObject {
        Self.existing(or: { TypealiasObject(alias, model: self) }, in: &typealiasObjects[ObjectIdentifier(alias)])
    }

    /// The object in `slot`, made and stored there first if there is none. Through the slot, one
    /// dictionary lookup finds or inserts (a lookup, then an insert, hashed the key twice).
    private static func existing<Object>(or make: () -> Object, in slot: inout Object?) -> Object {
        if let existing = slot { return existing }
        let created = make()
        slot = created
        return created
    }

    /// Template objects point back at this model (to resolve `type` lookups), so the caches form
    /// reference cycles by design; the generator calls this when rendering is over.
    func tearDown() {
        typeObjects = [:]
        variableObjects = [:]
        methodObjects = [:]
        subscriptObjects = [:]
        typealiasObjects = [:]
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
