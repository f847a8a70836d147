#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport

/// Templates embedded in the modelgen binary, addressed as `builtin:NAME` in the template list
/// (`builtin` alone means all of them). The texts come from `Templates/*.stencil` through
/// `scripts/embed-templates.py` (EmbeddedTemplates.generated.swift); a test keeps the two equal.
/// The generator renders an entry exactly like a file template; `include`/`import` inside a
/// built-in template resolve against the other built-in templates and the support files.
enum BuiltinTemplates {
    static let prefix = "builtin:"
    /// The template-list entry that stands for every built-in template.
    static let all = "builtin"

    static var sources: [String: String] { embedded }

    /// Plain code that built-in templates include by file name (`AutoCodableSupport.swift`), from
    /// `Templates/*.swift`. Never rendered on their own; a copied template that includes one finds it here
    /// when its own folder has no file by that name.
    static var supportFiles: [String: String] { embeddedSupportFiles }

    /// What `include`/`import` inside a built-in template can name: the templates and the support files.
    static var includables: [String: String] { embedded.merging(embeddedSupportFiles) { template, _ in template } }

    /// Built-in template names, sorted.
    static var names: [String] { embedded.keys.sorted() }

    /// True for `builtin` and `builtin:NAME`: template-list entries that are not paths.
    static func isBuiltinEntry(_ entry: String) -> Bool {
        entry == all || entry.hasPrefix(prefix)
    }

    /// The name after `builtin:`, or nil for a file path.
    static func name(inPath path: String) -> String? {
        path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// One line saying what a template is for: the first line of its leading `{# … #}` comment,
    /// without the template's own name when the line starts with it (`AutoCodable: Codable …`).
    static func summary(of name: String) -> String {
        guard let text = embedded[name], text.hasPrefix("{#") else { return "" }
        let firstLine = text.dropFirst(2).prefix { $0 != "\n" }
        var summary = firstLine.replacing("#}", with: "").trimmingHorizontalWhitespace()
        if summary.hasPrefix(name + ":") { summary = summary.dropFirst(name.count + 1).trimmingHorizontalWhitespace() }
        return summary
    }
}
