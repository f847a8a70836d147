import XCTest
@testable import modelgen

/// The configurations Sourcery's own configuration tests check, read by modelgen: the same configs
/// are accepted (with the same paths and values) or refused, each with modelgen's located message.
/// Where modelgen differs on purpose the test says so and docs/compatibility.md gives the reason.
/// Sourcery's Swift-package dependencies of `.swifttemplate`s (`packages:`) have no counterpart.
final class SourceryConfigurationSpecTests: XCTestCase {
    private let base = "/some/path"

    private func parse(_ yaml: String, environment: [String: String]? = nil) throws -> ConfigFile {
        try ConfigFile.parse(yaml, path: ".sourcery.yml", baseDirectory: base, environment: environment)
    }

    private func parseError(_ yaml: String) -> String {
        do {
            _ = try parse(yaml)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    /// The message of a run of `yaml` as the project's `.sourcery.yml` (the config's path shortened to its name).
    private func runError(_ yaml: String) throws -> String {
        let project = try ProjectFolder()
        try project.write(".sourcery.yml", yaml)
        var options = GenerateOptions()
        options.configFile = ".sourcery.yml"
        do {
            _ = try SettingsResolver.resolveAll(options, currentDirectory: project.path, environment: [:])
            return "no error"
        } catch let error as UsageError {
            return error.message.replacingOccurrences(of: project.path + "/", with: "")
        } catch {
            return "\(error)".replacingOccurrences(of: project.path + "/", with: "")
        }
    }

    // MARK: Invalid configurations (Sourcery: "Invalid config file format. Expected dictionary." and so on)

    func testInvalidFileFormat() {
        XCTAssertEqual(parseError("invalid configuration"),
                       ".sourcery.yml:1:1: error: a config file must be a mapping of keys (sources, templates, output, …), found a scalar\n"
                       + "invalid configuration\n^")
    }

    func testMissingOrEmptySources() throws {
        let noSources = "no sources: give --sources PATH or 'sources:' in .sourcery.yml"
        XCTAssertEqual(try runError("sources: []\ntemplates: [.]\noutput: .\n"), noSources)
        XCTAssertEqual(try runError("templates: [.]\noutput: .\n"), noSources)
        // `include:` missing: Sourcery says "No paths provided. Expected list of strings or object with 'include'…".
        XCTAssertEqual(try runError("sources: {exclude: [.]}\ntemplates: [.]\noutput: .\n"), noSources)
    }

    func testUnknownSourcesKey() throws {
        // Sourcery ignores keys beside `include` and `exclude` and fails when `include` is missing;
        // modelgen warns of the key (with the closest one) and fails the same way.
        let config = try parse("sources: {inc: [.]}\ntemplates: [.]\noutput: .\n")
        XCTAssertEqual(config.warnings.map(\.description), [
            ".sourcery.yml:1:11: warning: unknown key 'sources.inc' ignored, as Sourcery does (did you mean 'include'?)\n"
                + "sources: {inc: [.]}\n          ^",
        ])
        XCTAssertEqual(config.sources, PathSelection())
        XCTAssertEqual(try runError("sources: {inc: [.]}\ntemplates: [.]\noutput: .\n"),
                       "no sources: give --sources PATH or 'sources:' in .sourcery.yml")
        // A misspelt `exclude` is ignored as Sourcery ignores it, and named.
        let misspelt = try parse("sources: {include: [A], exlude: [A/B]}\n")
        XCTAssertEqual(misspelt.sources, PathSelection(include: ["/some/path/A"]))
        XCTAssertEqual(misspelt.warnings.map(\.description), [
            ".sourcery.yml:1:25: warning: unknown key 'sources.exlude' ignored, as Sourcery does (did you mean 'exclude'?)\n"
                + "sources: {include: [A], exlude: [A/B]}\n                        ^",
        ])
        // modelgen's own config refuses it.
        XCTAssertThrowsError(try ConfigFile.parse("sources: {inc: [.]}\n", path: ".modelgen.yml", baseDirectory: base)) { error in
            XCTAssertEqual("\(error)", ".modelgen.yml:1:11: error: unsupported key 'sources.inc' (did you mean 'include'?); 'sources' accepts 'include' and 'exclude'\n"
                           + "sources: {inc: [.]}\n          ^")
        }
    }

    func testSinglePathIncludeIsAccepted() throws {
        // Sourcery wants a list under `include:` and refuses a single path; modelgen reads it as a
        // list of one (a config Sourcery runs never depends on the refusal).
        XCTAssertEqual(try parse("sources: {include: .}\n").sources, PathSelection(include: [base]))
        XCTAssertEqual(try parse("templates: {include: .}\n").templates, PathSelection(include: [base]))
    }

    func testMissingOrEmptyTemplates() throws {
        let noTemplates = "no templates: give --templates PATH or 'templates:' in .sourcery.yml"
        XCTAssertEqual(try runError("sources: [.]\noutput: .\n"), noTemplates)
        XCTAssertEqual(try runError("sources: [.]\ntemplates: []\noutput: .\n"), noTemplates)
        XCTAssertEqual(try runError("sources: [.]\ntemplates: {exclude: [.]}\noutput: .\n"), noTemplates)
    }

    func testProjectSourcesAreRefused() {
        // Sourcery checks `project:` entries (file, target, target name); modelgen reads no Xcode
        // project, so every form is refused with the same message.
        for project in ["[]", "{root: .}", "{file: ., root: .}", "{file: ., root: ., target: []}",
                        "{file: ., root: ., target: {module: module}}"] {
            let message = parseError("project: \(project)\ntemplates: [.]\noutput: .\n")
            XCTAssertTrue(message.hasPrefix(".sourcery.yml:1:1: error: unsupported config key project\n"
                                            + "project: \(project)\n^\n"
                                            + "  'project': Xcode projects are not read; list source folders under 'sources'\n"), message)
        }
    }

    func testMissingOrInvalidOutput() throws {
        XCTAssertEqual(try runError("sources: [.]\ntemplates: [.]\n"), "no output: give --output PATH or 'output:' in .sourcery.yml")
        XCTAssertEqual(parseError("sources: [.]\ntemplates: [.]\noutput: [.]\n"),
                       ".sourcery.yml:3:9: error: 'output' must be a path, found a list\noutput: [.]\n        ^")
        XCTAssertEqual(parseError("output: {link: {project: App.xcodeproj}}\n"),
                       ".sourcery.yml:1:9: error: 'output' needs a 'path'\noutput: {link: {project: App.xcodeproj}}\n        ^")
    }

    func testUnknownOutputKeyIsAWarning() throws {
        // Sourcery reads `path` and `link` and ignores the rest.
        let config = try parse("output:\n  path: Out\n  pth: Other\n")
        XCTAssertEqual(config.output, "/some/path/Out")
        XCTAssertEqual(config.warnings.map(\.description), [
            ".sourcery.yml:3:3: warning: unknown key 'output.pth' ignored, as Sourcery does (did you mean 'path'?)\n  pth: Other\n  ^",
        ])
    }

    func testInvalidCacheBasePath() {
        XCTAssertEqual(parseError("sources: [.]\ntemplates: [.]\noutput: .\ncacheBasePath: [.]\n"),
                       ".sourcery.yml:4:16: error: 'cacheBasePath' must be a path, found a list\ncacheBasePath: [.]\n               ^")
    }

    func testSettingsOfTheWrongShape() {
        // Sourcery falls back to its defaults here; modelgen names the setting (docs/compatibility.md).
        XCTAssertEqual(parseError("args: [a]\n"), ".sourcery.yml:1:7: error: 'args' must be a mapping of names to values, found a list\nargs: [a]\n      ^")
        XCTAssertEqual(parseError("parseDocumentation: maybe\n"),
                       ".sourcery.yml:1:21: error: 'parseDocumentation' must be true or false\nparseDocumentation: maybe\n                    ^")
        XCTAssertEqual(parseError("baseIndentation: x\n"),
                       ".sourcery.yml:1:18: error: 'baseIndentation' must be a number of spaces from 0 to 64\nbaseIndentation: x\n                 ^")
    }

    // MARK: Paths, relative to the config file's folder

    func testSourcesPaths() throws {
        XCTAssertEqual(try parse("sources: [.]\n").sources, PathSelection(include: [base]))
        XCTAssertEqual(try parse("sources: {include: [.]}\n").sources, PathSelection(include: [base]))
        XCTAssertEqual(try parse("sources: {include: [.], exclude: [excludedPath]}\n").sources,
                       PathSelection(include: [base], exclude: ["/some/path/excludedPath"]))
    }

    func testTemplatesPaths() throws {
        XCTAssertEqual(try parse("templates: [.]\n").templates, PathSelection(include: [base]))
        XCTAssertEqual(try parse("templates: {include: [.]}\n").templates, PathSelection(include: [base]))
        XCTAssertEqual(try parse("templates: {include: [.], exclude: [excludedPath]}\n").templates,
                       PathSelection(include: [base], exclude: ["/some/path/excludedPath"]))
    }

    func testCacheBasePath() throws {
        XCTAssertEqual(try parse("cacheBasePath: test-base-path\n").cachePath, "/some/path/test-base-path")
    }

    func testParseDocumentation() throws {
        XCTAssertEqual(try parse("parseDocumentation: true\n").parseDocumentation, true)
        // Unset, a Sourcery config leaves documentation out (the run's default; see SettingsResolver).
        let unset = try parse("sources: [.]\n")
        XCTAssertNil(unset.parseDocumentation)
        XCTAssertTrue(unset.followsSourcery)
    }

    // MARK: Environment placeholders and several configurations

    private let environment = ["SOURCE_PATH": "Sources", "serverUrl": "www.example.com"]

    func testEnvironmentPlaceholders() throws {
        let yaml = """
        sources:
          - "${SOURCE_PATH}"
        templates:
          - "Templates"
        output: "Output"
        args:
          serverUrl: ${serverUrl}

        """
        let config = try parse(yaml, environment: environment)
        XCTAssertEqual(config.sources, PathSelection(include: ["/some/path/Sources"]))
        XCTAssertEqual(config.arguments, ["serverUrl": .string("www.example.com")])
        // Sourcery empties a value whose variable is not set (`serverPort: ""`); modelgen names it.
        XCTAssertThrowsError(try parse(yaml + "  serverPort: ${serverPort}\n", environment: environment)) { error in
            XCTAssertEqual("\(error)", ".sourcery.yml:8:15: error: environment variable 'serverPort' (written ${serverPort}) is not set\n"
                           + "  serverPort: ${serverPort}\n              ^")
        }
    }

    func testPlaceholderArgumentsAreText() throws {
        // Sourcery expands placeholders in text values only, so what a variable holds stays text:
        // `false` from the environment is the word, which a template's `if` takes as true.
        let config = try parse("args:\n  flag: ${FLAG}\n  port: ${PORT}\n  written: false\n",
                               environment: ["FLAG": "false", "PORT": "8080"])
        XCTAssertEqual(config.arguments, ["flag": .string("false"), "port": .string("8080"), "written": .bool(false)])
        // Settings that are flags or numbers still read the variable's value.
        let settings = try parse("parseDocumentation: ${DOCS}\nbaseIndentation: ${INDENT}\n", environment: ["DOCS": "true", "INDENT": "4"])
        XCTAssertEqual(settings.parseDocumentation, true)
        XCTAssertEqual(settings.baseIndentation, 4)
    }

    func testMultipleConfigurations() throws {
        let project = try ProjectFolder()
        try project.write(".sourcery.yml", """
        configurations:
          - sources:
              - "${SOURCE_PATH}/0"
            templates:
              - "Templates/0"
            output: "Output/0"
            args:
              serverUrl: "${serverUrl}/0"
          - sources:
              - "${SOURCE_PATH}/1"
            templates:
              - "Templates/1"
            output: "Output/1"
            args:
              serverUrl: "${serverUrl}/1"

        """)
        let configurations = try ConfigurationSet.load(path: project.url(".sourcery.yml"), environment: environment)
        XCTAssertEqual(configurations.map(\.sources), [PathSelection(include: [project.url("Sources/0")]),
                                                       PathSelection(include: [project.url("Sources/1")])])
        XCTAssertEqual(configurations.map(\.output), [project.url("Output/0"), project.url("Output/1")])
        XCTAssertEqual(configurations.map(\.arguments), [["serverUrl": .string("www.example.com/0")],
                                                         ["serverUrl": .string("www.example.com/1")]])
    }

    func testChildConfigurations() throws {
        // Sourcery's child configs: each child is a config file of its own, its paths relative to its folder.
        let project = try ProjectFolder()
        try project.write(".sourcery.yml", """
        configurations:
          - child: ./.child_config.yml
          - child: Subdirectory/.another_child_config.yml
          - sources: [Main]
            templates: [Templates]
            output: Generated

        """)
        try project.write(".child_config.yml", "sources: [Child]\ntemplates: [Templates]\noutput: ChildOut\n")
        try project.write("Subdirectory/.another_child_config.yml", "sources: [Sources]\ntemplates: [../Templates]\noutput: Out\n")
        let configurations = try ConfigurationSet.load(path: project.url(".sourcery.yml"), environment: [:])
        XCTAssertEqual(configurations.map(\.sources?.include), [[project.url("Child")], [project.url("Subdirectory/Sources")], [project.url("Main")]])
        XCTAssertEqual(configurations.map(\.templates?.include), [[project.url("Templates")], [project.url("Templates")], [project.url("Templates")]])
        XCTAssertEqual(configurations.map(\.output), [project.url("ChildOut"), project.url("Subdirectory/Out"), project.url("Generated")])
        XCTAssertEqual(configurations.map(\.followsSourcery), [true, true, true])
    }
}
