/// Everything read from one file, as written there (nothing is resolved against other files).
/// Codable so the CLI can cache it on disk; independent of every other file.
public struct FileParseResult: Codable, Sendable {
    public var path: String
    /// Top-level types and extensions, in source order; nested types live inside them.
    public var declarations: [TypeDeclaration]
    /// Free functions.
    public var functions: [FunctionDeclaration]
    /// Top-level typealiases.
    public var typealiases: [TypealiasDeclaration]
    public var imports: [Import]
    /// `// sourcery:file:` annotations of the file.
    public var fileAnnotations: Annotations
    public var diagnostics: [Diagnostic]
    /// `// sourcery:inline:` regions, in file order (their contents are not parsed).
    public var inlineRegions: [InlineRegion]
    /// Markers that make no region (nested, never closed, nameless): a tool must not rewrite
    /// the file's regions while these stand.
    public var inlineRegionErrors: [Diagnostic]
    /// `SwiftParser.sourceDigest` of the bytes parsed, when the file has inline markers (nil
    /// otherwise): a tool rewriting the regions checks that the file still holds the bytes their
    /// offsets refer to.
    public var sourceDigest: UInt64?
    /// True when the file starts with a generated-file header and was not scanned.
    public var isGenerated: Bool
    /// The body of every type and extension in `declarations` (`TypeBody.all(in:)`).
    public var typeBodies: [TypeBody]

    public init(path: String, declarations: [TypeDeclaration] = [], functions: [FunctionDeclaration] = [],
                typealiases: [TypealiasDeclaration] = [], imports: [Import] = [], fileAnnotations: Annotations = [:],
                diagnostics: [Diagnostic] = [], inlineRegions: [InlineRegion] = [], inlineRegionErrors: [Diagnostic] = [],
                sourceDigest: UInt64? = nil, isGenerated: Bool = false, typeBodies: [TypeBody]? = nil) {
        self.path = path
        self.declarations = declarations
        self.functions = functions
        self.typealiases = typealiases
        self.imports = imports
        self.fileAnnotations = fileAnnotations
        self.diagnostics = diagnostics
        self.inlineRegions = inlineRegions
        self.inlineRegionErrors = inlineRegionErrors
        self.sourceDigest = sourceDigest
        self.isGenerated = isGenerated
        self.typeBodies = typeBodies ?? TypeBody.all(in: declarations)
    }
}
