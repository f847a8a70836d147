import Foundation
import XCTest
@testable import modelgen

/// Runs the built `modelgen` binary on small projects in temporary folders.
final class GenerateCommandEndToEndTests: XCTestCase {
    private typealias Fixtures = GenerateCommandFixtures

    private func run(_ arguments: [String], in project: ProjectFolder, file: StaticString = #filePath, line: UInt = #line) throws -> ModelgenBinary.Result {
        try ModelgenBinary.run(arguments, in: project.path)
    }

    func testHelpVersionAndUsageErrors() throws {
        let project = try ProjectFolder()
        let help = try run(["--help"], in: project)
        XCTAssertEqual(help.status, 0)
        for flag in OptionsParser.allFlagNames { XCTAssertTrue(help.stdout.contains(flag), "help lacks \(flag)") }
        XCTAssertEqual(try run(["--version"], in: project).stdout, "modelgen \(ToolVersion.current)\n")

        let typo = try run(["--sorces", "Models"], in: project)
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.stderr.contains("modelgen: error: unknown option '--sorces'; did you mean --sources?"), typo.stderr)
        XCTAssertTrue(typo.stderr.contains("usage: modelgen [--sources PATH]..."), typo.stderr)

        let nothing = try run([], in: project)
        XCTAssertEqual(nothing.status, 2)
        XCTAssertTrue(nothing.stderr.contains("no .modelgen.yml in the current folder"), nothing.stderr)

        let missingValue = try run(["--sources", "Models", "--templates"], in: project)
        XCTAssertEqual(missingValue.status, 2)
        XCTAssertTrue(missingValue.stderr.contains("--templates needs a value"), missingValue.stderr)

        let missingPath = try run(["--sources", "Nope", "--templates", "T", "--output", "O"], in: project)
        XCTAssertEqual(missingPath.status, 2)
        XCTAssertTrue(missingPath.stderr.contains("Nope: error: sources path does not exist"), missingPath.stderr)
    }

    func testMultiTemplateOutputWithHeaderAndSecondRunKeepsMtimes() throws {
        let project = try Fixtures.standard(ProjectFolder())
        let first = try run(Fixtures.generateArguments, in: project)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout.hasPrefix("modelgen: 2 files written, 0 unchanged"), true, first.stdout)
        XCTAssertEqual(project.read("Generated/Names.generated.swift"), header("let allTypeNames = [\"Pet\", \"User\"]\n"))
        // The template's first line is `{% for %}`: its newline stays, as in Sourcery.
        XCTAssertEqual(project.read("Generated/Describe.generated.swift"), header("""

        extension Pet: CustomStringConvertible {
            var description: String { "Pet(\\(nickname))" }
        }
        extension User: CustomStringConvertible {
            var description: String { "User(\\(name), \\(age))" }
        }

        """))
        try project.age("Generated/Names.generated.swift")
        let before = project.modificationDate("Generated/Names.generated.swift")
        let second = try run(Fixtures.generateArguments, in: project)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertTrue(second.stdout.hasPrefix("modelgen: 0 files written, 2 unchanged"), second.stdout)
        XCTAssertEqual(project.modificationDate("Generated/Names.generated.swift"), before, "unchanged output keeps its mtime")
    }

    func testSingleOutputFileConcatenatesTemplatesInOrder() throws {
        let project = try Fixtures.standard(ProjectFolder())
        let result = try run(["--sources", "Models", "--templates", "Templates/Names.stencil", "--templates", "Templates/Describe.stencil", "--output", "Out/All.swift"], in: project)
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try XCTUnwrap(project.read("Out/All.swift"))
        // As Sourcery: a line break before each template's text. Describe sorts before Names.
        XCTAssertTrue(text.hasPrefix(GeneratedHeader.text + "\n\nextension Pet"), text)
        XCTAssertTrue(text.hasSuffix("}\n\nlet allTypeNames = [\"Pet\", \"User\"]\n"), text)
        XCTAssertEqual(project.allFiles().filter { $0.hasPrefix("Out/") }, ["Out/All.swift"])
    }

    func testSourceryFileBlocksArgsAndExcludes() throws {
        let project = try Fixtures.standard(ProjectFolder())
        try project.write("Templates/PerType.stencil", """
        {% for type in types.all %}
        // sourcery:file:Types/{{ type.name }}
        // {{ argument.prefix }}{{ type.name }}{% if argument.loud %}!{% endif %}
        // sourcery:end
        {% endfor %}
        // sourcery:file:Types/All.txt
        // {{ types.all.count }} types
        // sourcery:end

        """)
        let result = try run(["--sources", "Models", "--exclude-sources", "Models/Shop", "--templates", "Templates",
                              "--exclude-templates", "Templates/Names.stencil", "--output", "Generated",
                              "--args", "prefix=MG,loud"], in: project)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(project.allFiles().filter { $0.hasPrefix("Generated/") },
                       ["Generated/Describe.generated.swift", "Generated/Types/All.txt",
                        "Generated/Types/User.generated.swift"])
        XCTAssertEqual(project.read("Generated/Types/User.generated.swift"), header("// MGUser!\n"))
        XCTAssertEqual(project.read("Generated/Types/All.txt"), header("// 1 types\n"))
        XCTAssertFalse(project.read("Generated/Describe.generated.swift")!.contains("Pet"), "Models/Shop was excluded")

        try project.write("Templates/Escape.stencil", "// sourcery:file:../../Escaped\nx\n// sourcery:end\n")
        let escape = try run(Fixtures.generateArguments, in: project)
        XCTAssertEqual(escape.status, 1)
        XCTAssertTrue(escape.stderr.contains("Templates/Escape.stencil:1: error: refusing to write sourcery:file:../../Escaped: it leads outside the project folder (the current folder)"), escape.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.url("../Escaped.generated.swift")))
    }

    func testSourceryYmlAndDefaultModelgenYml() throws {
        let project = try Fixtures.standard(ProjectFolder())
        try project.write("Config/.sourcery.yml", """
        sources:
          include:
            - ../Models
          exclude:
            - ../Models/Shop
        templates:
          - ../Templates/Names.stencil
        output:
          path: ../FromSourcery
        args:
          unused: 1
        """)
        try FileManager.default.createDirectory(atPath: project.url("Elsewhere"), withIntermediateDirectories: true)
        let sourcery = try ModelgenBinary.run(["--config", "../Config/.sourcery.yml"], in: project.url("Elsewhere"))
        XCTAssertEqual(sourcery.status, 0, sourcery.stderr)
        XCTAssertEqual(project.read("FromSourcery/Names.generated.swift"), header("let allTypeNames = [\"User\"]\n"))

        try project.write(".modelgen.yml", "sources: [Models]\ntemplates: [Templates]\noutput: Default\n")
        let implicit = try run(["--quiet"], in: project)
        XCTAssertEqual(implicit.status, 0, implicit.stderr)
        XCTAssertEqual(implicit.stdout, "", "--quiet prints nothing on success")
        XCTAssertTrue(project.exists("Default/Describe.generated.swift"))

        try project.write(".modelgen.yml", "sources: [Models]\ntemplates: [Templates]\noutput: Default\nproject: App.xcodeproj\n")
        let unsupported = try run([], in: project)
        XCTAssertEqual(unsupported.status, 2)
        XCTAssertTrue(unsupported.stderr.hasPrefix(".modelgen.yml:4:1: error: unsupported config key project"), unsupported.stderr)
    }

    func testInlineAndInlineAutoGenerationIntoSourceCopies() throws {
        let project = try Fixtures.standard(ProjectFolder())
        try project.write("Models/Manual.swift", """
        struct Manual {
            // sourcery:inline:Manual.Extra
            // (replaced by modelgen)
            // sourcery:end
        }

        """)
        try project.write("Templates/Inline.stencil", Fixtures.inlineTemplate + """
        // sourcery:inline:Manual.Extra
            static let generated = true
        // sourcery:end

        """)
        let first = try run(Fixtures.generateArguments + ["--verbose"], in: project)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("modelgen: updated source Models/Shop/Pet.swift"), first.stdout)
        // --verbose says where the time went, phase by phase.
        XCTAssertNotNil(first.stdout.range(of: #"parse and render: scan \d+ ms, compose \d+ ms, render \d+ ms\nmodelgen: output planning \d+ ms"#,
                                           options: .regularExpression), first.stdout)
        XCTAssertEqual(project.read("Models/Shop/Pet.swift"), """
        class Pet {
            var nickname: String = ""
            init() {}

        // sourcery:inline:auto:Pet.Copy
            required init(copying other: Pet) {
                self.nickname = other.nickname
            }
        // sourcery:end
        }

        extension Pet: AutoDescribable {}

        """)
        XCTAssertEqual(project.read("Models/Manual.swift"), """
        struct Manual {
            // sourcery:inline:Manual.Extra
                static let generated = true
            // sourcery:end
        }

        """)
        XCTAssertFalse(project.exists("Generated/Inline.generated.swift"), "everything went inline: no empty file")

        try project.age("Models/Shop/Pet.swift")
        let before = project.modificationDate("Models/Shop/Pet.swift")
        let second = try run(Fixtures.generateArguments, in: project)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertTrue(second.stdout.hasPrefix("modelgen: 0 files written"), second.stdout)
        XCTAssertEqual(project.modificationDate("Models/Shop/Pet.swift"), before, "second run leaves the source alone")
        XCTAssertEqual(try run(Fixtures.generateArguments + ["--check"], in: project).status, 0)

        // Unbalanced markers: an error, and the file is left exactly as it was.
        let broken = "struct Manual {\n    // sourcery:inline:Manual.Extra\n    static let generated = true\n}\n"
        try project.write("Models/Manual.swift", broken)
        let unbalanced = try run(Fixtures.generateArguments, in: project)
        XCTAssertEqual(unbalanced.status, 1)
        XCTAssertTrue(unbalanced.stderr.contains("Models/Manual.swift:2:5: error: inline region 'Manual.Extra' is never closed"), unbalanced.stderr)
        XCTAssertEqual(project.read("Models/Manual.swift"), broken)
    }

    func testCheckAndDryRunWriteNothing() throws {
        let project = try Fixtures.standard(ProjectFolder())
        let fresh = try run(Fixtures.generateArguments + ["--check"], in: project)
        XCTAssertEqual(fresh.status, 1)
        XCTAssertTrue(fresh.stderr.contains("modelgen: error: 2 files would change (run modelgen to update):\n  create Generated/Describe.generated.swift\n  create Generated/Names.generated.swift"), fresh.stderr)
        XCTAssertFalse(project.exists("Generated"))

        let dry = try run(Fixtures.generateArguments + ["--dry-run"], in: project)
        XCTAssertEqual(dry.status, 0, dry.stderr)
        XCTAssertTrue(dry.stdout.contains("modelgen: would create Generated/Names.generated.swift\n" + header("let allTypeNames")), dry.stdout)
        XCTAssertFalse(project.exists("Generated"))

        XCTAssertEqual(try run(Fixtures.generateArguments, in: project).status, 0)
        let upToDate = try run(Fixtures.generateArguments + ["--check"], in: project)
        XCTAssertEqual(upToDate.status, 0, upToDate.stderr)

        try project.write("Models/More.swift", "struct More: AutoDescribable { var x = 1 }\n")
        try project.write("Generated/Describe.generated.swift", header("// edited by hand\n"))
        let stale = try run(Fixtures.generateArguments + ["--check"], in: project)
        XCTAssertEqual(stale.status, 1)
        XCTAssertTrue(stale.stderr.contains("  update Generated/Describe.generated.swift\n  update Generated/Names.generated.swift"), stale.stderr)
        XCTAssertEqual(project.read("Generated/Describe.generated.swift"), header("// edited by hand\n"))
    }

    func testNeverOverwritesHandWrittenFilesAndReportsReadOnlyOutput() throws {
        let project = try Fixtures.standard(ProjectFolder())
        try project.write("Generated/Names.generated.swift", "// my own file\n")
        let refused = try run(Fixtures.generateArguments, in: project)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("Generated/Names.generated.swift: error: refusing to overwrite a file that was not generated by modelgen"), refused.stderr)
        XCTAssertEqual(project.read("Generated/Names.generated.swift"), "// my own file\n")

        try FileManager.default.removeItem(atPath: project.url("Generated"))
        try FileManager.default.createDirectory(atPath: project.url("Generated"), withIntermediateDirectories: true)
        try ReadOnly.make(project.url("Generated"))
        let readOnly = try run(Fixtures.generateArguments, in: project)
        XCTAssertEqual(readOnly.status, 1)
        XCTAssertTrue(readOnly.stderr.contains("Generated/Describe.generated.swift: error: cannot write: "), readOnly.stderr)
    }

    func testErrorLocationsForABrokenTemplateAndABrokenSource() throws {
        let project = try Fixtures.standard(ProjectFolder())
        try project.write("Templates/Broken.stencil", "line one\n{% for x in %}\n{% endfor %}\n")
        let template = try run(Fixtures.generateArguments, in: project)
        XCTAssertEqual(template.status, 1)
        XCTAssertEqual(template.stderr, "Templates/Broken.stencil:2:4: error: 'for' statements should use the syntax: "
                       + "`for <x> in <y> [where <condition>]`.\n{% for x in %}\n   ^~~~~~~~\n")
        try FileManager.default.removeItem(atPath: project.url("Templates/Broken.stencil"))

        try project.write("Models/Broken.swift", "struct Broken {\n    var x: Int\n    var s = \"unterminated\n}\n")
        let source = try run(Fixtures.generateArguments, in: project)
        XCTAssertTrue(source.stderr.contains("Models/Broken.swift:3:13: warning: "), source.stderr)
        XCTAssertFalse(source.stderr.contains(project.path), "paths are shown relative to the current folder: \(source.stderr)")

        try project.write("Templates/Undefined.stencil", "{{ missing }}\n")
        let strict = try run(Fixtures.generateArguments + ["--strict"], in: project)
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(strict.stderr, "Templates/Undefined.stencil:1:4: error: Undefined variable 'missing'\n{{ missing }}\n   ^~~~~~~\n")
        XCTAssertEqual(try run(Fixtures.generateArguments, in: project).status, 0, "without --strict an undefined variable renders empty")
    }

    func testDeterministicWhateverTheFileOrderAndCacheState() throws {
        func build(_ order: [Int]) throws -> ProjectFolder {
            let project = try ProjectFolder()
            let files = (0..<12).map { ("Models/M\($0 % 3)/T\($0).swift", "struct T\($0): AutoDescribable { var v\($0): Int }\n") }
            for index in order { try project.write(files[index].0, files[index].1) }
            try project.write("Models/P.swift", "protocol AutoDescribable {}\n")
            try project.write("Templates/Describe.stencil", Fixtures.describeTemplate)
            try project.write("Templates/Names.stencil", Fixtures.namesTemplate)
            return project
        }
        let forward = try build(Array(0..<12))
        let backward = try build(Array((0..<12).reversed()))
        XCTAssertEqual(try run(Fixtures.generateArguments + ["--disable-cache"], in: forward).status, 0)
        let reversedFlags = ["--sources", "Models/M2", "--sources", "Models/M1", "--sources", "Models/M0", "--sources", "Models/P.swift",
                             "--templates", "Templates/Names.stencil", "--templates", "Templates/Describe.stencil", "--output", "Generated"]
        XCTAssertEqual(try run(reversedFlags, in: backward).status, 0)
        XCTAssertEqual(try run(reversedFlags, in: backward).status, 0)  // from the cache this time
        for name in ["Describe", "Names"] {
            let a = try XCTUnwrap(forward.read("Generated/\(name).generated.swift"))
            XCTAssertEqual(a, backward.read("Generated/\(name).generated.swift"), name)
            XCTAssertTrue(a.contains("T11"), a)
        }
        // One core instead of all of them: same bytes (--check passes on the other run's output).
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/taskset") {
            let singleCore = try ModelgenBinary.run(reversedFlags + ["--disable-cache", "--check"], in: forward.path,
                                                    launcher: ["/usr/bin/taskset", "-c", "0"])
            XCTAssertEqual(singleCore.status, 0, singleCore.stderr)
        }
    }

    func testCacheHitParsesNothingOnTheSecondRun() throws {
        let project = try Fixtures.standard(ProjectFolder())
        let cache = project.url("cache")
        let first = try run(Fixtures.generateArguments + ["--verbose", "--cache-path", cache], in: project)
        XCTAssertTrue(first.stdout.contains("modelgen: 2 source files (2 parsed, 0 from cache), 2 templates"), first.stdout)
        let second = try run(Fixtures.generateArguments + ["--verbose", "--cache-path", cache], in: project)
        XCTAssertTrue(second.stdout.contains("modelgen: 2 source files (0 parsed, 2 from cache), 2 templates"), second.stdout)
        try project.write("Models/User.swift", Fixtures.user + "struct Extra {}\n")
        let third = try run(Fixtures.generateArguments + ["--verbose", "--cache-path", cache], in: project)
        XCTAssertTrue(third.stdout.contains("(1 parsed, 1 from cache)"), third.stdout)

        let disabled = try run(Fixtures.generateArguments + ["--verbose", "--disable-cache"], in: project)
        XCTAssertTrue(disabled.stdout.contains("(2 parsed, 0 from cache)"), disabled.stdout)
        XCTAssertFalse(project.exists(".test-cache"), "--disable-cache writes no cache")
        _ = try run(Fixtures.generateArguments, in: project)
        XCTAssertTrue(project.exists(".test-cache/modelgen"), "default cache is $XDG_CACHE_HOME/modelgen")
    }

    func testGeneratedCodeCompilesAndRuns() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/swiftc") || ProcessInfo.processInfo.environment["PATH"] != nil else {
            throw XCTSkip("no swiftc")
        }
        let project = try Fixtures.standard(ProjectFolder())
        try project.write("Templates/Inline.stencil", Fixtures.inlineTemplate)
        XCTAssertEqual(try run(Fixtures.generateArguments, in: project).status, 0)
        try project.write("Main/main.swift", """
        let pet = Pet()
        pet.nickname = "Rex"
        let copy = Pet(copying: pet)
        print(User(name: "Ann", age: 3), copy, allTypeNames.count)

        """)
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compile.arguments = ["swiftc", "-o", project.url("app"), project.url("Models/User.swift"), project.url("Models/Shop/Pet.swift"),
                             project.url("Generated/Describe.generated.swift"), project.url("Generated/Names.generated.swift"),
                             project.url("Main/main.swift")]
        try compile.run()
        compile.waitUntilExit()
        XCTAssertEqual(compile.terminationStatus, 0, "generated code must compile")
        let app = Process()
        app.executableURL = URL(fileURLWithPath: project.url("app"))
        let pipe = Pipe()
        app.standardOutput = pipe
        try app.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        app.waitUntilExit()
        XCTAssertEqual(output, "User(Ann, 3) Pet(Rex) 2\n")
    }
}
