/// The fields of a composed type that only some types set: an enum's cases and raw type, a
/// protocol's associated types, a composition's parts, generics, nested typealiases.
///
/// A project's types are all alive until the end of a run, and most are plain structs and
/// classes that set none of these: they are kept out of line (`KindSpecificFields`), allocated by
/// the first write of a value (setting an empty one, as registration does, allocates nothing).
/// Written by the composer, like every field, from one thread per type (see `SwiftType`).
extension SwiftType {
    // Enum
    public internal(set) var cases: [EnumCase] {
        get { kindFieldStorage?.cases ?? [] }
        set { if !newValue.isEmpty || kindFieldStorage != nil { kindFields.cases = newValue } }
        _modify { yield &kindFields.cases }
    }
    public internal(set) var rawTypeName: TypeName? {
        get { kindFieldStorage?.rawTypeName }
        set { if newValue != nil || kindFieldStorage != nil { kindFields.rawTypeName = newValue } }
    }
    /// Sourcery's `hasRawType`: true for an enum declared with an inheritance clause until the
    /// composer finds it cannot have a raw type (no cases, or cases with payloads); an enum whose
    /// first inherited name is a scanned protocol keeps it with a nil `rawTypeName`.
    public internal(set) var hasRawType: Bool {
        get { kindFieldStorage?.hasRawType ?? false }
        set { if newValue || kindFieldStorage != nil { kindFields.hasRawType = newValue } }
    }
    public internal(set) var rawType: SwiftType? {
        get { kindFieldStorage?.rawType }
        set { if newValue != nil || kindFieldStorage != nil { kindFields.rawType = newValue } }
    }

    // Protocol
    public internal(set) var associatedTypes: [String: AssociatedType] {
        get { kindFieldStorage?.associatedTypes ?? [:] }
        set { if !newValue.isEmpty || kindFieldStorage != nil { kindFields.associatedTypes = newValue } }
        _modify { yield &kindFields.associatedTypes }
    }

    // Protocol composition
    public internal(set) var composedTypeNames: [TypeName] {
        get { kindFieldStorage?.composedTypeNames ?? [] }
        set { if !newValue.isEmpty || kindFieldStorage != nil { kindFields.composedTypeNames = newValue } }
    }
    /// Kept by the model, like the other links that may lead back to the type (see `TypeRecord`).
    public internal(set) var composedTypes: [SwiftType] {
        get { record?.composedTypes ?? [] }
        set { record?.composedTypes = newValue }
    }

    public internal(set) var typealiases: [String: Typealias] {
        get { kindFieldStorage?.typealiases ?? [:] }
        set { if !newValue.isEmpty || kindFieldStorage != nil { kindFields.typealiases = newValue } }
        _modify { yield &kindFields.typealiases }
    }
    public internal(set) var genericParameters: [GenericParameter] {
        get { kindFieldStorage?.genericParameters ?? [] }
        set { if !newValue.isEmpty || kindFieldStorage != nil { kindFields.genericParameters = newValue } }
    }
    public internal(set) var genericRequirements: [GenericRequirement] {
        get { kindFieldStorage?.genericRequirements ?? [] }
        set { if !newValue.isEmpty || kindFieldStorage != nil { kindFields.genericRequirements = newValue } }
    }
    public internal(set) var module: String? {
        get { kindFieldStorage?.module }
        set { if newValue != nil || kindFieldStorage != nil { kindFields.module = newValue } }
    }

    /// The out-of-line fields, allocated on first use.
    private var kindFields: KindSpecificFields {
        if let fields = kindFieldStorage { return fields }
        let fields = KindSpecificFields()
        kindFieldStorage = fields
        return fields
    }
}

/// See `SwiftType+KindFields`.
final class KindSpecificFields {
    @exclusivity(unchecked) var cases: [EnumCase] = []
    @exclusivity(unchecked) var rawTypeName: TypeName?
    @exclusivity(unchecked) var hasRawType = false
    @exclusivity(unchecked) weak var rawType: SwiftType?
    @exclusivity(unchecked) var associatedTypes: [String: AssociatedType] = [:]
    @exclusivity(unchecked) var composedTypeNames: [TypeName] = []
    @exclusivity(unchecked) var typealiases: [String: Typealias] = [:]
    @exclusivity(unchecked) var genericParameters: [GenericParameter] = []
    @exclusivity(unchecked) var genericRequirements: [GenericRequirement] = []
    @exclusivity(unchecked) var module: String?
}
