import XCTest
@testable import modelgen

final class OptionsParserTests: XCTestCase {
    private func options(_ arguments: [String]) throws -> GenerateOptions {
        guard case .generate(let options) = try OptionsParser.parse(arguments) else {
            throw XCTSkip("not a generate command line")
        }
        return options
    }

    private func usageMessage(_ arguments: [String]) -> String? {
        do {
            _ = try OptionsParser.parse(arguments)
            return nil
        } catch let error as UsageError {
            return error.message
        } catch {
            return "unexpected \(error)"
        }
    }

    func testEveryFlag() throws {
        let parsed = try options([
            "--sources", "A", "--sources=B", "--templates", "T", "--output", "Out", "--args", "a=1,flag",
            "--args", "a=2", "--config", "c.yml", "--exclude-sources", "A/Old", "--exclude-templates", "T/x.stencil",
            "--cache-path", "/tmp/c", "--watch", "--strict", "--verbose",
        ])
        var expected = GenerateOptions()
        expected.sources = ["A", "B"]
        expected.templates = ["T"]
        expected.output = "Out"
        expected.arguments = ["a": .int(2), "flag": .bool(true)]
        expected.configFile = "c.yml"
        expected.excludeSources = ["A/Old"]
        expected.excludeTemplates = ["T/x.stencil"]
        expected.cachePath = "/tmp/c"
        expected.watch = true
        expected.strict = true
        expected.verbosity = .verbose
        XCTAssertEqual(parsed, expected)

        XCTAssertTrue(try options(["--check", "-q"]).check)
        XCTAssertEqual(try options(["--check", "-q"]).verbosity, .quiet)
        XCTAssertTrue(try options(["--dry-run"]).dryRun)
        XCTAssertTrue(try options(["--disable-cache"]).disableCache)
        XCTAssertFalse(try options([]).namesInputsOnCommandLine)
        XCTAssertTrue(try options(["--output", "x"]).namesInputsOnCommandLine)
    }

    func testHelpAndVersionWin() throws {
        XCTAssertEqual(try OptionsParser.parse(["--sources", "A", "--help"]), .help)
        XCTAssertEqual(try OptionsParser.parse(["-h"]), .help)
        XCTAssertEqual(try OptionsParser.parse(["--version"]), .version)
    }

    func testDidYouMean() {
        XCTAssertEqual(usageMessage(["--source", "A"]), "unknown option '--source'; did you mean --sources?")
        XCTAssertEqual(usageMessage(["--tempaltes", "A"]), "unknown option '--tempaltes'; did you mean --templates?")
        XCTAssertEqual(usageMessage(["-sources", "A"]), "unknown option '-sources'; did you mean --sources?")
        XCTAssertEqual(usageMessage(["--dryrun"]), "unknown option '--dryrun'; did you mean --dry-run?")
        XCTAssertEqual(usageMessage(["--zzzzzzzzzz"]), "unknown option '--zzzzzzzzzz'")
        XCTAssertEqual(usageMessage(["pars"]), "unexpected argument 'pars'; did you mean 'modelgen parse'?")
        XCTAssertEqual(usageMessage(["Models"]), "unexpected argument 'Models'; paths are given with --sources/--templates/--output")
    }

    func testMissingValuesAndConflicts() {
        XCTAssertEqual(usageMessage(["--sources"]), "--sources needs a value (a .swift file or a folder)")
        XCTAssertEqual(usageMessage(["--sources", "--check"]), "--sources needs a value (a .swift file or a folder)")
        XCTAssertEqual(usageMessage(["--output="]), "--output needs a non-empty value (a folder, or a file ending in .swift)")
        XCTAssertEqual(usageMessage(["--check=yes"]), "--check takes no value")
        XCTAssertEqual(usageMessage(["--output", "a", "--output", "b"]), "--output given more than once")
        XCTAssertEqual(usageMessage(["-v", "-q"]), "--verbose and --quiet cannot be combined")
        XCTAssertEqual(usageMessage(["--check", "--dry-run"]), "--check and --dry-run cannot be combined (--check already writes nothing)")
        XCTAssertEqual(usageMessage(["--watch", "--check"]), "--watch cannot be combined with --check")
        XCTAssertEqual(usageMessage(["--disable-cache", "--cache-path", "x"]), "--disable-cache and --cache-path cannot be combined")
        XCTAssertEqual(usageMessage(["--args", "=3"]), "--args: '=3' has no key (expected key=value or flag)")
    }

    func testUsageErrorPrintsTheUsageLine() {
        let text = UsageError(message: "boom").description
        XCTAssertEqual(text, "modelgen: error: boom\n\(CommandLineHelp.usageLine)\nRun 'modelgen --help' for every option.")
    }

    func testHelpMentionsEveryFlag() {
        for flag in OptionsParser.allFlagNames {
            XCTAssertTrue(CommandLineHelp.text.contains(flag), "--help does not mention \(flag)")
        }
    }

    func testArgumentsGrammar() throws {
        XCTAssertEqual(try ArgumentsParser.parse(#"flag,empty=,n=42,x=0.5,s="quoted, with comma",t=true,list=["a","b"],dict={"k": 1},raw=a b"#), [
            "flag": .bool(true), "empty": .bool(true), "n": .int(42), "x": .double(0.5),
            "s": .string("quoted, with comma"), "t": .string("true"),
            "list": .array([.string("a"), .string("b")]), "dict": .dictionary(["k": .int(1)]),
            "raw": .string("a b"),
        ])
        XCTAssertEqual(try ArgumentsParser.parse(#"q='[1, 2]'"#), ["q": .array([.int(1), .int(2)])])
        XCTAssertEqual(try ArgumentsParser.parse("b=[true]"), ["b": .array([.bool(true)])])
        XCTAssertEqual(try ArgumentsParser.parse(" a = Map<String, Int> "), ["a": .string("Map<String, Int>")])
        XCTAssertThrowsError(try ArgumentsParser.parse("a b=1")) { XCTAssertEqual("\($0)", "'a b' is not a valid argument name (letters, digits, '_', '-', '.')") }
    }

    func testClosestMatch() {
        XCTAssertEqual(ClosestMatch.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(ClosestMatch.suggestion(for: "sorces", among: ["sources", "templates"]), "sources")
        XCTAssertNil(ClosestMatch.suggestion(for: "banana", among: ["sources", "templates"]))
    }

    /// A config key of megabytes (a pasted blob) is not compared letter by letter with every
    /// key: its length alone rules every suggestion out, so the error comes at once.
    func testClosestMatchSkipsCandidatesTooFarInLength() {
        let started = Date()
        XCTAssertNil(ClosestMatch.suggestion(for: String(repeating: "s", count: 5_000_000), among: ["sources", "templates"]))
        XCTAssertEqual(ClosestMatch.suggestion(for: "sourcesss", among: ["sources", "templates"]), "sources")
        // A bound, not a value: wall-clock time varies with the machine and its load.
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "one pass over the key")
    }
}
