#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the watcher remembers about one file between scans.
///
/// Modification time alone misses editors that save by rename within the same
/// timestamp tick and writes that keep the size, so the inode and the size are
/// part of the stamp: any of the three changing means "modified".
struct FileStamp: Equatable {
    /// Modification time in nanoseconds since the epoch.
    var modification: Int64
    var size: Int64
    var inode: UInt64

    /// The stamp of the file at `path` (following symlinks), or nil when it cannot be read.
    static func read(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStamp(info)
    }

    init(modification: Int64, size: Int64, inode: UInt64) {
        self.modification = modification
        self.size = size
        self.inode = inode
    }

    init(_ info: stat) {
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        modification = Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
        size = Int64(info.st_size)
        inode = UInt64(info.st_ino)
    }
}

extension stat {
    var isDirectory: Bool { (st_mode & S_IFMT) == S_IFDIR }
    var isRegularFile: Bool { (st_mode & S_IFMT) == S_IFREG }
}
