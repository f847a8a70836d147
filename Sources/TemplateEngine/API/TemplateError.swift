import SystemSupport

/// Where in a template something is: `path:line:column` plus the line's text for a caret.
public struct SourceLocation: Equatable, Sendable {
    public var path: String
    /// 1-based.
    public var line: Int
    /// 1-based, in characters.
    public var column: Int
    /// The whole source line (without its newline).
    public var lineText: String
    /// Length in characters of the highlighted construct (at least 1).
    public var length: Int

    public init(path: String, line: Int, column: Int, lineText: String, length: Int = 1) {
        self.path = path
        self.line = line
        self.column = column
        self.lineText = lineText
        self.length = length
    }
}

/// A template parse or render error.
///
/// Reads `path:line:column: error: message`, then the template line (a window of it around the
/// column when long, `SourceExcerpt`) and a caret under the construct; errors inside included/base templates and macros add one `note:` line per
/// enclosing `include`/`extends`/`call`.
public struct TemplateError: Error, CustomStringConvertible {
    public var message: String
    /// Innermost location (nil only for errors not tied to a template, e.g. a missing top-level file).
    public var location: SourceLocation? {
        if let cached = resolvedLocation { return cached }
        return span?.location
    }
    /// Enclosing include/extends/call sites, outermost first.
    public var stack: [SourceLocation] { stackSpans.map(\.location) }

    var span: SourceSpan?
    var stackSpans: [SourceSpan] = []
    private var resolvedLocation: SourceLocation?

    /// For filters registered through `Extension`: throw this with a message to fail the render;
    /// the engine adds the location of the filter expression.
    public init(_ message: String) {
        self.message = message
    }

    public init(message: String, location: SourceLocation?) {
        self.message = message
        self.resolvedLocation = location
    }

    init(_ message: String, span: SourceSpan?) {
        self.message = message
        self.span = span
    }

    public var description: String {
        guard let location = location else {
            return "error: \(message)"
        }
        var lines = ["\(location.path):\(location.line):\(location.column): error: \(message)"]
        lines.append(SourceExcerpt.lines(of: location.lineText, column: location.column, length: location.length))
        // Innermost site first; a deep recursion shows its two ends only.
        let sites = Array(stack.reversed())
        for (index, outer) in sites.enumerated() {
            if sites.count > 8 && index == 4 {
                lines.append("note: … \(sites.count - 8) more include/extends/call sites …")
            }
            if sites.count > 8 && index >= 4 && index < sites.count - 4 { continue }
            lines.append("\(outer.path):\(outer.line):\(outer.column): note: from here")
        }
        return lines.joined(separator: "\n")
    }

    /// Gives the error a location if it has none yet (the innermost location wins).
    func located(at span: SourceSpan?) -> TemplateError {
        guard self.span == nil, resolvedLocation == nil, let span = span else { return self }
        var copy = self
        copy.span = span
        return copy
    }

    /// Marks the error as having passed through an include/extends/call site.
    func through(_ site: SourceSpan?) -> TemplateError {
        guard let site = site else { return self }
        var copy = self
        if copy.span == nil && copy.resolvedLocation == nil {
            copy.span = site
        } else {
            copy.stackSpans.insert(site, at: 0)
        }
        return copy
    }
}

extension TemplateError {
    /// Wraps any error thrown while rendering (e.g. by an extension filter) as a TemplateError.
    static func wrapping(_ error: Error, at span: SourceSpan?) -> TemplateError {
        if let templateError = error as? TemplateError {
            return templateError.located(at: span)
        }
        return TemplateError("\(error)", span: span)
    }
}
