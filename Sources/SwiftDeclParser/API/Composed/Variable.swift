/// A property of a type (context-model.md §4.1).
///
/// Built whole, its type names already resolved (`ModelComposer.buildVariables`), and never
/// changed afterwards: the fields are constants, so reading them (every template reads many)
/// needs no exclusivity check.
///
/// A project has one per property, all alive until the end of the run, so the object is kept
/// small: what every property of one declaration shares (where they are defined) is one shared
/// `MemberPlacement`, flags and access levels are packed in `MemberTraits`, and the rarely set
/// throws type is out of line.
public final class Variable: @unchecked Sendable, CustomStringConvertible {
    public let name: String
    public let typeName: TypeName
    /// The scanned type named by `typeName` (optionality ignored).
    /// A constant like the rest (a `weak var` cost an exclusivity check on every store and read).
    public weak let type: SwiftType?
    public let defaultValue: String?
    public let annotations: Annotations
    public let documentation: [String]
    public let attributes: [String: [Attribute]]
    public let modifiers: [Modifier]
    let placement: MemberPlacement
    private let traits: MemberTraits
    /// Empty unless the property has a typed `throws`, an access level outside `AccessLevelCode`
    /// or enclosing `#if` blocks.
    private let rare: [RareVariableFields]

    init(name: String, typeName: TypeName, isComputed: Bool, isStatic: Bool, readAccess: String, writeAccess: String,
         defaultValue: String?, annotations: Annotations, documentation: [String], attributes: [String: [Attribute]],
         modifiers: [Modifier], isAsync: Bool = false, throws: Bool = false, throwsTypeName: TypeName? = nil,
         conditionalCompilation: [[String]] = [], type: SwiftType? = nil, placement: MemberPlacement) {
        self.name = name
        self.typeName = typeName
        self.defaultValue = defaultValue
        self.annotations = annotations
        self.documentation = documentation
        self.attributes = attributes
        self.modifiers = modifiers
        self.type = type
        self.placement = placement
        let read = AccessLevelCode(readAccess)
        let write = AccessLevelCode(writeAccess)
        traits = MemberTraits(isComputed: isComputed, isStatic: isStatic, isAsync: isAsync, throws: `throws`, read: read, write: write)
        if throwsTypeName == nil && read != nil && write != nil && conditionalCompilation.isEmpty {
            rare = []
        } else {
            rare = [RareVariableFields(throwsTypeName: throwsTypeName, readAccess: read == nil ? readAccess : nil,
                                       writeAccess: write == nil ? writeAccess : nil,
                                       conditionalCompilation: conditionalCompilation)]
        }
    }

    public var isComputed: Bool { traits.isComputed }
    public var isStatic: Bool { traits.isStatic }
    public var isAsync: Bool { traits.isAsync }
    public var `throws`: Bool { traits.throws }
    public var throwsTypeName: TypeName? { rare.first?.throwsTypeName }
    public var readAccess: String { traits.read?.name ?? rare[0].readAccess! }
    public var writeAccess: String { traits.write?.name ?? rare[0].writeAccess! }
    /// The `#if` blocks enclosing the property in its type body, outermost first: each block's
    /// directive lines up to the branch holding it (`VariableDeclaration.conditionalCompilation`).
    public var conditionalCompilation: [[String]] { rare.first?.conditionalCompilation ?? [] }
    public var definedInTypeName: TypeName? { placement.definedInTypeName }
    public var actualDefinedInTypeName: TypeName? { placement.actualDefinedInTypeName }
    /// The declaring type, or the extension object for members written in an extension (Q11).
    public var definedInType: SwiftType? { placement.definingObject }

    public var isOptional: Bool { typeName.isOptional }
    public var isImplicitlyUnwrappedOptional: Bool { typeName.isImplicitlyUnwrappedOptional }
    public var unwrappedTypeName: String { typeName.unwrappedTypeName }
    public var actualTypeName: TypeName { typeName.actualTypeName ?? typeName }
    public var isArray: Bool { actualTypeName.isArray }
    public var isDictionary: Bool { actualTypeName.isDictionary }
    public var isSet: Bool { actualTypeName.isSet }
    public var isTuple: Bool { actualTypeName.isTuple }
    public var isClosure: Bool { actualTypeName.isClosure }
    public var isGeneric: Bool { actualTypeName.isGeneric }
    public var isMutable: Bool { traits.write != .empty }
    public var isLazy: Bool { hasModifier("lazy") }
    public var isFinal: Bool { hasModifier("final") }
    public var isDynamic: Bool { hasModifier("dynamic") }

    func hasModifier(_ name: String) -> Bool { modifiers.contains { $0.name == name } }

    public var description: String { name }
}

/// Where the properties of one declaration (a type's body or one extension) are defined: the
/// same for all of them, so they share one.
final class MemberPlacement: @unchecked Sendable {
    /// The type itself, or the extension object for members written in an extension (Q11).
    /// Weak: the type lists the properties that point here.
    weak let definingObject: SwiftType?
    let definedInTypeName: TypeName
    /// `definedInTypeName` with typealiases resolved, else the composed type's name.
    let actualDefinedInTypeName: TypeName

    init(definingObject: SwiftType, definedInTypeName: TypeName, actualDefinedInTypeName: TypeName) {
        self.definingObject = definingObject
        self.definedInTypeName = definedInTypeName
        self.actualDefinedInTypeName = actualDefinedInTypeName
    }
}

/// The fields of a `Variable` that few properties set.
private struct RareVariableFields {
    let throwsTypeName: TypeName?
    /// Access levels spelled otherwise than `AccessLevelCode` knows, as written.
    let readAccess: String?
    let writeAccess: String?
    let conditionalCompilation: [[String]]
}

/// A member's four flags and two access levels in three bytes.
struct MemberTraits {
    private let flags: UInt8
    /// nil (code 0): the access level is kept as text elsewhere.
    let read: AccessLevelCode?
    let write: AccessLevelCode?

    init(isComputed: Bool, isStatic: Bool, isAsync: Bool, throws: Bool, read: AccessLevelCode?, write: AccessLevelCode?) {
        flags = (isComputed ? 1 : 0) | (isStatic ? 2 : 0) | (isAsync ? 4 : 0) | (`throws` ? 8 : 0)
        self.read = read
        self.write = write
    }

    var isComputed: Bool { flags & 1 != 0 }
    var isStatic: Bool { flags & 2 != 0 }
    var isAsync: Bool { flags & 4 != 0 }
    var `throws`: Bool { flags & 8 != 0 }
}

/// The access levels a member can have, and `empty` (`""`: a property that cannot be written).
enum AccessLevelCode: UInt8 {
    case empty = 1, `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    /// nil for any other text. Picked by length first: then one compare, of equal small strings,
    /// which is a compare of their bits (unequal ones took the slow general compare, per case).
    init?(_ name: String) {
        let code: AccessLevelCode?
        switch name.utf8.count {
        case 0: code = .empty
        case 4: code = .open
        case 6: code = .public
        case 7: code = name.utf8.first == UInt8(ascii: "p") && name.utf8.dropFirst().first == UInt8(ascii: "r") ? .private : .package
        case 8: code = .internal
        case 11: code = .fileprivate
        default: code = nil
        }
        guard let code, name == code.name else { return nil }
        self = code
    }

    /// The text, as a literal: reading it allocates nothing.
    var name: String {
        switch self {
        case .empty: return ""
        case .private: return "private"
        case .fileprivate: return "fileprivate"
        case .internal: return "internal"
        case .package: return "package"
        case .public: return "public"
        case .open: return "open"
        }
    }
}
