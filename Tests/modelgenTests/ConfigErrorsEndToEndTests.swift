import Foundation
import XCTest
@testable import modelgen

/// What the built binary prints for a config file it refuses: the located message, the line and
/// a caret under the column, whole on standard error.
final class ConfigErrorsEndToEndTests: XCTestCase {
    private func project() throws -> ProjectFolder {
        let project = try ProjectFolder()
        try project.write("Sources/User.swift", "struct User {\n    let name: String\n}\n")
        try project.write("Templates/Names.stencil", "{% for type in types.all %}{{ type.name }}\n{% endfor %}")
        return project
    }

    private func run(_ arguments: [String], in project: ProjectFolder) throws -> ModelgenBinary.Result {
        try ModelgenBinary.run(arguments, in: project.path, cacheHome: project.url(".test-cache"))
    }

    func testModelgenConfigValueError() throws {
        let project = try project()
        try project.write(".modelgen.yml", "sources: [Sources]\ntemplates: [Templates]\noutput: Generated\nstrict: maybe\n")
        let result = try run([], in: project)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, """
            .modelgen.yml:4:9: error: 'strict' must be true or false
            strict: maybe
                    ^

            """)
        XCTAssertFalse(project.exists("Generated"))
    }

    func testUnsupportedKeysShowTheFirstKeysLineThenTheList() throws {
        let project = try project()
        try project.write(".modelgen.yml", "sources: [Sources]\noutput: Generated\n\nxcode: {}\n")
        let result = try run([], in: project)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, """
            .modelgen.yml:4:1: error: unsupported config key xcode
            xcode: {}
            ^
              'xcode': Xcode project linking is not supported
              supported keys: sources, templates, output, args, strict, cacheBasePath, forceParse, parseDocumentation, hideVersionHeader, headerPrefix, baseIndentation, limits

            """)
    }

    func testSourceryConfigurationSetErrors() throws {
        let project = try project()
        try project.write(".sourcery.yml", "configurations:\n  - child: Module/.sourcery.yml\ntemplates: [Templates]\n")
        let beside = try run(["--config", ".sourcery.yml"], in: project)
        XCTAssertEqual(beside.status, 2)
        XCTAssertEqual(beside.stderr, """
            .sourcery.yml:3:1: error: 'templates' is not read beside 'configurations'; move it into each configuration
            templates: [Templates]
            ^

            """)

        // An error in a child config shows the child's path and its line.
        try project.write(".sourcery.yml", "configurations:\n  - child: Module/.sourcery.yml\n")
        try project.write("Module/.sourcery.yml", "sources: [../Sources]\ntemplates: [../Templates]\noutput: Out\nargs:\n  - public\n")
        let child = try run(["--config", ".sourcery.yml"], in: project)
        XCTAssertEqual(child.status, 2)
        XCTAssertEqual(child.stderr, """
            Module/.sourcery.yml:5:3: error: 'args' must be a mapping of names to values, found a list
              - public
              ^

            """)
    }

    /// Warnings about a Sourcery config show their line too, and the run goes on.
    func testSourceryConfigWarningsShowTheirLine() throws {
        let project = try project()
        try project.write(".sourcery.yml", "sources: [Sources]\ntemplates: [Templates]\noutput:\n  path: Generated\n  pth: Other\n")
        let result = try run(["--config", ".sourcery.yml"], in: project)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, """
            .sourcery.yml:5:3: warning: unknown key 'output.pth' ignored, as Sourcery does (did you mean 'path'?)
              pth: Other
              ^

            """)
        XCTAssertEqual(project.read("Generated/Names.generated.swift").map { $0.hasSuffix("User\n") }, true)
    }
}
