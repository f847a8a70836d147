import Foundation
import XCTest
@testable import modelgen

/// Sourcery's header flags, migration from Sourcery's committed output and `sourcery:file:` paths,
/// run through the built binary.
final class SourceryHeaderAndPathsEndToEndTests: XCTestCase {
    private let versionLessHeader = "// Generated using modelgen — DO NOT EDIT (regenerate with `modelgen`)\n"

    private func project(template: String, name: String = "Names") throws -> ProjectFolder {
        let project = try ProjectFolder()
        try project.write("Sources/User.swift", "struct User {\n    let name: String\n}\n")
        try project.write("Templates/\(name).stencil", template)
        return project
    }

    private func run(_ arguments: [String], in project: ProjectFolder, in folder: String = "") throws -> ModelgenBinary.Result {
        try ModelgenBinary.run(arguments, in: project.url(folder), cacheHome: project.url(".test-cache"))
    }

    private let flags = ["--sources", "Sources", "--templates", "Templates", "--output", "Generated"]

    func testHideVersionHeaderAndHeaderPrefixFlags() throws {
        let project = try project(template: "let names = [{% for type in types.all %}\"{{ type.name }}\"{% endfor %}]\n")
        let hidden = try run(flags + ["--hideVersionHeader"], in: project)
        XCTAssertEqual(hidden.status, 0, hidden.stderr)
        XCTAssertEqual(project.read("Generated/Names.generated.swift"), versionLessHeader + "let names = [\"User\"]\n")

        let prefixed = try run(flags + ["--headerPrefix", "// swiftlint:disable:this file_name"], in: project)
        XCTAssertEqual(prefixed.status, 0, prefixed.stderr)
        XCTAssertEqual(project.read("Generated/Names.generated.swift"),
                       "// swiftlint:disable:this file_name\n" + GeneratedHeader.text + "let names = [\"User\"]\n")
        // A prefixed header still marks the file as modelgen's: the next run may replace it.
        let back = try run(flags, in: project)
        XCTAssertEqual(back.status, 0, back.stderr)
        XCTAssertEqual(project.read("Generated/Names.generated.swift"), header("let names = [\"User\"]\n"))
    }

    func testHeaderConfigKeysAndFlagsOverrideThem() throws {
        let project = try project(template: "// {{ types.all.count }}\n")
        try project.write(".modelgen.yml", """
        sources: Sources
        templates: Templates
        output: Generated
        hideVersionHeader: true
        headerPrefix: "// swiftlint:disable all"

        """)
        let result = try run([], in: project)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(project.read("Generated/Names.generated.swift"), "// swiftlint:disable all\n" + versionLessHeader + "// 1\n")
        let overridden = try run(["--headerPrefix", "// lint:off"], in: project)
        XCTAssertEqual(overridden.status, 0, overridden.stderr)
        XCTAssertEqual(project.read("Generated/Names.generated.swift"), "// lint:off\n" + versionLessHeader + "// 1\n")

        try project.write(".modelgen.yml", "sources: Sources\ntemplates: Templates\noutput: Generated\nbaseIndentation: many\n")
        let bad = try run([], in: project)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains(".modelgen.yml:4:18: error: 'baseIndentation' must be a number of spaces from 0 to 64"), bad.stderr)
        try project.write(".modelgen.yml", "sources: Sources\ntemplates: Templates\noutput: Generated\nheaderPrefix: \"#if DEBUG\"\n")
        let notComment = try run([], in: project)
        XCTAssertEqual(notComment.status, 2)
        XCTAssertTrue(notComment.stderr.contains("modelgen: error: headerPrefix in .modelgen.yml: every line must be a // comment, so that later runs recognise the file as generated (found '#if DEBUG')"), notComment.stderr)
        let badFlag = try run(flags + ["--base-indentation", "-1"], in: project)
        XCTAssertEqual(badFlag.status, 2)
        XCTAssertTrue(badFlag.stderr.contains("--base-indentation needs a number of spaces from 0 to 64, not '-1'"), badFlag.stderr)
    }

    /// Sourcery adds `--base-indentation` spaces to every line of a newly inserted `inline:auto` block.
    func testBaseIndentationShiftsNewInlineAutoBlocks() throws {
        let template = "// sourcery:inline:auto:User.Names\nvar isValid: Bool { true }\n// sourcery:end\n"
        let plain = try project(template: template)
        XCTAssertEqual(try run(flags, in: plain).status, 0)
        let shifted = try project(template: template)
        let result = try run(flags + ["--base-indentation", "2"], in: shifted)
        XCTAssertEqual(result.status, 0, result.stderr)
        let without = try XCTUnwrap(plain.read("Sources/User.swift"))
        let with = try XCTUnwrap(shifted.read("Sources/User.swift"))
        XCTAssertNotEqual(without, with)
        let inserted = without.split(separator: "\n", omittingEmptySubsequences: false).filter {
            $0.contains("sourcery:") || $0.contains("isValid")
        }
        XCTAssertEqual(inserted.count, 3, without)
        var expected = without
        for line in inserted { expected = expected.replacingOccurrences(of: line + "\n", with: "  " + line + "\n") }
        XCTAssertEqual(with, expected)
    }

    func testFilesWithSourceryHeaderAreReplacedHandWrittenOnesAreNot() throws {
        let project = try project(template: "// {{ types.all.count }}\n")
        let sourceryOutput = "// Generated using Sourcery 2.2.4 — https://github.com/krzysztofzablocki/Sourcery\n// DO NOT EDIT\n// 0\n"
        try project.write("Generated/Names.generated.swift", sourceryOutput)
        let migrated = try run(flags, in: project)
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertEqual(project.read("Generated/Names.generated.swift"), header("// 1\n"))

        // Sourcery's header after a header prefix, as `--headerPrefix` writes it.
        try project.write("Generated/Names.generated.swift", "// swiftlint:disable all\n" + sourceryOutput)
        XCTAssertEqual(try run(flags, in: project).status, 0)
        XCTAssertEqual(project.read("Generated/Names.generated.swift"), header("// 1\n"))

        let handWritten = "// Names, kept by hand\n// Generated using Sourcery? No.\nlet names = 0\n"
        try project.write("Generated/Names.generated.swift", handWritten)
        let refused = try run(flags, in: project)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("Generated/Names.generated.swift: error: refusing to overwrite a file that was not generated by modelgen or Sourcery"), refused.stderr)
        XCTAssertEqual(project.read("Generated/Names.generated.swift"), handWritten)
    }

    /// A Sourcery-generated source file is not scanned, also when a header prefix comes first.
    func testSourceryGeneratedSourcesAreNotScanned() throws {
        let project = try project(template: "{% for type in types.all %}// {{ type.name }}\n{% endfor %}")
        try project.write("Sources/Mocks.generated.swift",
                          "// swiftlint:disable all\n// Generated using Sourcery 2.2.4 — https://github.com/krzysztofzablocki/Sourcery\n// DO NOT EDIT\nstruct UserMock {}\n")
        let result = try run(flags, in: project)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(project.read("Generated/Names.generated.swift"), header("// User\n"))
    }

    func testFileBlocksMayLeaveTheOutputFolderInsideTheProject() throws {
        let project = try project(template: """
        // sourcery:file:../../Tests/Mocks/UserMock
        final class UserMock {}
        // sourcery:end
        let main = 1

        """)
        try project.write("App/.modelgen.yml", "sources: ../Sources\ntemplates: ../Templates\noutput: Sources/Generated\n")
        // The config's folder is the project: App/Sources/Generated/../../Tests stays inside App.
        let result = try run([], in: project, in: "App")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(project.read("App/Tests/Mocks/UserMock.generated.swift"), header("final class UserMock {}\n"))
        // As Sourcery cuts a block out: the line break of its `// sourcery:end` line stays.
        XCTAssertEqual(project.read("App/Sources/Generated/Names.generated.swift"), header("\nlet main = 1\n"))

        // A symbolic link on the way that leads out of the project is refused on disk.
        let elsewhere = try ProjectFolder()
        try FileManager.default.removeItem(atPath: project.url("App/Tests"))
        try FileManager.default.createSymbolicLink(atPath: project.url("App/Tests"), withDestinationPath: elsewhere.path)
        let linked = try run([], in: project, in: "App")
        XCTAssertEqual(linked.status, 1)
        XCTAssertTrue(linked.stderr.contains("Tests/Mocks/UserMock.generated.swift: error: refusing to write: a symbolic link in its folders leads outside the project folder"), linked.stderr)
        XCTAssertEqual(elsewhere.allFiles(), [])
    }

    func testFileBlockOutsideTheProjectFailsOnlyItsTemplate() throws {
        let project = try project(template: """
        let main = 1
        // sourcery:file:{{ types.all.first.name }}/../../../../Escaped
        let escaped = 1
        // sourcery:end

        """, name: "Bad")
        try project.write("Templates/Good.stencil", "let good = {{ types.all.count }}\n")
        let result = try run(flags, in: project)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(project.read("Generated/Good.generated.swift"), header("let good = 1\n"))
        XCTAssertFalse(project.exists("Generated/Bad.generated.swift"), "the failing template writes nothing")
        // The message names the template line that wrote the marker, the path, and says error once.
        let expected = "Templates/Bad.stencil:2: error: refusing to write sourcery:file:User/../../../../Escaped: it leads outside the project folder (the current folder) to "
        XCTAssertTrue(result.stderr.contains(expected), result.stderr)
        XCTAssertEqual(result.stderr.components(separatedBy: "error:").count, 2, result.stderr)
        XCTAssertTrue(result.stdout.contains("modelgen: 1 file written"), result.stdout)
    }

    /// A marker problem in the rendered output names the template line that wrote the marker.
    func testRenderedOutputMessagesNameTheTemplateLine() throws {
        let project = try project(template: """
        {% for type in types.all %}
        let {{ type.name|lowercase }} = 1
        // sourcery:file:Mocks/{{ type.name }}Mock
        final class {{ type.name }}Mock {}
        {% endfor %}

        """)
        let result = try run(flags, in: project)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "Templates/Names.stencil:3: error: block opened here is never closed with // sourcery:end (rendered output line 3)\n")
        XCTAssertFalse(project.exists("Generated"))
    }
}
