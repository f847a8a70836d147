import XCTest
@testable import modelgen

final class WatchSnapshotTests: XCTestCase {
    func testScanFindsWatchedExtensionsAndSkipsHiddenAndExcluded() throws {
        let folder = try ProjectFolder()
        try folder.write("Models/User.swift", "struct User {}")
        try folder.write("Models/Deep/Post.swift", "struct Post {}")
        try folder.write("Models/notes.txt", "ignored")
        try folder.write("Models/.User.swift.swp", "editor swap")
        try folder.write("Models/.git/HEAD.swift", "hidden folder")
        try folder.write("Models/Generated/Out.swift", "output")
        try folder.write("Templates/AutoCodable.stencil", "{{ type }}")
        try folder.write("config.yml", "sources: Models")

        let targets = WatchTargets(roots: [folder.url("Models"), folder.url("Templates"), folder.url("config.yml")],
                                   excluded: [folder.url("Models/Generated")])
        let snapshot = DirectorySnapshot.scan(targets)

        XCTAssertEqual(snapshot.files.keys.sorted(), [
            folder.url("Models/Deep/Post.swift"), folder.url("Models/User.swift"),
            folder.url("Templates/AutoCodable.stencil"), folder.url("config.yml"),
        ])
        XCTAssertEqual(snapshot.directories, [
            folder.path, folder.url("Models"), folder.url("Models/Deep"), folder.url("Templates"),
        ])
    }

    /// Rescanning the folders where events happened must give exactly what a full scan gives.
    func testRescanningChangedFoldersMatchesAFullScan() throws {
        let folder = try ProjectFolder()
        try folder.write("Models/A.swift", "struct A {}")
        try folder.write("Models/Old/B.swift", "struct B {}")
        try folder.write("Models/Old/Deeper/C.swift", "struct C {}")
        try folder.write("Models/Keep/D.swift", "struct D {}")
        let targets = WatchTargets(roots: [folder.url("Models")])
        let before = DirectorySnapshot.scan(targets)

        try folder.write("Models/A.swift", "struct A { let changed: Int }")
        try folder.write("Models/E.swift", "struct E {}")
        try folder.remove("Models/Old")
        try folder.write("Models/New/Inner/F.swift", "struct F {}")
        try folder.write("Models/notes.txt", "not watched")
        let full = DirectorySnapshot.scan(targets)
        let rescanned = try XCTUnwrap(before.rescanning([folder.url("Models")], targets: targets))
        XCTAssertEqual(rescanned.files, full.files)
        XCTAssertEqual(rescanned.directories, full.directories)
        XCTAssertEqual(rescanned.changes(since: before), full.changes(since: before))
        // The file system may give a new file the inode of a removed one, which then reads as a
        // rename: the new paths are the added ones and the rename targets together.
        let changes = rescanned.changes(since: before)
        XCTAssertEqual(Set(changes.added + changes.renamed.map(\.to)), [folder.url("Models/E.swift"), folder.url("Models/New/Inner/F.swift")])
        XCTAssertEqual(Set(changes.removed + changes.renamed.map(\.from)), [folder.url("Models/Old/B.swift"), folder.url("Models/Old/Deeper/C.swift")])
        XCTAssertEqual(changes.modified, [folder.url("Models/A.swift")])

        // A folder that went away, named by its own event.
        try folder.remove("Models/Keep")
        let afterRemoval = try XCTUnwrap(full.rescanning([folder.url("Models/Keep")], targets: targets))
        XCTAssertEqual(afterRemoval.files, DirectorySnapshot.scan(targets).files)
        XCTAssertEqual(afterRemoval.directories, DirectorySnapshot.scan(targets).directories)
    }

    /// Rescanning a folder replaces the entries directly in it only: not those of a sibling whose
    /// path is as long, nor those of its subfolders.
    func testRescanningOneFolderKeepsSiblingsAndSubfolders() throws {
        let folder = try ProjectFolder()
        try folder.write("Models/Aa/One.swift", "struct One {}")
        try folder.write("Models/Aa/Two.swift", "struct Two {}")
        try folder.write("Models/Ab/Three.swift", "struct Three {}")
        try folder.write("Models/Aa/Inner/Four.swift", "struct Four {}")
        let targets = WatchTargets(roots: [folder.url("Models")])
        let before = DirectorySnapshot.scan(targets)

        try folder.remove("Models/Aa/Two.swift")
        let rescanned = try XCTUnwrap(before.rescanning([folder.url("Models/Aa")], targets: targets))
        XCTAssertEqual(rescanned.files.keys.sorted(), ["Models/Aa/Inner/Four.swift", "Models/Aa/One.swift", "Models/Ab/Three.swift"].map(folder.url))
        XCTAssertEqual(rescanned.changes(since: before).removed, [folder.url("Models/Aa/Two.swift")])
    }

    func testRescanningNeedsAFullScanForPartlyWatchedOrUnknownFolders() throws {
        let folder = try ProjectFolder()
        try folder.write("Models/A.swift", "struct A {}")
        try folder.write("config.yml", "sources: Models")
        let snapshot = DirectorySnapshot.scan(WatchTargets(roots: [folder.url("Models"), folder.url("config.yml")]))
        XCTAssertNil(snapshot.rescanning([folder.path], targets: WatchTargets(roots: [folder.url("Models"), folder.url("config.yml")])),
                     "the folder of a single-file root holds other files that must not be picked up")
        XCTAssertNil(snapshot.rescanning([folder.url("Elsewhere")], targets: WatchTargets(roots: [folder.url("Models")])))
    }

    func testExcludedFilesInsideWatchedFoldersAreLeftOut() throws {
        let folder = try ProjectFolder()
        try folder.write("Models/User.swift", "struct User {}")
        try folder.write("Models/All.generated.swift", "// output")
        let targets = WatchTargets(roots: [folder.url("Models")], excluded: [folder.url("Models/All.generated.swift")])
        let snapshot = DirectorySnapshot.scan(targets)
        XCTAssertEqual(snapshot.files.keys.sorted(), [folder.url("Models/User.swift")])
        try folder.write("Models/All.generated.swift", "// output, rewritten")
        XCTAssertEqual(try XCTUnwrap(snapshot.rescanning([folder.url("Models")], targets: targets)).files, snapshot.files)
    }

    func testMissingRootIsWatchedThroughItsClosestExistingFolder() throws {
        let folder = try ProjectFolder()
        let snapshot = DirectorySnapshot.scan(WatchTargets(roots: [folder.url("Not/Yet/There")]))
        XCTAssertTrue(snapshot.files.isEmpty)
        XCTAssertEqual(snapshot.directories, [folder.path])
    }

    func testDiffReportsAddedRemovedModifiedAndRenamed() throws {
        let folder = try ProjectFolder()
        try folder.write("A.swift", "struct A {}")
        try folder.write("B.swift", "struct B {}")
        try folder.write("C.swift", "struct C {}")
        let targets = WatchTargets(roots: [folder.path])
        let before = DirectorySnapshot.scan(targets)

        try folder.write("A.swift", "struct A { let x: Int }")
        try folder.remove("B.swift")
        try folder.move("C.swift", "Renamed.swift")
        try folder.write("New/D.swift", "struct D {}")
        let after = DirectorySnapshot.scan(targets)
        let changes = after.changes(since: before)

        XCTAssertEqual(changes.modified, [folder.url("A.swift")])
        XCTAssertEqual(changes.removed, [folder.url("B.swift")])
        XCTAssertEqual(changes.added, [folder.url("New/D.swift")])
        XCTAssertEqual(changes.renamed.map(\.from), [folder.url("C.swift")])
        XCTAssertEqual(changes.renamed.map(\.to), [folder.url("Renamed.swift")])
        XCTAssertEqual(Set(changes.stalePaths), [folder.url("A.swift"), folder.url("B.swift"), folder.url("C.swift")])
        XCTAssertTrue(after.changes(since: after).isEmpty)
    }

    func testSaveByRenameWithSameSizeIsAModification() throws {
        let folder = try ProjectFolder()
        try folder.write("A.swift", "struct A {}")
        let targets = WatchTargets(roots: [folder.path])
        let before = DirectorySnapshot.scan(targets)
        try folder.writeByRename("A.swift", "struct B {}")
        let changes = DirectorySnapshot.scan(targets).changes(since: before)
        XCTAssertEqual(changes.modified, [folder.url("A.swift")])
        XCTAssertTrue(changes.added.isEmpty && changes.removed.isEmpty && changes.renamed.isEmpty)
    }

    func testSingleFileRootIsWatchedThroughItsFolder() throws {
        let folder = try ProjectFolder()
        try folder.write("Only.swift", "struct Only {}")
        try folder.write("Other.swift", "struct Other {}")
        let snapshot = DirectorySnapshot.scan(WatchTargets(roots: [folder.url("Only.swift")]))
        XCTAssertEqual(Array(snapshot.files.keys), [folder.url("Only.swift")])
        XCTAssertEqual(snapshot.directories, [folder.path])
    }

    func testReportDescribesChangesOnOneLine() {
        let changes = ChangeSet(added: ["/x/New.swift"], removed: ["/x/Old.swift", "/x/Moved.swift"],
                                modified: ["/x/A.swift"], inodes: { path in
                                    path == "/x/New.swift" || path == "/x/Moved.swift" ? 7 : nil
                                })
        XCTAssertEqual(WatchReport.describe(changes), "/x/A.swift, -/x/Old.swift, /x/Moved.swift → /x/New.swift")
        let many = ChangeSet(added: [], removed: [], modified: ["/a", "/b", "/c", "/d", "/e"], inodes: { _ in nil })
        XCTAssertEqual(WatchReport.describe(many), "/a, /b, /c and 2 more changed")
    }

    func testFolderContainment() {
        XCTAssertTrue(WatchPath.isInside("/a/b/c", "/a/b"))
        XCTAssertFalse(WatchPath.isInside("/a/bc", "/a/b"))
    }
}
