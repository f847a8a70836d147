// The records both parsers are reduced to before they are compared. They hold only what the
// differential checks (and what the `reference` benchmark pipeline needs to render templates),
// spelled the way Sourcery exposes it (context-model.md §3.1, §4.1).

/// One type declaration as written in one file: uncomposed, so an extension is its own entry.
public struct NormalizedType: Hashable, Codable, Sendable {
    /// `Outer.Inner` for nested types; the extended name as written for extensions.
    public var name: String
    /// `class`, `struct`, `enum`, `protocol`, `actor`, `extension` or `protocolComposition`.
    public var kind: String
    /// Inheritance clause entries in order, trimmed source text.
    public var inheritedTypes: [String]
    /// `name` of the enclosing type or extension, nil at file level.
    public var parentName: String?
    public var accessLevel: String
    public var annotations: [String: NormalizedAnnotation]
    /// 1-based line of the name token (the `extension` keyword for extensions).
    public var line: Int

    public init(name: String, kind: String, inheritedTypes: [String], parentName: String?,
                accessLevel: String, annotations: [String: NormalizedAnnotation] = [:], line: Int) {
        self.name = name
        self.kind = kind
        self.inheritedTypes = inheritedTypes
        self.parentName = parentName
        self.accessLevel = accessLevel
        self.annotations = annotations
        self.line = line
    }
}

/// One binding of a `var`/`let` declared directly in a type or extension body.
public struct NormalizedVariable: Hashable, Codable, Sendable {
    /// `name` of the declaring type or extension.
    public var ownerName: String
    public var name: String
    /// Sourcery's `typeName.name`: the annotation's spelling, else the type inferred from the
    /// default value, else `UnknownTypeSoAddTypeAttributionToVariable`.
    public var typeName: String
    public var isOptional: Bool
    public var isImplicitlyUnwrappedOptional: Bool
    public var isLet: Bool
    /// Initializer expression source, trimmed; nil when there is none.
    public var defaultValue: String?
    public var readAccess: String
    /// `""` when the variable cannot be written.
    public var writeAccess: String
    public var isStatic: Bool
    public var isComputed: Bool
    /// Declared in an extension body (Sourcery's `definedInExtension`).
    public var isDefinedInExtension: Bool
    public var annotations: [String: NormalizedAnnotation]
    /// 1-based line of the `var`/`let` keyword.
    public var line: Int

    /// The accessor block has `_modify` (Sourcery ignores it: only `set` makes a computed variable
    /// writable); lets the differential tell that documented difference from a real one.
    public var hasModifyAccessor = false

    public var isMutable: Bool { !writeAccess.isEmpty }

    public init(ownerName: String, name: String, typeName: String, isOptional: Bool,
                isImplicitlyUnwrappedOptional: Bool, isLet: Bool, defaultValue: String?,
                readAccess: String, writeAccess: String, isStatic: Bool, isComputed: Bool,
                isDefinedInExtension: Bool, annotations: [String: NormalizedAnnotation] = [:], line: Int) {
        self.ownerName = ownerName
        self.name = name
        self.typeName = typeName
        self.isOptional = isOptional
        self.isImplicitlyUnwrappedOptional = isImplicitlyUnwrappedOptional
        self.isLet = isLet
        self.defaultValue = defaultValue
        self.readAccess = readAccess
        self.writeAccess = writeAccess
        self.isStatic = isStatic
        self.isComputed = isComputed
        self.isDefinedInExtension = isDefinedInExtension
        self.annotations = annotations
        self.line = line
    }
}

/// A `// sourcery:` annotation value (context-model.md §5.3, the subset the corpus uses:
/// flags, numbers and strings; JSON arrays and dictionaries are kept as their text).
public enum NormalizedAnnotation: Hashable, Codable, Sendable {
    case flag
    case number(Double)
    case string(String)
}

/// Everything one file contributes, in source order.
public struct NormalizedFile: Hashable, Codable, Sendable {
    public var path: String
    public var types: [NormalizedType]
    public var variables: [NormalizedVariable]

    public init(path: String, types: [NormalizedType], variables: [NormalizedVariable]) {
        self.path = path
        self.types = types
        self.variables = variables
    }
}
