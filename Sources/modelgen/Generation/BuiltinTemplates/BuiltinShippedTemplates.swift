/// The shipped templates (Templates/*.stencil), embedded so `builtin:AutoCodable` and
/// `builtin:AutoMappable` work without the files. The text lives in the generated
/// `Builtin*Template+*.swift` files next to this one (scripts/embed-builtin-templates.sh).
enum BuiltinAutoCodableTemplate {
    /// The rendering part, then the support-code block it ends with (split only to keep files short).
    static var text: String { generation + support }
}

enum BuiltinAutoMappableTemplate {
    static var text: String { generation }
}
