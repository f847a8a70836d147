/// A function, initializer or subscript parameter (context-model.md §4.4).
public struct MethodParameter: Codable, Sendable, Equatable {
    /// External label; nil when written `_`; equals `name` when one identifier is written.
    public var argumentLabel: String?
    /// Internal name.
    public var name: String
    /// 0-based position.
    public var index: Int
    /// Type; `inout` is part of the name (`inout Int`), `...` is not.
    public var typeName: TypeName
    public var `inout`: Bool
    public var isVariadic: Bool
    public var defaultValue: String?
    public var annotations: Annotations
}

// In an extension, so the struct keeps its memberwise initializer, and delegating to it: an
// initializer that sets the fields one by one made the parser copy each new parameter once more
// on its way into the list (see `VariableDeclaration`).
extension MethodParameter {
    public init(argumentLabel: String?, name: String, index: Int, typeName: TypeName, isInout: Bool = false,
                isVariadic: Bool = false, defaultValue: String? = nil, annotations: Annotations = [:]) {
        self.init(argumentLabel: argumentLabel, name: name, index: index, typeName: typeName, `inout`: isInout,
                  isVariadic: isVariadic, defaultValue: defaultValue, annotations: annotations)
    }

    public var typeAttributes: [String: [Attribute]] { typeName.attributes }

    /// `label name: Type = default`; `_ name` when unlabelled, `_` when nameless too (`_: Int`, as
    /// Sourcery spells it); one identifier when label == name.
    public var asSource: String {
        var text: String
        switch argumentLabel {
        case nil: text = name.isEmpty ? "_" : "_ " + name
        case let label? where label == name: text = name
        case let label?: text = label + " " + name
        }
        text += ": " + typeName.description
        if isVariadic { text += "..." }
        if let value = defaultValue { text += " = " + value }
        return text
    }

    // Typed shorthands.
    public var isOptional: Bool { typeName.isOptional }
    public var isImplicitlyUnwrappedOptional: Bool { typeName.isImplicitlyUnwrappedOptional }
    public var unwrappedTypeName: String { typeName.unwrappedTypeName }
    public var actualTypeName: TypeName { typeName.actualTypeName ?? typeName }
    public var isArray: Bool { typeName.isArray }
    public var isDictionary: Bool { typeName.isDictionary }
    public var isSet: Bool { typeName.isSet }
    public var isTuple: Bool { typeName.isTuple }
    public var isClosure: Bool { typeName.isClosure }
    public var isGeneric: Bool { typeName.isGeneric }
}

/// One payload element of an enum case (context-model.md §4.6).
public struct AssociatedValue: Codable, Sendable, Equatable {
    /// First identifier unless `_`; nil when unlabelled.
    public var localName: String?
    /// Second identifier if written; else, only when the case has ≥2 values, `localName` or the position.
    public var externalName: String?
    public var typeName: TypeName
    public var defaultValue: String?
    public var annotations: Annotations

    public init(localName: String?, externalName: String?, typeName: TypeName, defaultValue: String? = nil, annotations: Annotations = [:]) {
        self.localName = localName
        self.externalName = externalName
        self.typeName = typeName
        self.defaultValue = defaultValue
        self.annotations = annotations
    }

    public var isOptional: Bool { typeName.isOptional }
    public var unwrappedTypeName: String { typeName.unwrappedTypeName }
    public var actualTypeName: TypeName { typeName.actualTypeName ?? typeName }
    public var isArray: Bool { typeName.isArray }
    public var isDictionary: Bool { typeName.isDictionary }
    public var isTuple: Bool { typeName.isTuple }
    public var isClosure: Bool { typeName.isClosure }
}

/// One enum case element (`case a, b` gives two).
public struct EnumCase: Codable, Sendable, Equatable {
    public var name: String
    /// Explicit raw value: string quotes removed, other literals as written.
    public var rawValue: String?
    public var associatedValues: [AssociatedValue]
    /// `indirect case` (not `indirect enum`, Q21).
    public var indirect: Bool
    public var annotations: Annotations
    public var documentation: [String]
    /// The `#if` blocks enclosing the case inside its enum's body (see `VariableDeclaration`).
    public var conditionalCompilation: [[String]]
    public var line: Int

    public init(name: String, rawValue: String? = nil, associatedValues: [AssociatedValue] = [], indirect: Bool = false,
                annotations: Annotations = [:], documentation: [String] = [], conditionalCompilation: [[String]] = [],
                line: Int = 0) {
        self.name = name
        self.rawValue = rawValue
        self.associatedValues = associatedValues
        self.indirect = indirect
        self.annotations = annotations
        self.documentation = documentation
        self.conditionalCompilation = conditionalCompilation
        self.line = line
    }

    /// Singular, as Sourcery spells it.
    public var hasAssociatedValue: Bool { !associatedValues.isEmpty }
}
