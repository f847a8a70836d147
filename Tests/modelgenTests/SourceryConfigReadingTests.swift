import XCTest
@testable import modelgen

/// Reading Sourcery's config forms: environment placeholders, configuration sets, the new keys and flags.
final class SourceryConfigReadingTests: XCTestCase {
    private func expand(_ text: String, _ environment: [String: String]) throws -> String {
        try EnvironmentExpansion.expand(text, environment: environment,
                                        at: YAMLNode(kind: .scalar(text, quoted: false), line: 1, column: 1), path: "c.yml")
    }

    func testEnvironmentPlaceholders() throws {
        let environment = ["ROOT": "/src", "A_1": "x", "EMPTY": ""]
        XCTAssertEqual(try expand("${ROOT}/App/${A_1}${A_1}", environment), "/src/App/xx")
        XCTAssertEqual(try expand("pre${EMPTY}post", environment), "prepost")
        // Not placeholders: left as written.
        for text in ["$ROOT/App", "${1X}", "${ROOT", "${}", "${A-B}", "plain"] {
            XCTAssertEqual(try expand(text, environment), text)
        }
        XCTAssertEqual(try expand("${a-${A_1}}", environment), "${a-x}")
        // One pass over the text: a long run of openers with no name is copied as it is.
        let openers = String(repeating: "${", count: 50_000) + "}"
        XCTAssertEqual(try expand(openers, environment), openers)
        XCTAssertThrowsError(try expand("${ROOT}/${MISSING}", environment)) { error in
            XCTAssertEqual("\(error)", "c.yml:1:1: error: environment variable 'MISSING' (written ${MISSING}) is not set")
        }
    }

    func testNewKeysAreRead() throws {
        let config = try ConfigFile.parse("""
        sources: [S]
        templates: [T]
        output: O
        parseDocumentation: yes
        hideVersionHeader: true
        headerPrefix: "// swiftlint:disable all"
        baseIndentation: 4
        """, path: ".sourcery.yml", baseDirectory: "/p")
        XCTAssertEqual(config.parseDocumentation, true)
        XCTAssertEqual(config.hideVersionHeader, true)
        XCTAssertEqual(config.headerPrefix, "// swiftlint:disable all")
        XCTAssertEqual(config.baseIndentation, 4)
        XCTAssertTrue(config.followsSourcery)
        XCTAssertFalse(try ConfigFile.parse("output: O\n", path: "/p/.modelgen.yml", baseDirectory: "/p").followsSourcery)
        XCTAssertThrowsError(try ConfigFile.parse("hideVersionHeader: maybe\n", path: "c.yml", baseDirectory: "/p")) { error in
            XCTAssertEqual("\(error)", "c.yml:1:20: error: 'hideVersionHeader' must be true or false\nhideVersionHeader: maybe\n                   ^")
        }
    }

    func testUnknownKeysOfASourceryConfigAreWarnings() throws {
        let config = try ConfigFile.parse("sources: [S]\nforce-parse: generated\nlabel: x\n", path: ".sourcery.yml", baseDirectory: "/p")
        XCTAssertEqual(config.warnings.map(\.description), [
            ".sourcery.yml:2:1: warning: unknown config key 'force-parse' ignored, as Sourcery does (did you mean 'forceParse'?)\n"
                + "force-parse: generated\n^",
            ".sourcery.yml:3:1: warning: unknown config key 'label' ignored, as Sourcery does\nlabel: x\n^",
        ])
        XCTAssertEqual(config.forceParse, [])
        // Sourcery features modelgen refuses stay errors, and so does any unknown key of modelgen's own config.
        XCTAssertThrowsError(try ConfigFile.parse("label: x\nproject: P\n", path: ".sourcery.yml", baseDirectory: "/p")) { error in
            XCTAssertEqual("\(error)", ".sourcery.yml:2:1: error: unsupported config key project\n"
                           + "project: P\n^\n"
                           + "  'project': Xcode projects are not read; list source folders under 'sources'\n"
                           + "  supported keys: sources, templates, output, args, strict, cacheBasePath, forceParse, parseDocumentation, hideVersionHeader, headerPrefix, baseIndentation, limits")
        }
        XCTAssertThrowsError(try ConfigFile.parse("force-parse: generated\n", path: ".modelgen.yml", baseDirectory: "/p")) { error in
            XCTAssertEqual("\(error)", ".modelgen.yml:1:1: error: unsupported config key force-parse\n"
                           + "force-parse: generated\n^\n"
                           + "  'force-parse': unknown key (did you mean 'forceParse'?)\n"
                           + "  supported keys: sources, templates, output, args, strict, cacheBasePath, forceParse, parseDocumentation, hideVersionHeader, headerPrefix, baseIndentation, limits")
        }
        // Sourcery adds outputs to an Xcode project with 'output.link'; modelgen writes them and says it does not link them.
        let linked = try ConfigFile.parse("output:\n  path: Out\n  link:\n    project: App.xcodeproj\n", path: ".sourcery.yml", baseDirectory: "/p")
        XCTAssertEqual(linked.output, "/p/Out")
        XCTAssertEqual(linked.warnings.map(\.description),
                       [".sourcery.yml:3:3: warning: 'output.link' ignored: modelgen writes the files but does not add them to an Xcode project\n  link:\n  ^"])
        // A child of a Sourcery config is read the same way, whatever its name.
        let project = try ProjectFolder()
        try project.write(".sourcery.yml", "configurations:\n  - child: sub/config.yml\n")
        try project.write("sub/config.yml", "sources: S\noutput: O\nforce-parse: generated\n")
        let children = try ConfigurationSet.load(path: project.url(".sourcery.yml"), environment: [:])
        XCTAssertEqual(children.map { $0.warnings.count }, [1])
        // Its warnings show the child's own line.
        XCTAssertEqual(children[0].warnings.map(\.description), [
            "\(project.url("sub/config.yml")):3:1: warning: unknown config key 'force-parse' ignored, as Sourcery does (did you mean 'forceParse'?)\n"
                + "force-parse: generated\n^",
        ])
    }

    func testAnotherToolsKeysAreLeftAlone() throws {
        // A `.sourcery.yml` may also hold another tool's settings, with `${…}` of its own: Sourcery
        // ignores the key, so its values are neither expanded nor an error, beside `configurations`
        // or inside one.
        let project = try ProjectFolder()
        try project.write(".sourcery.yml", """
            rules:
            - pattern: ${name} = ${value}
            configurations:
             - sources: [S]
               templates: [T]
               output: ${OUT}
               lint: ${name}

            """)
        let configurations = try ConfigurationSet.load(path: project.url(".sourcery.yml"), environment: ["OUT": "Generated"])
        XCTAssertEqual(configurations.map(\.output), [project.url("Generated")])
        XCTAssertEqual(configurations[0].warnings.map(\.description), [
            "\(project.url(".sourcery.yml")):1:1: warning: unknown config key 'rules' ignored, as Sourcery does\nrules:\n^",
            "\(project.url(".sourcery.yml")):7:4: warning: unknown config key 'lint' ignored, as Sourcery does\n   lint: ${name}\n   ^",
        ])
        // A value that is read still names its unset variable, and a configuration key beside
        // `configurations` is still an error: it would not apply to any of them.
        XCTAssertThrowsError(try ConfigurationSet.load(path: project.url(".sourcery.yml"), environment: [:])) { error in
            XCTAssertEqual("\(error)", "\(project.url(".sourcery.yml")):6:12: error: environment variable 'OUT' (written ${OUT}) is not set\n"
                           + "   output: ${OUT}\n           ^")
        }
        try project.write("b.sourcery.yml", "output: O\nconfigurations:\n - sources: [S]\n")
        XCTAssertThrowsError(try ConfigurationSet.load(path: project.url("b.sourcery.yml"), environment: [:])) { error in
            XCTAssertEqual("\(error)", "\(project.url("b.sourcery.yml")):1:1: error: 'output' is not read beside 'configurations'; move it into each configuration\n"
                           + "output: O\n^")
        }
    }

    func testConfigurationSetShapes() throws {
        let project = try ProjectFolder()
        try project.write("a.sourcery.yml", "configurations: {sources: S}\n")
        XCTAssertThrowsError(try ConfigurationSet.load(path: project.url("a.sourcery.yml"), environment: [:])) { error in
            XCTAssertEqual("\(error)", "\(project.url("a.sourcery.yml")):1:17: error: 'configurations' must be a list of configurations, found a mapping\n"
                           + "configurations: {sources: S}\n                ^")
        }
        try project.write("b.sourcery.yml", "configurations:\n  - child: c.yml\n    output: O\n")
        XCTAssertThrowsError(try ConfigurationSet.load(path: project.url("b.sourcery.yml"), environment: [:])) { error in
            XCTAssertEqual("\(error)", "\(project.url("b.sourcery.yml")):2:5: error: a 'child' entry holds only the path of another config file\n"
                           + "  - child: c.yml\n    ^")
        }
        // A chain of children deeper than the bound is refused, not followed without end.
        for level in 0...ConfigurationSet.maximumChildDepth + 1 {
            try project.write("deep/\(level).yml", "configurations:\n  - child: \(level + 1).yml\n")
        }
        XCTAssertThrowsError(try ConfigurationSet.load(path: project.url("deep/0.yml"), environment: [:])) { error in
            let deepest = ConfigurationSet.maximumChildDepth
            XCTAssertEqual("\(error)", "\(project.url("deep/\(deepest).yml")):2:12: error: child configs nest deeper than \(deepest) files\n"
                           + "  - child: \(deepest + 1).yml\n           ^")
        }
        // Children of a Sourcery config follow Sourcery's defaults whatever their names.
        try project.write("set/.sourcery.yml", "configurations:\n  - child: sub/config.yml\n")
        try project.write("set/sub/config.yml", "sources: S\noutput: O\n")
        let children = try ConfigurationSet.load(path: project.url("set/.sourcery.yml"), environment: [:])
        XCTAssertEqual(children.map(\.followsSourcery), [true])
        XCTAssertEqual(children.map(\.output), [project.url("set/sub/O")])
    }

    func testSourceryFlags() throws {
        guard case .generate(let options) = try OptionsParser.parse([
            "--sources", "S", "--hideVersionHeader", "--headerPrefix", "// lint", "--base-indentation=3", "--parseDocumentation",
        ]) else { return XCTFail("not a generate command line") }
        XCTAssertTrue(options.hideVersionHeader)
        XCTAssertEqual(options.headerPrefix, "// lint")
        XCTAssertEqual(options.baseIndentation, 3)
        XCTAssertTrue(options.parseDocumentation)
        XCTAssertThrowsError(try OptionsParser.parse(["--base-indentation", "four"])) { error in
            XCTAssertEqual((error as? UsageError)?.message, "--base-indentation needs a number of spaces from 0 to 64, not 'four'")
        }
    }

    func testGeneratedHeaderShapes() {
        XCTAssertEqual(GeneratedHeader(hidesVersion: true).text, "// Generated using modelgen — DO NOT EDIT (regenerate with `modelgen`)\n")
        XCTAssertEqual(GeneratedHeader(prefix: "// a\n// b").text, "// a\n// b\n" + GeneratedHeader.text)
        for owned in ["// Generated using Sourcery 1.0 — x\n", "// Generated using modelgen\n", "// p\n// Generated using modelgen — DO NOT EDIT\n",
                      "\u{FEFF}// Generated using Sourcery", "// 1\n// 2\n// Generated using Sourcery 2.2.4 — https://…\n"] {
            XCTAssertTrue(GeneratedHeader.isPresent(in: Array(owned.utf8)), owned)
        }
        for handWritten in ["struct A {}\n// Generated using modelgen 1\n", "// note\n// Generated using Sourcery is nice\n",
                            "// note\n\n// Generated using modelgen 1\n", String(repeating: "//\n", count: 9) + "// Generated using modelgen 1\n"] {
            XCTAssertFalse(GeneratedHeader.isPresent(in: Array(handWritten.utf8)), handWritten)
        }
    }
}
