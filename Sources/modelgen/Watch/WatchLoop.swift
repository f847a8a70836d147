#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How the watch loop waits and reacts.
struct WatchOptions {
    /// Rescan on a timer instead of using file system events (`--watch-poll`).
    var polling = false
    /// Seconds between rescans when polling.
    var pollInterval = 0.3
    /// Quiet time after the last event before regenerating: editors write a
    /// file in several steps and `git checkout` touches many files at once.
    /// The steps of one save arrive close together; a short quiet time groups
    /// them without adding much to the change-to-output latency. A late event
    /// only causes one more (cheap, usually "no declaration changed") pass.
    var debounce = 0.010
    /// The quiet time once the events show every file they named closed after writing or
    /// moved into place: the save is over, and only the next step of a tool that writes
    /// several files (or moves the original aside first) is waited for.
    var debounceAfterWholeSaves = 0.002
    /// Upper bound on debouncing, so a file written continuously still regenerates.
    var maxDebounce = 1.0
}

/// What one regeneration reports back to the loop.
struct WatchRunOutcome {
    var succeeded: Bool
    /// Short description of the result, e.g. "2 files written, parsed 1, cached 1999".
    var summary: String
    /// Errors and warnings to show (already formatted `path:line:column: error: …`), nil when none.
    var diagnostics: String?
    /// Extra standard-output lines shown before the summary (`--verbose` details), nil when none.
    var details: String? = nil
    /// What to watch from now on: a changed config may add or remove folders.
    var targets: WatchTargets
}

/// `modelgen --watch`: generate once, then regenerate after every change to a
/// source or template until SIGINT/SIGTERM, which ends the loop with status 0.
///
/// The loop itself knows nothing about parsing or templates: `regenerate` is
/// given what changed (nil the first time) and does the whole run.
final class WatchLoop {
    private let options: WatchOptions
    private let console: WatchConsole
    private let regenerate: (ChangeSet?) -> WatchRunOutcome
    private var source: ChangeEventSource
    private var watchedDirectories: Set<String> = []

    init(options: WatchOptions, console: WatchConsole = .standard,
         regenerate: @escaping (ChangeSet?) -> WatchRunOutcome) {
        self.options = options
        self.console = console
        self.regenerate = regenerate
        source = ChangeEventSources.make(polling: options.polling, interval: options.pollInterval)
    }

    /// Runs until interrupted; returns the process exit status.
    func run() -> Int32 {
        guard let interrupt = InterruptSignal() else {
            console.error("modelgen: error: cannot install the Ctrl-C handler")
            return 1
        }
        let firstStart = Clock.now()
        var outcome = regenerate(nil)
        report(outcome, changes: nil, seconds: Clock.now() - firstStart)
        var targets = outcome.targets
        var baseline = scanAndWatch(targets)
        console.info("modelgen: watching \(baseline.files.count) files in \(baseline.watchedFolders.count) folders "
            + "(\(sourceName)); press Ctrl-C to stop")

        while true {
            let descriptors = [interrupt.fileDescriptor] + (source.fileDescriptor.map { [$0] } ?? [])
            let ready = FileDescriptorWait.readable(descriptors, timeout: source.pollInterval)
            if ready.contains(interrupt.fileDescriptor) { break }
            var eventFolders: Set<String>?
            if let events = source.fileDescriptor {
                guard ready.contains(events) else { continue }
                let drained = debounce(events, interrupt: interrupt)
                if drained.interrupted { break }
                eventFolders = drained.folders
            }
            var current = scanAndWatch(targets, since: baseline, rescanning: eventFolders)
            var changes = current.changes(since: baseline)
            if changes.isEmpty { continue }
            if source.fileDescriptor == nil {
                // Polling sees a change the moment it starts: wait until the tree holds still.
                current = settle(current, targets: targets)
                changes = current.changes(since: baseline)
                if changes.isEmpty { continue }
            }
            let start = Clock.now()
            outcome = regenerate(changes)
            report(outcome, changes: changes, seconds: Clock.now() - start)
            // The scan taken *before* regenerating is the new baseline: a file saved
            // while the generator ran shows up as a change next round.
            baseline = current
            if outcome.targets != targets {
                targets = outcome.targets
                baseline = scanAndWatch(targets)
            }
            if interrupt.isRaised { break }
        }
        console.info("modelgen: stopped watching")
        return 0
    }

    private var sourceName: String {
        if source.fileDescriptor == nil { return "polling every \(Int(options.pollInterval * 1000)) ms" }
        #if os(Linux)
        return "inotify"
        #else
        return "FSEvents"
        #endif
    }

    /// Drains events until none arrived for the quiet time; returns the folders they named
    /// (nil: unknown, rescan everything). The quiet time is short once every file the events
    /// named was left whole (`EventBatch.savesAreOver`).
    private func debounce(_ events: Int32, interrupt: InterruptSignal) -> (interrupted: Bool, folders: Set<String>?) {
        let deadline = Clock.now() + options.maxDebounce
        var batch = source.drain()
        while Clock.now() < deadline {
            let quiet = batch.savesAreOver ? options.debounceAfterWholeSaves : options.debounce
            let ready = FileDescriptorWait.readable([interrupt.fileDescriptor, events], timeout: quiet)
            if ready.contains(interrupt.fileDescriptor) { return (true, batch.folders) }
            if ready.isEmpty { return (false, batch.folders) }
            batch.add(source.drain())
        }
        return (false, batch.folders)
    }

    private func settle(_ first: DirectorySnapshot, targets: WatchTargets) -> DirectorySnapshot {
        var latest = first
        let deadline = Clock.now() + options.maxDebounce
        while Clock.now() < deadline {
            Clock.sleep(options.debounce)
            let next = DirectorySnapshot.scan(targets)
            if next.changes(since: latest).isEmpty { break }
            latest = next
        }
        return latest
    }

    /// Scans, then points the event source at the scanned folders and the folders watched links
    /// lead to. When new
    /// folders appear, scans them again: files created in a new folder before its
    /// watch existed produced no event, and would otherwise wait for the next one.
    /// With `folders` (where the events were), only those are scanned again from
    /// `baseline`: on a large project a full scan is most of a small update's cost.
    private func scanAndWatch(_ targets: WatchTargets, since baseline: DirectorySnapshot? = nil,
                              rescanning folders: Set<String>? = nil) -> DirectorySnapshot {
        var snapshot = folders.flatMap { baseline?.rescanning($0, targets: targets) } ?? DirectorySnapshot.scan(targets)
        for _ in 0..<3 {
            let folders = snapshot.watchedFolders
            let newFolders = folders.subtracting(watchedDirectories)
            let isNew = !newFolders.isEmpty
            let failed = source.watch(directories: folders)
            if !failed.isEmpty {
                console.error("modelgen: warning: cannot watch \(failed.count) folder(s), e.g. "
                    + "\(PathResolver.display(failed[0])) (inotify watch limit?); falling back to polling")
                source = PollingEventSource(interval: options.pollInterval)
            }
            watchedDirectories = folders
            guard isNew else { break }
            snapshot = snapshot.rescanning(newFolders, targets: targets) ?? DirectorySnapshot.scan(targets)
        }
        return snapshot
    }

    private func report(_ outcome: WatchRunOutcome, changes: ChangeSet?, seconds: Double) {
        let milliseconds = Int((seconds * 1000).rounded())
        let trigger = changes.map { WatchReport.describe($0) + ": " } ?? ""
        if let details = outcome.details, !details.isEmpty {
            console.info(details.hasSuffix("\n") ? String(details.dropLast()) : details)
        }
        if let diagnostics = outcome.diagnostics, !diagnostics.isEmpty {
            console.error(diagnostics.hasSuffix("\n") ? String(diagnostics.dropLast()) : diagnostics)
        }
        if !outcome.succeeded {
            console.info("[\(Clock.timeOfDay())] \(trigger)generation failed in \(milliseconds) ms; still watching")
        } else {
            console.info("[\(Clock.timeOfDay())] \(trigger)\(outcome.summary) in \(milliseconds) ms")
        }
    }
}
