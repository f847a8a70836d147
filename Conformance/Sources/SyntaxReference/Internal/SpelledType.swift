import SwiftSyntax

/// A type name spelled by Sourcery's rules (context-model.md §4.2): mostly the source text without
/// outer trivia, but closures are re-spelled canonically, `Array<T>`/`Dictionary<K, V>` and
/// qualified generics re-spell their arguments, and optional wrappers are rebuilt from the
/// wrapped spelling (which is how `(any P)?` loses its parentheses, Q7).
struct SpelledType {
    /// Sourcery's `unwrappedTypeName`: the spelling without the optional suffix.
    var base: String
    var isOptional = false
    var isImplicitlyUnwrappedOptional = false
    var isClosure = false
    var isComposition = false
    /// Type attributes' source texts (`@escaping`): only in the rendered form, not in `name`.
    var attributes: [String] = []
    /// Sourcery's inferred `nil` type is named plain `Optional` although it is optional.
    var hasNoSuffix = false

    static let unknown = SpelledType(base: "UnknownTypeSoAddTypeAttributionToVariable")

    /// `Optional<T>` is optional but keeps its spelling without a suffix.
    private var isSpelledOptional: Bool { isOptional && base.hasPrefix("Optional<") }

    private var suffix: String {
        if isSpelledOptional || hasNoSuffix { return "" }
        if isImplicitlyUnwrappedOptional { return "!" }
        return isOptional ? "?" : ""
    }

    /// Sourcery's `TypeName.name`.
    var name: String { base + suffix }

    /// Sourcery's `TypeName.asSource`: attributes, spelling, suffix.
    var asSource: String {
        (attributes.sorted() + [base]).joined(separator: " ") + suffix
    }

    init(base: String, isOptional: Bool = false, isImplicitlyUnwrappedOptional: Bool = false) {
        self.base = base
        self.isOptional = isOptional || isImplicitlyUnwrappedOptional
        self.isImplicitlyUnwrappedOptional = isImplicitlyUnwrappedOptional
    }

    init(_ node: TypeSyntax) {
        if let identifier = node.as(IdentifierTypeSyntax.self) {
            self = Self.identifier(identifier)
        } else if let member = node.as(MemberTypeSyntax.self) {
            var name = "\(SpelledType(member.baseType).name).\(member.name.text)"
            if let arguments = member.genericArgumentClause?.arguments {
                name += "<" + arguments.map { Self.argument($0).asSource }.joined(separator: ", ") + ">"
            }
            self.init(base: name)
        } else if let composition = node.as(CompositionTypeSyntax.self) {
            self.init(base: composition.elements.map { SpelledType($0.type).name }.joined(separator: " & "))
            isComposition = true
        } else if let optional = node.as(OptionalTypeSyntax.self) {
            self = Self.wrapping(SpelledType(optional.wrappedType), implicitlyUnwrapped: false)
        } else if let iuo = node.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            self = Self.wrapping(SpelledType(iuo.wrappedType), implicitlyUnwrapped: true)
        } else if let tuple = node.as(TupleTypeSyntax.self) {
            self = Self.tuple(tuple)
        } else if let function = node.as(FunctionTypeSyntax.self) {
            self = Self.function(function)
        } else if let attributed = node.as(AttributedTypeSyntax.self) {
            self = SpelledType(attributed.baseType)
            attributes += attributed.attributes.map { $0.trimmedDescription }
        } else if node.is(ClassRestrictionTypeSyntax.self) {
            self.init(base: "AnyObject")
        } else if let pack = node.as(PackExpansionTypeSyntax.self) {
            self = SpelledType(pack.repetitionPattern)
        } else {
            self.init(base: node.trimmedDescription)
        }
    }

    private static func identifier(_ node: IdentifierTypeSyntax) -> SpelledType {
        let name = node.name.text
        let arguments = node.genericArgumentClause.map { Array($0.arguments) } ?? []
        switch (name, arguments.count) {
        case ("Optional", 1):
            var spelled = SpelledType(base: node.trimmedDescription, isOptional: true)
            spelled.isClosure = argument(arguments[0]).isClosure
            return spelled
        case ("Array", 1):
            return SpelledType(base: "Array<\(argument(arguments[0]).asSource)>")
        case ("Dictionary", 2):
            return SpelledType(base: "Dictionary<\(argument(arguments[0]).asSource), \(argument(arguments[1]).asSource)>")
        default:
            return SpelledType(base: node.trimmedDescription)
        }
    }

    private static func argument(_ node: GenericArgumentSyntax) -> SpelledType {
        switch node.argument {
        case .type(let type): return SpelledType(type)
        default: return SpelledType(base: node.argument.trimmedDescription)
        }
    }

    /// `T?`/`T!`: closures and compositions get parentheses back, anything else does not.
    private static func wrapping(_ wrapped: SpelledType, implicitlyUnwrapped: Bool) -> SpelledType {
        let needsParentheses = wrapped.isClosure || wrapped.isComposition
        var spelled = SpelledType(base: needsParentheses ? "(\(wrapped.asSource))" : wrapped.asSource,
                                  isOptional: !implicitlyUnwrapped,
                                  isImplicitlyUnwrappedOptional: implicitlyUnwrapped)
        spelled.isClosure = wrapped.isClosure
        spelled.isComposition = wrapped.isComposition
        return spelled
    }

    /// `()` is Void, a single unlabeled element collapses to itself, anything else as written.
    private static func tuple(_ node: TupleTypeSyntax) -> SpelledType {
        let elements = Array(node.elements)
        if elements.isEmpty { return SpelledType(base: "()") }
        if elements.count == 1, let only = elements.first, only.firstName == nil, only.ellipsis == nil {
            return SpelledType(only.type)
        }
        return SpelledType(base: node.trimmedDescription)
    }

    private static func function(_ node: FunctionTypeSyntax) -> SpelledType {
        let parameters = node.parameters.map { parameter -> String in
            let type = SpelledType(parameter.type)
            var text = type.asSource
            if let attributed = parameter.type.as(AttributedTypeSyntax.self),
               attributed.specifiers.contains(where: { $0.trimmedDescription == "inout" }) {
                text = "inout " + text
            }
            if parameter.ellipsis != nil { text += "..." }
            let labels = [parameter.firstName, parameter.secondName].compactMap { $0?.text }
            return labels.isEmpty || labels == ["_"] ? text : labels.joined(separator: " ") + ": " + text
        }
        var name = "(" + parameters.joined(separator: ", ") + ")"
        if node.effectSpecifiers?.asyncSpecifier != nil { name += " async" }
        if let throwsClause = node.effectSpecifiers?.throwsClause {
            name += " " + throwsClause.throwsSpecifier.text
        }
        name += " -> " + SpelledType(node.returnClause.type).asSource
        var spelled = SpelledType(base: name)
        spelled.isClosure = true
        return spelled
    }
}
