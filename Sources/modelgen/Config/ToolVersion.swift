/// modelgen's version: printed by `--version` and written into every generated file's header.
enum ToolVersion {
    static let current = "0.1.0"
}
