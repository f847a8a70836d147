import XCTest
@testable import modelgen

final class SettingsResolverTests: XCTestCase {
    func testCommandLineOverridesConfig() throws {
        let project = try ProjectFolder()
        try project.write("cfg/.sourcery.yml", """
        sources: {include: [Models], exclude: [Models/Old]}
        templates: [Templates]
        output: Out
        args: {a: 1, b: 2}
        """)
        var options = GenerateOptions()
        options.configFile = "cfg/.sourcery.yml"
        options.templates = ["Other"]
        options.excludeSources = ["Skip"]
        options.arguments = ["b": .int(3)]
        options.cachePath = "cache"
        let settings = try SettingsResolver.resolve(options, currentDirectory: project.path, environment: [:])
        XCTAssertEqual(settings.sources, PathSelection(include: [project.url("cfg/Models")],
                                                       exclude: [project.url("cfg/Models/Old"), project.url("Skip")]))
        XCTAssertEqual(settings.templates, PathSelection(include: [project.url("Other")]))
        XCTAssertEqual(settings.output, project.url("cfg/Out"))
        XCTAssertEqual(settings.arguments, ["a": .int(1), "b": .int(3)])
        XCTAssertEqual(settings.cacheDirectory, project.url("cache"))
        XCTAssertEqual(settings.configFile, project.url("cfg/.sourcery.yml"))
    }

    func testDefaultConfigOnlyWithoutInputFlags() throws {
        let project = try ProjectFolder()
        XCTAssertThrowsError(try SettingsResolver.resolve(GenerateOptions(), currentDirectory: project.path, environment: [:])) { error in
            XCTAssertEqual((error as? UsageError)?.message,
                           "nothing to do: no .modelgen.yml in the current folder (nor .sourcery.yml) and no --sources/--templates/--output given")
        }
        try project.write(".modelgen.yml", "sources: M\ntemplates: T\noutput: O\n")
        let settings = try SettingsResolver.resolve(GenerateOptions(), currentDirectory: project.path, environment: [:])
        XCTAssertEqual(settings.output, project.url("O"))

        var options = GenerateOptions()
        options.sources = ["X"]
        XCTAssertThrowsError(try SettingsResolver.resolve(options, currentDirectory: project.path, environment: [:])) { error in
            // Templates default to the built-in ones (issue 9), so the output folder is what is missing.
            XCTAssertEqual((error as? UsageError)?.message, "no output: give --output PATH")
        }
        options.output = "O"
        let withBuiltins = try SettingsResolver.resolve(options, currentDirectory: project.path, environment: [:])
        XCTAssertEqual(withBuiltins.templates.include, [BuiltinTemplates.all])
    }

    func testCacheFolderDefaults() {
        XCTAssertEqual(SettingsResolver.defaultCacheDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/h"]), "/x/cache/modelgen")
        XCTAssertEqual(SettingsResolver.defaultCacheDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"]), "/h/.cache/modelgen")
        XCTAssertEqual(SettingsResolver.defaultCacheDirectory(environment: ["HOME": "/h"]), "/h/.cache/modelgen")
    }

    func testDisableCache() throws {
        var options = GenerateOptions()
        options.sources = ["s"]; options.templates = ["t"]; options.output = "o"; options.disableCache = true
        XCTAssertNil(try SettingsResolver.resolve(options, currentDirectory: "/p", environment: [:]).cacheDirectory)
    }

    func testFileCollectorExpandsFoldersSortsAndExcludes() throws {
        let project = try ProjectFolder()
        try project.write("M/b.swift", "")
        try project.write("M/a.swift", "")
        try project.write("M/Sub/c.swift", "")
        try project.write("M/Old/d.swift", "")
        try project.write("M/.hidden/e.swift", "")
        try project.write("M/notes.txt", "")
        try project.write("Outside/f.swift", "")
        XCTAssertEqual(symlink(project.url("Outside"), project.url("M/link")), 0)
        let files = try FileCollector.collect(PathSelection(include: [project.url("M"), project.url("M/a.swift")],
                                                            exclude: [project.url("M/Old")]),
                                              fileExtension: "swift", role: "sources")
        XCTAssertEqual(files, ["M/Sub/c.swift", "M/a.swift", "M/b.swift"].map(project.url))

        XCTAssertThrowsError(try FileCollector.collect(PathSelection(include: [project.url("nope")]), fileExtension: "swift", role: "sources")) { error in
            XCTAssertEqual("\(error)", "\(project.url("nope")): error: sources path does not exist")
        }
        XCTAssertThrowsError(try FileCollector.collect(PathSelection(include: [project.url("M/notes.txt")]), fileExtension: "swift", role: "sources")) { error in
            XCTAssertEqual("\(error)", "\(project.url("M/notes.txt")): error: sources file must end in .swift")
        }
        XCTAssertEqual(try FileCollector.collect(PathSelection(include: ["builtin:AutoCodable"]), fileExtension: "stencil", role: "templates"), ["builtin:AutoCodable"])
    }
}
