import XCTest
@testable import modelgen

/// The flags the watch feature adds to the generate command: `--watch-poll`, `--sources-list`.
final class WatchOptionsTests: XCTestCase {
    private func options(_ arguments: [String]) throws -> GenerateOptions {
        guard case .generate(let options) = try OptionsParser.parse(arguments) else {
            XCTFail("not a generate command line")
            return GenerateOptions()
        }
        return options
    }

    func testWatchPollImpliesWatch() throws {
        let parsed = try options(["--watch-poll"])
        XCTAssertTrue(parsed.watch)
        XCTAssertTrue(parsed.watchPoll)
        XCTAssertFalse(try options(["--watch"]).watchPoll)
        XCTAssertThrowsError(try OptionsParser.parse(["--watch-poll", "--check"])) { error in
            // The message, then the usage line (which lists every flag), then where to read more.
            XCTAssertEqual("\(error)", "modelgen: error: --watch cannot be combined with --check\n\(CommandLineHelp.usageLine)\nRun 'modelgen --help' for every option.")
        }
    }

    func testSourcesListEntriesBecomeSourcesWithVariablesExpanded() throws {
        let folder = try ProjectFolder()
        try folder.write("App/Models/User.swift", "struct User {}")
        try folder.write("inputs.xcfilelist", "# models\n$(MODELGEN_TEST_SRCROOT)/App/Models/User.swift\nExtra.swift\n")
        setenv("MODELGEN_TEST_SRCROOT", folder.path, 1)
        defer { unsetenv("MODELGEN_TEST_SRCROOT") }
        let parsed = try options(["--sources-list", folder.url("inputs.xcfilelist"), "--sources", "More",
                                  "--templates", "T", "--output", "Out"])
        XCTAssertEqual(parsed.sourcesLists, [folder.url("inputs.xcfilelist")])
        XCTAssertTrue(parsed.namesInputsOnCommandLine)

        let settings = try SettingsResolver.resolve(parsed, currentDirectory: folder.path)
        // Relative entries are relative to the current folder (Xcode runs script phases in $(SRCROOT)).
        XCTAssertEqual(settings.sources.include, [folder.url("More"), folder.url("App/Models/User.swift"),
                                                  folder.url("Extra.swift")])
    }

    func testUnreadableOrBrokenSourcesListIsAUsageError() throws {
        let folder = try ProjectFolder()
        let missing = try options(["--sources-list", folder.url("none.xcfilelist"), "--templates", "T", "--output", "O"])
        XCTAssertThrowsError(try SettingsResolver.resolve(missing)) { error in
            XCTAssertTrue(error is ConfigError)
            XCTAssertEqual("\(error)", "\(folder.url("none.xcfilelist")): error: cannot read the file list")
        }
        try folder.write("broken.xcfilelist", "$(MODELGEN_TEST_UNSET_VARIABLE)/A.swift\n")
        let broken = try options(["--sources-list", folder.url("broken.xcfilelist"), "--templates", "T", "--output", "O"])
        XCTAssertThrowsError(try SettingsResolver.resolve(broken)) { error in
            XCTAssertEqual("\(error)", "\(folder.url("broken.xcfilelist")):1:1: error: variable 'MODELGEN_TEST_UNSET_VARIABLE' is not set in the environment\n"
                           + "$(MODELGEN_TEST_UNSET_VARIABLE)/A.swift\n^")
        }
    }

    func testGenerateFromASourcesListEndToEnd() throws {
        let project = try ProjectFolder()
        try project.write("Models/AutoModel.swift", "protocol AutoModel {}\n")
        try project.write("Models/User.swift", "struct User: AutoModel {\n    let id: Int\n}\n")
        try project.write("Models/Ignored.swift", "struct Ignored: AutoModel {\n    let no: Int\n}\n")
        try project.write("Templates/Names.stencil",
                          "{% for type in types.implementing.AutoModel %}{{ type.name }}\n{% endfor %}")
        try project.write("sources.xcfilelist", "$(SRCROOT)/Models/AutoModel.swift\nModels/User.swift\n")
        let run = try WatchProcess(arguments: ["--sources-list", "sources.xcfilelist", "--templates", "Templates",
                                               "--output", "Generated", "--disable-cache"],
                                   directory: project.path, environment: ["SRCROOT": project.path])
        defer { run.stop() }
        XCTAssertTrue(waitUntil { !run.isRunning }, run.transcript)
        let generated = project.read("Generated/Names.generated.swift") ?? ""
        XCTAssertTrue(generated.contains("User\n"), run.transcript)
        XCTAssertFalse(generated.contains("Ignored"), generated)
    }
}
