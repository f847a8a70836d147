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

    /// - Parameter verify: runs right before the rename; throwing aborts the write (used to avoid
    ///   clobbering a source file that changed on disk since it was read).
    static func write(_ contents: FileContents, to path: String, verify: (() throws -> Void)? = nil) throws {
        let folder = PathText.deletingLastComponent(path)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(path: path, reason: "cannot create folder \(PathResolver.display(folder)) (\(reasonText(error)))")
        }
        // Keep an existing file's permissions (a source file may be executable or group-writable).
        var mode: mode_t = 0o644
        var existing = stat()
        if stat(path, &existing) == 0 { mode = existing.st_mode & 0o7777 }

        let name = PathText.lastComponent(path)
        let temporary = folder + "/.\(name).modelgen-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard descriptor >= 0 else {
            throw Failure(path: path, reason: "\(String(cString: strerror(errno))) (folder \(PathResolver.display(folder)))")
        }
        var keepTemporary = false
        defer { if !keepTemporary { unlink(temporary) } }
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
        guard rename(temporary, path) == 0 else {
            throw Failure(path: path, reason: String(cString: strerror(errno)))
        }
        keepTemporary = true   // renamed: nothing left to clean up
    }

    static func remove(_ path: String) throws {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw Failure(path: path, reason: "cannot remove: \(String(cString: strerror(errno)))")
        }
    }

    private static func reasonText(_ error: Error) -> String {
        FileErrorText.systemReason(error) ?? FileErrorText.fallback(error)
    }
}
