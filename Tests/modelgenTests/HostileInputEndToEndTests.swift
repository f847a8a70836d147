import Foundation
import XCTest

/// Issue 8's hostile-input suite at the level users meet it: the real binary on hostile sources and
/// templates. Every case must end with an exit status (never a signal), within a time bound, and say
/// where the problem is (`path:line:column`).
final class HostileInputEndToEndTests: XCTestCase {
    private var project: ProjectFolder!

    override func setUpWithError() throws {
        guard ModelgenBinary.path != nil else { throw XCTSkip("modelgen binary not built") }
        project = try ProjectFolder()
        try project.write("T/Names.stencil", "{% for t in types.all %}{{ t.name }}\n{% endfor %}")
    }

    // MARK: sources

    func testInvalidUTF8Source() throws {
        try writeBytes("S/Bad.swift", Array("struct A {\n    var a: Int\n    var b = \"".utf8) + [0xFF, 0xFE, 0xC3] + Array("\"\n}\n".utf8))
        try expectWarning(located: "S/Bad.swift:3:")
        XCTAssertEqual(project.read("O/Names.generated.swift")?.contains("A\n"), true, "what could be read is generated")
    }

    func testUTF16SourceWithByteOrderMark() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "struct Wide { var a: Int }\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        try writeBytes("S/Wide.swift", bytes)
        try expectWarning(located: "S/Wide.swift:1:")
    }

    func testNulBytesInSource() throws {
        try writeBytes("S/Nul.swift", Array("struct N {\n    var a: Int\n".utf8) + [0, 0, 0] + Array("\n}\n".utf8))
        let result = try generate(seconds: 20)
        XCTAssertTrue(result.stderr.contains("S/Nul.swift:3:"), result.stderr)
    }

    func testTenMegabyteSingleLine() throws {
        let line = "let x = [" + String(repeating: "1, ", count: 3_400_000) + "1]"
        try project.write("S/Long.swift", "struct L { var a: Int }\n" + line)
        // ~5 s of CPU in a debug build (linear: a tenth of the size takes a tenth of the time).
        let result = try generate(seconds: 120)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(project.read("O/Names.generated.swift")?.contains("L\n"), true)
    }

    func testTenThousandNestedBrackets() throws {
        let nested = String(repeating: "{[(", count: 10_000) + String(repeating: ")]}", count: 10_000)
        try project.write("S/Deep.swift", "struct D { var a = \(nested) }\nstruct After {}\n")
        let result = try generate(seconds: 30)
        XCTAssertTrue([0, 1].contains(result.status), result.stderr)
    }

    func testFiveThousandNestedGenericBrackets() throws {
        let type = String(repeating: "Array<", count: 5_000) + "Int" + String(repeating: ">", count: 5_000)
        try project.write("S/Generic.swift", "struct G { var a: \(type) }\nstruct After {}\n")
        let result = try generate(seconds: 30)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(project.read("O/Names.generated.swift")?.contains("After\nG\n"), true, "both types read, to the end")
    }

    func testUnterminatedStringCommentAndRawString() throws {
        for (name, text) in [("Str", "struct A {\n  var a = \"open\n}\n"), ("Comment", "struct B {}\n/* /* never closed */\n"),
                             ("Raw", "struct C {\n  var c = #\"raw \\#(x\n"), ("Interp", "struct E { var e = \"\\(foo(\" }\n")] {
            try project.write("S/\(name).swift", text)
        }
        let result = try generate(seconds: 20)
        XCTAssertTrue([0, 1].contains(result.status))
        for name in ["Str", "Comment", "Raw", "Interp"] {
            XCTAssertTrue(result.stderr.contains("S/\(name).swift:"), "\(name) is reported: \(result.stderr)")
        }
    }

    // MARK: templates

    func testTemplateIncludingItself() throws {
        try project.write("S/A.swift", "struct A {}\n")
        try project.write("T/Names.stencil", "x{% include \"Names.stencil\" %}")
        try expectError(located: "T/Names.stencil:1:")
    }

    func testExtendsCycle() throws {
        try project.write("S/A.swift", "struct A {}\n")
        try project.write("T/Names.stencil", "{% extends \"Other.stencil\" %}")
        try project.write("T/Other.stencil", "{% extends \"Names.stencil\" %}")
        try expectError(located: ".stencil:1:")
    }

    func testMacroCallingItself() throws {
        try project.write("S/A.swift", "struct A {}\n")
        try project.write("T/Names.stencil", "{% macro m %}{% call m %}{% endmacro %}\n{% call m %}")
        try expectError(located: "T/Names.stencil:")
    }

    func testMillionItemLoopIsBounded() throws {
        try project.write("S/A.swift", "struct A {}\n")
        try project.write("T/Names.stencil", "{% for i in 1...1000000 %}{{ i }}{% endfor %}")
        let result = try generate(seconds: 60)
        XCTAssertTrue([0, 1].contains(result.status), result.stderr)
        if result.status == 1 { XCTAssertTrue(result.stderr.contains("T/Names.stencil:1:"), result.stderr) }
    }

    func testGigabyteOutputAttemptIsStopped() throws {
        try project.write("S/A.swift", "struct A {}\n")
        let chunk = String(repeating: "x", count: 1_000)
        try project.write("T/Names.stencil",
                          "{% for a in 1...1000 %}{% for b in 1...1000 %}\(chunk){% endfor %}{% endfor %}")
        try expectError(located: "T/Names.stencil:1:")
        XCTAssertFalse(project.exists("O/Names.generated.swift"))
    }

    /// Loop and output limits stop runaway templates, not large projects: they grow with the
    /// sources, the config sets them, and the error says how.
    func testLoopLimitGrowsWithTheSourcesAndTheConfigSetsIt() throws {
        try project.write("S/A.swift", "struct A {}\n")
        try project.write("T/Names.stencil", "{% for i in 1...600000 %}{% endfor %}{{ types.all.count }}")
        let small = try generate(seconds: 60)
        XCTAssertEqual(small.status, 1, small.stderr)
        XCTAssertTrue(small.stderr.contains("range 1...600000 is larger than the limit of 500000 items"), small.stderr)
        XCTAssertTrue(small.stderr.contains("T/Names.stencil: note: the limit grows with the size of the sources; set it with `limits: { loopIterations: N }` in .modelgen.yml"), small.stderr)

        // 700 kB of sources allow 700,000 iterations.
        try project.write("S/Big.swift", "struct B {}\n" + String(repeating: "// " + String(repeating: "x", count: 96) + "\n", count: 7_000))
        let large = try generate(seconds: 60)
        XCTAssertEqual(large.status, 0, large.stderr)
        XCTAssertEqual(project.read("O/Names.generated.swift"), header("2"))

        // The config sets the limit outright (here lower, to show it is the config's number).
        try project.write(".modelgen.yml", "sources: S\ntemplates: T\noutput: O\nlimits:\n  loopIterations: 1000\n")
        let configured = try run(["--disable-cache"], seconds: 60)
        XCTAssertEqual(configured.status, 1, configured.stderr)
        XCTAssertTrue(configured.stderr.contains("larger than the limit of 1000 items"), configured.stderr)
        try project.write("T/Names.stencil", "{% for t in types.all %}{% for i in 1...600 %}{% endfor %}{% endfor %}x")
        let loops = try run(["--disable-cache"], seconds: 60)
        XCTAssertTrue(loops.stderr.contains("T/Names.stencil:1:"), loops.stderr)
        XCTAssertTrue(loops.stderr.contains("loops exceed the limit of 1000 iterations"), loops.stderr)
        try project.write(".modelgen.yml", "sources: S\ntemplates: T\noutput: O\nlimits: { loopIterations: 0 }\n")
        let invalid = try run(["--disable-cache"], seconds: 60)
        XCTAssertEqual(invalid.status, 2, invalid.stderr)
        XCTAssertTrue(invalid.stderr.contains(".modelgen.yml:4:27: error: 'limits.loopIterations' must be a positive whole number"), invalid.stderr)
    }

    func testOutputLimitGrowsWithTheSources() throws {
        try project.write("S/A.swift", "struct A {}\n")
        let chunk = String(repeating: "x", count: 1_000)
        try project.write("T/Names.stencil", "{% for a in 1...70000 %}\(chunk){% endfor %}")
        let small = try generate(seconds: 60)
        XCTAssertEqual(small.status, 1, small.stderr)
        XCTAssertTrue(small.stderr.contains("output exceeds the limit of 67108864 bytes"), small.stderr)
        XCTAssertTrue(small.stderr.contains("set it with `limits: { outputBytes: N }`"), small.stderr)
        try project.write(".modelgen.yml", "sources: S\ntemplates: T\noutput: O\nlimits: { outputBytes: 80000000 }\n")
        let configured = try run(["--disable-cache"], seconds: 60)
        XCTAssertEqual(configured.status, 0, configured.stderr)
    }

    /// Text built by filters and never written is bounded by a multiple of the output limit.
    func testFilterResultsInALoopStopAtTheirLimitAndTheErrorSaysHowToRaiseIt() throws {
        try project.write("S/A.swift", "struct A {}\n")
        let chunk = String(repeating: "a", count: 100_000)
        try project.write("T/Names.stencil",
                          "{% for i in 1...400000 %}\n{% if \"\(chunk)\"|replace:\"a\",\"bb\" == \"\" %}x{% endif %}{% endfor %}")
        try project.write(".modelgen.yml", "sources: S\ntemplates: T\noutput: O\nlimits: { outputBytes: 1000000 }\n")
        let result = try run(["--disable-cache"], seconds: 60)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("T/Names.stencil:2:4: error: filter results exceed the limit of 8000000 bytes (8 times the output limit)"),
                      result.stderr)
        XCTAssertTrue(result.stderr.contains("T/Names.stencil: note: the limit is a multiple of the output limit, which grows with the size of the sources; raise it with `limits: { outputBytes: N }` in .modelgen.yml"),
                      result.stderr)
        XCTAssertFalse(project.exists("O/Names.generated.swift"))
    }

    func testDeepIfConditionsAndConfigNestingEndInErrors() throws {
        try project.write("S/A.swift", "struct A {}\n")
        try project.write("T/Names.stencil", "{% if " + Array(repeating: "a", count: 80_000).joined(separator: " and ") + " %}x{% endif %}ok")
        let chain = try generate(seconds: 60)
        XCTAssertEqual(chain.status, 0, chain.stderr)
        XCTAssertEqual(project.read("O/Names.generated.swift"), header("ok"))
        try project.write("T/Names.stencil", "{% if " + String(repeating: "( ", count: 100_000) + "a" + String(repeating: " )", count: 100_000) + " %}{% endif %}")
        let brackets = try generate(seconds: 30)
        XCTAssertEqual(brackets.status, 1, brackets.stderr)
        XCTAssertTrue(brackets.stderr.contains("T/Names.stencil:1:4: error: 'if' expression error: brackets nested deeper than 256 levels"), String(brackets.stderr.prefix(300)))
        try project.write(".modelgen.yml", "sources: " + String(repeating: "[", count: 30_000) + String(repeating: "]", count: 30_000) + "\n")
        let config = try run([], seconds: 30)
        XCTAssertEqual(config.status, 2, config.stderr)
        XCTAssertTrue(config.stderr.hasPrefix(".modelgen.yml:1:73: error: collections nested deeper than 64 levels"), String(config.stderr.prefix(300)))
    }

    func testTemplateSyntaxErrorAndUnknownFilter() throws {
        try project.write("S/A.swift", "struct A {}\n")
        try project.write("T/Names.stencil", "line one\n{{ types.all|uppercasee }}\n")
        let result = try expectError(located: "T/Names.stencil:2:")
        XCTAssertTrue(result.stderr.contains("uppercase"), "names the closest filter: \(result.stderr)")
    }

    func testMissingSourcesFolder() throws {
        let result = try run(["--sources", "Nope", "--templates", "T", "--output", "O"], seconds: 20)
        // A path named on the command line that does not exist is a usage error (2), named in the message.
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("Nope: error: sources path does not exist"), result.stderr)
    }

    // MARK: helpers

    private func writeBytes(_ relative: String, _ bytes: [UInt8]) throws {
        try project.write(relative, "")
        try Data(bytes).write(to: URL(fileURLWithPath: project.url(relative)))
    }

    private func generate(seconds: TimeInterval) throws -> ModelgenBinary.Result {
        try run(["--sources", "S", "--templates", "T", "--output", "O", "--disable-cache"], seconds: seconds)
    }

    private func expectWarning(located location: String) throws {
        let result = try generate(seconds: 20)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains(location) && result.stderr.contains("warning"), result.stderr)
    }

    @discardableResult
    private func expectError(located location: String) throws -> ModelgenBinary.Result {
        let result = try generate(seconds: 60)
        XCTAssertEqual(result.status, 1, "exit status 1, not a crash: \(result.stderr)")
        XCTAssertTrue(result.stderr.contains(location) && result.stderr.contains("error"), result.stderr)
        return result
    }

    /// Runs modelgen in the project folder; a signal or a run over `seconds` fails the test.
    private func run(_ arguments: [String], seconds: TimeInterval) throws -> ModelgenBinary.Result {
        let started = Date()
        let result = try ModelgenBinary.run(arguments, in: project.path)
        let elapsed = Date().timeIntervalSince(started)
        XCTAssertLessThan(elapsed, seconds, "bounded time")
        XCTAssertFalse(result.signaled, "ended by signal \(result.status):\n\(result.stderr)")
        return result
    }
}
