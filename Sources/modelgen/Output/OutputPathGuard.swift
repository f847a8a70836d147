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

/// Keeps every generated file where it may be written on disk: no symbolic link in its folders may
/// lead outside its folder (the output folder, or the project for `sourcery:file:` blocks that leave
/// the output folder, see `FileBlockPath`), and the file itself may not be a link or a folder.
enum OutputPathGuard {
    /// On-disk check: the deepest existing ancestor of `path` must really be inside `folder`
    /// once symbolic links are resolved, and `path` itself must not be a link or a folder.
    /// `folderName` names `folder` in the message.
    static func checkOnDisk(_ path: String, in folder: String, folderName: String = "the output folder") throws {
        let realFolder = realPath(existingAncestorOf: folder)
        var ancestor = PathText.deletingLastComponent(path)
        while !FileManager.default.fileExists(atPath: ancestor), ancestor != "/" {
            ancestor = PathText.deletingLastComponent(ancestor)
        }
        let realAncestor = realPath(existingAncestorOf: ancestor)
        // Only the part of the path below the output folder matters: the folder itself may be a link.
        if path.hasPrefix(folder + "/"), ancestor.count > folder.count,
           !(realAncestor == realFolder || realAncestor.hasPrefix(realFolder + "/")) {
            throw OutputPathError.escapes(PathResolver.display(path), "a symbolic link in its folders leads outside \(folderName) (to \(realAncestor))")
        }
        var status = stat()
        if lstat(path, &status) == 0 {
            if (status.st_mode & S_IFMT) == S_IFLNK {
                throw OutputPathError.escapes(PathResolver.display(path), "it is a symbolic link; modelgen does not write through links")
            }
            if (status.st_mode & S_IFMT) == S_IFDIR {
                throw OutputPathError.escapes(PathResolver.display(path), "a folder exists at this path")
            }
            // A FIFO, socket or device: reading it to compare may block, and renaming over it
            // would replace something that is not a generated file.
            if (status.st_mode & S_IFMT) != S_IFREG {
                throw OutputPathError.escapes(PathResolver.display(path), "it is not a regular file (a FIFO, socket or device)")
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
