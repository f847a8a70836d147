#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TemplateEngine

/// Serves a template's folder as `FileSystemLoader` does, and refuses an `include`, `extends` or
/// `import` whose file, once symbolic links are resolved, lies outside that folder: a link in the
/// templates folder must not let a template read an arbitrary file.
///
/// The main template itself is exempt: the user named it (or its folder), links and all.
struct ConfinedTemplateLoader: TemplateLoader {
    let directory: String
    let mainTemplate: String
    private let files: FileSystemLoader

    init(directory: String, mainTemplate: String) {
        self.directory = directory
        self.mainTemplate = mainTemplate
        files = FileSystemLoader(directories: [directory])
    }

    func loadTemplate(named name: String) throws -> TemplateSource? {
        if name != mainTemplate {
            let base = URL(fileURLWithPath: directory).standardizedFileURL.path
            let candidate = URL(fileURLWithPath: name, relativeTo: URL(fileURLWithPath: base, isDirectory: true)).standardizedFileURL.path
            // A name that climbs out by its own text (`../x`, `/etc/x`) is refused by `files`, in Stencil's words.
            if candidate.hasPrefix(base.hasSuffix("/") ? base : base + "/"),
               let real = Self.realPath(candidate), let realBase = Self.realPath(base),
               !real.hasPrefix(realBase == "/" ? "/" : realBase + "/") {
                throw TemplateError("Path `\(name)` leads outside of base path `\(directory)` through a symbolic link (to \(real))")
            }
        }
        return try files.loadTemplate(named: name)
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
