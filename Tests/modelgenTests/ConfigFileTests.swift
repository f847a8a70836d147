import XCTest
@testable import modelgen

final class ConfigFileTests: XCTestCase {
    private func parse(_ text: String, path: String = ".modelgen.yml") throws -> ConfigFile {
        try ConfigFile.parse(text, path: path, baseDirectory: "/project/config")
    }

    private func message(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "no error"
        } catch {
            return String(describing: error)
        }
    }

    func testModelgenConfigPathsAreRelativeToTheConfigFolder() throws {
        let config = try parse("""
        sources: [Models, /abs/Other, ../Shared]
        templates: Templates
        output: ../Generated
        args: {public: true}
        strict: true
        cacheBasePath: .cache
        """)
        XCTAssertEqual(config.sources, PathSelection(include: ["/project/config/Models", "/abs/Other", "/project/Shared"]))
        XCTAssertEqual(config.templates, PathSelection(include: ["/project/config/Templates"]))
        XCTAssertEqual(config.output, "/project/Generated")
        XCTAssertEqual(config.arguments, ["public": .bool(true)])
        XCTAssertEqual(config.strict, true)
        XCTAssertEqual(config.cachePath, "/project/config/.cache")
    }

    func testSourceryConfigForms() throws {
        let config = try parse("""
        sources:
          include:
            - ./Sources
            - Extra
          exclude:
            - ./Sources/Legacy
        templates:
          include: [Templates, builtin:AutoCodable]
        output:
          path: Generated/
        args:
          imports:
            - Foundation
            - UIKit
          autoMockableTestableImports: [App]
        """, path: ".sourcery.yml")
        XCTAssertEqual(config.sources, PathSelection(include: ["/project/config/Sources", "/project/config/Extra"],
                                                     exclude: ["/project/config/Sources/Legacy"]))
        XCTAssertEqual(config.templates?.include, ["/project/config/Templates", "builtin:AutoCodable"])
        XCTAssertEqual(config.output, "/project/config/Generated")
        XCTAssertEqual(config.arguments["imports"], .array([.string("Foundation"), .string("UIKit")]))
    }

    func testUnsupportedKeysAreNamedTogether() {
        let text = message("""
        sources: [A]
        project: App.xcodeproj
        sorces: [B]
        child: x
        """)
        XCTAssertEqual(text, """
            .modelgen.yml:2:1: error: unsupported config keys project, sorces, child
            project: App.xcodeproj
            ^
              'project': Xcode projects are not read; list source folders under 'sources'
              'sorces': unknown key (did you mean 'sources'?)
              'child': 'child' is read inside 'configurations' entries only
              supported keys: sources, templates, output, args, strict, cacheBasePath, forceParse, parseDocumentation, hideVersionHeader, headerPrefix, baseIndentation, limits
            """)
    }

    func testShapeErrors() {
        XCTAssertEqual(message("sources: {includ: [A]}"), """
            .modelgen.yml:1:11: error: unsupported key 'sources.includ' (did you mean 'include'?); 'sources' accepts 'include' and 'exclude'
            sources: {includ: [A]}
                      ^
            """)
        XCTAssertEqual(message("output:\n  link: x"), ".modelgen.yml:2:3: error: unsupported key 'output.link': Xcode project linking is not supported\n  link: x\n  ^")
        XCTAssertEqual(message("output: [a, b]"), ".modelgen.yml:1:9: error: 'output' must be a path, found a list\noutput: [a, b]\n        ^")
        XCTAssertEqual(message("args: [a]"), ".modelgen.yml:1:7: error: 'args' must be a mapping of names to values, found a list\nargs: [a]\n      ^")
        XCTAssertEqual(message("strict: maybe"), ".modelgen.yml:1:9: error: 'strict' must be true or false\nstrict: maybe\n        ^")
        XCTAssertEqual(message("- a\n- b"), ".modelgen.yml:1:1: error: a config file must be a mapping of keys (sources, templates, output, …), found a list\n- a\n^")
        XCTAssertEqual(message("sources: {a: ["), ".modelgen.yml:1:14: error: unclosed '[' (flow lists must end on the same line)\nsources: {a: [\n             ^")
    }

    func testLimitsErrorsShowTheirLine() {
        XCTAssertEqual(message("sources: [A]\nlimits:\n  loopIterations: -3\n"), """
            .modelgen.yml:3:19: error: 'limits.loopIterations' must be a positive whole number
              loopIterations: -3
                              ^
            """)
        XCTAssertEqual(message("limits: {outputBytes: 10, depth: 2}"), """
            .modelgen.yml:1:27: error: unknown limit 'depth' (known: loopIterations, outputBytes)
            limits: {outputBytes: 10, depth: 2}
                                      ^
            """)
        XCTAssertEqual(message("limits: 5"), """
            .modelgen.yml:1:9: error: 'limits' must be a mapping (loopIterations, outputBytes), found a scalar
            limits: 5
                    ^
            """)
    }

    func testArgsErrorsShowTheirLine() {
        XCTAssertEqual(message("args:\n  flag: on\n  name:\n"), """
            .modelgen.yml:3:8: error: 'args.name' has no value (write `true` for a flag, or a quoted "" for empty text)
              name:
                   ^
            """)
        XCTAssertEqual(message("args: \"text\""), """
            .modelgen.yml:1:7: error: 'args' must be a mapping of names to values, found a scalar
            args: "text"
                  ^
            """)
    }

    func testEnvironmentErrorsShowTheirLine() {
        XCTAssertThrowsError(try ConfigFile.parse("output: ${NOT_SET_HERE}/Out\n", path: ".modelgen.yml", baseDirectory: "/p", environment: [:])) { error in
            XCTAssertEqual("\(error)", ".modelgen.yml:1:9: error: environment variable 'NOT_SET_HERE' (written ${NOT_SET_HERE}) is not set\noutput: ${NOT_SET_HERE}/Out\n        ^")
        }
    }

    /// A line of a hostile or minified config is cut to a window around the column.
    func testLongLineIsCutAroundTheColumn() {
        let line = "sources: " + String(repeating: "[x, ", count: 25_000)
        let text = message(line)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.count, 3, String(text.prefix(500)))
        XCTAssertEqual(lines[0], ".modelgen.yml:1:262: error: collections nested deeper than 64 levels")
        // 60 characters of the line before the column, 60 from it on, `…` on both sides.
        let characters = Array(line)
        XCTAssertEqual(lines[1], "…" + String(characters[201..<321]) + "…")
        XCTAssertEqual(lines[1], "…" + String(repeating: "[x, ", count: 30) + "…")
        XCTAssertEqual(lines[2], String(repeating: " ", count: 61) + "^")
        XCTAssertEqual(Array(lines[1])[61], "[")
    }

    /// Paths under the current folder are shortened in message lines, not in quoted source lines.
    func testRelativizedMessagesKeepTheirExcerpt() {
        let folder = PathResolver.currentDirectory
        let text = "\(folder)/.modelgen.yml:2:3: error: 'sources' entries must be paths\n  \(folder)/Models: x\n  ^\n"
            + "  \(folder)/Other.swift:1:1: note: from here"
        XCTAssertEqual(PathResolver.relativizeMessages(text),
                       ".modelgen.yml:2:3: error: 'sources' entries must be paths\n  \(folder)/Models: x\n  ^\n  Other.swift:1:1: note: from here")
    }

    func testLoadReportsMissingFile() {
        XCTAssertThrowsError(try ConfigFile.load(path: "/nonexistent/.modelgen.yml")) { error in
            XCTAssertEqual(String(describing: error), "/nonexistent/.modelgen.yml: error: cannot read config file (no such file or not readable)")
        }
    }
}
