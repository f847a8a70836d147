/// What a parse builds beyond the declarations every composition needs (types, variables,
/// subscripts, typealiases, imports, annotations, diagnostics).
///
/// A caller that knows its consumers never read functions, documentation, declaration attributes
/// or enum case details (modelgen, from the names its templates look up) leaves them out: they are
/// then passed over, not built, which saves their parse work and the memory they would hold for
/// the whole run. Everything else, annotations and diagnostics included, comes out exactly as
/// with `.everything`.
public struct ParseOptions: Hashable, Sendable, CustomStringConvertible {
    /// Functions, initializers and deinitializers (a type's `methods`, the file's `functions`).
    /// Without them the signatures are still read past, with the same warnings.
    public var functions: Bool
    /// Documentation comment text (`documentation` of every declaration; empty without it).
    public var documentation: Bool
    /// Attributes written on declarations (`@objc`, `@available(…)` on a type, variable, method or
    /// subscript; empty without them). Attributes of type names (`@escaping`) are always built.
    public var attributes: Bool
    /// Enum cases as written: raw values, payloads, annotations, documentation. Without them each
    /// case keeps its name, line and `indirect`, and a case with a payload holds one stand-in
    /// value, so whether an enum has cases with or without payloads (its raw type depends on it)
    /// comes out the same.
    public var enumCases: Bool

    public init(functions: Bool = true, documentation: Bool = true, attributes: Bool = true, enumCases: Bool = true) {
        self.functions = functions
        self.documentation = documentation
        self.attributes = attributes
        self.enumCases = enumCases
    }

    public static let everything = ParseOptions()

    /// Nothing beyond what every composition needs.
    public static let minimal = ParseOptions(functions: false, documentation: false, attributes: false, enumCases: false)

    /// True when a result parsed with these options holds everything `needed` asks for.
    public func covers(_ needed: ParseOptions) -> Bool {
        bits & needed.bits == needed.bits
    }

    /// Everything either asks for.
    public func union(_ other: ParseOptions) -> ParseOptions {
        ParseOptions(bits: bits | other.bits)
    }

    /// One bit per option, for caches that store the options with a result.
    public var bits: Int { (functions ? 1 : 0) | (documentation ? 2 : 0) | (attributes ? 4 : 0) | (enumCases ? 8 : 0) }

    public init(bits: Int) {
        self.init(functions: bits & 1 != 0, documentation: bits & 2 != 0, attributes: bits & 4 != 0, enumCases: bits & 8 != 0)
    }

    public var description: String {
        "functions: \(functions), documentation: \(documentation), attributes: \(attributes), enumCases: \(enumCases)"
    }
}
