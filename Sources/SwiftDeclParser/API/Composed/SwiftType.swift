/// A composed type: Sourcery's `Type` (context-model.md §3). Built once by the Composer; every
/// relationship set is computed there. Member lists are the exception: they are built the first
/// time one is read (most templates read the members of a few marked types only).
///
/// The composer writes a type's fields while it composes (the relationship pass writes each
/// type's own sets from one thread, reading only fields no thread writes then); afterwards they
/// are only read. No access to them overlaps another, so they skip the runtime's exclusivity
/// checks, which cost more than the access itself on every field the composer sets and every
/// read a template makes. (The member lists, built lazily under locks, keep theirs.)
public final class SwiftType: @unchecked Sendable, CustomStringConvertible {
    /// `Outer.Inner` for nested types; the extended name for unknown extensions.
    @exclusivity(unchecked) public internal(set) var name: String
    @exclusivity(unchecked) public internal(set) var localName: String
    /// The same as `name` (Sourcery's module-qualified form, without modules).
    public var globalName: String { name }
    /// `class`, `struct`, `enum`, `protocol`, `actor`, `extension`, `protocolComposition`.
    public var kind: String { typeKind.rawValue }
    @exclusivity(unchecked) public internal(set) var typeKind: TypeKind
    @exclusivity(unchecked) public internal(set) var accessLevel: String
    @exclusivity(unchecked) public internal(set) var isExtension: Bool
    @exclusivity(unchecked) public internal(set) var isUnknownExtension: Bool
    @exclusivity(unchecked) public internal(set) var isGeneric: Bool
    @exclusivity(unchecked) public internal(set) var inheritedTypes: [String] = []
    @exclusivity(unchecked) public internal(set) var based: [String: String] = [:]
    @exclusivity(unchecked) public internal(set) var implements: [String: SwiftType] = [:]
    @exclusivity(unchecked) public internal(set) var inherits: [String: SwiftType] = [:]
    @exclusivity(unchecked) public internal(set) var basedTypes: [String: SwiftType] = [:]
    @exclusivity(unchecked) public internal(set) weak var supertype: SwiftType?
    @exclusivity(unchecked) public internal(set) var annotations: Annotations = [:]
    @exclusivity(unchecked) public internal(set) var documentation: [String] = []
    @exclusivity(unchecked) public internal(set) var attributes: [String: [Attribute]] = [:]
    @exclusivity(unchecked) public internal(set) var modifiers: [Modifier] = []

    // Member lists (`variables`, `methods`, `allVariables`…) are in SwiftType+Members.swift:
    // they are built on first read.

    @exclusivity(unchecked) public internal(set) var containedTypes: [SwiftType] = []
    /// `containedTypes` keyed by `localName`.
    @exclusivity(unchecked) public internal(set) var containedType: [String: SwiftType] = [:]
    @exclusivity(unchecked) public internal(set) weak var parent: SwiftType?
    @exclusivity(unchecked) public internal(set) var parentName: String?
    // `typealiases`, `genericParameters`, `genericRequirements` and `module` are in
    // SwiftType+KindFields.swift, with the fields only some kinds of type set.

    @exclusivity(unchecked) public internal(set) var imports: [Import] = []
    @exclusivity(unchecked) public internal(set) var allImports: [Import] = []
    /// Path of the declaring file.
    @exclusivity(unchecked) public internal(set) var path: String?
    public var fileName: String? { path.map { String($0.split(separator: "/", omittingEmptySubsequences: false).last ?? "") } }
    public var directory: String? {
        guard let path = path, let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }

    // Enum (`cases`, `rawTypeName`, `rawType`), protocol (`associatedTypes`) and composition
    // (`composedTypeNames`, `composedTypes`) fields: SwiftType+KindFields.swift.
    public var hasAssociatedValues: Bool { cases.contains { $0.hasAssociatedValue } }
    // Class / actor
    public var isFinal: Bool { modifiers.contains { $0.name == "final" } }
    public var isDistributed: Bool { modifiers.contains { $0.name == "distributed" } }
    /// Out of line: most types set none of these fields.
    @exclusivity(unchecked) var kindFieldStorage: KindSpecificFields?

    // Composer bookkeeping (not part of the template surface).
    /// Member lists, each set allocated when built (most types' members are never read); read
    /// them through the accessors in SwiftType+Members.swift, which build them.
    var variableListBox: MemberListBox<VariableLists>?
    var callableListBox: MemberListBox<CallableLists>?
    var variableUnionBox: MemberListBox<[Variable]>?
    var callableUnionBox: MemberListBox<CallableUnions>?
    /// Builds the member lists on first read; nil for types whose lists are set up front
    /// (extension objects, which list no members). Never changes, so any thread may read it.
    let lazyMembers: LazyMembers?
    /// Guarded by this type's lock in `lazyMembers`.
    var variablesBuilt = false
    var callablesBuilt = false
    var variableUnionCollected = false
    var callableUnionsCollected = false
    /// Whether any of the type's member lists was built.
    var membersBuilt: Bool { variablesBuilt || callablesBuilt }
    /// The declarations (type and extensions, in registration order) whose members this type lists.
    @exclusivity(unchecked) var memberJobs: [MemberJob] = []
    /// The declaration's own inheritance clause (the enum raw type rule reads only this).
    @exclusivity(unchecked) var declaredInheritedTypes: [String] = []
    /// Access level an extension or protocol passes to its members.
    @exclusivity(unchecked) var memberDefaultAccess: String = "internal"

    init(name: String, localName: String, kind: TypeKind, accessLevel: String = "internal",
         isExtension: Bool = false, isUnknownExtension: Bool = false, isGeneric: Bool = false, lazyMembers: LazyMembers? = nil) {
        self.lazyMembers = lazyMembers
        self.name = name
        self.localName = localName
        self.typeKind = kind
        self.accessLevel = accessLevel
        self.isExtension = isExtension
        self.isUnknownExtension = isUnknownExtension
        self.isGeneric = isGeneric
    }

    public var description: String { name }
}
