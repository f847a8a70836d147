/// Path tests of the watcher. Paths are spelled by `PathResolver.absolute`
/// everywhere (scanner, change set, parse memo), so a path reported as changed
/// matches the path the generator parsed.
enum WatchPath {
    /// Whether `path` is `folder` or lies inside it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
