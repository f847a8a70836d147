import Foundation

/// Path spelling shared by the scanner, the change set and the parse memo, so
/// a path reported as changed matches the path the generator parsed.
enum WatchPath {
    /// `path` made absolute against the current directory, with `.`/`..` and
    /// duplicate slashes removed. Symlinks are kept as written.
    static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` shown relative to the current directory when it is inside it.
    static func display(_ path: String) -> String {
        let current = absolute(FileManager.default.currentDirectoryPath)
        let prefix = current == "/" ? "/" : current + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Whether `path` is `folder` or lies inside it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
