import Foundation
import Stencil

/// Stencil as Sourcery drives it (template-language.md §2.5): trim behaviour `nothing`, blank
/// lines typed in a template marked before parsing, lines left empty by tags removed after
/// rendering, then the marks turned back into blank lines.
enum SourceryStencil {
    /// U+000B between two newlines marks a blank line the template author typed.
    static let blankLineMark = "\n\u{B}\n"

    /// Renders `source` (the template's text) with `context`, then post-processes the output.
    static func render(templateNamed name: String, source: String, context: [String: Any]) throws -> String {
        let environment = Environment(loader: DictionaryLoader(templates: [name: source]),
                                      templateClass: MarkedTemplate.self, trimBehaviour: .nothing)
        let rendered = try environment.renderTemplate(name: name, context: context)
        return unmark(collapsingEmptyLines(rendered))
    }

    /// Step 1, done twice so that runs of blank lines are all marked.
    static func markBlankLines(_ text: String) -> String {
        text.replacingOccurrences(of: "\n\n", with: blankLineMark)
            .replacingOccurrences(of: "\n\n", with: blankLineMark)
    }

    /// Step 3: every `\n([ \t]*\n)+` becomes one `\n`.
    static func collapsingEmptyLines(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            output.append(byte)
            index += 1
            guard byte == UInt8(ascii: "\n") else { continue }
            // Skip whole lines made of spaces and tabs that end in a newline.
            var probe = index
            while true {
                var end = probe
                while end < bytes.count && (bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t")) { end += 1 }
                guard end < bytes.count && bytes[end] == UInt8(ascii: "\n") else { break }
                probe = end + 1
            }
            index = probe
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Step 4, twice.
    static func unmark(_ text: String) -> String {
        text.replacingOccurrences(of: blankLineMark, with: "\n\n")
            .replacingOccurrences(of: blankLineMark, with: "\n\n")
    }
}

/// StencilSwiftKit's template class as Sourcery uses it: marks typed blank lines before parsing.
final class MarkedTemplate: Template {
    required init(templateString: String, environment: Environment? = nil, name: String? = nil) {
        super.init(templateString: SourceryStencil.markBlankLines(templateString), environment: environment, name: name)
    }
}
