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

    /// XCTest keeps every test case object until the run ends: the folder goes now.
    override func tearDown() {
        project = nil
    }

    // MARK: sources

    func testInvalidUTF8Source() throws {
        try writeBytes("S/Bad.swift", Array("struct A {\n    var a: Int\n    var b = \"".utf8) + [0xFF, 0xFE, 0xC3] + Array("\"\n}\n".utf8))
        try expectWarning("S/Bad.swift:3:14: warning: file is not valid UTF-8; invalid bytes are read as U+FFFD")
        XCTAssertEqual(project.read("O/Names.generated.swift")?.contains("A\n"), true, "what could be read is generated")
    }

    func testUTF16SourceWithByteOrderMark() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "struct Wide { var a: Int }\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        try writeBytes("S/Wide.swift", bytes)
        try expectWarning("S/Wide.swift:1:1: warning: file is not valid UTF-8; invalid bytes are read as U+FFFD")
    }

    func testNulBytesInSource() throws {
        try writeBytes("S/Nul.swift", Array("struct N {\n    var a: Int\n".utf8) + [0, 0, 0] + Array("\n}\n".utf8))
        let result = try generate(seconds: 20)
        XCTAssertTrue(result.stderr.contains("S/Nul.swift:3:"), result.stderr)
    }

    func testTenMegabyteSingleLine() throws {
        let line = "let x = [" + String(repeating: "1, ", count: 3_400_000) + "1]"
        try project.write("S/Long.swift", "struct L { var a: Int }\n" + line)
        // Reading it is linear in its length, so even a debug build stays well inside the bound.
        let result = try generate(seconds: 120)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(project.read("O/Names.generated.swift")?.contains("L\n"), true)
    }

    func testTenThousandNestedBrackets() throws {
        let nested = String(repeating: "{[(", count: 10_000) + String(repeating: ")]}", count: 10_000)
        try project.write("S/Deep.swift", "struct D { var a = \(nested) }\nstruct After {}\n")
        let result = try generate(seconds: 30)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(project.read("O/Names.generated.swift")?.contains("After\nD\n"), true, "both types read, to the end")
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
        XCTAssertEqual(result.status, 0, result.stderr)
        for name in ["Str", "Comment", "Raw", "Interp"] {
            XCTAssertTrue(result.stderr.contains("S/\(name).swift:"), "\(name) is reported: \(result.stderr)")
        }
    }

    /// Opening a FIFO for reading waits for a writer: a FIFO named like a source, linked into the
    /// sources or standing where an output goes is never opened that way.
    func testFIFOsAreNeverWaitedOn() throws {
        try project.write("S/A.swift", "struct A {}\n")
        XCTAssertEqual(mkfifo(project.url("Pipe"), 0o644), 0)
        XCTAssertEqual(mkfifo(project.url("S/Named.swift"), 0o644), 0)
        XCTAssertEqual(symlink("../Pipe", project.url("S/Linked.swift")), 0)
        // Found in a folder, linked or not: skipped, as a FIFO is not a source.
        let scanned = try generate(seconds: 20)
        XCTAssertEqual(scanned.status, 0, scanned.stderr)
        XCTAssertEqual(project.read("O/Names.generated.swift")?.hasSuffix("\nA\n"), true)
        // Named on the command line: an error that says what it is.
        let named = try run(["--sources", "S/Named.swift", "--templates", "T", "--output", "O", "--disable-cache"], seconds: 20)
        XCTAssertEqual(named.status, 1, named.stderr)
        XCTAssertEqual(named.stderr, "S/Named.swift: error: cannot read source file: not a regular file\n")
        // Where the output goes: refused, neither read nor replaced.
        try FileManager.default.removeItem(atPath: project.url("O/Names.generated.swift"))
        XCTAssertEqual(mkfifo(project.url("O/Names.generated.swift"), 0o644), 0)
        let output = try generate(seconds: 20)
        XCTAssertEqual(output.status, 1, output.stderr)
        XCTAssertEqual(output.stderr, "O/Names.generated.swift: error: refusing to write: it is not a regular file (a FIFO, socket or device)\n")
    }

    /// A sources folder that cannot be listed (here: deeper than the system's path limit) is a
    /// warning naming it, not a silent gap in the output.
    func testAnUnreadableSourcesFolderIsNamed() throws {
        try project.write("S/A.swift", "struct A {}\n")
        var folder = open(project.url("S"), O_RDONLY)
        for _ in 0..<2_100 {
            XCTAssertEqual(mkdirat(folder, "d", 0o755), 0)
            let next = openat(folder, "d", O_RDONLY)
            close(folder)
            folder = next
        }
        XCTAssertEqual(openat(folder, "Deep.swift", O_CREAT | O_WRONLY, 0o644) >= 0, true)
        close(folder)
        // The first folder whose full path reaches PATH_MAX (4096 bytes with its NUL) is named.
        var depth = 0
        while (project.url("S") + String(repeating: "/d", count: depth)).utf8.count < 4_096 { depth += 1 }
        let result = try generate(seconds: 30)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "S" + String(repeating: "/d", count: depth)
                       + ": warning: cannot read folder (File name too long); its sources are skipped\n")
        XCTAssertEqual(project.read("O/Names.generated.swift")?.hasSuffix("\nA\n"), true)
    }

    // MARK: templates

    func testTemplateIncludingItself() throws {
        try project.write("S/A.swift", "struct A {}\n")
        try project.write("T/Names.stencil", "x{% include \"Names.stencil\" %}")
        try expectError("T/Names.stencil:1:5: error: include nested deeper than 64 levels (recursive include, extends or macro?)")
    }

    func testExtendsCycle() throws {
        try project.write("S/A.swift", "struct A {}\n")
        try project.write("T/Names.stencil", "{% extends \"Other.stencil\" %}")
        try project.write("T/Other.stencil", "{% extends \"Names.stencil\" %}")
        try expectError("T/Names.stencil:1:4: error: extends nested deeper than 64 levels (recursive include, extends or macro?)")
    }

    func testMacroCallingItself() throws {
        try project.write("S/A.swift", "struct A {}\n")
        try project.write("T/Names.stencil", "{% macro m %}{% call m %}{% endmacro %}\n{% call m %}")
        try expectError("T/Names.stencil:1:17: error: macro call nested deeper than 64 levels (recursive include, extends or macro?)")
    }

    /// Macros calling the next one twice, 40 deep, would render 2⁴⁰ times writing nothing: the
    /// calls count against the loop iteration limit, and the error says how to raise it.
    func testMacroFanOutStopsAtTheIterationLimit() throws {
        try project.write("S/A.swift", "struct A {}\n")
        let macros = (0..<40).map { "{% macro m\($0) %}{% call m\($0 + 1) %}{% call m\($0 + 1) %}{% endmacro %}" }.joined()
        try project.write("T/Names.stencil", macros + "{% macro m40 %}{% endmacro %}{% call m0 %}\n")
        let result = try generate(seconds: 60)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("T/Names.stencil:1:"), result.stderr)
        XCTAssertTrue(result.stderr.contains(": error: include, extends, import and macro calls exceed the limit of 500000 (the loop iteration limit)\n"), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("T/Names.stencil: note: the limit grows with the size of the sources; set it with `limits: { loopIterations: N }` in .modelgen.yml\n"), result.stderr)
    }

    func testMillionItemLoopIsBounded() throws {
        try project.write("S/A.swift", "struct A {}\n")
        try project.write("T/Names.stencil", "{% for i in 1...1000000 %}{{ i }}{% endfor %}")
        try expectError("T/Names.stencil:1:4: error: range 1...1000000 is larger than the limit of 500000 items")
        XCTAssertFalse(project.exists("O/Names.generated.swift"))
    }

    func testGigabyteOutputAttemptIsStopped() throws {
        try project.write("S/A.swift", "struct A {}\n")
        let chunk = String(repeating: "x", count: 1_000)
        try project.write("T/Names.stencil",
                          "{% for a in 1...1000 %}{% for b in 1...1000 %}\(chunk){% endfor %}{% endfor %}")
        try expectError("T/Names.stencil:1:27: error: output exceeds the limit of 67108864 bytes")
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

    /// Lists that filters return count 8 bytes per element: 1,000 elements a time, 1,000 times, fill
    /// the 8,000,000 bytes that an output limit of 1,000,000 allows.
    func testListsBuiltByFiltersInALoopStopAtTheFilterResultLimit() throws {
        try project.write("S/A.swift", "struct A {}\n")
        try project.write(".modelgen.yml", "sources: S\ntemplates: T\noutput: O\nlimits: { outputBytes: 1000000 }\n")
        let list = Array(repeating: "x", count: 1_000).joined(separator: ",")
        let template = "{% for i in 1...N %}\n{% if \"\(list)\"|split:\",\" %}{% endif %}{% endfor %}ok"
        try project.write("T/Names.stencil", template.replacingOccurrences(of: "N", with: "1000"))
        let fits = try run(["--disable-cache"], seconds: 60)
        XCTAssertEqual(fits.status, 0, fits.stderr)
        // The loop's lines are tag-only lines (kept once, as Sourcery's whitespace handling does).
        XCTAssertEqual(project.read("O/Names.generated.swift"), header("\nok"))
        try project.write("T/Names.stencil", template.replacingOccurrences(of: "N", with: "400000"))
        let result = try run(["--disable-cache"], seconds: 60)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("T/Names.stencil:2:4: error: filter results exceed the limit of 8000000 bytes (8 times the output limit)"),
                      result.stderr)
        XCTAssertTrue(result.stderr.contains("raise it with `limits: { outputBytes: N }` in .modelgen.yml"), result.stderr)
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
        // The excerpt is the first 120 characters of the 400,000-character line; the highlight stops at its edge.
        XCTAssertEqual(brackets.stderr, "T/Names.stencil:1:4: error: 'if' expression error: brackets nested deeper than 256 levels\n"
                       + "{% if " + String(repeating: "( ", count: 57) + "…\n   ^" + String(repeating: "~", count: 116) + "\n")
        try project.write(".modelgen.yml", "sources: " + String(repeating: "[", count: 30_000) + String(repeating: "]", count: 30_000) + "\n")
        let config = try run([], seconds: 30)
        XCTAssertEqual(config.status, 2, config.stderr)
        // The excerpt is a window of the line around the column, the caret under the 64th '['.
        XCTAssertEqual(config.stderr, ".modelgen.yml:1:73: error: collections nested deeper than 64 levels\n"
                       + "…" + String(repeating: "[", count: 120) + "…\n" + String(repeating: " ", count: 61) + "^\n")
    }

    func testTemplateSyntaxErrorAndUnknownFilter() throws {
        try project.write("S/A.swift", "struct A {}\n")
        try project.write("T/Names.stencil", "line one\n{{ types.all|uppercasee }}\n")
        try expectError("T/Names.stencil:2:4: error: Unknown filter 'uppercasee'. Found similar filters: 'uppercase'.")
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

    /// Generation succeeds and prints `line` among its warnings.
    private func expectWarning(_ line: String, file: StaticString = #filePath, lineNumber: UInt = #line) throws {
        let result = try generate(seconds: 20)
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: lineNumber)
        XCTAssertTrue(result.stderr.components(separatedBy: "\n").contains(line), result.stderr, file: file, line: lineNumber)
    }

    /// Generation fails with exit status 1 (not a crash) and prints `line` as its error.
    private func expectError(_ line: String, file: StaticString = #filePath, lineNumber: UInt = #line) throws {
        let result = try generate(seconds: 60)
        XCTAssertEqual(result.status, 1, "exit status 1, not a crash: \(result.stderr)", file: file, line: lineNumber)
        XCTAssertTrue(result.stderr.components(separatedBy: "\n").contains(line), result.stderr, file: file, line: lineNumber)
    }

    /// Runs modelgen in the project folder; a signal or a run over `seconds` fails the test.
    private func run(_ arguments: [String], seconds: TimeInterval) throws -> ModelgenBinary.Result {
        let started = Date()
        let result = try ModelgenBinary.run(arguments, in: project.path)
        let elapsed = Date().timeIntervalSince(started)
        // A bound, not a value: wall-clock time varies with the machine and its load.
        XCTAssertLessThan(elapsed, seconds, "bounded time")
        XCTAssertFalse(result.signaled, "ended by signal \(result.status):\n\(result.stderr)")
        return result
    }
}
