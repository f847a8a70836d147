#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps every generated file inside the output folder: `sourcery:file:` paths that are absolute,
/// climb out with `..`, or pass through a symbolic link leading outside are refused.
enum OutputPathGuard {
    /// Lexical check: joins `relative` to `folder` and refuses anything that leaves it.
    static func resolve(_ relative: String, in folder: String) throws -> String {
        if relative.hasPrefix("/") || relative.hasPrefix("~") {
            throw OutputPathError.escapes(relative, "absolute paths are not allowed; give a path relative to the output folder")
        }
        if relative.contains("\0") { throw OutputPathError.escapes(relative, "the path contains a NUL byte") }
        let resolved = PathResolver.normalize(folder + "/" + relative)
        guard resolved.hasPrefix(folder == "/" ? "/" : folder + "/") else {
            throw OutputPathError.escapes(relative, "it leads outside the output folder \(PathResolver.display(folder))")
        }
        return resolved
    }

    /// On-disk check: the deepest existing ancestor of `path` must really be inside `folder`
    /// once symbolic links are resolved, and `path` itself must not be a link or a folder.
    static func checkOnDisk(_ path: String, in folder: String) throws {
        let realFolder = realPath(existingAncestorOf: folder)
        var ancestor = PathText.deletingLastComponent(path)
        while !FileManager.default.fileExists(atPath: ancestor), ancestor != "/" {
            ancestor = PathText.deletingLastComponent(ancestor)
        }
        let realAncestor = realPath(existingAncestorOf: ancestor)
        // Only the part of the path below the output folder matters: the folder itself may be a link.
        if path.hasPrefix(folder + "/"), ancestor.count > folder.count,
           !(realAncestor == realFolder || realAncestor.hasPrefix(realFolder + "/")) {
            throw OutputPathError.escapes(PathResolver.display(path), "a symbolic link in its folders leads outside the output folder (to \(realAncestor))")
        }
        var status = stat()
        if lstat(path, &status) == 0 {
            if (status.st_mode & S_IFMT) == S_IFLNK {
                throw OutputPathError.escapes(PathResolver.display(path), "it is a symbolic link; modelgen does not write through links")
            }
            if (status.st_mode & S_IFMT) == S_IFDIR {
                throw OutputPathError.escapes(PathResolver.display(path), "a folder exists at this path")
            }
        }
    }

    private static func realPath(existingAncestorOf path: String) -> String {
        var current = path
        while !FileManager.default.fileExists(atPath: current), current != "/" {
            current = PathText.deletingLastComponent(current)
        }
        guard let resolved = realpath(current, nil) else { return current }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

enum OutputPathError: Error, CustomStringConvertible {
    case escapes(String, String)

    var description: String {
        switch self {
        case .escapes(let path, let reason): return "\(path): error: refusing to write: \(reason)"
        }
    }
}
