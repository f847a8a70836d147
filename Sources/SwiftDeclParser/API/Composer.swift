/// Composes the per-file results into one model: extensions merged, nested names built,
/// relationships computed. Deterministic whatever the input order (inputs are sorted by path).
public enum Composer {
    public static func compose(_ files: [FileParseResult]) -> ComposedModel {
        ModelComposer(isUpdatable: false).compose(files.sorted { $0.path < $1.path })
    }
}

/// `Composer.compose` for files handed over one at a time, in path order, as they become
/// available: registering the types of the files parsed so far overlaps parsing the rest.
/// The model is the one `Composer.compose` makes of the same files.
///
/// Not thread-safe: one caller at a time (calls may come from different threads, if each
/// sees the previous ones' writes, e.g. through a lock).
public final class StreamingComposer {
    private let composer = ModelComposer(isUpdatable: false)
    private let expectedFileCount: Int
    private var addedCount = 0
    private var lastPath: String?

    /// `expectedFileCount` sizes the name tables; any number of files may be added.
    public init(expectedFileCount: Int) {
        self.expectedFileCount = expectedFileCount
    }

    /// Adds the next file; its path must not sort before the previous one's.
    public func add(_ file: FileParseResult) {
        precondition(lastPath.map { $0 <= file.path } ?? true, "StreamingComposer: \(file.path) added out of path order")
        lastPath = file.path
        composer.add(file)
        addedCount += 1
        // The type table's size is unknown until every file is in: it is extrapolated from the
        // first eighth of the files, which leaves a few early doublings (of a small table) rather
        // than one for every doubling of the whole.
        if addedCount == max(expectedFileCount / 8, 1) {
            composer.reserveNameTables(forDeclarations: composer.typesByName.count * expectedFileCount / addedCount)
        }
    }

    /// The model of every file added. Call once.
    public func finish() -> ComposedModel {
        composer.finish()
    }
}
