#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftDeclParser

/// Reads and parses the source files in parallel, through the parse cache when one is given.
///
/// Each file is independent (the parser is pure), so files are spread over all cores: one
/// `concurrentPerform` worker per core takes the next unread file until none is left, reusing
/// its read buffer and parser workspace from file to file, and writes only that file's slot of
/// the result buffer. The output is ordered by path whatever the input order or thread count,
/// which keeps composition deterministic.
struct SourceScanner {
    var cache: ParseCache?
    /// Watch mode: results kept in memory between runs (checked before the disk cache).
    var memo: ParsedFileMemo? = nil
    var forceParse: [String] = []
    /// What the parse builds (`ParseDemand`); cache entries made with less are parsed again.
    var options = ParseOptions.everything
    /// At most this many files are read at once (the output does not depend on it).
    var maxWorkers = ProcessInfo.processInfo.activeProcessorCount

    struct Outcome {
        /// One result per file, sorted by path.
        var files: [FileParseResult]
        var parsedCount: Int
        /// Taken from the disk cache or the watch-mode memo.
        var cachedCount: Int
        /// Files not taken from the watch-mode memo: read again, so possibly changed since the
        /// memo's last run.
        var freshPaths: Set<String> = []
        /// The total size of the files: as read, or as the watch-mode memo recorded it.
        var sourceBytes = 0
    }

    /// With `composer`, each file's result is also added to it, in path order, while the other
    /// files are still being read (see `feed`). When `scan` throws, `composer` has seen only
    /// some of the files: drop it.
    func scan(_ paths: [String], composingInto composer: StreamingComposer? = nil) throws -> Outcome {
        // File lists usually arrive sorted and without repeats (hashing and sorting them again
        // is a noticeable part of a watch-mode update).
        let isSortedAndUnique = paths.indices.dropFirst().allSatisfy { paths[$0 - 1] < paths[$0] }
        let sortedPaths = isSortedAndUnique ? paths : Array(Set(paths)).sorted()
        var slots = [Slot](repeating: .unread, count: sortedPaths.count)
        // Watch mode: the remembered results in one pass, then only the other files are read.
        var toRead = Array(sortedPaths.indices)
        if let memo {
            toRead = []
            for (index, remembered) in memo.entries(for: sortedPaths).enumerated() {
                if let remembered { slots[index] = .remembered(remembered) } else { toRead.append(index) }
            }
        }
        let workerCount = min(toRead.count, maxWorkers)
        let queue = WorkQueue(count: toRead.count)
        // Each worker adds up the sizes of the files it reads in its own entry.
        var bytesReadByWorker = [Int](repeating: 0, count: workerCount)
        slots.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            let relay = composer.map { Self.feed($0, from: buffer) }
            bytesReadByWorker.withUnsafeMutableBufferPointer { bytesRead in
                DispatchQueue.concurrentPerform(iterations: workerCount) { worker in
                    var bytes: [UInt8] = []
                    let workspace = SwiftParser.Workspace()
                    while let position = queue.next() {
                        let index = toRead[position]
                        base[index] = scanFile(sortedPaths[index], bytes: &bytes, workspace: workspace)
                        bytesRead[worker] += bytes.count
                        relay?.markReady(index)
                    }
                }
            }
            _ = relay?.finish()
        }
        // Lists the whole cache folder: once a run, not once a watch-mode regeneration.
        if toRead.count == sortedPaths.count { cache?.removeEntriesOfOtherVersions() }
        var files: [FileParseResult] = []
        files.reserveCapacity(slots.count)
        var parsed = 0, cached = 0
        var rememberedBytes = 0
        var fresh: Set<String> = []
        for (index, slot) in slots.enumerated() {
            switch slot {
            case .parsed(let result): files.append(result); parsed += 1; fresh.insert(result.path)
            case .cached(let result): files.append(result); cached += 1; fresh.insert(result.path)
            case .remembered(let entry): files.append(entry.result); cached += 1; rememberedBytes += entry.byteCount
            case .unreadable(let reason):
                throw GenerationError(description: "\(sortedPaths[index]): error: cannot read source file: \(reason)")
            case .unread:
                throw GenerationError(description: "\(sortedPaths[index]): error: source file was not scanned")
            }
        }
        return Outcome(files: files, parsedCount: parsed, cachedCount: cached, freshPaths: fresh,
                       sourceBytes: bytesReadByWorker.reduce(rememberedBytes, +))
    }

    /// A relay that adds each slot's result to `composer` in path order once the workers mark
    /// it ready: whichever worker finds the next slots ready adds them while the others go on
    /// reading (an unreadable file is passed over: the scan throws). The remembered slots, filled
    /// before the workers start, are ready already.
    private static func feed(_ composer: StreamingComposer, from slots: UnsafeMutableBufferPointer<Slot>) -> OrderedHandover {
        let relay = OrderedHandover(count: slots.count) { index in
            switch slots[index] {
            case .parsed(let result), .cached(let result): composer.add(result)
            case .remembered(let entry): composer.add(entry.result)
            case .unreadable, .unread: break
            }
        }
        for index in slots.indices {
            if case .remembered = slots[index] { relay.markReady(index) }
        }
        return relay
    }

    private enum Slot {
        case unread
        case parsed(FileParseResult)
        case cached(FileParseResult)
        /// From the watch-mode memo: the result the previous run used.
        case remembered(ParsedFileMemo.Entry)
        case unreadable(String)
    }

    /// Hands out the positions `0..<count` one at a time to concurrent workers.
    private final class WorkQueue {
        private let lock = Lock()
        private var nextPosition = 0
        private let count: Int

        init(count: Int) { self.count = count }

        func next() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard nextPosition < count else { return nil }
            nextPosition += 1
            return nextPosition - 1
        }
    }

    private func scanFile(_ path: String, bytes: inout [UInt8], workspace: SwiftParser.Workspace) -> Slot {
        let slot = readAndParse(path, bytes: &bytes, workspace: workspace)
        switch slot {
        case .parsed(let result), .cached(let result): memo?.store(result, byteCount: bytes.count, for: path)
        default: break
        }
        return slot
    }

    /// `bytes` is the worker's read buffer: the parse keeps no reference to it, so the next file
    /// is read into the same storage.
    private func readAndParse(_ path: String, bytes: inout [UInt8], workspace: SwiftParser.Workspace) -> Slot {
        switch SourceFileReader.readContents(of: path, into: &bytes) {
        case nil:
            break
        case .notARegularFile:
            return .unreadable("not a regular file")
        case .other:
            do {
                bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            } catch {
                return .unreadable(Self.reason(for: error))
            }
        }
        guard let cache = cache else {
            return .parsed(SwiftParser.parse(path: path, bytes: bytes, forceParse: forceParse, options: options, workspace: workspace))
        }
        let key = cache.key(path: path, bytes: bytes, forceParse: forceParse)
        if let result = cache.load(key, path: path, covering: options) { return .cached(result) }
        let result = SwiftParser.parse(path: path, bytes: bytes, forceParse: forceParse, options: options, workspace: workspace)
        cache.store(result, key: key, options: options)
        return .parsed(result)
    }

    private static func reason(for error: Error) -> String {
        if let message = FileErrorText.systemReason(error) { return message }
        if let cocoa = error as? CocoaError, cocoa.code == .fileReadNoSuchFile { return "no such file" }
        return FileErrorText.fallback(error)
    }
}
