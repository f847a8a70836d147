// Placeholder: the parser's public API lands here (see docs/architecture.md).
public enum SwiftDeclParserVersion {
    public static let version = "0.1.0"
}
