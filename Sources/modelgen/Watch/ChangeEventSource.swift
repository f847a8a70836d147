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
    /// Reads pending events, without blocking. Returns the watched folders they were about, or
    /// nil when the source cannot tell (then the loop rescans everything).
    func drain() -> Set<String>?
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
    func drain() -> Set<String>? { nil }
}
