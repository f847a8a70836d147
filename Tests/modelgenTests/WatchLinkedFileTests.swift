import Foundation
import XCTest
@testable import modelgen

/// Sources and templates that are symbolic links to files outside the watched folders: saving
/// the target, retargeting, removing or replacing the link all regenerate.
final class WatchLinkedFileTests: XCTestCase {
    func testLinkedFileIsStampedAgainWhenItsTargetFolderChanges() throws {
        let folder = try ProjectFolder()
        try folder.write("Models/User.swift", "struct User {}")
        try folder.write("Outside/Post.swift", "struct Post {}")
        try folder.link("Models/Post.swift", to: "../Outside/Post.swift")
        let targets = WatchTargets(roots: [folder.url("Models")])
        let before = DirectorySnapshot.scan(targets)
        XCTAssertEqual(before.files.keys.sorted(), [folder.url("Models/Post.swift"), folder.url("Models/User.swift")])
        XCTAssertEqual(before.links, [folder.url("Models/Post.swift"): [folder.url("Outside")]])
        XCTAssertEqual(before.directories, [folder.url("Models")])
        XCTAssertEqual(before.watchedFolders, [folder.url("Models"), folder.url("Outside")])

        // An event in the target's folder stamps the link again, as a full scan would.
        try folder.write("Outside/Post.swift", "struct Post { let changed: Int }")
        let saved = try XCTUnwrap(before.rescanning([folder.url("Outside")], targets: targets))
        XCTAssertEqual(saved.changes(since: before), ChangeSet(added: [], removed: [], modified: [folder.url("Models/Post.swift")],
                                                               inodes: { _ in nil }))
        XCTAssertEqual(saved.files, DirectorySnapshot.scan(targets).files)

        // The target removed: the link dangles, reads as removed, and the target's folder stays watched.
        try folder.remove("Outside/Post.swift")
        let dangling = try XCTUnwrap(saved.rescanning([folder.url("Outside")], targets: targets))
        XCTAssertEqual(dangling.changes(since: saved).removed, [folder.url("Models/Post.swift")])
        XCTAssertEqual(dangling.watchedFolders, [folder.url("Models"), folder.url("Outside")])
        XCTAssertEqual(dangling.links, DirectorySnapshot.scan(targets).links)

        // Made again: the link reads as added.
        try folder.write("Outside/Post.swift", "struct Post {}")
        let back = try XCTUnwrap(dangling.rescanning([folder.url("Outside")], targets: targets))
        XCTAssertEqual(back.changes(since: dangling).added, [folder.url("Models/Post.swift")])

        // The target's folder gone too: its closest existing ancestor is watched instead.
        try folder.remove("Outside")
        XCTAssertEqual(DirectorySnapshot.scan(targets).links, [folder.url("Models/Post.swift"): [folder.path]])
    }

    func testEveryFolderAlongAChainOfLinksIsWatchedAndLoopsEnd() throws {
        let folder = try ProjectFolder()
        try folder.write("Far/Chain.swift", "struct Chain {}")
        try folder.link("Hop/Chain.swift", to: "../Far/Chain.swift")
        try folder.link("Models/Chain.swift", to: "../Hop/Chain.swift")
        try folder.link("Models/Loop.swift", to: "Loop2.swift")
        try folder.link("Models/Loop2.swift", to: "Loop.swift")
        try folder.write("Models/notes.txt", "not watched")
        try folder.link("Models/Notes.swift", to: "notes.txt")
        try folder.link("Models/Folder.swift", to: "../Far")
        let targets = WatchTargets(roots: [folder.url("Models")])
        let snapshot = DirectorySnapshot.scan(targets)
        XCTAssertEqual(snapshot.files.keys.sorted(), [folder.url("Models/Chain.swift"), folder.url("Models/Notes.swift")])
        XCTAssertEqual(snapshot.links, [
            folder.url("Models/Chain.swift"): [folder.url("Hop"), folder.url("Far")],
            folder.url("Models/Loop.swift"): [folder.url("Models")],
            folder.url("Models/Loop2.swift"): [folder.url("Models")],
            folder.url("Models/Notes.swift"): [folder.url("Models")],
        ])

        // Retargeting the link in the middle of the chain is seen from its folder.
        try folder.write("Elsewhere/Chain.swift", "struct Chain { let moved: Int }")
        try folder.remove("Hop/Chain.swift")
        try folder.link("Hop/Chain.swift", to: "../Elsewhere/Chain.swift")
        let retargeted = try XCTUnwrap(snapshot.rescanning([folder.url("Hop")], targets: targets))
        XCTAssertEqual(retargeted.changes(since: snapshot).modified, [folder.url("Models/Chain.swift")])
        XCTAssertEqual(retargeted.links[folder.url("Models/Chain.swift")], [folder.url("Hop"), folder.url("Elsewhere")])
    }

    func testSingleFileRootThatIsALinkWatchesItsTargetFolder() throws {
        let folder = try ProjectFolder()
        try folder.write("Outside/Only.swift", "struct Only {}")
        try folder.link("Only.swift", to: "Outside/Only.swift")
        let snapshot = DirectorySnapshot.scan(WatchTargets(roots: [folder.url("Only.swift")]))
        XCTAssertEqual(snapshot.watchedFolders, [folder.path, folder.url("Outside")])
        try folder.write("Outside/Only.swift", "struct Only { let x: Int }")
        let rescanned = try XCTUnwrap(snapshot.rescanning([folder.url("Outside")], targets: WatchTargets(roots: [folder.url("Only.swift")])))
        XCTAssertEqual(rescanned.changes(since: snapshot).modified, [folder.url("Only.swift")])
    }

    private static let template = """
        {% for type in types.implementing.AutoModel %}{{ type.name }}:{% for variable in type.storedVariables %} {{ variable.name }}{% endfor %}
        {% endfor %}
        """

    /// A real watcher: a source and a template linked from folders it was not asked to watch.
    private func runLinkedFileScenario(extraArguments: [String]) throws {
        let project = try ProjectFolder()
        try project.write("Models/AutoModel.swift", "protocol AutoModel {}\n")
        try project.write("Models/User.swift", "struct User: AutoModel {\n    let id: Int\n}\n")
        try project.write("Shared/Post.swift", "struct Post: AutoModel {\n    let a: Int\n}\n")
        try project.link("Models/Post.swift", to: "../Shared/Post.swift")
        try project.write("SharedTemplates/Names.stencil", Self.template)
        try project.link("Templates/Names.stencil", to: "../SharedTemplates/Names.stencil")
        let watcher = try WatchProcess(
            arguments: ["--sources", "Models", "--templates", "Templates", "--output", "Generated",
                        "--disable-cache", "--hideVersionHeader", "--watch"] + extraArguments,
            directory: project.path)
        defer { watcher.stop() }
        func expect(_ generated: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
            let output = { project.read("Generated/Names.generated.swift") }
            XCTAssertTrue(waitUntil { output() == Self.header + generated }, "\(extraArguments) \(what): got \(output() ?? "nothing")\n"
                + watcher.transcript, file: file, line: line)
        }
        expect("Post: a\nUser: id\n", "first generation")
        XCTAssertTrue(waitUntil { watcher.stdout.contains("modelgen: watching 4 files in 4 folders") }, watcher.transcript)

        try project.write("Shared/Post.swift", "struct Post: AutoModel {\n    let b: Int\n}\n")
        expect("Post: b\nUser: id\n", "saving the linked source's target")
        XCTAssertTrue(waitUntil { watcher.stdout.contains("] Models/Post.swift changed: 1 file written") }, watcher.transcript)
        try project.writeByRename("Shared/Post.swift", "struct Post: AutoModel {\n    let c: Int\n}\n")
        expect("Post: c\nUser: id\n", "saving the target by rename")

        try project.write("SharedTemplates/Names.stencil", "names: " + Self.template)
        expect("names: Post: c\nUser: id\n", "saving the linked template's target")

        try project.write("Other/Post.swift", "struct Post: AutoModel {\n    let d: Int\n}\n")
        try project.link("Models/Post.swift.new", to: "../Other/Post.swift")
        XCTAssertEqual(rename(project.url("Models/Post.swift.new"), project.url("Models/Post.swift")), 0)
        expect("names: Post: d\nUser: id\n", "the link retargeted")
        try project.write("Other/Post.swift", "struct Post: AutoModel {\n    let e: Int\n}\n")
        expect("names: Post: e\nUser: id\n", "saving the new target")

        try project.remove("Other/Post.swift")
        expect("names: User: id\n", "the target removed")
        try project.write("Other/Post.swift", "struct Post: AutoModel {\n    let f: Int\n}\n")
        expect("names: Post: f\nUser: id\n", "the target made again")

        try project.remove("Models/Post.swift")
        try project.write("Models/Post.swift", "struct Post: AutoModel {\n    let g: Int\n}\n")
        expect("names: Post: g\nUser: id\n", "the link replaced by a file")
        try project.link("Models/Extra.swift", to: "../Other/Post.swift")
        try project.remove("Models/Post.swift")
        expect("names: Post: f\nUser: id\n", "a new link")
        try project.remove("Models/Extra.swift")
        expect("names: User: id\n", "the link removed")
        XCTAssertEqual(watcher.interrupt(), 0, watcher.transcript)
    }

    private static let header = "// Generated using modelgen — DO NOT EDIT (regenerate with `modelgen`)\n"

    func testLinkedFilesWithFileSystemEvents() throws { try runLinkedFileScenario(extraArguments: []) }
    func testLinkedFilesWithPolling() throws { try runLinkedFileScenario(extraArguments: ["--watch-poll"]) }
}
