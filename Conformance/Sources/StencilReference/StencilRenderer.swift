import Foundation
import Stencil

/// Renders templates with the real Stencil 0.15.1, the reference side of the differential tests and
/// of the render benchmark.
///
/// Context values must already be in the shapes Stencil sees in Sourcery: `String`, `Int`, `Double`,
/// `Bool`, `[Any]` (a JSON `null` element as `Optional<Any>.none`) and `[String: Any]` (JSON `null`
/// values left out, which is what an absent key is).
public struct StencilRenderer {
    /// The name the main template is registered under in the dictionary loader.
    public static let mainTemplateName = "main"

    private let environment: Environment

    /// - Parameters:
    ///   - templates: every template a render may load (`include`/`extends`), by name.
    ///   - mode: the whitespace set-up (§2.3, §2.5).
    ///   - mockTemplateTags: also `macro`/`call` and the filters of the mock benchmark template
    ///     (`MockTemplateExtension`).
    public init(templates: [String: String], mode: ReferenceMode, mockTemplateTags: Bool = false) {
        let loader = DictionaryLoader(templates: templates)
        let extensions = mockTemplateTags ? [MockTemplateExtension.make()] : []
        switch mode {
        case .stencil:
            environment = Environment(loader: loader, extensions: extensions, trimBehaviour: .nothing)
        case .smart:
            environment = Environment(loader: loader, extensions: extensions, trimBehaviour: .smart)
        case .all:
            environment = Environment(loader: loader, extensions: extensions, trimBehaviour: .all)
        case .sourcery:
            environment = Environment(
                loader: loader, extensions: extensions, templateClass: SourceryStyleTemplate.self, trimBehaviour: .nothing)
        }
    }

    /// Loads the named template (parsing happens at render time in Stencil).
    public func loadTemplate(name: String) throws -> ReferenceTemplate {
        ReferenceTemplate(template: try environment.loadTemplate(name: name))
    }

    /// Renders the named template; errors are returned as their Stencil description.
    public func render(name: String, context: [String: Any]) -> Result<String, ReferenceError> {
        do {
            return .success(try loadTemplate(name: name).render(context))
        } catch {
            return .failure(ReferenceError(error))
        }
    }
}

/// A loaded Stencil template, kept opaque so callers do not need to import Stencil.
public struct ReferenceTemplate {
    let template: Template

    public func render(_ context: [String: Any]) throws -> String {
        // `render(_ dictionary:)` is the entry point Sourcery uses; for `SourceryStyleTemplate` it
        // runs the post-processing.
        try template.render(context)
    }
}

/// A Stencil failure: the reason and, for syntax errors, where Stencil located it.
public struct ReferenceError: Error, CustomStringConvertible {
    public let reason: String
    /// `name:line:column` as Stencil reports it (its line numbers can be 0, see §1.4), if known.
    public let location: String?

    init(_ error: Error) {
        reason = "\(error)"
        if let syntaxError = error as? TemplateSyntaxError, let token = syntaxError.token {
            let map = token.sourceMap
            location = "\(map.filename ?? ""):\(map.location.lineNumber):\(map.location.lineOffset)"
        } else {
            location = nil
        }
    }

    public var description: String {
        location.map { "\($0): \(reason)" } ?? reason
    }
}
