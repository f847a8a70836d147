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
        XCTAssertTrue(text.hasPrefix(".modelgen.yml:2:1: error: unsupported config keys project, sorces, child"), text)
        XCTAssertTrue(text.contains("'project': Xcode projects are not read"), text)
        XCTAssertTrue(text.contains("'sorces': unknown key (did you mean 'sources'?)"), text)
        XCTAssertTrue(text.contains("supported keys: sources, templates, output, args, strict, cacheBasePath"), text)
    }

    func testShapeErrors() {
        XCTAssertTrue(message("sources: {includ: [A]}").contains("1:11: error: unsupported key 'sources.includ' (did you mean 'include'?)"), message("sources: {includ: [A]}"))
        XCTAssertTrue(message("output:\n  link: x").contains("2:3: error: unsupported key 'output.link'"))
        XCTAssertTrue(message("output: [a, b]").contains("'output' must be a path, found a list"))
        XCTAssertTrue(message("args: [a]").contains("'args' must be a mapping"))
        XCTAssertTrue(message("strict: maybe").contains("'strict' must be true or false"))
        XCTAssertTrue(message("- a\n- b").contains("a config file must be a mapping"))
        XCTAssertTrue(message("sources: {a: [").contains("error:"))
    }

    func testLoadReportsMissingFile() {
        XCTAssertThrowsError(try ConfigFile.load(path: "/nonexistent/.modelgen.yml")) { error in
            XCTAssertEqual(String(describing: error), "/nonexistent/.modelgen.yml: error: cannot read config file (no such file or not readable)")
        }
    }
}
