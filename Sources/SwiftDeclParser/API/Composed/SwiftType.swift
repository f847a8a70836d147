/// A composed type: Sourcery's `Type` (context-model.md §3). Built once by the Composer; every
/// relationship set is computed there. Member lists are the exception: they are built the first
/// time one is read (most templates read the members of a few marked types only).
public final class SwiftType: @unchecked Sendable, CustomStringConvertible {
    /// `Outer.Inner` for nested types; the extended name for unknown extensions.
    public internal(set) var name: String
    public internal(set) var localName: String
    public internal(set) var globalName: String
    /// `class`, `struct`, `enum`, `protocol`, `actor`, `extension`, `protocolComposition`.
    public var kind: String { typeKind.rawValue }
    public internal(set) var typeKind: TypeKind
    public internal(set) var accessLevel: String
    public internal(set) var isExtension: Bool
    public internal(set) var isUnknownExtension: Bool
    public internal(set) var isGeneric: Bool
    public internal(set) var inheritedTypes: [String] = []
    public internal(set) var based: [String: String] = [:]
    public internal(set) var implements: [String: SwiftType] = [:]
    public internal(set) var inherits: [String: SwiftType] = [:]
    public internal(set) var basedTypes: [String: SwiftType] = [:]
    public internal(set) weak var supertype: SwiftType?
    public internal(set) var annotations: Annotations = [:]
    public internal(set) var documentation: [String] = []
    public internal(set) var attributes: [String: [Attribute]] = [:]
    public internal(set) var modifiers: [Modifier] = []

    // Member lists (`variables`, `methods`, `allVariables`…) are in SwiftType+Members.swift:
    // they are built on first read.

    public internal(set) var containedTypes: [SwiftType] = []
    /// `containedTypes` keyed by `localName`.
    public internal(set) var containedType: [String: SwiftType] = [:]
    public internal(set) weak var parent: SwiftType?
    public internal(set) var parentName: String?
    public internal(set) var typealiases: [String: Typealias] = [:]
    public internal(set) var genericParameters: [GenericParameter] = []
    public internal(set) var genericRequirements: [GenericRequirement] = []

    public internal(set) var module: String?
    public internal(set) var imports: [Import] = []
    public internal(set) var allImports: [Import] = []
    /// Path of the declaring file.
    public internal(set) var path: String?
    public var fileName: String? { path.map { String($0.split(separator: "/", omittingEmptySubsequences: false).last ?? "") } }
    public var directory: String? {
        guard let path = path, let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }

    // Enum
    public internal(set) var cases: [EnumCase] = []
    public var hasAssociatedValues: Bool { cases.contains { $0.hasAssociatedValue } }
    public internal(set) var rawTypeName: TypeName?
    public internal(set) weak var rawType: SwiftType?
    // Protocol
    public internal(set) var associatedTypes: [String: AssociatedType] = [:]
    // Class / actor
    public var isFinal: Bool { modifiers.contains { $0.name == "final" } }
    public var isDistributed: Bool { modifiers.contains { $0.name == "distributed" } }
    // Protocol composition
    public internal(set) var composedTypeNames: [TypeName] = []
    public internal(set) var composedTypes: [SwiftType] = []

    // Composer bookkeeping (not part of the template surface).
    /// Member lists; read them through the accessors in SwiftType+Members.swift, which build them.
    var variableLists = VariableLists()
    var callableLists = CallableLists()
    var variableUnion: [Variable] = []
    var callableUnions = CallableUnions()
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
    var memberJobs: [PendingMembers] = []
    /// The declaration's own inheritance clause (the enum raw type rule reads only this).
    var declaredInheritedTypes: [String] = []
    /// Access level an extension or protocol passes to its members.
    var memberDefaultAccess: String = "internal"

    init(name: String, localName: String, kind: TypeKind, accessLevel: String = "internal",
         isExtension: Bool = false, isUnknownExtension: Bool = false, isGeneric: Bool = false, lazyMembers: LazyMembers? = nil) {
        self.lazyMembers = lazyMembers
        self.name = name
        self.localName = localName
        self.globalName = name
        self.typeKind = kind
        self.accessLevel = accessLevel
        self.isExtension = isExtension
        self.isUnknownExtension = isUnknownExtension
        self.isGeneric = isGeneric
    }

    public var description: String { name }
}
