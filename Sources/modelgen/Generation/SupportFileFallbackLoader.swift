import TemplateEngine

/// Loads from a template's folder and, for a name the folder lacks, from the built-in support files and
/// partials, so a copy of a shipped template (`modelgen templates show AutoCodable > Mine.stencil`) still
/// includes the support code and imports the macros it was written with. Such a fallback is served with the path
/// `builtin:NAME`, which the run manifest ignores: built-in texts change only with the executable.
struct SupportFileFallbackLoader: TemplateLoader {
    private let primary: TemplateLoader

    init(_ primary: TemplateLoader) {
        self.primary = primary
    }

    func loadTemplate(named name: String) throws -> TemplateSource? {
        let found: TemplateSource?
        do {
            found = try primary.loadTemplate(named: name)
        } catch {
            // A folder loader reports a missing file as an error; only a support file's name falls back.
            guard BuiltinTemplates.includables[name] != nil else { throw error }
            found = nil
        }
        if let found { return found }
        return BuiltinTemplates.includables[name].map { TemplateSource(path: BuiltinTemplates.prefix + name, text: $0) }
    }
}
