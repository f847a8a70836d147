#if os(Linux)
import Glibc

/// inotify (Linux), through Glibc: one watch per folder, never per file.
///
/// Watching folders rather than files is what makes every kind of change
/// visible: a new file, a deleted one, a rename, a new subfolder, and editors
/// that save by writing a temporary file and renaming it over the original
/// (a per-file watch would follow the old, unlinked inode).
final class InotifyEventSource: ChangeEventSource {
    private let descriptor: Int32
    private var watchByFolder: [String: Int32] = [:]

    var fileDescriptor: Int32? { descriptor }
    var pollInterval: Double? { nil }

    private static let mask: UInt32 = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB
        | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

    init?() {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    func watch(directories: Set<String>) -> [String] {
        var failed: [String] = []
        var current: [String: Int32] = [:]
        for folder in directories {
            if let existing = watchByFolder[folder] {
                current[folder] = existing
                continue
            }
            // Adding a folder already watched under another name (it was renamed)
            // returns the existing watch descriptor; the mapping below handles that.
            let watch = inotify_add_watch(descriptor, folder, Self.mask)
            if watch >= 0 { current[folder] = watch } else { failed.append(folder) }
        }
        // A folder that is gone or renamed: drop its watch unless the same inode
        // is still watched under its new name (inotify watches inodes, not names).
        let kept = Set(current.values)
        for (folder, watch) in watchByFolder where current[folder] == nil && !kept.contains(watch) {
            _ = inotify_rm_watch(descriptor, watch)
        }
        watchByFolder = current
        return failed.sorted()
    }

    func drain() {
        // The snapshot diff decides what changed, so event records are not decoded.
        NonBlockingPipe.drain(descriptor)
    }
}
#endif
