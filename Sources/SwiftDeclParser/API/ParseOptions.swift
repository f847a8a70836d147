/// What a parse builds beyond the declarations every composition needs (types, variables,
/// subscripts, cases, typealiases, imports, annotations, diagnostics).
///
/// A caller that knows its consumers never read functions or documentation (modelgen, from the
/// names its templates look up) leaves them out: they are then passed over, not built, which
/// saves their parse work and the memory they would hold for the whole run. Everything else,
/// annotations and diagnostics included, comes out exactly as with `.everything`.
public struct ParseOptions: Hashable, Sendable, CustomStringConvertible {
    /// Functions, initializers and deinitializers (a type's `methods`, the file's `functions`).
    /// Without them the signatures are still read past, with the same warnings.
    public var functions: Bool
    /// Documentation comment text (`documentation` of every declaration; empty without it).
    public var documentation: Bool

    public init(functions: Bool = true, documentation: Bool = true) {
        self.functions = functions
        self.documentation = documentation
    }

    public static let everything = ParseOptions()

    /// True when a result parsed with these options holds everything `needed` asks for.
    public func covers(_ needed: ParseOptions) -> Bool {
        (functions || !needed.functions) && (documentation || !needed.documentation)
    }

    /// Everything either asks for.
    public func union(_ other: ParseOptions) -> ParseOptions {
        ParseOptions(functions: functions || other.functions, documentation: documentation || other.documentation)
    }

    /// One bit per option, for caches that store the options with a result.
    public var bits: Int { (functions ? 1 : 0) | (documentation ? 2 : 0) }

    public init(bits: Int) {
        self.init(functions: bits & 1 != 0, documentation: bits & 2 != 0)
    }

    public var description: String { "functions: \(functions), documentation: \(documentation)" }
}
