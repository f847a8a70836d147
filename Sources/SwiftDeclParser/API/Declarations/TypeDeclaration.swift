/// Kinds of type declarations. `protocolComposition` only arises in the composed model.
public enum TypeKind: String, Codable, Sendable {
    case `class`, `struct`, `enum`, `protocol`, actor, `extension`, protocolComposition
}

/// A type or extension as written in one file (uncomposed). Nested declarations are kept
/// inside their parent so the file result is self-contained.
///
/// Laid out like `VariableDeclaration` (kind and Bool at the end, 32-bit position): the parse
/// results hold every type until composing.
public struct TypeDeclaration: Codable, Sendable {
    /// Declared identifier, or the extended type as written (`Foo.Bar`, `Array<Int>`).
    public var name: String
    public var modifiers: [Modifier]
    public var attributes: [Attribute]
    /// Inheritance clause entries as written.
    public var inheritedTypes: [String]
    public var genericParameters: [GenericParameter]
    public var genericRequirements: [GenericRequirement]
    public var annotations: Annotations
    public var documentation: [String]
    public var variables: [VariableDeclaration]
    public var methods: [FunctionDeclaration]
    public var subscripts: [SubscriptDeclaration]
    public var cases: [EnumCase]
    public var nestedTypes: [TypeDeclaration]
    public var typealiases: [TypealiasDeclaration]
    public var associatedTypes: [AssociatedType]
    @Compact32 var compactLine: Int
    @Compact32 var compactColumn: Int
    /// Byte offsets of the body braces (`{` and `}`), for tools that insert code into the body.
    public var bodyStartOffset: Int?
    public var bodyEndOffset: Int?
    public var kind: TypeKind
    /// True when the declaration has a `<…>` generic parameter clause.
    public var hasGenericParameterClause: Bool

    enum CodingKeys: String, CodingKey {
        case kind, name, compactLine = "line", compactColumn = "column", modifiers, attributes, inheritedTypes
        case hasGenericParameterClause, genericParameters, genericRequirements, annotations, documentation, variables
        case methods, subscripts, cases, nestedTypes, typealiases, associatedTypes, bodyStartOffset, bodyEndOffset
    }
}

// In an extension, so the struct keeps its memberwise initializer, and delegating to it (see
// `VariableDeclaration`: field-by-field assignment copied the whole value once more).
extension TypeDeclaration {
    public init(kind: TypeKind, name: String, line: Int = 0, column: Int = 0) {
        self.init(name: name, modifiers: [], attributes: [], inheritedTypes: [], genericParameters: [], genericRequirements: [],
                  annotations: Annotations(), documentation: [], variables: [], methods: [], subscripts: [], cases: [],
                  nestedTypes: [], typealiases: [], associatedTypes: [], compactLine: line, compactColumn: column,
                  bodyStartOffset: nil, bodyEndOffset: nil, kind: kind, hasGenericParameterClause: false)
    }

    public var line: Int {
        get { compactLine }
        set { compactLine = newValue }
    }
    public var column: Int {
        get { compactColumn }
        set { compactColumn = newValue }
    }
}

/// `typealias Name<…> = Target`.
public struct TypealiasDeclaration: Codable, Sendable {
    public var aliasName: String
    public var typeName: TypeName
    public var modifiers: [Modifier]
    public var annotations: Annotations
    public var documentation: [String]
    public var line: Int
    /// `typealias Pair<T> = (T, T)`: the names a use's generic arguments replace in `typeName`.
    public var genericParameterNames: [String]

    public init(aliasName: String, typeName: TypeName, modifiers: [Modifier] = [], annotations: Annotations = [:],
                documentation: [String] = [], line: Int = 0, genericParameterNames: [String] = []) {
        self.aliasName = aliasName
        self.typeName = typeName
        self.genericParameterNames = genericParameterNames
        self.modifiers = modifiers
        self.annotations = annotations
        self.documentation = documentation
        self.line = line
    }
}

/// `associatedtype Element: Equatable = Int` (context-model.md §4.7).
public struct AssociatedType: Codable, Sendable, Equatable {
    public var name: String
    /// Constraint or default; nil when neither is written (templates see `Any`).
    public var typeName: TypeName?
    /// True when `typeName` is a constraint (`: Sequence`), not only a default (`= Int`).
    public var isConstrained: Bool
    /// The requirements of its own `where` clause (`where Value.Element: Collection`).
    public var genericRequirements: [GenericRequirement]

    public init(name: String, typeName: TypeName? = nil, isConstrained: Bool = false, genericRequirements: [GenericRequirement] = []) {
        self.name = name
        self.typeName = typeName
        self.isConstrained = isConstrained
        self.genericRequirements = genericRequirements
    }
}
