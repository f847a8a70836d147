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
    /// `Templates/*.swift`. Never rendered on their own.
    static var supportFiles: [String: String] { embeddedSupportFiles }

    /// What `include`/`import` inside a built-in template can name: the templates (by name, and by file name
    /// as a template in Templates/ names them: `_AutoCodableEnums.stencil`) and the support files.
    static var includables: [String: String] {
        var found = embeddedSupportFiles
        for (name, text) in embedded {
            found[name] = text
            found[name + ".stencil"] = text
        }
        return found
    }

    /// Built-in template names, sorted, without the partials: a name starting with `_` marks a template
    /// that only other templates import or include (it renders nothing on its own).
    static var names: [String] { embedded.keys.filter { !$0.hasPrefix("_") }.sorted() }

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
