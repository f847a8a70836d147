/// The header modelgen puts before every generated file (Sources/modelgen/Output/GeneratedHeader
/// with ToolVersion 0.1.0), so the two pipelines' outputs compare byte for byte.
enum GeneratedHeader {
    static let text = "// Generated using modelgen 0.1.0 — DO NOT EDIT (regenerate with `modelgen`)\n"
}
