import SystemSupport

/// Where a `// sourcery:file:PATH` block is written.
///
/// PATH is relative to the output folder, as in Sourcery, and may climb out of it (`../../Tests/Mocks`)
/// as long as it stays inside the project: the config file's folder, or the current folder when only
/// flags are given. A path inside the output folder is always accepted (the output folder may be
/// outside the project when `--output` names one). A PATH without an extension gets `.generated.swift`.
struct FileBlockPath {
    var outputFolder: String
    var projectRoot: String

    func resolve(_ written: String) throws -> String {
        if written.contains("\0") { throw FileBlockPathError(written: written, reason: "the path contains a NUL byte") }
        if written.hasPrefix("~") {
            throw FileBlockPathError(written: written, reason: "'~' is not expanded; give a path relative to the output folder")
        }
        var relative = written
        let last = PathText.lastComponent(relative)
        if !last.dropFirst().contains(".") { relative += ".generated.swift" }
        let resolved = PathResolver.normalize(relative.hasPrefix("/") ? relative : outputFolder + "/" + relative)
        guard Self.isInside(resolved, projectRoot) || Self.isInside(resolved, outputFolder) else {
            let project = PathResolver.display(projectRoot) == "." ? "the current folder" : PathResolver.display(projectRoot)
            throw FileBlockPathError(written: written, reason: "it leads outside the project folder (\(project)) to \(PathResolver.display(resolved))")
        }
        return resolved
    }

    /// The folder whose real location `resolved` must stay under on disk (symbolic links included).
    func confinement(of resolved: String) -> String {
        Self.isInside(resolved, outputFolder) ? outputFolder : projectRoot
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path.hasPrefix(folder + "/")
    }
}

struct FileBlockPathError: Error, CustomStringConvertible {
    var written: String
    var reason: String

    var description: String { "refusing to write sourcery:file:\(written): \(reason)" }
}
