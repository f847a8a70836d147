/// A property of a type (context-model.md §4.1).
///
/// Built whole, its type names already resolved (`ModelComposer.buildVariables`), and never
/// changed afterwards: the fields are constants, so reading them (every template reads many)
/// needs no exclusivity check.
public final class Variable: @unchecked Sendable, CustomStringConvertible {
    public let name: String
    public let typeName: TypeName
    /// The scanned type named by `typeName` (optionality ignored).
    /// A constant like the rest (a `weak var` cost an exclusivity check on every store and read).
    public weak let type: SwiftType?
    public let isComputed: Bool
    public let isStatic: Bool
    public let isAsync: Bool
    public let `throws`: Bool
    public let throwsTypeName: TypeName?
    public let readAccess: String
    public let writeAccess: String
    public let defaultValue: String?
    public let annotations: Annotations
    public let documentation: [String]
    public let attributes: [String: [Attribute]]
    public let modifiers: [Modifier]
    public let definedInTypeName: TypeName?
    public let actualDefinedInTypeName: TypeName?
    /// The declaring type, or the extension object for members written in an extension (Q11).
    public weak let definedInType: SwiftType?

    init(name: String, typeName: TypeName, isComputed: Bool, isStatic: Bool, readAccess: String, writeAccess: String,
         defaultValue: String?, annotations: Annotations, documentation: [String], attributes: [String: [Attribute]],
         modifiers: [Modifier], isAsync: Bool = false, throws: Bool = false, throwsTypeName: TypeName? = nil,
         type: SwiftType? = nil, definedInTypeName: TypeName? = nil, actualDefinedInTypeName: TypeName? = nil,
         definedInType: SwiftType? = nil) {
        self.name = name
        self.typeName = typeName
        self.isComputed = isComputed
        self.isStatic = isStatic
        self.readAccess = readAccess
        self.writeAccess = writeAccess
        self.defaultValue = defaultValue
        self.annotations = annotations
        self.documentation = documentation
        self.attributes = attributes
        self.modifiers = modifiers
        self.isAsync = isAsync
        self.throws = `throws`
        self.throwsTypeName = throwsTypeName
        self.type = type
        self.definedInTypeName = definedInTypeName
        self.actualDefinedInTypeName = actualDefinedInTypeName
        self.definedInType = definedInType
    }

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
    public var isMutable: Bool { !writeAccess.isEmpty }
    public var isLazy: Bool { hasModifier("lazy") }
    public var isFinal: Bool { hasModifier("final") }
    public var isDynamic: Bool { hasModifier("dynamic") }

    func hasModifier(_ name: String) -> Bool { modifiers.contains { $0.name == name } }

    public var description: String { name }
}
