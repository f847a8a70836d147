/// A function, initializer or deinitializer (context-model.md §4.3).
public final class Method: @unchecked Sendable, CustomStringConvertible {
    /// Canonical signature: `foo(bar: Int, _ baz: String = "")`, `init?(x: Int)`, `deinit`.
    public let name: String
    /// `foo(bar:_:)`; bare `foo` / `init` without parameters.
    public let selectorName: String
    public internal(set) var parameters: [MethodParameter]
    public internal(set) var returnTypeName: TypeName
    public internal(set) weak var returnType: SwiftType?
    public let isAsync: Bool
    public let `throws`: Bool
    public let `rethrows`: Bool
    public let throwsTypeName: TypeName?
    public let accessLevel: String
    /// `static` modifier, and every initializer (Q5).
    public let isStatic: Bool
    public let isClass: Bool
    public let isInitializer: Bool
    public let isDeinitializer: Bool
    public let isFailableInitializer: Bool
    public let genericParameters: [GenericParameter]
    public let genericRequirements: [GenericRequirement]
    public let annotations: Annotations
    public let documentation: [String]
    public let attributes: [String: [Attribute]]
    public let modifiers: [Modifier]
    public let definedInTypeName: TypeName?
    public internal(set) var actualDefinedInTypeName: TypeName?
    public internal(set) weak var definedInType: SwiftType?
    /// The `#if` blocks enclosing the declaration inside its type body, outermost first
    /// (`FunctionDeclaration.conditionalCompilation`).
    public let conditionalCompilation: [[String]]

    init(name: String, selectorName: String, parameters: [MethodParameter], returnTypeName: TypeName,
         isAsync: Bool, throws: Bool, rethrows: Bool, throwsTypeName: TypeName?, accessLevel: String,
         isStatic: Bool, isClass: Bool, isInitializer: Bool, isDeinitializer: Bool, isFailableInitializer: Bool,
         genericParameters: [GenericParameter], genericRequirements: [GenericRequirement], annotations: Annotations,
         documentation: [String], attributes: [String: [Attribute]], modifiers: [Modifier], definedInTypeName: TypeName?,
         conditionalCompilation: [[String]]) {
        self.name = name
        self.selectorName = selectorName
        self.parameters = parameters
        self.returnTypeName = returnTypeName
        self.isAsync = isAsync
        self.throws = `throws`
        self.rethrows = `rethrows`
        self.throwsTypeName = throwsTypeName
        self.accessLevel = accessLevel
        self.isStatic = isStatic
        self.isClass = isClass
        self.isInitializer = isInitializer
        self.isDeinitializer = isDeinitializer
        self.isFailableInitializer = isFailableInitializer
        self.genericParameters = genericParameters
        self.genericRequirements = genericRequirements
        self.annotations = annotations
        self.documentation = documentation
        self.attributes = attributes
        self.modifiers = modifiers
        self.definedInTypeName = definedInTypeName
        self.conditionalCompilation = conditionalCompilation
    }

    /// `name` up to the first `(`: `foo`, `map<T: P>`, `init?`.
    public var shortName: String {
        // Searched as UTF-8 bytes: `(` is ASCII, so no walk over the name's characters is needed.
        guard let paren = name.utf8.firstIndex(of: UInt8(ascii: "(")) else { return name }
        return String(name[..<paren])
    }

    /// `shortName` up to the first `<`.
    public var callName: String {
        let short = shortName
        guard let angle = short.utf8.firstIndex(of: UInt8(ascii: "<")) else { return short }
        return String(short[..<angle])
    }

    public var actualReturnTypeName: TypeName { returnTypeName.actualTypeName ?? returnTypeName }
    public var isOptionalReturnType: Bool { returnTypeName.isOptional || isFailableInitializer }
    public var isImplicitlyUnwrappedOptionalReturnType: Bool { returnTypeName.isImplicitlyUnwrappedOptional }
    public var unwrappedReturnTypeName: String { returnTypeName.unwrappedTypeName }
    public var isGeneric: Bool { shortName.hasSuffix(">") }
    public var isThrowsTypeGeneric: Bool {
        guard let thrown = throwsTypeName?.name else { return false }
        return genericParameters.contains { $0.name == thrown }
    }
    public var isConvenienceInitializer: Bool { hasModifier("convenience") }
    public var isRequired: Bool { hasModifier("required") }
    public var isFinal: Bool { hasModifier("final") }
    public var isMutating: Bool { hasModifier("mutating") }
    public var isOptional: Bool { hasModifier("optional") }
    public var isNonisolated: Bool { hasModifier("nonisolated") }
    public var isDynamic: Bool { hasModifier("dynamic") }
    public var isDistributed: Bool { hasModifier("distributed") }

    func hasModifier(_ name: String) -> Bool { modifiers.contains { $0.name == name } }

    public var description: String { name }
}

/// A subscript (context-model.md §4.5).
public final class Subscript: @unchecked Sendable, CustomStringConvertible {
    public internal(set) var parameters: [MethodParameter]
    public internal(set) var returnTypeName: TypeName
    public internal(set) weak var returnType: SwiftType?
    public let readAccess: String
    public let writeAccess: String
    public let isAsync: Bool
    public let `throws`: Bool
    public let throwsTypeName: TypeName?
    public let genericParameters: [GenericParameter]
    public let genericRequirements: [GenericRequirement]
    public let annotations: Annotations
    public let documentation: [String]
    public let attributes: [String: [Attribute]]
    public let modifiers: [Modifier]
    public let definedInTypeName: TypeName?
    public internal(set) var actualDefinedInTypeName: TypeName?
    public internal(set) weak var definedInType: SwiftType?

    init(parameters: [MethodParameter], returnTypeName: TypeName, readAccess: String, writeAccess: String,
         isAsync: Bool, throws: Bool, throwsTypeName: TypeName?, genericParameters: [GenericParameter],
         genericRequirements: [GenericRequirement], annotations: Annotations, documentation: [String],
         attributes: [String: [Attribute]], modifiers: [Modifier], definedInTypeName: TypeName) {
        self.parameters = parameters
        self.returnTypeName = returnTypeName
        self.readAccess = readAccess
        self.writeAccess = writeAccess
        self.isAsync = isAsync
        self.throws = `throws`
        self.throwsTypeName = throwsTypeName
        self.genericParameters = genericParameters
        self.genericRequirements = genericRequirements
        self.annotations = annotations
        self.documentation = documentation
        self.attributes = attributes
        self.modifiers = modifiers
        self.definedInTypeName = definedInTypeName
    }

    public var actualReturnTypeName: TypeName { returnTypeName.actualTypeName ?? returnTypeName }
    public var isOptionalReturnType: Bool { returnTypeName.isOptional }
    public var isImplicitlyUnwrappedOptionalReturnType: Bool { returnTypeName.isImplicitlyUnwrappedOptional }
    public var unwrappedReturnTypeName: String { returnTypeName.unwrappedTypeName }
    public var isMutable: Bool { !writeAccess.isEmpty }
    public var isFinal: Bool { modifiers.contains { $0.name == "final" } }
    public var isGeneric: Bool { !genericParameters.isEmpty }

    public var description: String {
        "subscript(" + parameters.map { $0.asSource }.joined(separator: ", ") + ") -> " + returnTypeName.description
    }
}

/// A typealias (context-model.md §4.7).
public final class Typealias: @unchecked Sendable, CustomStringConvertible {
    public let aliasName: String
    /// Parent-qualified name: `Outer.Alias`.
    public let name: String
    public internal(set) var typeName: TypeName
    public internal(set) weak var type: SwiftType?
    public let accessLevel: String
    public let annotations: Annotations
    public let documentation: [String]
    public weak let parent: SwiftType?
    public let parentName: String?
    public let module: String? = nil

    init(aliasName: String, name: String, typeName: TypeName, accessLevel: String, annotations: Annotations,
         documentation: [String], parent: SwiftType?) {
        self.aliasName = aliasName
        self.name = name
        self.typeName = typeName
        self.accessLevel = accessLevel
        self.annotations = annotations
        self.documentation = documentation
        self.parent = parent
        self.parentName = parent?.name
    }

    public var description: String { name }
}
