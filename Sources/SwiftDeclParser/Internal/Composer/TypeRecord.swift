/// A registered type's entry in its model's internal store: the links to other types, the
/// member jobs its lists are built from, which of its lists are built, and the registration
/// details that later declarations of the type read. Not part of what templates or other callers see.
///
/// The composer owns every record (and the model owns the composer); a type reaches its record
/// weakly. So links between types, which may form cycles (`class A: B`, `class B: A`), never
/// make types own each other, and dropping the model frees everything without a teardown. A
/// type kept past its model has no record: its links read as empty, and only the member lists
/// it built while the model was alive remain.
///
/// `…Built` flags are guarded by the type's build lock, `…Collected` ones by its collect lock
/// (see `LazyMembers`).
final class TypeRecord {
    /// Builds the member lists on first read (one for every type of a composition). Owned by the
    /// composer, like this record.
    unowned let lazyMembers: LazyMembers
    /// The declarations (type and extensions, in registration order) whose members the type lists.
    @exclusivity(unchecked) var memberJobs: [MemberJob] = []
    /// The declaration's own inheritance clause (the enum raw type rule reads only this).
    @exclusivity(unchecked) var declaredInheritedTypes: [String] = []
    /// Access level an extension or protocol passes to its members.
    @exclusivity(unchecked) var memberDefaultAccess = "internal"
    /// The type's `implements`, `inherits`, `basedTypes` and (compositions) `composedTypes`.
    /// Written like the type's own fields (see `SwiftType`).
    @exclusivity(unchecked) var implements: [String: SwiftType] = [:]
    @exclusivity(unchecked) var inherits: [String: SwiftType] = [:]
    @exclusivity(unchecked) var basedTypes: [String: SwiftType] = [:]
    @exclusivity(unchecked) var composedTypes: [SwiftType] = []
    var variablesBuilt = false
    var callablesBuilt = false
    var variableUnionCollected = false
    var callableUnionsCollected = false

    init(lazyMembers: LazyMembers) {
        self.lazyMembers = lazyMembers
    }
}

extension SwiftType {
    /// The member jobs of a registered type (none for an extension object).
    var memberJobs: [MemberJob] { record?.memberJobs ?? [] }
    var variablesBuilt: Bool { record?.variablesBuilt ?? false }
    var callablesBuilt: Bool { record?.callablesBuilt ?? false }
    /// Whether any of the type's member lists was built.
    var membersBuilt: Bool { variablesBuilt || callablesBuilt }
}
