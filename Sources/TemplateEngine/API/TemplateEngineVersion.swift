/// The engine's version, reported by `modelgen --version`.
public enum TemplateEngineVersion {
    public static let version = "0.1.0"
}
