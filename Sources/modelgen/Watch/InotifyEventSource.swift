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
    /// Watches whose folder was deleted or moved away: no name leads to them any more. The next
    /// `watch(directories:)` adds the names again (a folder back in place, or a new one made
    /// under the old name, gets a watch) and removes those no name claimed.
    private var orphaned: Set<Int32> = []

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
        for watch in orphaned where !kept.contains(watch) { _ = inotify_rm_watch(descriptor, watch) }
        orphaned = []
        watchByFolder = current
        return failed.sorted()
    }

    /// Decodes the pending event records into the folders they happened in (the snapshot diff
    /// still decides what changed; the folders only say where to look) and what each file they
    /// named was left as. Unknown after a queue overflow or an event from a watch no longer
    /// known: then every folder is rescanned.
    func drain() -> EventBatch {
        var batch = EventBatch(folders: [], filesLeftWhole: [:])
        var gone: Set<Int32> = []
        defer { forget(gone) }
        // Files moved away, by the cookie that pairs the two halves of a move: a file moved to
        // another watched name (a temporary file renamed over the original) is left whole.
        var movedAway: [UInt32: String] = [:]
        let names = foldersByWatch
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let headerSize = MemoryLayout<inotify_event>.size
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return batch }
            buffer.withUnsafeBytes { bytes in
                var offset = 0
                while offset + headerSize <= count {
                    let watch = bytes.load(fromByteOffset: offset, as: Int32.self)
                    let mask = bytes.load(fromByteOffset: offset + 4, as: UInt32.self)
                    let cookie = bytes.load(fromByteOffset: offset + 8, as: UInt32.self)
                    let nameLength = Int(bytes.load(fromByteOffset: offset + 12, as: UInt32.self))
                    let name = Self.name(bytes[(offset + headerSize)..<min(count, offset + headerSize + nameLength)])
                    offset += headerSize + nameLength
                    if mask & UInt32(IN_Q_OVERFLOW) != 0 { batch = .unknown; continue }
                    // The watched folder itself went (deleted, moved away, or its watch removed):
                    // a folder made again under its name is another inode and needs a new watch.
                    if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0 { gone.insert(watch) }
                    if mask & UInt32(IN_IGNORED) != 0 { continue }
                    guard let named = names[watch] else { batch = .unknown; continue }
                    batch.folders?.formUnion(named)
                    // Hidden files are passed over, as the scan passes over them (an editor's
                    // swap file stays open while it runs).
                    if name.hasPrefix(".") { continue }
                    Self.note(mask, file: "\(watch)/\(name)", cookie: cookie, in: &batch, movedAway: &movedAway)
                }
            }
        }
    }

    /// Records what the event `mask` left `file` as (the watched folder's own events have an
    /// empty name). A new folder is not whole: files are usually about to be written into it.
    private static func note(_ mask: UInt32, file: String, cookie: UInt32, in batch: inout EventBatch,
                             movedAway: inout [UInt32: String]) {
        if mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0 {
            batch.filesLeftWhole?[file] = true
            if mask & UInt32(IN_MOVED_TO) != 0, let from = movedAway.removeValue(forKey: cookie) {
                batch.filesLeftWhole?[from] = true
            }
        } else if mask & UInt32(IN_CREATE | IN_MODIFY | IN_DELETE | IN_MOVED_FROM | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
            batch.filesLeftWhole?[file] = false
            if mask & UInt32(IN_MOVED_FROM) != 0 { movedAway[cookie] = file }
        }
    }

    /// An event record's name: its bytes up to the first NUL (the kernel pads names with NULs).
    private static func name(_ bytes: Slice<UnsafeRawBufferPointer>) -> String {
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }

    private func forget(_ watches: Set<Int32>) {
        guard !watches.isEmpty else { return }
        watchByFolder = watchByFolder.filter { !watches.contains($0.value) }
        orphaned.formUnion(watches)
    }

    /// Every name a watch is known under (a renamed folder keeps its watch).
    private var foldersByWatch: [Int32: [String]] {
        var result: [Int32: [String]] = [:]
        for (folder, watch) in watchByFolder { result[watch, default: []].append(folder) }
        return result
    }
}
#endif
