import Foundation
import XCTest
@testable import modelgen

/// `modelgen` run without flags in a miniature Sourcery project (`Tests/Fixtures/SourceryConfigProject`):
/// every written file equals `Expected/` byte for byte, a second run changes nothing, and the generated
/// code compiles and runs.
final class SourceryConfigProjectTests: XCTestCase {
    private let fixture = EndToEnd.path("Tests/Fixtures/SourceryConfigProject")

    func testSourceryProjectIsGeneratedAsExpectedAndCompiles() throws {
        let project = try ProjectFolder()
        try FileManager.default.removeItem(atPath: project.path)
        try FileManager.default.copyItem(atPath: fixture + "/Project", toPath: project.path)
        let before = Set(project.allFiles())

        let first = try ModelgenBinary.run([], in: project.path, cacheHome: project.url(".test-cache"))
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stderr, """
        App/Removed: warning: sources path does not exist; skipped
        Templates/Tests/Legacy.ejs: warning: skipped: JavaScript templates (.ejs) are not supported by modelgen

        """)

        let expected = try expectedFiles()
        XCTAssertEqual(expected.keys.sorted(), ["App/Sources/Generated/Describe.generated.swift",
                                                "Tests/Generated/AllTypes.generated.swift",
                                                "Tests/Mocks/ItemMock.generated.swift", "Tests/Mocks/UserMock.generated.swift"])
        for (path, text) in expected {
            XCTAssertEqual(project.read(path), text, path)
        }
        let written = Set(project.allFiles().filter { !$0.hasPrefix(".test-cache/") }).subtracting(before)
        XCTAssertEqual(written, Set(expected.keys).subtracting(before), "no other file is written")

        let second = try ModelgenBinary.run([], in: project.path, cacheHome: project.url(".test-cache"))
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(second.stdout.split(separator: "\n").filter { $0.hasPrefix("modelgen: 0 files written") }.count, 2, second.stdout)

        let scratch = try EndToEnd.scratchFolder("sourcery-project")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let main = scratch.appendingPathComponent("main.swift").path
        try """
        let mock = UserMock()
        mock.describe(User(name: "Ada", age: 36))
        print(mock.described, Item(title: "Lamp"), allTypeNames)

        """.write(toFile: main, atomically: true, encoding: .utf8)
        let executable = scratch.appendingPathComponent("run").path
        try EndToEnd.compile(["-o", executable, main, project.url("App/Sources/Models.swift")] + expected.keys.sorted().map(project.url))
        let result = try EndToEnd.run(executable, [])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output, "[\"User(name: Ada, age: 36)\"] Item(title: Lamp) [\"Item\", \"User\"]\n")
    }

    /// `Expected/` as relative path → text.
    private func expectedFiles() throws -> [String: String] {
        let base = fixture + "/Expected"
        var files: [String: String] = [:]
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: base))
        while let next = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: base + "/" + next, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files[next] = try String(contentsOfFile: base + "/" + next, encoding: .utf8)
        }
        return files
    }
}
