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

/// An open folder that files are created, renamed and removed relative to, so that swapping a
/// folder on the path for a symbolic link after modelgen checked it cannot redirect a write.
///
/// Inside a confining base folder (the output folder) every component below the base is opened
/// with `O_NOFOLLOW` and created with `mkdirat` when missing: a link there is refused, never
/// followed. The base itself (and any folder outside one) is opened by its path, links and all:
/// pointing the output folder somewhere is the user's choice.
struct FolderDescriptor {
    let descriptor: Int32
    let path: String

    /// Opens `folder` to write `target` in it, creating what is missing when `creating`; nil
    /// when it does not exist and `creating` is false. Errors name `target`.
    static func open(_ folder: String, within base: String?, creating: Bool, for target: String) throws -> FolderDescriptor? {
        guard let base, folder.hasPrefix(base == "/" ? "/" : base + "/") else {
            return try openByPath(folder, creating: creating, for: target)
        }
        guard var current = try openByPath(base, creating: creating, for: target) else { return nil }
        let relative = folder.dropFirst(base == "/" ? 1 : base.count + 1)
        for component in relative.split(separator: "/").map(String.init) {
            let nextPath = current.path + "/" + component
            var next = openat(current.descriptor, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0 && errno == ENOENT && creating {
                if mkdirat(current.descriptor, component, 0o755) != 0 && errno != EEXIST {
                    let reason = String(cString: strerror(errno))
                    current.close()
                    throw AtomicFileWriter.Failure(path: target, reason: "cannot create folder \(PathResolver.display(nextPath)) (\(reason))")
                }
                next = openat(current.descriptor, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            let failure = errno
            current.close()
            guard next >= 0 else {
                if failure == ENOENT && !creating { return nil }
                if failure == ELOOP || failure == ENOTDIR {
                    throw OutputPathError.escapes(PathResolver.display(target),
                                                  "\(PathResolver.display(nextPath)) is a symbolic link or not a folder; modelgen does not write through links")
                }
                throw AtomicFileWriter.Failure(path: target, reason: "\(String(cString: strerror(failure))) (folder \(PathResolver.display(nextPath)))")
            }
            current = FolderDescriptor(descriptor: next, path: nextPath)
        }
        return current
    }

    func close() {
        #if canImport(Glibc)
        _ = Glibc.close(descriptor)
        #else
        _ = Darwin.close(descriptor)
        #endif
    }

    private static func openByPath(_ folder: String, creating: Bool, for target: String) throws -> FolderDescriptor? {
        if creating {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                let reason = FileErrorText.systemReason(error) ?? FileErrorText.fallback(error)
                throw AtomicFileWriter.Failure(path: target, reason: "cannot create folder \(PathResolver.display(folder)) (\(reason))")
            }
        }
        let descriptor = systemOpen(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT && !creating { return nil }
            throw AtomicFileWriter.Failure(path: target, reason: "\(String(cString: strerror(errno))) (folder \(PathResolver.display(folder)))")
        }
        return FolderDescriptor(descriptor: descriptor, path: folder)
    }

    private static func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
        #if canImport(Glibc)
        return Glibc.open(path, flags)
        #else
        return Darwin.open(path, flags)
        #endif
    }
}
