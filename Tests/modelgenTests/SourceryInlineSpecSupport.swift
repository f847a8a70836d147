import Foundation
import XCTest
@testable import modelgen

/// Runs Sourcery's `SourcerySpec` inline-generation cases through the built binary: a project
/// with `Sources/Source.swift` and the given templates, generated into `Generated/`.
class SourceryInlineSpecTestCase: XCTestCase {
    let flags = ["--sources", "Sources", "--templates", "Templates", "--output", "Generated"]

    /// Writes the source and templates, runs modelgen, returns the project.
    func run(source: String, templates: [String: String], extraFlags: [String] = [],
                 file: StaticString = #filePath, line: UInt = #line) throws -> ProjectFolder {
        let project = try ProjectFolder()
        try project.write("Sources/Source.swift", source)
        for (name, text) in templates { try project.write("Templates/\(name).stencil", text) }
        let result = try ModelgenBinary.run(flags + extraFlags, in: project.url(""), cacheHome: project.url(".test-cache"))
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        return project
    }

    func assertSource(_ source: String, templates: [String: String], extraFlags: [String] = [],
                      becomes expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let project = try run(source: source, templates: templates, extraFlags: extraFlags, file: file, line: line)
        XCTAssertEqual(project.read("Sources/Source.swift"), expected, file: file, line: line)
        // A second run changes nothing.
        let again = try ModelgenBinary.run(flags + extraFlags, in: project.url(""), cacheHome: project.url(".test-cache"))
        XCTAssertEqual(again.status, 0, again.stderr, file: file, line: line)
        XCTAssertEqual(project.read("Sources/Source.swift"), expected, "second run", file: file, line: line)
    }
}
