// Placeholder: the engine's public API lands here (see docs/architecture.md).
public enum TemplateEngineVersion {
    public static let version = "0.1.0"
}
