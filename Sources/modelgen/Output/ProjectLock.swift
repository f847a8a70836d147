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

/// Serialises modelgen runs on one project: an advisory `flock` on every folder the run reads
/// sources from (inline regions are written back there) and on the output folder, held from
/// before the sources are read until the last file is renamed into place.
///
/// A run that writes takes exclusive locks; `--check` and `--dry-run` take shared ones, so they
/// run side by side but never see a half-applied run. The folders are locked in one order
/// (device and inode), each once, so two runs can never wait for each other in a cycle. Locks
/// are advisory and released by the kernel when the process ends, however it ends.
final class ProjectLock {
    private var descriptors: [Int32] = []

    /// Locks `folders` (a path that is a file stands for its folder; a missing one for its
    /// nearest existing ancestor). `waiting` is called once, with a folder, when another run
    /// holds it and this one has to wait.
    init(folders: [String], exclusive: Bool, waiting: (String) -> Void) {
        var seen: Set<[UInt64]> = []
        var targets: [(key: [UInt64], path: String)] = []
        for folder in folders {
            let path = Self.existingFolder(for: folder)
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            let key = [UInt64(info.st_dev), UInt64(info.st_ino)]
            if seen.insert(key).inserted { targets.append((key, path)) }
        }
        targets.sort { $0.key.lexicographicallyPrecedes($1.key) }
        var announced = false
        for target in targets {
            let descriptor = open(target.path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            let mode = exclusive ? LOCK_EX : LOCK_SH
            if flock(descriptor, mode | LOCK_NB) != 0 {
                // A file system without locks (some network mounts): the run goes on unlocked.
                guard errno == EWOULDBLOCK else {
                    close(descriptor)
                    continue
                }
                if !announced {
                    waiting(target.path)
                    announced = true
                }
                while flock(descriptor, mode) != 0 && errno == EINTR {}
            }
            descriptors.append(descriptor)
        }
    }

    deinit { release() }

    func release() {
        for descriptor in descriptors.reversed() { close(descriptor) }
        descriptors = []
    }

    /// The folders a run on `settings` locks: each source path's folder, the output folder and
    /// the folder holding it (so a run that creates the output folder and one that finds it
    /// already there still share a lock).
    static func folders(for settings: GenerationSettings) -> [String] {
        let output = OutputTarget(path: settings.output).folder
        return settings.sources.include + [output, PathText.deletingLastComponent(output)]
    }

    private static func existingFolder(for path: String) -> String {
        var current = path
        while current != "/" && !current.isEmpty {
            switch FileManager.default.isDirectory(atPath: current) {
            case true?: return current
            case false?: return PathText.deletingLastComponent(current)
            case nil: current = PathText.deletingLastComponent(current)
            }
        }
        return "/"
    }
}
