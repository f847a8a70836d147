import Foundation
import XCTest

/// Issue 9's proof: an installed modelgen (a copy of the binary, no repository around it) takes a
/// new project from nothing to compiled, working generated code with `init` then plain `modelgen`.
final class FirstRunTests: XCTestCase {
    private var sandbox: ProjectFolder!
    private var installed: String!

    override func setUpWithError() throws {
        guard let built = ModelgenBinary.path else { throw XCTSkip("modelgen binary not built") }
        sandbox = try ProjectFolder()
        // "Install" by copying the binary alone: built-in templates must travel inside it.
        installed = sandbox.url("prefix/bin/modelgen")
        try FileManager.default.createDirectory(atPath: sandbox.url("prefix/bin"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: built, toPath: installed)
    }

    /// XCTest keeps every test case object until the run ends: the folder goes now.
    override func tearDown() {
        sandbox = nil
    }

    func testInitThenGenerateCompilesAndDecodes() throws {
        try sandbox.write("app/Sources/User.swift", """
        import Foundation

        struct User: AutoCodable {
            let name: String
            // sourcery: key = "user_age"
            var age: Int = 0
            var email: String?
        }
        """)
        let initRun = try run(["init", "--codable"], in: "app")
        XCTAssertEqual(initRun.status, 0, initRun.stderr)
        XCTAssertTrue(initRun.stdout.contains("modelgen\n"), "init prints the next command:\n\(initRun.stdout)")
        XCTAssertEqual(sandbox.read("app/Sources/AutoProtocols.swift")?.contains("protocol AutoCodable {}"), true)
        XCTAssertEqual(sandbox.read("app/.modelgen.yml")?.contains("builtin:AutoCodable"), true)

        let generate = try run([], in: "app")
        XCTAssertEqual(generate.status, 0, generate.stderr)
        XCTAssertTrue(sandbox.exists("app/Generated/AutoCodable.generated.swift"), sandbox.allFiles().joined(separator: "\n"))

        try sandbox.write("app/Run/main.swift", """
        import Foundation
        let json = #"{"name": "Ann", "user_age": "41"}"#
        let user = try JSONDecoder().decode(User.self, from: Data(json.utf8))
        print("\\(user.name) \\(user.age) \\(user.email ?? "none")")
        let again = try JSONDecoder().decode(User.self, from: try JSONEncoder().encode(user))
        print(again.age == 41 ? "round trip ok" : "round trip broken")
        """)
        let generated = try FileManager.default.contentsOfDirectory(atPath: sandbox.url("app/Generated")).sorted()
            .map { sandbox.url("app/Generated/" + $0) }
        let sources = [sandbox.url("app/Sources/User.swift"), sandbox.url("app/Sources/AutoProtocols.swift"),
                       sandbox.url("app/Run/main.swift")]
        let executable = sandbox.url("app/run")
        try EndToEnd.compile(sources + generated + ["-o", executable])
        let output = try EndToEnd.run(executable, [])
        XCTAssertEqual(output.status, 0, output.output)
        XCTAssertEqual(output.output, "Ann 41 none\nround trip ok\n")
    }

    func testInitRefusesToOverwriteAConfig() throws {
        try sandbox.write("app/.modelgen.yml", "sources: [.]\n")
        let result = try run(["init"], in: "app")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("already exists"), result.stderr)
        XCTAssertEqual(sandbox.read("app/.modelgen.yml"), "sources: [.]\n")
    }

    func testInitKeepsDeclaredMarkerProtocols() throws {
        try sandbox.write("app/Sources/Markers.swift", "protocol AutoMappable {}\nprotocol AutoCodable {}\n")
        let result = try run(["init"], in: "app")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(sandbox.exists("app/Sources/AutoProtocols.swift"))
    }

    func testTemplatesListsAndShowsTheBuiltIns() throws {
        try sandbox.write("empty/.keep", "")
        let list = try run(["templates"], in: "empty")
        XCTAssertEqual(list.status, 0)
        for name in ["AutoCodable", "AutoMappable"] {
            XCTAssertTrue(list.stdout.contains(name + " "), list.stdout)
            let shown = try run(["templates", "show", name], in: "empty")
            XCTAssertEqual(shown.status, 0)
            let file = try String(contentsOfFile: EndToEnd.path("Templates/\(name).stencil"), encoding: .utf8)
            XCTAssertEqual(shown.stdout, file, "templates show prints the shipped template byte for byte")
        }
        XCTAssertFalse(list.stdout.contains("_AutoCodableEnums"), "partials are not listed")
        for file in ["_AutoCodableEnums.stencil", "AutoCodableSupport.swift"] {
            let name = file.hasSuffix(".stencil") ? String(file.dropLast(".stencil".count)) : file
            let shown = try run(["templates", "show", name], in: "empty")
            XCTAssertEqual(shown.status, 0)
            XCTAssertEqual(shown.stdout, try String(contentsOfFile: EndToEnd.path("Templates/" + file), encoding: .utf8))
        }
        let unknown = try run(["templates", "show", "AutoCodabel"], in: "empty")
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(unknown.stderr.contains("Did you mean 'AutoCodable'?"), unknown.stderr)
    }

    func testBuiltinTemplatesAreTheDefaultWithoutConfig() throws {
        try sandbox.write("p/Models/Point.swift", "protocol AutoCodable {}\nstruct Point: AutoCodable { var x: Int = 0 }\n")
        let result = try run(["--sources", "Models", "--output", "Out"], in: "p")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(sandbox.read("p/Out/AutoCodable.generated.swift")?.contains("extension Point") == true,
                      sandbox.allFiles().joined(separator: "\n"))
    }

    func testEverySubcommandHasHelpWithExamples() throws {
        try sandbox.write("empty/.keep", "")
        for command in [[], ["parse"], ["render"], ["init"], ["templates"]] {
            let result = try run(command + ["--help"], in: "empty")
            XCTAssertEqual(result.status, 0, "\(command) --help")
            XCTAssertTrue(result.stdout.lowercased().contains("usage"), "\(command) --help has a usage line")
            XCTAssertTrue(result.stdout.contains("modelgen "), "\(command) --help shows a command to type")
        }
    }

    func testUsageErrorsSuggestTheClosestOption() throws {
        try sandbox.write("empty/.keep", "")
        let result = try run(["--sourcs", "Models"], in: "empty")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("did you mean --sources?"), result.stderr)
        XCTAssertTrue(result.stderr.contains("usage: modelgen"), result.stderr)
    }

    private func run(_ arguments: [String], in relative: String) throws -> ModelgenBinary.Result {
        let directory = sandbox.url(relative)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: installed)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = sandbox.url(".cache")
        process.environment = environment
        let out = sandbox.url(".stdout-\(UUID().uuidString)"), err = sandbox.url(".stderr-\(UUID().uuidString)")
        XCTAssertTrue(FileManager.default.createFile(atPath: out, contents: nil), out)
        XCTAssertTrue(FileManager.default.createFile(atPath: err, contents: nil), err)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        try process.run()
        process.waitUntilExit()
        defer { try? FileManager.default.removeItem(atPath: out); try? FileManager.default.removeItem(atPath: err) }
        return ModelgenBinary.Result(status: process.terminationStatus,
                                     stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
                                     stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
    }
}
