import SystemSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every watched file with its stamp, and every watched folder, at one moment.
///
/// Event sources (inotify, FSEvents, polling) only say "something moved"; the
/// truth about what changed always comes from diffing two snapshots. That makes
/// every platform report the same change set, and makes lost or coalesced
/// events (queue overflows, editors that save by rename) harmless.
struct DirectorySnapshot {
    /// Absolute file path → stamp.
    var files: [String: FileStamp] = [:]
    /// Absolute paths of the folders scanned (the roots that are folders and
    /// their non-hidden, non-excluded subfolders). Event sources watch these.
    var directories: Set<String> = []
    /// Folders in `directories` that were not scanned as a whole: the folder of a root that is a
    /// single file, or the closest existing folder of a missing root. Only a full scan knows
    /// which of their entries count.
    var partlyWatched: Set<String> = []
    /// Watched files that are symbolic links (dangling ones too) → the folders along their chain
    /// of targets (`LinkChain`). A target outside the watched folders changes there, so those
    /// folders are watched as well, and an event in one stamps its links again.
    var links: [String: Set<String>] = [:]

    /// What the event source watches: the scanned folders and the folders links lead to.
    var watchedFolders: Set<String> { directories.union(links.values.joined()) }

    /// Scans `targets` with `opendir`/`stat`, skipping hidden entries and files of other kinds.
    static func scan(_ targets: WatchTargets) -> DirectorySnapshot {
        var snapshot = DirectorySnapshot()
        for root in targets.roots where !targets.excluded.contains(where: { WatchPath.isInside(root, $0) }) {
            var info = stat()
            guard stat(root, &info) == 0 else {
                // A root that does not exist yet (or was deleted) is noticed when it
                // (re)appears by watching the closest folder that does exist.
                if let ancestor = LinkChain.existingFolder(atOrAbove: PathText.parentFolder(of: root)) {
                    snapshot.directories.insert(ancestor)
                    snapshot.partlyWatched.insert(ancestor)
                }
                snapshot.recordLink(root)  // a dangling link's target may come back
                continue
            }
            if info.isDirectory {
                snapshot.scanDirectory(root, targets: targets)
            } else {
                snapshot.files[root] = FileStamp(info)
                snapshot.recordLink(root)
                // A single file is watched through its folder: editors that save
                // by rename replace the file, and a watch on the file would die with it.
                snapshot.directories.insert(PathText.parentFolder(of: root))
                snapshot.partlyWatched.insert(PathText.parentFolder(of: root))
            }
        }
        return snapshot
    }

    /// What happened between `older` and `self`.
    func changes(since older: DirectorySnapshot) -> ChangeSet {
        var added: [String] = []
        var modified: [String] = []
        for (path, stamp) in files {
            if let previous = older.files[path] {
                if previous != stamp { modified.append(path) }
            } else {
                added.append(path)
            }
        }
        // Every path here but the added ones is one of `older`'s: when they are as many as
        // `older` holds, none of its paths is missing.
        let removed = files.count - added.count == older.files.count ? [] : older.files.keys.filter { files[$0] == nil }
        return ChangeSet(added: added, removed: Array(removed), modified: modified,
                         inodes: { files[$0]?.inode ?? older.files[$0]?.inode })
    }

    private mutating func scanDirectory(_ directory: String, targets: WatchTargets) {
        guard let subdirectories = scanEntries(of: directory, targets: targets) else { return }
        for subdirectory in subdirectories { scanDirectory(subdirectory, targets: targets) }
    }

    /// Records the watched files directly in `directory` and returns its subfolders to scan,
    /// or nil when it cannot be opened.
    private mutating func scanEntries(of directory: String, targets: WatchTargets) -> [String]? {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        directories.insert(directory)
        var subdirectories: [String] = []
        let folder = dirfd(handle)
        // An excluded file here (a single output file, an excluded source) is left out, so writing
        // the output does not wake the watcher up again; most folders hold none.
        let excludedFiles = targets.excluded.filter { PathText.parentFolder(of: $0) == directory }
        while let entry = readdir(handle) {
            let name = Self.entryName(entry)
            // Hidden entries are editor swap files, VCS folders and the parse cache.
            if name.isEmpty || name.hasPrefix(".") { continue }
            // Plain files of other kinds are never watched: no need to stat them.
            let entryType = entry.pointee.d_type
            let hasWatchedExtension = targets.extensions.contains(Self.fileExtension(name))
            if entryType == UInt8(DT_REG), !hasWatchedExtension { continue }
            // Relative to the open folder, so the kernel does not walk the whole path again.
            var info = stat()
            let path = directory == "/" ? "/" + name : directory + "/" + name
            let isWatchedName = hasWatchedExtension && (excludedFiles.isEmpty || !excludedFiles.contains(path))
            guard fstatat(folder, name, &info, 0) == 0 else {
                // Deleted meanwhile, or a dangling link: its target is watched for coming back.
                if isWatchedName, entryType != UInt8(DT_REG) { recordLink(path) }
                continue
            }
            if info.isDirectory {
                // Links to folders are not followed: they can lead back to a parent.
                let isLink = entryType == UInt8(DT_LNK) || (entryType == UInt8(DT_UNKNOWN) && Self.isSymbolicLink(path))
                if isLink { continue }
                if targets.excluded.contains(where: { WatchPath.isInside(path, $0) }) { continue }
                subdirectories.append(path)
            } else if info.isRegularFile, isWatchedName {
                files[path] = FileStamp(info)
                if entryType != UInt8(DT_REG) { recordLink(path) }
            }
        }
        return subdirectories
    }

    /// This snapshot with `folders` scanned again, the rest kept: what a full scan would give
    /// when nothing changed elsewhere, which is what an event source naming the folders of its
    /// events promises. Subfolders that appeared are scanned whole, ones that went are dropped
    /// with everything under them. Nil when some folder is only partly watched (see
    /// `partlyWatched`) or was not watched at all: then only a full scan is right.
    func rescanning(_ folders: Set<String>, targets: WatchTargets) -> DirectorySnapshot? {
        let linkFolders = Set(links.values.joined())
        guard folders.allSatisfy({ !partlyWatched.contains($0) && (directories.contains($0) || linkFolders.contains($0)) })
        else { return nil }
        var next = self
        for folder in folders.sorted() where next.directories.contains(folder) {
            next.dropEntries(directlyIn: folder)
            guard let subdirectories = next.scanEntries(of: folder, targets: targets) else {
                // A root that went away is watched through its closest existing folder, which
                // only a full scan finds.
                if targets.roots.contains(folder) { return nil }
                next.drop(folder)  // the folder itself went away
                continue
            }
            let present = Set(subdirectories)
            for known in directories where PathText.parentFolder(of: known) == folder && !present.contains(known) {
                next.drop(known)
            }
            for subdirectory in subdirectories where !next.directories.contains(subdirectory) {
                next.scanDirectory(subdirectory, targets: targets)
            }
        }
        // A link whose chain passes through an event's folder: its target may have been saved,
        // removed or made again, or a link along the chain retargeted.
        for (link, chain) in next.links where !chain.isDisjoint(with: folders) {
            next.files[link] = Self.regularFileStamp(link)
            next.recordLink(link)
        }
        return next
    }

    /// Remembers the folders `path`'s chain of links leads through (forgets it when not a link).
    private mutating func recordLink(_ path: String) {
        let folders = LinkChain.folders(of: path)
        links[path] = folders.isEmpty ? nil : folders
    }

    /// The stamp of the regular file `path` leads to, nil when it leads nowhere or elsewhere.
    private static func regularFileStamp(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, info.isRegularFile else { return nil }
        return FileStamp(info)
    }

    private mutating func dropEntries(directlyIn folder: String) {
        // Compared as bytes: this runs over every watched file for each folder an event names. The
        // last slash is found from the end, past the file name, and only a folder part as long as
        // `folder` is compared.
        let folderBytes = folder == "/" ? [] : Array(folder.utf8)
        func isDirectlyInFolder(_ path: String) -> Bool {
            let bytes = path.utf8
            guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")), bytes.index(after: slash) != bytes.endIndex,
                  bytes.distance(from: bytes.startIndex, to: slash) == folderBytes.count else { return false }
            return bytes[..<slash].elementsEqual(folderBytes)
        }
        for path in files.keys.filter(isDirectlyInFolder) { files[path] = nil }
        for path in links.keys.filter(isDirectlyInFolder) { links[path] = nil }
    }

    /// Forgets `folder` and everything under it.
    private mutating func drop(_ folder: String) {
        for path in files.keys.filter({ WatchPath.isInside($0, folder) }) { files[path] = nil }
        for path in links.keys.filter({ WatchPath.isInside($0, folder) }) { links[path] = nil }
        for path in directories.filter({ WatchPath.isInside($0, folder) }) { directories.remove(path) }
    }

    private static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafePointer(to: &entry.pointee.d_name) { tuple in
            tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) {
                String(cString: $0)
            }
        }
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    private static func fileExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }
}
