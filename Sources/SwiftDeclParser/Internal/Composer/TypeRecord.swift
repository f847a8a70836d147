/// What the composer keeps about one registered type beside the model: the member jobs its
/// lists are built from, which of its lists are built, and the registration details that later
/// declarations of the type read. Not part of what templates or other callers see.
///
/// `…Built` flags are guarded by the type's build lock, `…Collected` ones by its collect lock
/// (see `LazyMembers`).
final class TypeRecord {
    /// Builds the member lists on first read (one for every type of a composition).
    let lazyMembers: LazyMembers
    /// The declarations (type and extensions, in registration order) whose members the type lists.
    @exclusivity(unchecked) var memberJobs: [MemberJob] = []
    /// The declaration's own inheritance clause (the enum raw type rule reads only this).
    @exclusivity(unchecked) var declaredInheritedTypes: [String] = []
    /// Access level an extension or protocol passes to its members.
    @exclusivity(unchecked) var memberDefaultAccess = "internal"
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
