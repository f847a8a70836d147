import Foundation
import XCTest

/// `Tests/Fixtures/MiniSourceryProject`: a small Sourcery project (its `.sourcery.yml`, templates
/// with `inline`, `inline:auto`, `after-auto` and `sourcery:file` blocks, sources with indented
/// regions) and, in `Expected/`, the files Sourcery's rules give (generated files without their
/// header lines). The built binary runs on a copy; every file must match byte for byte, and a
/// second run must change nothing.
final class MiniSourceryProjectTests: XCTestCase {
    private let fixture = EndToEnd.path("Tests/Fixtures/MiniSourceryProject")

    func testGeneratesExactlyWhatSourceryWould() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("mini-sourcery-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: project) }
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        for item in [".sourcery.yml", "Sources", "Templates"] {
            try FileManager.default.copyItem(atPath: fixture + "/" + item, toPath: project + "/" + item)
        }

        let first = try ModelgenBinary.run(["--config", ".sourcery.yml"], in: project)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stderr, "")
        try assertMatchesExpected(project)

        let second = try ModelgenBinary.run(["--config", ".sourcery.yml"], in: project)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertTrue(second.stdout.contains("0 files written"), second.stdout)
        try assertMatchesExpected(project)
    }

    /// A project that ran Sourcery and committed its output: the sources hold Sourcery's inline
    /// regions and the output folder Sourcery's files, header included. modelgen replaces the
    /// Sourcery-generated files (their header says so) and leaves every source byte as it was.
    func testLeavesSourceryCommittedOutputAsItIs() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("mini-sourcery-committed-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: project) }
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        for item in [".sourcery.yml", "Templates"] {
            try FileManager.default.copyItem(atPath: fixture + "/" + item, toPath: project + "/" + item)
        }
        try FileManager.default.copyItem(atPath: fixture + "/Expected/Sources", toPath: project + "/Sources")
        let sourceryHeader = "// Generated using Sourcery 2.2.6 — https://github.com/krzysztofzablocki/Sourcery\n// DO NOT EDIT\n"
        for path in try files(under: fixture + "/Expected/Generated") {
            let body = try String(contentsOfFile: fixture + "/Expected/Generated/" + path, encoding: .utf8)
            let target = project + "/Generated/" + path
            try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try (sourceryHeader + body).write(toFile: target, atomically: true, encoding: .utf8)
        }
        let sources = try files(under: project + "/Sources")
        let before = try sources.map { try Data(contentsOf: URL(fileURLWithPath: project + "/Sources/" + $0)) }

        let result = try ModelgenBinary.run(["--config", ".sourcery.yml"], in: project)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let after = try sources.map { try Data(contentsOf: URL(fileURLWithPath: project + "/Sources/" + $0)) }
        for (index, path) in sources.enumerated() {
            XCTAssertEqual(String(decoding: after[index], as: UTF8.self), String(decoding: before[index], as: UTF8.self), path)
        }
        try assertMatchesExpected(project)
    }

    private func assertMatchesExpected(_ project: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let expected = try files(under: fixture + "/Expected")
        XCTAssertEqual(try files(under: project + "/Generated").map { "Generated/" + $0 },
                       expected.filter { $0.hasPrefix("Generated/") }, "the generated files", file: file, line: line)
        for path in expected {
            let want = try Data(contentsOf: URL(fileURLWithPath: fixture + "/Expected/" + path))
            var got = try Data(contentsOf: URL(fileURLWithPath: project + "/" + path))
            if path.hasPrefix("Generated/") { got = withoutHeader(got) }
            XCTAssertEqual(String(decoding: got, as: UTF8.self), String(decoding: want, as: UTF8.self), path, file: file, line: line)
        }
    }

    /// The file without its leading header lines (`// Generated using …`, `// DO NOT EDIT`).
    private func withoutHeader(_ data: Data) -> Data {
        var text = Substring(String(decoding: data, as: UTF8.self))
        while text.hasPrefix("// Generated using") || text.hasPrefix("// DO NOT EDIT") {
            text = text.firstIndex(of: "\n").map { text[text.index(after: $0)...] } ?? ""
        }
        return Data(text.utf8)
    }

    /// Relative paths of the regular files under `folder`, sorted; hidden folders (the cache) left out.
    private func files(under folder: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                paths.append(path)
            }
        }
        return paths.sorted()
    }
}
