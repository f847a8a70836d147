#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `modelgen templates [show NAME]`: lists the templates built into the binary, or prints one so
/// users can copy and adapt it.
enum TemplatesCommand {
    static let usage = "USAGE: modelgen templates [show NAME]"

    static let help = """
    \(usage)

    Lists the templates built into modelgen, one line each, or prints one of them.
    Built-in templates need no files: name them with --templates builtin:NAME (or builtin for all).

    SUBCOMMANDS:
      (none)      List the built-in templates.
      show NAME   Print the template NAME exactly as modelgen renders it (also a partial such as
                  _AutoCodableEnums, or a support file such as AutoCodableSupport.swift).

    OPTIONS:
      -h, --help  Show this help.

    EXAMPLES:
      modelgen templates
      modelgen templates show AutoCodable > Templates/MyCodable.stencil
      modelgen --sources Models --templates builtin:AutoCodable --output Generated

    Exit status: 0 on success, 1 for an unknown template name, 2 on usage errors.
    """

    static func run(_ arguments: [String]) -> Int32 {
        switch arguments.first {
        case nil:
            printList()
            return 0
        case "-h"?, "--help"?:
            print(help)
            return 0
        case "show"?:
            guard arguments.count == 2, let name = arguments.last, !name.hasPrefix("-") else {
                return usageError("'show' takes one template name, e.g. 'modelgen templates show AutoCodable'")
            }
            return show(name)
        case let other?:
            let hint = ClosestMatch.suggestion(for: other, among: ["show"]).map { " (did you mean '\($0)'?)" } ?? ""
            return usageError("unknown argument '\(other)'\(hint)")
        }
    }

    private static func printList() {
        let names = BuiltinTemplates.names
        let width = names.map(\.count).max() ?? 0
        for name in names {
            let padding = String(repeating: " ", count: width - name.count)
            print("\(name)\(padding)  \(BuiltinTemplates.summary(of: name))")
        }
        print("\nUse one with --templates builtin:NAME; print it with 'modelgen templates show NAME'.")
    }

    private static func show(_ name: String) -> Int32 {
        // Accept the spelling used on the command line too (`builtin:AutoCodable`).
        let bare = BuiltinTemplates.name(inPath: name) ?? name
        // Partials (`_AutoCodableEnums`) and support files (`AutoCodableSupport.swift`) print too, for copying.
        guard let text = BuiltinTemplates.sources[bare] ?? BuiltinTemplates.supportFiles[bare] else {
            let hint = ClosestMatch.suggestion(for: bare, among: BuiltinTemplates.names).map { " Did you mean '\($0)'?" } ?? ""
            standardError("modelgen templates: error: no built-in template named '\(bare)'.\(hint)\n"
                + "Known: \(BuiltinTemplates.names.joined(separator: ", "))\n")
            return 1
        }
        StandardStream.output.write(text)
        return 0
    }

    private static func usageError(_ message: String) -> Int32 {
        standardError("modelgen templates: error: \(message)\n\n\(usage)\nRun 'modelgen templates --help' for details.\n")
        return 2
    }

    private static func standardError(_ text: String) {
        StandardStream.error.write(text)
    }
}
