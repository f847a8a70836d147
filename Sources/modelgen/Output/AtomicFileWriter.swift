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

/// Writes a file so that readers (and a crash) only ever see the old or the new content:
/// the bytes go to a temporary file in the same folder, which is then renamed over the target.
enum AtomicFileWriter {
    enum Stage {
        /// The temporary file is complete and about to be renamed over the target.
        case beforeRename
    }

    /// Test hook: called at each stage; throwing simulates the process dying there.
    /// (A real crash leaves the temporary file behind; the target is intact either way.)
    nonisolated(unsafe) static var faultHook: ((Stage, _ path: String, _ temporaryPath: String) throws -> Void)?

    struct Failure: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(PathResolver.display(path)): error: cannot write: \(reason)" }
    }

    /// - Parameters:
    ///   - base: a folder the write is confined to (the output folder): the folders between it and
    ///     the file are opened without following links, and the file is created and renamed
    ///     relative to its open folder, so a folder swapped for a link meanwhile cannot redirect it.
    ///   - verify: runs right before the rename; throwing aborts the write (used to avoid
    ///     clobbering a source file that changed on disk since it was read).
    static func write(_ contents: FileContents, to path: String, within base: String? = nil, verify: (() throws -> Void)? = nil) throws {
        let folderPath = PathText.deletingLastComponent(path)
        guard let folder = try FolderDescriptor.open(folderPath, within: base, creating: true, for: path) else {
            throw Failure(path: path, reason: "cannot create folder \(PathResolver.display(folderPath))")
        }
        defer { folder.close() }
        let name = PathText.lastComponent(path)
        // Keep an existing file's permissions (a source file may be executable or group-writable).
        var mode: mode_t = 0o644
        var existing = stat()
        if fstatat(folder.descriptor, name, &existing, 0) == 0 { mode = existing.st_mode & 0o7777 }

        let temporaryName = ".\(name).modelgen-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let temporary = folderPath + "/" + temporaryName
        let descriptor = openat(folder.descriptor, temporaryName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            throw Failure(path: path, reason: "\(String(cString: strerror(errno))) (folder \(PathResolver.display(folderPath)))")
        }
        var keepTemporary = false
        defer { if !keepTemporary { unlinkat(folder.descriptor, temporaryName, 0) } }
        do {
            defer { close(descriptor) }
            if let failure = contents.withBytes({ DescriptorWriter.writeAll(descriptor, UnsafeRawBufferPointer($0)) }) {
                throw Failure(path: path, reason: String(cString: strerror(failure)))
            }
            fchmod(descriptor, mode)
            if fsync(descriptor) != 0 { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        }
        try verify?()
        if let hook = faultHook {
            do { try hook(.beforeRename, path, temporary) } catch { keepTemporary = true; throw error }
        }
        guard renameat(folder.descriptor, temporaryName, folder.descriptor, name) == 0 else {
            throw Failure(path: path, reason: String(cString: strerror(errno)))
        }
        keepTemporary = true   // renamed: nothing left to clean up
    }

    /// Removes `path`, relative to its folder opened as `write` opens it; a missing file or
    /// folder is not an error.
    static func remove(_ path: String, within base: String? = nil) throws {
        guard let folder = try FolderDescriptor.open(PathText.deletingLastComponent(path), within: base, creating: false, for: path) else { return }
        defer { folder.close() }
        guard unlinkat(folder.descriptor, PathText.lastComponent(path), 0) == 0 || errno == ENOENT else {
            throw Failure(path: path, reason: "cannot remove: \(String(cString: strerror(errno)))")
        }
    }

    private static func reasonText(_ error: Error) -> String {
        FileErrorText.systemReason(error) ?? FileErrorText.fallback(error)
    }
}
