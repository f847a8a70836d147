import Foundation
import XCTest
@testable import modelgen

/// The loop in-process, with a fake generator that records what it was told.
final class WatchLoopTests: XCTestCase {
    private final class Recorder {
        private let lock = NSLock()
        private var _runs: [ChangeSet?] = []
        private var _lines: [String] = []
        var runs: [ChangeSet?] { lock.lock(); defer { lock.unlock() }; return _runs }
        var lines: [String] { lock.lock(); defer { lock.unlock() }; return _lines }
        func record(_ changes: ChangeSet?) { lock.lock(); _runs.append(changes); lock.unlock() }
        func print(_ line: String) { lock.lock(); _lines.append(line); lock.unlock() }
    }

    private func runLoop(polling: Bool, failWhen: @escaping (ChangeSet?) -> Bool = { _ in false },
                         extraRoots: [String] = [], debounce: Double? = nil,
                         body: (ProjectFolder, Recorder) throws -> Void) throws {
        let folder = try ProjectFolder()
        try folder.write("Models/A.swift", "struct A {}")
        try folder.write("Templates/T.stencil", "{{ x }}")
        let targets = WatchTargets(roots: [folder.url("Models"), folder.url("Templates")] + extraRoots.map(folder.url))
        let recorder = Recorder()
        let console = WatchConsole(info: recorder.print, error: recorder.print)
        var options = WatchOptions(polling: polling, pollInterval: 0.1)
        if let debounce {
            options.debounce = debounce
            options.debounceAfterWholeSaves = debounce
            options.maxDebounce = 60
        }
        let loop = WatchLoop(options: options, console: console) { changes in
            recorder.record(changes)
            let failed = failWhen(changes)
            return WatchRunOutcome(succeeded: !failed, summary: "ok", diagnostics: failed ? "A.swift:1:1: error: broken" : nil,
                                   targets: targets)
        }
        let status = Recorder()
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            status.print("exit \(loop.run())")
            finished.signal()
        }
        thread.start()
        defer {
            // Always stop the loop, even when an assertion failed half way.
            kill(getpid(), SIGINT)
            XCTAssertEqual(finished.wait(timeout: .now() + 20), .success, "the loop did not stop on SIGINT")
            XCTAssertEqual(status.lines, ["exit 0"])
            XCTAssertEqual(recorder.lines.last, "modelgen: stopped watching")
        }
        XCTAssertTrue(waitUntil { recorder.lines.contains { $0.hasPrefix("modelgen: watching 2 files") } },
                      "\(recorder.lines)")
        try body(folder, recorder)
    }

    private func testEveryChange(polling: Bool) throws {
        try runLoop(polling: polling) { folder, recorder in
            XCTAssertEqual(recorder.runs.count, 1)
            XCTAssertNil(recorder.runs[0] ?? nil)

            try folder.write("Models/A.swift", "struct A { let name: String }")
            XCTAssertTrue(waitUntil { recorder.runs.count == 2 })
            XCTAssertEqual(recorder.runs.last??.modified, [folder.url("Models/A.swift")])

            try folder.write("Models/New/B.swift", "struct B {}")
            XCTAssertTrue(waitUntil { recorder.runs.count == 3 })
            XCTAssertEqual(recorder.runs.last??.added, [folder.url("Models/New/B.swift")])

            // A file in the new subfolder is watched too.
            try folder.write("Models/New/B.swift", "struct B { let id: Int }")
            XCTAssertTrue(waitUntil { recorder.runs.count == 4 })
            XCTAssertEqual(recorder.runs.last??.modified, [folder.url("Models/New/B.swift")])

            try folder.move("Models/New/B.swift", "Models/C.swift")
            XCTAssertTrue(waitUntil { recorder.runs.count == 5 })
            XCTAssertEqual(recorder.runs.last??.renamed.map(\.to), [folder.url("Models/C.swift")])

            try folder.remove("Models/C.swift")
            XCTAssertTrue(waitUntil { recorder.runs.count == 6 })
            XCTAssertEqual(recorder.runs.last??.removed, [folder.url("Models/C.swift")])

            try folder.write("Templates/U.stencil", "{{ y }}")
            XCTAssertTrue(waitUntil { recorder.runs.count == 7 })
            XCTAssertEqual(recorder.runs.last??.added, [folder.url("Templates/U.stencil")])

            // Files the generator does not read wake nothing up.
            try folder.write("Models/README.md", "notes")
            try folder.write("Models/.A.swift.swp", "swap")
            Thread.sleep(forTimeInterval: 0.5)
            XCTAssertEqual(recorder.runs.count, 7)
            XCTAssertTrue(recorder.lines.contains { $0.contains("Models/A.swift changed: ok in ") && $0.hasSuffix(" ms") })
        }
    }

    func testNativeEventsSeeEveryChange() throws { try testEveryChange(polling: false) }
    func testPollingSeesEveryChange() throws { try testEveryChange(polling: true) }

    /// The quiet time is a second here, so a busy machine that delays one write by more than
    /// the default's few milliseconds still sees one burst; what is checked is that the events
    /// of all the saves are drained into a single regeneration that is told about every file.
    func testBurstOfSavesIsDebouncedIntoOneRegeneration() throws {
        try runLoop(polling: false, debounce: 1) { folder, recorder in
            let names = (0..<20).map { "Models/Burst\($0).swift" }
            for (index, name) in names.enumerated() { try folder.write(name, "struct Burst\(index) {}") }
            XCTAssertTrue(waitUntil { recorder.runs.count >= 2 }, "\(recorder.lines)")
            // Another run would follow within the quiet time if the burst had been split.
            Thread.sleep(forTimeInterval: 2)
            XCTAssertEqual(recorder.runs.count, 2, "\(recorder.lines)")
            XCTAssertEqual(recorder.runs.last??.added, names.map(folder.url).sorted())
        }
    }

    func testFailedRunPrintsErrorsAndKeepsWatching() throws {
        let broken = { (changes: ChangeSet?) in changes?.modified.isEmpty == false }
        try runLoop(polling: false, failWhen: broken) { folder, recorder in
            try folder.write("Models/A.swift", "struct A {")
            XCTAssertTrue(waitUntil { recorder.lines.contains("A.swift:1:1: error: broken") })
            XCTAssertTrue(waitUntil { recorder.lines.contains { $0.contains("generation failed") && $0.contains("still watching") } })
            try folder.write("Models/Fixed.swift", "struct Fixed {}")
            XCTAssertTrue(waitUntil { recorder.lines.last?.contains("+") == true && recorder.lines.last?.hasSuffix(" ms") == true })
        }
    }

    func testRootCreatedAfterStartIsPickedUp() throws {
        try runLoop(polling: false, extraRoots: ["Later/Models"]) { folder, recorder in
            try folder.write("Later/Models/B.swift", "struct B {}")
            XCTAssertTrue(waitUntil { recorder.runs.count == 2 }, "\(recorder.lines)")
            XCTAssertEqual(recorder.runs.last??.added, [folder.url("Later/Models/B.swift")])
            try folder.write("Later/Models/B.swift", "struct B { let x: Int }")
            XCTAssertTrue(waitUntil { recorder.runs.count == 3 }, "\(recorder.lines)")
            XCTAssertEqual(recorder.runs.last??.modified, [folder.url("Later/Models/B.swift")])
        }
    }
}
