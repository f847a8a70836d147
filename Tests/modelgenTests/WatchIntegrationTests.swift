import Foundation
import XCTest

/// `modelgen --watch` as a user runs it: a subprocess on a temporary project,
/// edited while it watches. Every step waits at most 20 s for the expected
/// output, so the suite stays reliable on a loaded machine and never hangs.
final class WatchIntegrationTests: XCTestCase {
    private static let template = """
        {% for type in types.implementing.AutoModel %}{{ type.name }}:{% for variable in type.storedVariables %} {{ variable.name }}{% endfor %}
        {% endfor %}
        """

    private func makeProject() throws -> ProjectFolder {
        let project = try ProjectFolder()
        try project.write("Models/AutoModel.swift", "protocol AutoModel {}\n")
        try project.write("Models/User.swift", "struct User: AutoModel {\n    let id: Int\n    let name: String\n}\n")
        try project.write("Templates/Names.stencil", Self.template)
        return project
    }

    private func runScenario(extraArguments: [String]) throws {
        let project = try makeProject()
        let output = "Generated/Names.generated.swift"
        let watcher = try WatchProcess(
            arguments: ["--sources", "Models", "--templates", "Templates", "--output", "Generated",
                        "--disable-cache", "--watch"] + extraArguments,
            directory: project.path)
        defer { watcher.stop() }
        func expect(_ what: String, file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool) {
            XCTAssertTrue(waitUntil(condition), "\(what)\n\(watcher.transcript)", file: file, line: line)
        }
        func generated(_ relative: String = output) -> String { project.read(relative) ?? "" }

        expect("first generation") { generated().contains("User: id name\n") }
        expect("watching banner") { watcher.stdout.contains("modelgen: watching") }

        try project.write("Models/User.swift", "struct User: AutoModel {\n    let id: Int\n    let name: String\n    let email: String\n}\n")
        expect("edit regenerates") { generated().contains("User: id name email\n") }
        expect("one line naming the change") { watcher.stdout.contains("Models/User.swift changed") }

        // Editing inside a method body cannot change any output: no regeneration.
        let withMethod = "struct User: AutoModel {\n    let id: Int\n    let name: String\n    let email: String\n"
        try project.write("Models/User.swift", withMethod + "    func greet() -> String { \"hi\" }\n}\n")
        expect("a new method regenerates") { watcher.stdout.components(separatedBy: "Models/User.swift changed: ").count == 3 }
        try project.write("Models/User.swift", withMethod + "    func greet() -> String {\n        \"hello\"\n    }\n}\n")
        expect("a body edit is recognised") { watcher.stdout.contains("Models/User.swift changed: no declaration changed") }

        try project.write("Models/Feed/Post.swift", "struct Post: AutoModel {\n    let title: String\n}\n")
        expect("new file in a new folder") { generated().contains("Post: title\n") }

        try project.write("Models/Feed/Post.swift", "struct Post: AutoModel {\n    let title: String\n    let body: String\n}\n")
        expect("edit in the new folder") { generated().contains("Post: title body\n") }

        try project.move("Models/Feed/Post.swift", "Models/Article.swift")
        expect("rename is reported") { watcher.stdout.contains("Models/Feed/Post.swift → Models/Article.swift") }
        XCTAssertTrue(generated().contains("Post: title body\n"))

        try project.writeByRename("Models/Article.swift", "struct Article: AutoModel {\n    let headline: String\n}\n")
        expect("save by rename") { generated().contains("Article: headline\n") && !generated().contains("Post:") }

        try project.remove("Models/Article.swift")
        expect("delete") { !generated().contains("Article:") && generated().contains("User: id name email\n") }

        try project.write("Templates/Count.stencil", "count: {{ types.all.count }}\n")
        // `types.all` leaves protocols out: only User is left.
        expect("new template") { generated("Generated/Count.generated.swift").contains("count: 1") }

        try project.write("Templates/Names.stencil", "{% for type in types.all %}{{ type.name }}\n")
        expect("template error with location") { watcher.stderr.contains("Names.stencil:1:") }
        expect("failure line") { watcher.stdout.contains("still watching") }
        XCTAssertTrue(watcher.isRunning, watcher.transcript)
        try project.write("Templates/Names.stencil", Self.template)

        // The parser never gives up on a file: a syntax error is reported with its location.
        try project.write("Models/User.swift", "struct User: AutoModel {\n    let id: Int\n")
        expect("source error with location") { watcher.stderr.contains("Models/User.swift:1:24: warning: missing '}'") }
        XCTAssertTrue(watcher.isRunning, watcher.transcript)
        try project.write("Models/User.swift", "struct User: AutoModel {\n    let id: Int\n    let fixed: String\n}\n")
        expect("fixing the source regenerates") { generated().contains("User: id fixed\n") }

        XCTAssertEqual(watcher.interrupt(), 0, watcher.transcript)
        XCTAssertTrue(watcher.stdout.contains("modelgen: stopped watching"), watcher.transcript)
    }

    func testWatchWithFileSystemEvents() throws { try runScenario(extraArguments: []) }
    func testWatchWithPolling() throws { try runScenario(extraArguments: ["--watch-poll"]) }

    /// The sources folder deleted and made again, or moved away and back: its watch follows the
    /// name, so later edits regenerate as before (with inotify as with polling).
    func testSourcesFolderDeletedRecreatedOrMovedBackIsWatchedAgain() throws {
        for arguments in [[], ["--watch-poll"]] {
            let project = try makeProject()
            let watcher = try WatchProcess(
                arguments: ["--sources", "Models", "--templates", "Templates", "--output", "Generated",
                            "--disable-cache", "--watch"] + arguments,
                directory: project.path)
            defer { watcher.stop() }
            func expect(_ what: String, file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool) {
                XCTAssertTrue(waitUntil(condition), "\(arguments) \(what)\n\(watcher.transcript)", file: file, line: line)
            }
            func generated() -> String { project.read("Generated/Names.generated.swift") ?? "" }
            expect("first generation") { generated().contains("User: id name\n") }
            expect("watching banner") { watcher.stdout.contains("modelgen: watching") }

            try project.remove("Models")
            expect("deleting the folder is seen") { watcher.stdout.contains("still watching") }
            try project.write("Models/AutoModel.swift", "protocol AutoModel {}\n")
            try project.write("Models/User.swift", "struct User: AutoModel {\n    let again: Int\n}\n")
            expect("the folder made again is read") { generated().contains("User: again\n") }
            try project.write("Models/User.swift", "struct User: AutoModel {\n    let later: Int\n}\n")
            expect("a later edit in it regenerates") { generated().contains("User: later\n") }

            try project.move("Models", "Elsewhere")
            expect("moving the folder away is seen") { watcher.stdout.components(separatedBy: "still watching").count == 3 }
            try project.move("Elsewhere", "Models")
            expect("moved back: generated again") { watcher.stdout.components(separatedBy: "User.swift").count >= 4 }
            try project.write("Models/User.swift", "struct User: AutoModel {\n    let moved: Int\n}\n")
            expect("an edit after moving back regenerates") { generated().contains("User: moved\n") }
            XCTAssertEqual(watcher.interrupt(), 0, watcher.transcript)
        }
    }

    func testConfigFileChangesAreReadAgain() throws {
        let project = try makeProject()
        try project.write("Templates/Greeting.stencil", "greeting: {{ argument.greeting }}\n")
        try project.write(".modelgen.yml", "sources: [Models]\ntemplates: [Templates]\noutput: Generated\nargs:\n  greeting: hello\n")
        let watcher = try WatchProcess(arguments: ["--watch", "--disable-cache"], directory: project.path)
        defer { watcher.stop() }
        let greeting = { project.read("Generated/Greeting.generated.swift") ?? "" }
        XCTAssertTrue(waitUntil { greeting().contains("greeting: hello\n") }, watcher.transcript)
        XCTAssertTrue(waitUntil { watcher.stdout.contains("modelgen: watching") }, watcher.transcript)

        try project.write(".modelgen.yml", "sources: [Models]\ntemplates: [Templates]\noutput: Generated\nargs:\n  greeting: bonjour\n")
        XCTAssertTrue(waitUntil { greeting().contains("greeting: bonjour\n") }, watcher.transcript)

        // A broken config is reported; the previous settings stay in force.
        try project.write(".modelgen.yml", "sources: [Models\n")
        XCTAssertTrue(waitUntil { watcher.stderr.contains(".modelgen.yml:") }, watcher.transcript)
        XCTAssertTrue(watcher.isRunning)
        try project.write("Models/User.swift", "struct User: AutoModel {\n    let renamed: Int\n}\n")
        XCTAssertTrue(waitUntil { project.read("Generated/Names.generated.swift")?.contains("User: renamed\n") == true },
                      watcher.transcript)

        // Settings that change how files parse (`forceParse`) take effect on files parsed before.
        try project.write("Models/Extra.generated.swift", "// Generated using modelgen\nstruct Hidden: AutoModel {\n    let h: Int\n}\n")
        XCTAssertTrue(waitUntil { watcher.stdout.contains("+Models/Extra.generated.swift") }, watcher.transcript)
        XCTAssertFalse(project.read("Generated/Names.generated.swift")?.contains("Hidden") == true)
        try project.write(".modelgen.yml", "sources: [Models]\ntemplates: [Templates]\noutput: Generated\nforceParse: generated\nargs:\n  greeting: bonjour\n")
        XCTAssertTrue(waitUntil { project.read("Generated/Names.generated.swift")?.contains("Hidden: h\n") == true },
                      watcher.transcript)
        XCTAssertEqual(watcher.interrupt(), 0, watcher.transcript)
    }
}
