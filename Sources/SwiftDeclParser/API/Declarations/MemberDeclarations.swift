/// A property binding as written (`var a = 1, b: Int` gives two).
///
/// The parse results hold every binding until composing, so the layout is peak memory: the Bools
/// are stored together at the end (Swift pads each field to its alignment in declaration order),
/// the rarely set thrown type out of line and the position in 32 bits (internal fields behind
/// `throwsTypeName`, `line` and `column`).
public struct VariableDeclaration: Codable, Sendable {
    public var name: String
    /// Annotated type, else inferred from a literal initializer, else `TypeName.unknown`.
    public var typeName: TypeName
    /// Initializer expression text, trimmed; nil when absent.
    public var defaultValue: String?
    @OutOfLine var boxedThrowsTypeName: TypeName?
    public var modifiers: [Modifier]
    public var attributes: [Attribute]
    public var annotations: Annotations
    public var documentation: [String]
    /// The `#if` blocks enclosing the binding inside its type body, outermost first: each block's
    /// directive lines up to the branch holding it (`["#if os(iOS)", "#else"]`). Empty when none.
    public var conditionalCompilation: [[String]]
    @Compact32 var compactLine: Int
    @Compact32 var compactColumn: Int
    /// True when the type was written, false when inferred or unknown.
    public var hasTypeAnnotation: Bool
    public var isLet: Bool
    /// A getter exists (shorthand body or explicit `get`).
    public var hasGetter: Bool
    /// An explicit `set` / `_modify` accessor exists.
    public var hasSetter: Bool
    /// Only `willSet` / `didSet` observers.
    public var hasObservers: Bool
    public var isAsync: Bool
    public var `throws`: Bool

    enum CodingKeys: String, CodingKey {
        case name, typeName, defaultValue, boxedThrowsTypeName = "throwsTypeName", modifiers, attributes, annotations
        case documentation, conditionalCompilation, compactLine = "line", compactColumn = "column", hasTypeAnnotation
        case isLet, hasGetter, hasSetter, hasObservers, isAsync, `throws`
    }
}

// In an extension, so the struct keeps its implicit memberwise initializer: the parser builds each
// binding with it as one value, with no half-built copy.
extension VariableDeclaration {
    public init(name: String, typeName: TypeName = .unknown) {
        self.init(name: name, typeName: typeName, defaultValue: nil, boxedThrowsTypeName: nil, modifiers: [], attributes: [],
                  annotations: [:], documentation: [], conditionalCompilation: [], compactLine: 0, compactColumn: 0,
                  hasTypeAnnotation: false, isLet: false, hasGetter: false, hasSetter: false, hasObservers: false,
                  isAsync: false, throws: false)
    }

    /// The typed `throws` of the getter: `throws(MyError)`; nil when untyped or absent.
    public var throwsTypeName: TypeName? {
        get { boxedThrowsTypeName }
        set { boxedThrowsTypeName = newValue }
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

/// What a function-like declaration is.
public enum FunctionKind: String, Codable, Sendable { case function, initializer, deinitializer }

/// A function, initializer or deinitializer signature (bodies are skipped).
///
/// Laid out like `VariableDeclaration` (kind and Bools at the end, thrown type out of line,
/// 32-bit position).
public struct FunctionDeclaration: Codable, Sendable {
    /// Bare name: `foo`, `==`, `init`, `deinit`.
    public var name: String
    /// Generic parameter clause as written, `<T: P>`, or empty.
    public var genericParameterClause: String
    public var genericParameters: [GenericParameter]
    public var genericRequirements: [GenericRequirement]
    /// Text of the `where` clause from `where` on, as written, appended to the return type name (Q9).
    public var whereClause: String?
    public var parameters: [MethodParameter]
    /// Written return type; nil when absent.
    public var returnTypeName: TypeName?
    @OutOfLine var boxedThrowsTypeName: TypeName?
    public var modifiers: [Modifier]
    public var attributes: [Attribute]
    public var annotations: Annotations
    public var documentation: [String]
    /// The `#if` blocks enclosing the function inside its type body (see `VariableDeclaration`).
    public var conditionalCompilation: [[String]]
    @Compact32 var compactLine: Int
    @Compact32 var compactColumn: Int
    public var kind: FunctionKind
    public var isFailable: Bool
    public var isImplicitlyUnwrappedFailable: Bool
    public var isAsync: Bool
    public var `throws`: Bool
    public var `rethrows`: Bool

    enum CodingKeys: String, CodingKey {
        case name, genericParameterClause, genericParameters, genericRequirements, whereClause, parameters, returnTypeName
        case boxedThrowsTypeName = "throwsTypeName", modifiers, attributes, annotations, documentation, conditionalCompilation
        case compactLine = "line", compactColumn = "column", kind, isFailable, isImplicitlyUnwrappedFailable, isAsync, `throws`, `rethrows`
    }
}

// In an extension, so the struct keeps its memberwise initializer, and delegating to it (see
// `VariableDeclaration`: field-by-field assignment copied the whole value once more).
extension FunctionDeclaration {
    public init(kind: FunctionKind, name: String) {
        self.init(name: name, genericParameterClause: "", genericParameters: [], genericRequirements: [], whereClause: nil,
                  parameters: [], returnTypeName: nil, boxedThrowsTypeName: nil, modifiers: [], attributes: [],
                  annotations: Annotations(), documentation: [], conditionalCompilation: [], compactLine: 0, compactColumn: 0,
                  kind: kind, isFailable: false, isImplicitlyUnwrappedFailable: false, isAsync: false, throws: false, rethrows: false)
    }

    /// `throws(MyError)`: the typed error; nil when untyped or absent.
    public var throwsTypeName: TypeName? {
        get { boxedThrowsTypeName }
        set { boxedThrowsTypeName = newValue }
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

/// `subscript(i: Int) -> T { get set }`.
public struct SubscriptDeclaration: Codable, Sendable {
    public var parameters: [MethodParameter]
    public var returnTypeName: TypeName
    public var genericParameters: [GenericParameter]
    public var genericRequirements: [GenericRequirement]
    public var hasSetter: Bool
    public var isAsync: Bool
    public var `throws`: Bool
    public var throwsTypeName: TypeName?
    public var modifiers: [Modifier]
    public var attributes: [Attribute]
    public var annotations: Annotations
    public var documentation: [String]
    public var line: Int
}

// In an extension, so the struct keeps its memberwise initializer (see `VariableDeclaration`).
extension SubscriptDeclaration {
    public init(returnTypeName: TypeName) {
        self.init(parameters: [], returnTypeName: returnTypeName, genericParameters: [], genericRequirements: [], hasSetter: false,
                  isAsync: false, throws: false, throwsTypeName: nil, modifiers: [], attributes: [], annotations: Annotations(),
                  documentation: [], line: 0)
    }
}
