#if os(macOS)
import CoreServices
import Darwin
import Foundation

/// FSEvents (macOS): one recursive stream over the top-most watched folders,
/// with per-file events and no coalescing delay. The callback runs on a private
/// dispatch queue and only writes a byte to a pipe that the watch loop polls,
/// so macOS and Linux share the same loop.
final class FSEventsEventSource: ChangeEventSource {
    private let readEnd: Int32
    private let writeEnd: Int32
    private var stream: FSEventStreamRef?
    private var streamRoots: [String] = []
    private let queue = DispatchQueue(label: "modelgen.watch.fsevents")

    var fileDescriptor: Int32? { readEnd }
    var pollInterval: Double? { nil }

    init?() {
        guard let ends = NonBlockingPipe.make() else { return nil }
        readEnd = ends.readEnd
        writeEnd = ends.writeEnd
    }

    deinit {
        stopStream()
        close(readEnd)
        close(writeEnd)
    }

    func watch(directories: Set<String>) -> [String] {
        // Streams are recursive: folders inside another watched folder add nothing.
        let sorted = directories.sorted()
        var roots: [String] = []
        for folder in sorted where !roots.contains(where: { WatchPath.isInside(folder, $0) }) {
            roots.append(folder)
        }
        guard roots != streamRoots else { return [] }
        stopStream()
        streamRoots = roots
        guard !roots.isEmpty else { return [] }
        // The pipe's write end travels as the context pointer, so the C callback needs no captured state.
        var context = FSEventStreamContext(version: 0, info: UnsafeMutableRawPointer(bitPattern: Int(writeEnd)),
                                           retain: nil, release: nil, copyDescription: nil)
        let callback: FSEventStreamCallback = { _, info, _, _, _, _ in
            guard let info else { return }
            var byte: UInt8 = 1
            _ = write(Int32(Int(bitPattern: info)), &byte, 1)
        }
        let flags = FSEventStreamCreateFlags(kFSEventStreamCreateFlagFileEvents | kFSEventStreamCreateFlagNoDefer)
        guard let created = FSEventStreamCreate(kCFAllocatorDefault, callback, &context, roots as CFArray,
                                                FSEventStreamEventId(kFSEventStreamEventIdSinceNow), 0.01, flags) else {
            return roots
        }
        FSEventStreamSetDispatchQueue(created, queue)
        guard FSEventStreamStart(created) == true else {  // `== true`: Bool or DarwinBoolean, whichever the SDK imports
            FSEventStreamInvalidate(created)
            FSEventStreamRelease(created)
            return roots
        }
        stream = created
        return []
    }

    func drain() -> EventBatch {
        NonBlockingPipe.drain(readEnd)
        return .unknown  // the callback only rings the pipe: every folder is rescanned
    }

    private func stopStream() {
        guard let stream else { return }
        FSEventStreamStop(stream)
        FSEventStreamInvalidate(stream)
        FSEventStreamRelease(stream)
        self.stream = nil
    }
}
#endif
