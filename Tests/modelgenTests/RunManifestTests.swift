import Foundation
import XCTest
@testable import modelgen

/// The run manifest: a run whose inputs and outputs are all as the last run left them skips
/// parsing and rendering; any change to a source, template, include, output or setting does not.
final class RunManifestTests: XCTestCase {
    private typealias Fixtures = GenerateCommandFixtures
    private let verbose = GenerateCommandFixtures.generateArguments + ["--verbose"]
    private let skippedMarker = "nothing parsed or rendered"

    /// Runs modelgen verbosely; true when the run was skipped thanks to the manifest.
    private func run(_ project: ProjectFolder, _ arguments: [String]? = nil, expectStatus: Int32 = 0,
                     file: StaticString = #filePath, line: UInt = #line) throws -> (skipped: Bool, result: ModelgenBinary.Result) {
        let result = try ModelgenBinary.run(arguments ?? verbose, in: project.path)
        XCTAssertEqual(result.status, expectStatus, result.stderr, file: file, line: line)
        return (result.stdout.contains(skippedMarker), result)
    }

    /// Moves every file's mtime an hour back: inputs changed "long ago" are trusted by stamp.
    private func ageEverything(_ project: ProjectFolder) throws {
        for relative in project.allFiles() where !relative.hasPrefix(".test-cache") { try project.age(relative) }
    }

    func testUnchangedProjectIsSkippedAndEveryKindOfChangeIsSeen() throws {
        let project = try Fixtures.standard(ProjectFolder())
        try ageEverything(project)
        XCTAssertFalse(try run(project).skipped)
        let names = project.read("Generated/Names.generated.swift")
        let second = try run(project)
        XCTAssertTrue(second.skipped, second.result.stdout)
        XCTAssertTrue(second.result.stdout.contains("modelgen: 0 files written, 2 unchanged"), second.result.stdout)
        XCTAssertEqual(project.read("Generated/Names.generated.swift"), names)

        // A new type in a source file.
        try project.write("Models/User.swift", Fixtures.user + "struct Cat {}\n")
        try ageEverything(project)
        XCTAssertFalse(try run(project).skipped)
        XCTAssertTrue(project.read("Generated/Names.generated.swift")?.contains("\"Cat\"") == true)
        XCTAssertTrue(try run(project).skipped)

        // A generated file edited by hand, then one deleted: both are put back.
        try project.write("Generated/Names.generated.swift", GeneratedHeader.text + "\n// edited\n")
        try project.age("Generated/Names.generated.swift")
        XCTAssertFalse(try run(project).skipped)
        XCTAssertTrue(project.read("Generated/Names.generated.swift")?.contains("\"Cat\"") == true)
        try FileManager.default.removeItem(atPath: project.url("Generated/Describe.generated.swift"))
        XCTAssertFalse(try run(project).skipped)
        XCTAssertTrue(project.exists("Generated/Describe.generated.swift"))

        // A template edit, a new source file and a different argument.
        try project.write("Templates/Names.stencil", "// {{ types.all.count }} types\n")
        try ageEverything(project)
        XCTAssertFalse(try run(project).skipped)
        XCTAssertTrue(project.read("Generated/Names.generated.swift")?.hasSuffix(")\n// 3 types\n") == true)
        try project.write("Models/Dog.swift", "struct Dog {}\n")
        try ageEverything(project)
        XCTAssertFalse(try run(project).skipped)
        XCTAssertTrue(try run(project).skipped)
        XCTAssertFalse(try run(project, verbose + ["--args", "flag"]).skipped)
        XCTAssertFalse(try run(project, verbose + ["--disable-cache"]).skipped)
    }

    func testCheckModeComparesContentsNeverStamps() throws {
        let project = try Fixtures.standard(ProjectFolder())
        try ageEverything(project)
        XCTAssertFalse(try run(project).skipped)
        XCTAssertTrue(try run(project).skipped)
        let check = try run(project, verbose + ["--check"])
        XCTAssertFalse(check.skipped, "--check renders and compares every output")
        XCTAssertTrue(check.result.stdout.contains("modelgen: up to date (2 files checked)"), check.result.stdout)
        try project.write("Generated/Names.generated.swift", GeneratedHeader.text + "\n// stale\n")
        let stale = try run(project, verbose + ["--check"], expectStatus: 1)
        XCTAssertFalse(stale.skipped)
        XCTAssertTrue(stale.result.stderr.contains("would change"), stale.result.stderr)
    }

    /// Inputs modified just before (or during) a run could change again within one timestamp
    /// tick without changing their stamp: such a run records no manifest.
    func testRecentlyModifiedInputsAreNotTrustedByStamp() throws {
        let project = try Fixtures.standard(ProjectFolder())
        XCTAssertFalse(try run(project).skipped)
        XCTAssertFalse(try run(project).skipped, "sources written a moment ago: no manifest yet")
        try ageEverything(project)
        XCTAssertFalse(try run(project).skipped)
        XCTAssertTrue(try run(project).skipped)
    }

    func testIncludedTemplatesAreInputsToo() throws {
        let project = try Fixtures.standard(ProjectFolder())
        try project.write("Main/Main.stencil", "{% include \"Partials/Part.stencil\" %}\n")
        try project.write("Main/Partials/Part.stencil", "// part one\n")
        let arguments = ["--sources", "Models", "--templates", "Main/Main.stencil", "--output", "Out", "--verbose"]
        try ageEverything(project)
        XCTAssertFalse(try run(project, arguments).skipped)
        XCTAssertTrue(try run(project, arguments).skipped)
        try project.write("Main/Partials/Part.stencil", "// part two\n")
        try ageEverything(project)
        XCTAssertFalse(try run(project, arguments).skipped)
        XCTAssertTrue(project.read("Out/Main.generated.swift")?.contains("// part two") == true)
    }

    func testTemplatesReadingTheClockAreNeverSkipped() throws {
        let project = try Fixtures.standard(ProjectFolder())
        try project.write("Clock/Stamp.stencil", "// {% now \"yyyy\" %}\n")
        let arguments = ["--sources", "Models", "--templates", "Clock", "--output", "Out", "--verbose"]
        try ageEverything(project)
        XCTAssertFalse(try run(project, arguments).skipped)
        XCTAssertFalse(try run(project, arguments).skipped)
        XCTAssertTrue(RecordingTemplateLoader.mentionsNowTag("a {%- now %}"))
        XCTAssertTrue(RecordingTemplateLoader.mentionsNowTag("{%now\"y\"%}"))
        XCTAssertFalse(RecordingTemplateLoader.mentionsNowTag("{% nowhere %} {{ now }}"))
    }

    func testWarningsOfTheRecordedRunAreShownAgain() throws {
        let project = try Fixtures.standard(ProjectFolder())
        try project.write("Models/Broken.swift", "struct Broken { var a: Int = \"unterminated\n}\n")
        try ageEverything(project)
        let first = try run(project)
        XCTAssertTrue(first.result.stderr.contains("Broken.swift:"), first.result.stderr)
        let second = try run(project)
        XCTAssertTrue(second.skipped)
        XCTAssertEqual(second.result.stderr, first.result.stderr)
    }

    func testDamagedManifestIsIgnored() throws {
        let project = try Fixtures.standard(ProjectFolder())
        try ageEverything(project)
        XCTAssertFalse(try run(project).skipped)
        let cache = project.url(".test-cache")
        let manifests = (FileManager.default.enumerator(atPath: cache)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix("." + RunManifest.fileExtension) }
        XCTAssertEqual(manifests.count, 1)
        for name in manifests {
            let path = cache + "/" + name
            var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            bytes[bytes.count / 2] ^= 0x55
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
        XCTAssertFalse(try run(project).skipped)
        XCTAssertTrue(try run(project).skipped)
    }

    func testArgumentDigestIgnoresDictionaryOrder() {
        let one = SettingsDigest.canonical(.dictionary(["b": .int(1), "a": .array([.bool(true), .string("x")])]))
        let two = SettingsDigest.canonical(.dictionary(["a": .array([.bool(true), .string("x")]), "b": .int(1)]))
        XCTAssertEqual(one, two)
        XCTAssertNotEqual(SettingsDigest.canonical(.string("1")), SettingsDigest.canonical(.int(1)))
    }
}
