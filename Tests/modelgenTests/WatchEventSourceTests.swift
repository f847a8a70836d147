import XCTest
@testable import modelgen

/// The platform event source wakes up for every kind of change the issue lists.
final class WatchEventSourceTests: XCTestCase {
    private func expectWakeUp(_ source: ChangeEventSource, _ what: String, file: StaticString = #filePath,
                              line: UInt = #line, after change: () throws -> Void) rethrows {
        _ = source.drain()
        try change()
        guard let descriptor = source.fileDescriptor else { return XCTFail("no descriptor", file: file, line: line) }
        XCTAssertTrue(FileDescriptorWait.isReadable(descriptor, timeout: 20), "no event for \(what)", file: file, line: line)
        _ = source.drain()
        XCTAssertFalse(FileDescriptorWait.isReadable(descriptor, timeout: 0), "drain left events", file: file, line: line)
    }

    func testNativeSourceSeesEveryKindOfChange() throws {
        let folder = try ProjectFolder()
        try folder.write("Models/A.swift", "struct A {}")
        let targets = WatchTargets(roots: [folder.url("Models")])
        let source = ChangeEventSources.make(polling: false, interval: 0.3)
        XCTAssertNil(source.pollInterval, "a native source must exist on this platform")
        XCTAssertEqual(source.watch(directories: DirectorySnapshot.scan(targets).directories), [])

        try expectWakeUp(source, "edit") { try folder.write("Models/A.swift", "struct A { let x: Int }") }
        try expectWakeUp(source, "save by rename") { try folder.writeByRename("Models/A.swift", "struct A {}") }
        try expectWakeUp(source, "new file") { try folder.write("Models/B.swift", "struct B {}") }
        try expectWakeUp(source, "rename") { try folder.move("Models/B.swift", "Models/C.swift") }
        try expectWakeUp(source, "delete") { try folder.remove("Models/C.swift") }
        try expectWakeUp(source, "new subfolder") { try folder.write("Models/Sub/D.swift", "struct D {}") }

        // The new subfolder is only watched once the loop hands it over after a scan.
        XCTAssertEqual(source.watch(directories: DirectorySnapshot.scan(targets).directories), [])
        try expectWakeUp(source, "edit in new subfolder") { try folder.write("Models/Sub/D.swift", "struct D { }") }
    }

    func testRenamedFolderKeepsBeingWatchedUnderItsNewName() throws {
        let folder = try ProjectFolder()
        try folder.write("Models/Sub/A.swift", "struct A {}")
        let targets = WatchTargets(roots: [folder.url("Models")])
        let source = ChangeEventSources.make(polling: false, interval: 0.3)
        _ = source.watch(directories: DirectorySnapshot.scan(targets).directories)

        try expectWakeUp(source, "folder rename") { try folder.move("Models/Sub", "Models/Renamed") }
        XCTAssertEqual(source.watch(directories: DirectorySnapshot.scan(targets).directories), [])
        try expectWakeUp(source, "edit in renamed folder") { try folder.write("Models/Renamed/A.swift", "struct A { }") }
    }

    #if os(Linux)
    /// inotify says in which folders events happened, so the loop rescans only those.
    func testInotifyNamesTheFoldersOfItsEvents() throws {
        let folder = try ProjectFolder()
        try folder.write("Models/A.swift", "struct A {}")
        try folder.write("Models/Sub/B.swift", "struct B {}")
        let source = ChangeEventSources.make(polling: false, interval: 0.3)
        _ = source.watch(directories: DirectorySnapshot.scan(WatchTargets(roots: [folder.url("Models")])).directories)
        _ = source.drain()
        let descriptor = try XCTUnwrap(source.fileDescriptor)

        try folder.write("Models/Sub/B.swift", "struct B { let x: Int }")
        XCTAssertTrue(FileDescriptorWait.isReadable(descriptor, timeout: 20))
        XCTAssertEqual(source.drain().folders, [folder.url("Models/Sub")])

        try folder.write("Models/A.swift", "struct A { let y: Int }")
        try folder.write("Models/Sub/C.swift", "struct C {}")
        XCTAssertTrue(FileDescriptorWait.isReadable(descriptor, timeout: 20))
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(source.drain().folders, [folder.url("Models"), folder.url("Models/Sub")])
        XCTAssertEqual(source.drain().folders, [], "nothing pending")
    }

    /// inotify also says whether each file its events named was left whole, which lets the loop
    /// cut its quiet time short once a save is over.
    func testInotifySaysWhetherSavesAreOver() throws {
        let folder = try ProjectFolder()
        try folder.write("Models/A.swift", "struct A {}")
        let source = ChangeEventSources.make(polling: false, interval: 0.3)
        _ = source.watch(directories: DirectorySnapshot.scan(WatchTargets(roots: [folder.url("Models")])).directories)
        let descriptor = try XCTUnwrap(source.fileDescriptor)
        func drained(after change: () throws -> Void) rethrows -> EventBatch {
            _ = source.drain()
            try change()
            XCTAssertTrue(FileDescriptorWait.isReadable(descriptor, timeout: 20))
            return source.drain()
        }

        XCTAssertTrue(try drained { try folder.write("Models/A.swift", "struct A { let x: Int }") }.savesAreOver,
                      "written and closed")
        XCTAssertTrue(try drained { try folder.writeByRename("Models/A.swift", "struct A {}") }.savesAreOver,
                      "a temporary file renamed over the original")
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: folder.url("Models/A.swift")))
        let open = drained { handle.write(Data("struct A { let y: Int }".utf8)) }
        XCTAssertFalse(open.savesAreOver, "still open for writing")
        XCTAssertEqual(open.filesLeftWhole.map { Array($0.values) }, [false])
        var later = drained { handle.closeFile() }
        XCTAssertTrue(later.savesAreOver, "closed")
        later = drained { try? folder.remove("Models/A.swift") }
        XCTAssertFalse(later.savesAreOver, "deleted: it may be about to come back")
        try folder.write("Models/.A.swift.swp", "swap")
        _ = source.drain()
        let hiddenOnly = try drained {
            try folder.write("Models/B.swift", "struct B {}")
            let swap = try XCTUnwrap(FileHandle(forWritingAtPath: folder.url("Models/.A.swift.swp")))
            swap.write(Data("still open".utf8))
            Thread.sleep(forTimeInterval: 0.05)
            swap.closeFile()
        }
        XCTAssertTrue(hiddenOnly.savesAreOver, "hidden files do not count")

        // Drains add up: a later event for the same file decides.
        var batch = EventBatch(folders: ["/a"], filesLeftWhole: ["1/A.swift": false])
        batch.add(EventBatch(folders: ["/b"], filesLeftWhole: ["1/A.swift": true]))
        XCTAssertEqual(batch.folders, ["/a", "/b"])
        XCTAssertTrue(batch.savesAreOver)
        batch.add(.unknown)
        XCTAssertNil(batch.folders)
        XCTAssertFalse(batch.savesAreOver)
    }
    #endif

    func testPollingSourceHasATimerAndNoDescriptor() {
        let source = ChangeEventSources.make(polling: true, interval: 0.25)
        XCTAssertNil(source.fileDescriptor)
        XCTAssertEqual(source.pollInterval, 0.25)
    }
}
