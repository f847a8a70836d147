#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the watcher remembers about one file between scans.
///
/// Modification time alone misses editors that save by rename within the same
/// timestamp tick, writes that keep the size, and tools that put the old modification time
/// back after rewriting a file (`cp -p`, `rsync -t`): so the inode, the size and the status
/// change time (which no program can set back) are part of the stamp. Any of them changing
/// means "modified".
struct FileStamp: Equatable {
    /// Modification time in nanoseconds since the epoch.
    var modification: Int64
    var size: Int64
    var inode: UInt64
    /// Status change time in nanoseconds since the epoch: moves on every write, rename and
    /// `utimes` call, so a file rewritten with its old modification time still differs here.
    var statusChange: Int64

    /// The stamp of the file at `path` (following symlinks), or nil when it cannot be read.
    static func read(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStamp(info)
    }

    init(modification: Int64, size: Int64, inode: UInt64, statusChange: Int64) {
        self.modification = modification
        self.size = size
        self.inode = inode
        self.statusChange = statusChange
    }

    init(_ info: stat) {
        #if canImport(Darwin)
        let time = info.st_mtimespec
        let statusTime = info.st_ctimespec
        #else
        let time = info.st_mtim
        let statusTime = info.st_ctim
        #endif
        modification = Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
        statusChange = Int64(statusTime.tv_sec) * 1_000_000_000 + Int64(statusTime.tv_nsec)
        size = Int64(info.st_size)
        inode = UInt64(info.st_ino)
    }
}

extension stat {
    var isDirectory: Bool { (st_mode & S_IFMT) == S_IFDIR }
    var isRegularFile: Bool { (st_mode & S_IFMT) == S_IFREG }
}
