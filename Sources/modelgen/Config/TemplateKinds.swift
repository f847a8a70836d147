#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which template files modelgen reads: Stencil templates (`.stencil`) and Sourcery's
/// `.sourcerytemplate` (JSON wrapping a Stencil template). Sourcery's Swift templates
/// (`.swifttemplate`) and JavaScript templates (`.ejs`) are not supported: found in a templates
/// folder they are skipped with a warning naming them; named explicitly they are an error.
enum TemplateKinds {
    static let readExtensions = ["stencil", "sourcerytemplate"]

    /// Extensions of the template kinds modelgen does not render, with what they are.
    static let unsupported: [(fileExtension: String, kind: String)] = [
        ("swifttemplate", "Swift templates (.swifttemplate)"),
        ("ejs", "JavaScript templates (.ejs)"),
    ]

    static func unsupportedKind(of path: String) -> String? {
        unsupported.first { path.hasSuffix("." + $0.fileExtension) }?.kind
    }

    /// The templates to render; `warn` receives one warning per unsupported template in a folder.
    static func collect(_ selection: PathSelection, warn: (String) -> Void) throws -> [String] {
        for path in selection.include where !BuiltinTemplates.isBuiltinEntry(path) {
            if let kind = unsupportedKind(of: path) {
                throw ConfigError(path: PathResolver.display(path), message: "\(kind) are not supported by modelgen; only Stencil templates (.stencil, .sourcerytemplate) are rendered")
            }
        }
        let folders = PathSelection(include: selection.include.filter { FileManager.default.isDirectory(atPath: $0) == true },
                                    exclude: selection.exclude)
        let skipped = try FileCollector.collect(folders, fileExtensions: unsupported.map(\.fileExtension), role: "templates")
        for path in skipped {
            warn("\(PathResolver.display(path)): warning: skipped: \(unsupportedKind(of: path)!) are not supported by modelgen")
        }
        return try FileCollector.collect(selection, fileExtensions: readExtensions, role: "templates")
    }
}
