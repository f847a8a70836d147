/// The files that changed between two scans, sorted by path so the summary
/// line and the tests are deterministic.
struct ChangeSet: Equatable {
    var added: [String]
    var removed: [String]
    var modified: [String]
    /// A removed path and an added path with the same inode: the file was renamed or moved.
    var renamed: [(from: String, to: String)]

    static let none = ChangeSet(added: [], removed: [], modified: [], inodes: { _ in nil })

    init(added: [String], removed: [String], modified: [String], inodes: (String) -> UInt64?) {
        var added = added.sorted()
        var removed = removed.sorted()
        var renamed: [(from: String, to: String)] = []
        var addedByInode: [UInt64: String] = [:]
        for path in added { if let inode = inodes(path) { addedByInode[inode] = path } }
        for path in removed {
            guard let inode = inodes(path), let target = addedByInode.removeValue(forKey: inode) else { continue }
            renamed.append((from: path, to: target))
        }
        let renamedFrom = Set(renamed.map(\.from))
        let renamedTo = Set(renamed.map(\.to))
        added.removeAll { renamedTo.contains($0) }
        removed.removeAll { renamedFrom.contains($0) }
        self.added = added
        self.removed = removed
        self.modified = modified.sorted()
        self.renamed = renamed
    }

    var isEmpty: Bool { added.isEmpty && removed.isEmpty && modified.isEmpty && renamed.isEmpty }

    /// Every path whose parse result can no longer be trusted.
    var stalePaths: [String] { modified + removed + renamed.map(\.from) }

    static func == (lhs: ChangeSet, rhs: ChangeSet) -> Bool {
        lhs.added == rhs.added && lhs.removed == rhs.removed && lhs.modified == rhs.modified
            && lhs.renamed.map(\.from) == rhs.renamed.map(\.from) && lhs.renamed.map(\.to) == rhs.renamed.map(\.to)
    }
}
