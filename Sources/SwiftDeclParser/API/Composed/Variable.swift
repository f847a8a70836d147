/// A property of a type (context-model.md §4.1).
public final class Variable: @unchecked Sendable, CustomStringConvertible {
    public internal(set) var name: String
    public internal(set) var typeName: TypeName
    /// The scanned type named by `typeName` (optionality ignored).
    public internal(set) weak var type: SwiftType?
    public internal(set) var isComputed: Bool
    public internal(set) var isStatic: Bool
    public internal(set) var isAsync: Bool
    public internal(set) var `throws`: Bool
    public internal(set) var throwsTypeName: TypeName?
    public internal(set) var readAccess: String
    public internal(set) var writeAccess: String
    public internal(set) var defaultValue: String?
    public internal(set) var annotations: Annotations
    public internal(set) var documentation: [String]
    public internal(set) var attributes: [String: [Attribute]]
    public internal(set) var modifiers: [Modifier]
    public internal(set) var definedInTypeName: TypeName?
    public internal(set) var actualDefinedInTypeName: TypeName?
    /// The declaring type, or the extension object for members written in an extension (Q11).
    public internal(set) weak var definedInType: SwiftType?

    init(name: String, typeName: TypeName, isComputed: Bool, isStatic: Bool, readAccess: String, writeAccess: String,
         defaultValue: String?, annotations: Annotations, documentation: [String], attributes: [String: [Attribute]],
         modifiers: [Modifier], isAsync: Bool = false, throws: Bool = false, throwsTypeName: TypeName? = nil) {
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
