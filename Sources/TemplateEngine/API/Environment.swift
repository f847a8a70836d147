#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport

/// Where templates come from, which filters and tags exist, and how text is rendered.
///
/// Thread-safe: templates are cached under a lock and every render has its own state.
public final class Environment {
    public let loader: TemplateLoader
    public let options: RenderOptions
    public let extensions: [Extension]

    private let filters: [String: FilterFunction]
    /// Names whose filter comes from an `Extension` (the caller's code, not known to be pure).
    private let extensionFilterNames: Set<String>
    private let tags: [String: TemplateParser.TagParser]
    private var cache: [String: Template] = [:]
    /// How many filter chains that remember their results were compiled (see `resultSlot`).
    private var rememberingChains = 0
    /// Guards `cache` and `rememberingChains`.
    private let cacheLock = Lock()

    public init(loader: TemplateLoader = DictionaryLoader(), extensions: [Extension] = [],
                options: RenderOptions = RenderOptions()) {
        self.loader = loader
        self.options = options
        self.extensions = extensions
        // Lowest priority first, so later writes win: Sourcery's generic filters, Stencil's
        // built-ins, StencilSwiftKit's (§8.1), then user extensions, the first one winning.
        var filters: [String: FilterFunction] = [:]
        var tags = BuiltinTags.stencil
        if options.sourceryExtensions {
            filters.merge(SourceryFilters.all) { $1 }
            filters.merge(StencilFilters.all) { $1 }
            filters.merge(StencilSwiftKitFilters.all) { $1 }
            tags.merge(BuiltinTags.sourcery) { $1 }
        } else {
            filters.merge(StencilFilters.all) { $1 }
        }
        var extensionFilterNames = Set<String>()
        for userExtension in extensions.reversed() {
            filters.merge(userExtension.filters) { $1 }
            extensionFilterNames.formUnion(userExtension.filters.keys)
        }
        self.filters = filters
        self.extensionFilterNames = extensionFilterNames
        self.tags = tags
    }

    /// Loads and parses a template through the loader, once per name.
    public func loadTemplate(name: String) throws -> Template {
        cacheLock.lock()
        let cached = cache[name]
        cacheLock.unlock()
        if let cached = cached { return cached }

        guard let source = try loader.loadTemplate(named: name) else {
            throw TemplateError("Template named `\(name)` does not exist")
        }
        let template = try Template(path: source.path, source: source.text, environment: self)
        cacheLock.lock()
        cache[name] = template
        cacheLock.unlock()
        return template
    }

    /// Parses template text that does not come from the loader (`path` is for error messages).
    public func parseTemplate(source: String, path: String) throws -> Template {
        try Template(path: path, source: source, environment: self)
    }

    public func render(_ template: Template, context: [String: Value]) throws -> String {
        let output = ByteBuffer()
        try render(template, context: context, writingInto: output)
        return output.string
    }

    /// Renders `template` after the bytes `output` already holds, which stay as they are. The
    /// buffer ends with no spare capacity: made to be kept, a large output held once, as bytes
    /// (no String copy of it). On error, `output` holds what was written before it.
    /// `limits`, when given, bound this render in place of `options.limits` (for a caller that
    /// learns how much its templates may do only after loading them).
    public func render(_ template: Template, context: [String: Value], appendingTo output: ByteBuffer,
                       limits: RenderLimits? = nil) throws {
        try render(template, context: context, writingInto: output, limits: limits)
        output.trimCapacity()
    }

    private func render(_ template: Template, context: [String: Value], writingInto output: ByteBuffer,
                        limits: RenderLimits? = nil) throws {
        let start = output.count
        try Renderer(environment: self, context: context, output: output, limits: limits ?? options.limits).render(template.nodes)
        if options.whitespace == .sourcery {
            SourceryPostProcessor.finish(output, from: start)
        }
    }

    public func renderTemplate(name: String, context: [String: Value] = [:]) throws -> String {
        try render(loadTemplate(name: name), context: context)
    }

    public func renderTemplate(string: String, context: [String: Value] = [:], path: String = "<template>") throws -> String {
        try render(parseTemplate(source: string, path: path), context: context)
    }

    /// Every filter name this environment knows.
    public var filterNames: [String] { filters.keys.sorted() }

    /// Every tag name this environment knows.
    public var tagNames: [String] { tags.keys.sorted() }

    // MARK: Lookup

    func filter(named name: String) -> FilterFunction? { filters[name] }

    /// A number for a filter chain that remembers its results, unique in this environment: a
    /// render keeps the results in a list by this number.
    func resultSlot() -> Int {
        cacheLock.lock()
        defer { cacheLock.unlock() }
        rememberingChains += 1
        return rememberingChains - 1
    }

    /// Whether the filter `name` is the engine's own and computes its result from its input and
    /// arguments alone (every one but `filter`, which evaluates an expression in the context).
    func isPureFilter(_ name: String) -> Bool {
        guard !extensionFilterNames.contains(name), let function = filters[name] else { return false }
        if case .contextual = function { return false }
        return true
    }

    func tag(named name: String) -> TemplateParser.TagParser? { tags[name] }

    func unknownFilterMessage(_ name: String) -> String {
        let similar = Suggestions.all(for: name, among: Array(filters.keys))
        guard !similar.isEmpty else { return "Unknown filter '\(name)'." }
        return "Unknown filter '\(name)'. Found similar filters: \(similar.map { "'\($0)'" }.joined(separator: ", "))."
    }

    func unknownTagMessage(_ name: String) -> String {
        let closers = ["endif", "endfor", "endblock", "endfilter", "endset", "endmacro", "endmap", "else", "elif", "empty"]
        var message = "Unknown template tag '\(name)'"
        if closers.contains(name) {
            message += " (no open tag it could close)"
        } else if let closest = Suggestions.closest(to: name, among: tags.keys) {
            message += ". Did you mean '\(closest)'?"
        }
        return message
    }
}
