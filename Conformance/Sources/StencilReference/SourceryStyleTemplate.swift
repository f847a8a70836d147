import Foundation
import Stencil

/// A Stencil template that behaves like StencilSwiftKit's `StencilSwiftTemplate`, the template class
/// Sourcery renders with (template-language.md §2.5).
///
/// StencilSwiftKit is not available on this machine, so its documented whitespace handling is rebuilt
/// here around plain Stencil: step 1 (marking typed blank lines) happens for every template the
/// environment loads, because loaders create templates through `environment.templateClass`; steps 3–5
/// only run on the top-level render, exactly like StencilSwiftKit's `render(_:)` override, which
/// included and base templates never go through.
final class SourceryStyleTemplate: Template {
    /// Emitted by Sourcery's `{% newline %}` tag and turned into a real newline after rendering.
    static let newlineMarker = "__sourcery__newline__"

    required init(templateString: String, environment: Environment? = nil, name: String? = nil) {
        // Step 1: twice, so that runs of blank lines are all marked ("\n\n\n" → "\n\u{B}\n\u{B}\n").
        let marked = templateString
            .replacingOccurrences(of: "\n\n", with: "\n\u{B}\n")
            .replacingOccurrences(of: "\n\n", with: "\n\u{B}\n")
        super.init(templateString: marked, environment: environment, name: name)
    }

    override func render(_ dictionary: [String: Any]? = nil) throws -> String {
        let output = try super.render(dictionary)
        return Self.postProcess(output)
    }

    /// Steps 3–5 of §2.5, applied to the whole output of a top-level render.
    static func postProcess(_ output: String) -> String {
        // Step 3: delete every line that is empty or holds only spaces/tabs.
        let extraLines = try! NSRegularExpression(pattern: "\\n([ \\t]*\\n)+")
        let range = NSRange(output.startIndex..<output.endIndex, in: output)
        let collapsed = extraLines.stringByReplacingMatches(
            in: output, options: [], range: range, withTemplate: "\n")
        // Step 4: unmark, twice (mirrors step 1).
        let unmarked = collapsed
            .replacingOccurrences(of: "\n\u{B}\n", with: "\n\n")
            .replacingOccurrences(of: "\n\u{B}\n", with: "\n\n")
        // Step 5: Sourcery's `{% newline %}` marker.
        return unmarked.replacingOccurrences(of: newlineMarker, with: "\n")
    }
}
