/// Something that says when watched folders may have changed.
///
/// Sources only wake the loop up; what changed is always found by diffing
/// snapshots (see `DirectorySnapshot`), so a source may over-report freely.
protocol ChangeEventSource: AnyObject {
    /// Readable when events are pending; nil for sources that are polled on a timer.
    var fileDescriptor: Int32? { get }
    /// How often to rescan without an event (nil: only on events).
    var pollInterval: Double? { get }
    /// Follows the folders of the latest scan: new subfolders get watched,
    /// removed ones are forgotten. Returns folders that could not be watched.
    func watch(directories: Set<String>) -> [String]
    /// Reads pending events, without blocking.
    func drain() -> EventBatch
}

/// What the events read by one or more drains say.
struct EventBatch {
    /// The watched folders the events were about; nil when the source cannot tell (then the
    /// loop rescans everything).
    var folders: Set<String>?
    /// For each file the events named (keyed by watch and name), whether its last event left it
    /// whole: closed after writing, or moved into place. A file still open for writing, deleted
    /// or moved away may be half way through a save. Nil when the source cannot tell.
    var filesLeftWhole: [String: Bool]?

    /// What a source that cannot tell where or what says.
    static let unknown = EventBatch(folders: nil, filesLeftWhole: nil)

    /// Every file the events named was left whole: the saves they come from are over.
    var savesAreOver: Bool { filesLeftWhole?.values.allSatisfy { $0 } ?? false }

    /// This batch followed by `later`.
    mutating func add(_ later: EventBatch) {
        folders = folders.flatMap { known in later.folders.map { known.union($0) } }
        filesLeftWhole = filesLeftWhole.flatMap { known in later.filesLeftWhole.map { known.merging($0) { $1 } } }
    }
}

/// Picks the event source for this platform.
enum ChangeEventSources {
    /// inotify on Linux, FSEvents on macOS; polling when `polling` is set or when
    /// the native source cannot start (e.g. inotify instances exhausted).
    static func make(polling: Bool, interval: Double) -> ChangeEventSource {
        if !polling, let native = makeNative() { return native }
        return PollingEventSource(interval: interval)
    }

    private static func makeNative() -> ChangeEventSource? {
        #if os(Linux)
        return InotifyEventSource()
        #elseif os(macOS)
        return FSEventsEventSource()
        #else
        return nil
        #endif
    }
}

/// The `--watch-poll` fallback for file systems that give no events
/// (network mounts, some containers): rescan on a timer.
final class PollingEventSource: ChangeEventSource {
    let pollInterval: Double?
    var fileDescriptor: Int32? { nil }

    init(interval: Double) { pollInterval = interval }

    func watch(directories: Set<String>) -> [String] { [] }
    func drain() -> EventBatch { .unknown }
}
