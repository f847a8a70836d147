/// Templates embedded in the modelgen binary, addressed as `builtin:NAME` in the template list.
///
/// Hook for the templates engineer: add entries to `sources` (name → template text). The
/// generator renders an entry exactly like a file template; `include`/`import` inside a
/// built-in template resolve against the other built-in templates.
enum BuiltinTemplates {
    static let prefix = "builtin:"

    static let sources: [String: String] = [:]

    /// The name after `builtin:`, or nil for a file path.
    static func name(inPath path: String) -> String? {
        path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
