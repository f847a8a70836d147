/// Sub-infos of a TypeName (context-model.md §4.2 "Sub-info objects").

public struct ArrayType: Codable, Sendable, Equatable {
    public var name: String
    public var elementTypeName: TypeName
    public var asGeneric: String { "Array<\(elementTypeName.name)>" }
    public var asSource: String { "[\(elementTypeName.name)]" }
}

public struct DictionaryType: Codable, Sendable, Equatable {
    public var name: String
    public var keyTypeName: TypeName
    public var valueTypeName: TypeName
    public var asGeneric: String { "Dictionary<\(keyTypeName.name), \(valueTypeName.name)>" }
    public var asSource: String { "[\(keyTypeName.name): \(valueTypeName.name)]" }
}

public struct SetType: Codable, Sendable, Equatable {
    public var name: String
    public var elementTypeName: TypeName
    public var asGeneric: String { "Set<\(elementTypeName.name)>" }
    public var asSource: String { asGeneric }
}

public struct TupleElement: Codable, Sendable, Equatable {
    /// Label, or the position (`"0"`, `"1"`…) when unlabelled.
    public var name: String?
    public var typeName: TypeName
}

public struct TupleType: Codable, Sendable, Equatable {
    public var name: String
    public var elements: [TupleElement]
}

public struct ClosureParameter: Codable, Sendable, Equatable {
    public var argumentLabel: String?
    public var name: String?
    public var typeName: TypeName
    public var `inout`: Bool
    public var isVariadic: Bool
    public var defaultValue: String?
    public var typeAttributes: [String: [Attribute]] { typeName.attributes }
    /// As Sourcery spells a closure's parameter: `inout ` and `...` around the type, `_ name` when
    /// only the name is given, and the bare name when label and name are one word (Sourcery's
    /// `name ?? "" + typeSuffix` keeps the name alone; only invalid Swift reaches that case).
    public var asSource: String {
        let typeInfo = (`inout` ? "inout " : "") + typeName.asSource + (isVariadic ? "..." : "")
        guard argumentLabel != nil || name != nil else { return typeInfo }
        if argumentLabel == name { return name ?? "" }
        let labels = [argumentLabel ?? "_", name.flatMap { $0.isEmpty ? nil : $0 }].compactMap { $0 }.joined(separator: " ")
        return labels + ": " + typeInfo
    }
}

public struct ClosureType: Codable, Sendable, Equatable {
    public var name: String
    public var parameters: [ClosureParameter]
    public var returnTypeName: TypeName
    public var isAsync: Bool
    public var `throws`: Bool
    public var throwsTypeName: TypeName?

    public var actualReturnTypeName: TypeName { returnTypeName.actualTypeName ?? returnTypeName }
    public var isOptionalReturnType: Bool { returnTypeName.isOptional }
    public var isImplicitlyUnwrappedOptionalReturnType: Bool { returnTypeName.isImplicitlyUnwrappedOptional }
    public var unwrappedReturnTypeName: String { returnTypeName.unwrappedTypeName }
    public var asyncKeyword: String? { isAsync ? "async" : nil }
    public var throwsOrRethrowsKeyword: String? { `throws` ? "throws" : nil }
}

public struct GenericTypeParameter: Codable, Sendable, Equatable {
    public var typeName: TypeName

    public init(typeName: TypeName) { self.typeName = typeName }
}

public struct GenericType: Codable, Sendable, Equatable {
    /// Base name: `Array`, `Result`.
    public var name: String
    public var typeParameters: [GenericTypeParameter]

    public init(name: String, typeParameters: [GenericTypeParameter]) {
        self.name = name
        self.typeParameters = typeParameters
    }
}
