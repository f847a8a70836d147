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
              'project': Xcode projects are not read; list source folders under 'sources'
              'sorces': unknown key (did you mean 'sources'?)
              'child': 'child' is read inside 'configurations' entries only
              supported keys: sources, templates, output, args, strict, cacheBasePath, forceParse, parseDocumentation, hideVersionHeader, headerPrefix, baseIndentation, limits
            """)
    }

    func testShapeErrors() {
        XCTAssertEqual(message("sources: {includ: [A]}"), ".modelgen.yml:1:11: error: unsupported key 'sources.includ' (did you mean 'include'?); 'sources' accepts 'include' and 'exclude'")
        XCTAssertEqual(message("output:\n  link: x"), ".modelgen.yml:2:3: error: unsupported key 'output.link': Xcode project linking is not supported")
        XCTAssertEqual(message("output: [a, b]"), ".modelgen.yml:1:9: error: 'output' must be a path, found a list")
        XCTAssertEqual(message("args: [a]"), ".modelgen.yml:1:7: error: 'args' must be a mapping of names to values, found a list")
        XCTAssertEqual(message("strict: maybe"), ".modelgen.yml:1:9: error: 'strict' must be true or false")
        XCTAssertEqual(message("- a\n- b"), ".modelgen.yml:1:1: error: a config file must be a mapping of keys (sources, templates, output, …), found a list")
        XCTAssertEqual(message("sources: {a: ["), ".modelgen.yml:1:14: error: unclosed '[' (flow lists must end on the same line)\nsources: {a: [\n             ^")
    }

    func testLoadReportsMissingFile() {
        XCTAssertThrowsError(try ConfigFile.load(path: "/nonexistent/.modelgen.yml")) { error in
            XCTAssertEqual(String(describing: error), "/nonexistent/.modelgen.yml: error: cannot read config file (no such file or not readable)")
        }
    }
}
