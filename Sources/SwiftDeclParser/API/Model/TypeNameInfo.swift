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
    public var asSource: String {
        var text = ""
        if let label = argumentLabel { text += label + " " }
        if let name = name, name != argumentLabel { text += name }
        if !text.isEmpty { text = text.trimmingTrailingSpaces() + ": " }
        return text + typeName.description
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

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
