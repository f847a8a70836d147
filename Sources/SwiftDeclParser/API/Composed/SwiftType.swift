/// A composed type: Sourcery's `Type` (context-model.md §3). Built once by the Composer; every
/// relationship set is computed there. Member lists are the exception: they are built the first
/// time one is read (most templates read the members of a few marked types only).
///
/// A plain, read-only value to its users. What registration knows is constant; the fields the
/// composer settles later (merged annotations, resolved inheritance) are read through getters
/// over internal storage, inlined into the caller so a read costs what a stored field's does.
/// Links to other types that may form a cycle (`implements`, `inherits`, `basedTypes`,
/// `composedTypes`) and what builds the member lists live in the model's store, which the type
/// reaches through `record` (see `TypeRecord`); the other links (`parent`, `supertype`, members'
/// types) are weak, and `containedTypes` only point down the nesting tree. So a type owns no
/// type that could own it back, and its model is freed when dropped.
public final class SwiftType: @unchecked Sendable, CustomStringConvertible {
    /// `Outer.Inner` for nested types; the extended name for unknown extensions.
    public let name: String
    public let localName: String
    /// The same as `name` (Sourcery's module-qualified form, without modules).
    public var globalName: String { name }
    /// `class`, `struct`, `enum`, `protocol`, `actor`, `extension`, `protocolComposition`.
    public var kind: String { typeKind.rawValue }
    public let typeKind: TypeKind
    public let accessLevel: String
    public let isExtension: Bool
    public let isUnknownExtension: Bool
    public let isGeneric: Bool
    @inlinable public var inheritedTypes: [String] { storedInheritedTypes }
    @inlinable public var based: [String: String] { storedBased }
    // Links to types that may lead back to this one are kept by the model (see `TypeRecord`):
    // empty once the model is released.
    public var implements: [String: SwiftType] { record?.implements ?? [:] }
    public var inherits: [String: SwiftType] { record?.inherits ?? [:] }
    public var basedTypes: [String: SwiftType] { record?.basedTypes ?? [:] }
    @inlinable public var supertype: SwiftType? { storedSupertype }
    /// The declaration's annotations, then its extensions' (an extension's win on conflict).
    @inlinable public var annotations: Annotations { storedAnnotations }
    public let documentation: [String]
    public let attributes: [String: [Attribute]]
    public let modifiers: [Modifier]

    // Member lists (`variables`, `methods`, `allVariables`…) are in SwiftType+Members.swift:
    // they are built on first read.

    @inlinable public var containedTypes: [SwiftType] { storedContainedTypes }
    /// `containedTypes` keyed by `localName`.
    @inlinable public var containedType: [String: SwiftType] { storedContainedType }
    public weak let parent: SwiftType?
    public let parentName: String?
    // `typealiases`, `genericParameters`, `genericRequirements` and `module` are in
    // SwiftType+KindFields.swift, with the fields only some kinds of type set.

    public let imports: [Import]
    @inlinable public var allImports: [Import] { storedAllImports }
    /// Path of the declaring file.
    public let path: String?
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

    // Storage of the fields the composer settles after registration. The composer writes them
    // while it composes (the relationship pass writes each type's own sets from one thread,
    // reading only fields no thread writes then); afterwards they are only read. No access
    // overlaps another, so they skip the runtime's exclusivity checks, which cost more than the
    // access itself on every read a template makes.
    @usableFromInline @exclusivity(unchecked) var storedInheritedTypes: [String] = []
    @usableFromInline @exclusivity(unchecked) var storedBased: [String: String] = [:]
    @usableFromInline @exclusivity(unchecked) weak var storedSupertype: SwiftType?
    @usableFromInline @exclusivity(unchecked) var storedAnnotations: Annotations = [:]
    @usableFromInline @exclusivity(unchecked) var storedContainedTypes: [SwiftType] = []
    @usableFromInline @exclusivity(unchecked) var storedContainedType: [String: SwiftType] = [:]
    @usableFromInline @exclusivity(unchecked) var storedAllImports: [Import] = []
    /// Out of line: most types set none of these fields.
    @exclusivity(unchecked) var kindFieldStorage: KindSpecificFields?
    /// Member lists, each set allocated when built (most types' members are never read); read
    /// them through the accessors in SwiftType+Members.swift, which build them.
    var variableListBox: MemberListBox<VariableLists>?
    var callableListBox: MemberListBox<CallableLists>?
    var variableUnionBox: MemberListBox<[Variable]>?
    var callableUnionBox: MemberListBox<CallableUnions>?
    /// The type's entry in the model's store: its links to other types and what builds its
    /// member lists. Weak: the model owns it (see `TypeRecord`). Nil for extension objects,
    /// which list no members and link to no type, and once the model is released. Never
    /// replaced, so any thread may read it.
    weak let record: TypeRecord?

    init(name: String, localName: String, kind: TypeKind, accessLevel: String = "internal", isExtension: Bool = false,
         isUnknownExtension: Bool = false, isGeneric: Bool = false, parent: SwiftType? = nil, path: String? = nil,
         imports: [Import] = [], documentation: [String] = [], attributes: [String: [Attribute]] = [:],
         modifiers: [Modifier] = [], record: TypeRecord? = nil) {
        self.name = name
        self.localName = localName
        self.typeKind = kind
        self.accessLevel = accessLevel
        self.isExtension = isExtension
        self.isUnknownExtension = isUnknownExtension
        self.isGeneric = isGeneric
        self.parent = parent
        self.parentName = parent?.name
        self.path = path
        self.imports = imports
        self.documentation = documentation
        self.attributes = attributes
        self.modifiers = modifiers
        self.record = record
    }

    public var description: String { name }
}
