import Foundation
import XCTest
@testable import modelgen

/// The yardstick: Sourcery's own bundled templates, run unmodified over Sourcery's own test
/// context (`Tests/Fixtures/Sourcery`, see its README), must produce Sourcery's expected output.
///
/// Comparison follows Sourcery's `TemplatesTests` (empty lines and lines starting with `//` are
/// dropped from both sides, the rest must be identical line for line), plus byte identity with
/// Sourcery's output wherever the published files allow it (see the fixtures' README).
final class SourceryTemplatesTests: XCTestCase {
    /// Sourcery's files are third-party code, so they are not committed: they are read from
    /// `MODELGEN_SOURCERY_FIXTURES`, else from the git-ignored `Tests/Fixtures/Sourcery/` (its README
    /// lists the exact upstream files), and the yardstick is skipped when neither has them.
    static let fixtures: URL = {
        if let path = ProcessInfo.processInfo.environment["MODELGEN_SOURCERY_FIXTURES"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/Sourcery")
    }()

    static func requireFixtures() throws {
        guard FileManager.default.fileExists(atPath: fixtures.appendingPathComponent("Templates").path) else {
            throw XCTSkip("Sourcery's templates are not in the repository (third-party code): copy them into "
                + "Tests/Fixtures/Sourcery/ as its README says, or set MODELGEN_SOURCERY_FIXTURES")
        }
    }

    private static func contextFiles() throws -> [String] {
        try requireFixtures()
        let folder = fixtures.appendingPathComponent("Context")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    static func render(_ name: String) throws -> String {
        try requireWorkingParser()
        let template = fixtures.appendingPathComponent("Templates/\(name).stencil").path
        let input = GenerationInput(sourceFiles: try contextFiles(), templateFiles: [template], arguments: [:],
                                    strict: false, cacheDirectory: nil, verbose: false)
        let result = try Generator.run(input)
        return result.rendered.first?.text ?? ""
    }

    static func expected(_ name: String) throws -> String {
        try requireFixtures()
        return try String(contentsOf: fixtures.appendingPathComponent("Expected/\(name).expected"), encoding: .utf8)
    }

    /// Sourcery's normalisation: no empty lines, no `//` lines.
    static func significantLines(_ text: String) -> [String] {
        text.components(separatedBy: "\n").filter { !$0.isEmpty && !$0.hasPrefix("//") }
    }

    func compare(_ rendered: String, withExpectedOf name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        compare(rendered, with: try Self.expected(name), name: name, file: file, line: line)
    }

    /// Sourcery's comparison of `rendered` with `expectedText`, failing with the first differing line.
    func compare(_ rendered: String, with expectedText: String, name: String, file: StaticString = #filePath, line: UInt = #line) {
        let actualLines = Self.significantLines(rendered)
        let expectedLines = Self.significantLines(expectedText)
        guard actualLines != expectedLines else { return }
        let firstDifference = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }
        let detail = firstDifference.map { "line \($0.offset + 1): got «\($0.element.0)», expected «\($0.element.1)»" }
            ?? "line counts differ: got \(actualLines.count), expected \(expectedLines.count)"
        XCTFail("\(name): \(detail)\n--- rendered ---\n\(rendered)", file: file, line: line)
    }

    /// Sourcery's real output for the same template (its `Generated/` file), without the
    /// two-line header and the blank line Sourcery's writer puts before the rendered text.
    static func generatedBody(_ name: String) throws -> String {
        let text = try String(contentsOf: fixtures.appendingPathComponent("Generated/\(name).generated.swift"), encoding: .utf8)
        let marker = "\n// DO NOT EDIT\n\n"
        guard let range = text.range(of: marker) else { return text }
        return String(text[range.upperBound...])
    }

    /// Which published versions the fixture folder holds (README, "Fixture eras"): the pinned ones
    /// by default, the newest stored ones with `MODELGEN_SOURCERY_ERA=newest`. The eras differ in
    /// their byte-identity exceptions; the newest era's are in `SourceryTemplatesTests+NewestEra.swift`.
    static let newestEra = ProcessInfo.processInfo.environment["MODELGEN_SOURCERY_ERA"] == "newest"

    // Byte-identical to Sourcery's expected file (which equals its generated output here).
    func testAutoEquatable() throws {
        if Self.newestEra { return try checkNewestAutoEquatable() }
        let rendered = try Self.render("AutoEquatable")
        try compare(rendered, withExpectedOf: "AutoEquatable")
        XCTAssertEqual(rendered, try Self.expected("AutoEquatable"))
    }

    func testAutoLenses() throws {
        let rendered = try Self.render("AutoLenses")
        try compare(rendered, withExpectedOf: "AutoLenses")
        XCTAssertEqual(rendered, try Self.expected("AutoLenses"))
    }

    // Byte-identical to what Sourcery generated; the `.expected` files differ from that only in
    // blank lines, which Sourcery's own comparison ignores.
    func testAutoCases() throws {
        let rendered = try Self.render("AutoCases")
        try compare(rendered, withExpectedOf: "AutoCases")
        XCTAssertEqual(rendered, try Self.generatedBody("AutoCases"))
    }

    func testLinuxMain() throws {
        let rendered = try Self.render("LinuxMain")
        try compare(rendered, withExpectedOf: "LinuxMain")
        XCTAssertEqual(rendered, try Self.generatedBody("LinuxMain"))
    }

    /// The published template is one revision newer than the published expected/generated
    /// files: it added ` override` for NSObject subclasses
    /// (`{{ type.accessLevel }}{% if type.based.NSObject %} override{% endif %} var hashValue`).
    /// `AutoHashableNSObject: NSObject` therefore renders `internal override var hashValue`; every
    /// other byte equals Sourcery's generated file.
    func testAutoHashable() throws {
        if Self.newestEra { return try checkNewestAutoHashable() }
        let rendered = try Self.render("AutoHashable")
        let newerTemplateLine = "extension AutoHashableNSObject {\n    internal override var hashValue: Int {"
        let publishedLine = "extension AutoHashableNSObject {\n    internal var hashValue: Int {"
        XCTAssertTrue(rendered.contains(newerTemplateLine), rendered)
        let asPublished = rendered.replacingOccurrences(of: newerTemplateLine, with: publishedLine)
        try compare(asPublished, withExpectedOf: "AutoHashable")
        XCTAssertEqual(asPublished, try Self.generatedBody("AutoHashable"))
    }

    /// The expected file of the template's own revision (with the matching context). Sourcery's
    /// comparison drops blank lines and `//` lines, and its expected file lacks the template's two
    /// leading `// swiftlint:disable` lines (and the blank line after them) and has two blank lines
    /// after the imports where the template's import loops and macro definitions leave sixteen.
    /// Those two places aside, the output is byte-identical. The mocks must also type-check.
    func testAutoMockable() throws {
        if Self.newestEra { return try checkNewestAutoMockable() }
        let rendered = try Self.render("AutoMockable")
        try compare(rendered, withExpectedOf: "AutoMockable")
        let leadingComments = "// swiftlint:disable line_length\n// swiftlint:disable variable_name\n\n"
        XCTAssertTrue(rendered.hasPrefix(leadingComments), rendered)
        let body = String(rendered.dropFirst(leadingComments.count))
        XCTAssertEqual(Self.shorteningBlankLines(after: "#endif\n", in: body, to: 2), try Self.expected("AutoMockable"))
        let context = try String(contentsOf: Self.fixtures.appendingPathComponent("Context/AutoMockable.swift"),
                                 encoding: .utf8)
        try SwiftCompiler.typecheck(context + "\n" + rendered, file: #filePath, line: #line)
    }

    /// `text` with the run of blank lines after the first `line` cut to `count`.
    static func shorteningBlankLines(after line: String, in text: String, to count: Int) -> String {
        guard let found = text.range(of: line) else { return text }
        let rest = text[found.upperBound...]
        let blank = rest.prefix { $0 == "\n" }
        guard blank.count > count else { return text }
        return String(text[..<found.upperBound]) + String(repeating: "\n", count: count) + String(rest.dropFirst(blank.count))
    }
}

/// Runs `swiftc -typecheck` on generated code (skipped when no compiler is installed).
enum SwiftCompiler {
    static func typecheck(_ source: String, file: StaticString, line: UInt) throws {
        let (status, output) = try run(source)
        XCTAssertEqual(status, 0, "swiftc -typecheck failed:\n\(output)\n--- source ---\n\(source)",
                       file: file, line: line)
    }

    /// The source lines `swiftc -typecheck` reports errors on, trimmed, once each, in line order.
    static func errorLines(_ source: String) throws -> [String] {
        let (_, output) = try run(source)
        let lines = source.components(separatedBy: "\n")
        var numbers = Set<Int>()
        for reported in output.components(separatedBy: "\n") where reported.contains(": error: ") {
            let fields = reported.split(separator: ":")
            if fields.count > 2, fields[0].hasSuffix("Generated.swift"), let number = Int(fields[1]) { numbers.insert(number) }
        }
        return numbers.sorted().filter { $0 <= lines.count }.map { lines[$0 - 1].trimmingCharacters(in: .whitespaces) }
    }

    /// Runs `swiftc -typecheck` on `source`: exit status and diagnostics (skipped when no compiler is installed).
    private static func run(_ source: String) throws -> (Int32, String) {
        guard let swiftc = ["/usr/bin/swiftc", "/usr/local/bin/swiftc"].first(where: FileManager.default.isExecutableFile)
                ?? which("swiftc") else {
            throw XCTSkip("swiftc not found")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("modelgen-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Generated.swift")
        try Data(source.utf8).write(to: path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-typecheck", path.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    private static func which(_ tool: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
