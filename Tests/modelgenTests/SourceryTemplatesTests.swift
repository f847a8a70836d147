import Foundation
import XCTest
@testable import modelgen

/// The yardstick: Sourcery's own bundled templates, run unmodified over Sourcery's own test
/// context (`Tests/Fixtures/Sourcery`, see its README), must produce Sourcery's expected output.
///
/// Comparison follows Sourcery's `TemplatesTests`: empty lines and lines starting with `//` are
/// dropped from both sides, the rest must be identical line for line.
final class SourceryTemplatesTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Sourcery")

    private static func contextFiles() throws -> [String] {
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
        try String(contentsOf: fixtures.appendingPathComponent("Expected/\(name).expected"), encoding: .utf8)
    }

    /// Sourcery's normalisation: no empty lines, no `//` lines.
    static func significantLines(_ text: String) -> [String] {
        text.components(separatedBy: "\n").filter { !$0.isEmpty && !$0.hasPrefix("//") }
    }

    private func check(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let rendered = try Self.render(name)
        let expected = try Self.expected(name)
        let actualLines = Self.significantLines(rendered)
        let expectedLines = Self.significantLines(expected)
        if actualLines != expectedLines {
            let firstDifference = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }
            let detail = firstDifference.map { "line \($0.offset + 1): got «\($0.element.0)», expected «\($0.element.1)»" }
                ?? "line counts differ: got \(actualLines.count), expected \(expectedLines.count)"
            XCTFail("\(name): \(detail)\n--- rendered ---\n\(rendered)", file: file, line: line)
        }
    }

    func testAutoCases() throws { try check("AutoCases") }
    func testAutoEquatable() throws { try check("AutoEquatable") }
    func testAutoHashable() throws { try check("AutoHashable") }
    func testAutoLenses() throws { try check("AutoLenses") }
    func testLinuxMain() throws { try check("LinuxMain") }

    /// No expected file of this template's version is published; the generated mocks must
    /// compile against the protocols they mock (each protocol gets its mock class).
    func testAutoMockableCompiles() throws {
        let rendered = try Self.render("AutoMockable")
        for mock in ["AnnotatedProtocolMock", "BasicProtocolMock", "ClosureProtocolMock", "CurrencyPresenterMock",
                     "ExtendableProtocolMock", "InitializationProtocolMock", "ReservedWordsProtocolMock",
                     "SameShortMethodNamesProtocolMock", "ThrowableProtocolMock", "VariablesProtocolMock"] {
            XCTAssertTrue(rendered.contains("class \(mock): "), "missing \(mock)\n\(rendered)")
        }
        let context = try String(contentsOf: Self.fixtures.appendingPathComponent("Context/AutoMockable.swift"),
                                 encoding: .utf8)
        try SwiftCompiler.typecheck(context + "\n" + rendered, file: #filePath, line: #line)
    }
}

/// Runs `swiftc -typecheck` on generated code (skipped when no compiler is installed).
enum SwiftCompiler {
    static func typecheck(_ source: String, file: StaticString, line: UInt) throws {
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
        XCTAssertEqual(process.terminationStatus, 0, "swiftc -typecheck failed:\n\(output)\n--- source ---\n\(source)",
                       file: file, line: line)
    }

    private static func which(_ tool: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
