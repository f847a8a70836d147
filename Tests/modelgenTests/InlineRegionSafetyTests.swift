import Foundation
import XCTest

/// Inline generation on sources that could lose code: markers that are not comments, region names
/// used twice, CRLF files. The real binary, on a scratch project.
final class InlineRegionSafetyTests: XCTestCase {
    private var project: ProjectFolder!

    override func setUpWithError() throws {
        guard ModelgenBinary.path != nil else { throw XCTSkip("modelgen binary not built") }
        project = try ProjectFolder()
        try project.write("T/Gen.stencil", """
        // sourcery:inline:S.Gen
        let generated = 1
        // sourcery:end
        {% for type in types.structs %}
        // sourcery:inline:auto:{{ type.name }}.Auto
            var auto{{ type.name }}: Int { 1 }
        // sourcery:end
        {% endfor %}
        """)
    }

    /// XCTest keeps every test case object until the run ends: the folder goes now.
    override func tearDown() {
        project = nil
    }

    private func generate() throws -> ModelgenBinary.Result {
        try ModelgenBinary.run(["--sources", "S", "--templates", "T", "--output", "O", "--disable-cache"], in: project.path)
    }

    /// A marker inside a multi-line string or a block comment is text: it is neither replaced nor
    /// counted, and the real region after it is.
    func testMarkersInStringsAndBlockCommentsAreLeftAlone() throws {
        let source = #"""
        struct S {
            let template = """
                // sourcery:inline:S.Gen
                kept as written
                // sourcery:end
                """
            /*
            // sourcery:inline:S.Gen
            kept too
            // sourcery:end
            */
            // sourcery:inline:S.Gen
            // sourcery:end
        }

        """#
        try project.write("S/S.swift", source)
        let result = try generate()
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(project.read("S/S.swift"), source.replacingOccurrences(of: "    // sourcery:inline:S.Gen\n    // sourcery:end\n",
                                                                               with: "    // sourcery:inline:S.Gen\n    let generated = 1\n    // sourcery:end\n")
                                                     .replacingOccurrences(of: "\n}\n", with: "\n\n// sourcery:inline:auto:S.Auto\n    var autoS: Int { 1 }\n// sourcery:end\n}\n"))
    }

    /// The same region twice in a file: an error naming both places, and no file is changed.
    func testARegionNameTwiceInAFileIsAnErrorAndNothingIsWritten() throws {
        let source = """
        struct S {
            // sourcery:inline:S.Gen
            hand-written 1
            // sourcery:end
            // sourcery:inline:S.Gen
            hand-written 2
            // sourcery:end
        }

        """
        try project.write("S/S.swift", source)
        let result = try generate()
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("""
            S/S.swift:5:5: error: inline region 'S.Gen' appears twice in this file (first on line 2); a region name must be unique, the file was not changed
                // sourcery:inline:S.Gen
                ^
            """), result.stderr)
        XCTAssertEqual(project.read("S/S.swift"), source)
        XCTAssertFalse(project.exists("O/Gen.generated.swift"))
    }

    /// The same region in two files (one type declared in one and extended in the other): an error
    /// naming both, and neither file changes.
    func testARegionNameInTwoFilesIsAnErrorAndNothingIsWritten() throws {
        let declaration = "struct S {\n    // sourcery:inline:auto:S.Auto\n    // sourcery:end\n}\n"
        let extensionFile = "extension S {\n    // sourcery:inline:auto:S.Auto\n    var hand: Int { 2 }\n    // sourcery:end\n}\n"
        try project.write("S/A.swift", declaration)
        try project.write("S/B.swift", extensionFile)
        let result = try generate()
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("""
            S/B.swift:2:5: error: inline region 'auto:S.Auto' is in more than one file (S/A.swift:2, S/B.swift:2); a region name must be unique, no file was changed
                // sourcery:inline:auto:S.Auto
                ^
            """), result.stderr)
        XCTAssertEqual(project.read("S/A.swift"), declaration)
        XCTAssertEqual(project.read("S/B.swift"), extensionFile)
    }

    /// A marker on the first line of a file that opens with a UTF-8 byte-order mark is a marker: the
    /// mark is neither text before it nor indentation of the code put in, and it stays.
    func testAMarkerOnTheFirstLineAfterAByteOrderMarkIsARegion() throws {
        try project.write("S/E.swift", "\u{FEFF}  // sourcery:inline:S.Gen\n  old\n  // sourcery:end\nenum E {}\n")
        let result = try generate()
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(FileManager.default.contents(atPath: project.url("S/E.swift")).map { Array($0) },
                       Array("\u{FEFF}  // sourcery:inline:S.Gen\n  let generated = 1\n  // sourcery:end\nenum E {}\n".utf8))
        XCTAssertFalse(project.exists("O/Gen.generated.swift"), "the block went into its region, not into the output")
        XCTAssertEqual(try generate().stdout.hasPrefix("modelgen: 0 files written"), true, "a second run changes nothing")
    }

    /// A source holding inline blocks is one of the files a run keeps up to date: a second run and
    /// `--check` count it (the template writes no file of its own: all its text went inline).
    func testSourcesHoldingInlineBlocksAreCountedAsChecked() throws {
        try project.write("S/S.swift", "struct S {\n    // sourcery:inline:S.Gen\n    // sourcery:end\n}\n")
        XCTAssertEqual(try generate().status, 0)
        XCTAssertEqual(try generate().stdout.hasPrefix("modelgen: 0 files written, 1 unchanged ("), true)
        let check = try ModelgenBinary.run(["--sources", "S", "--templates", "T", "--output", "O", "--disable-cache", "--check"],
                                           in: project.path)
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertEqual(check.stdout, "modelgen: up to date (1 file checked)\n")
    }

    /// Code put into a CRLF file has CRLF line breaks; nothing else in the file changes.
    func testCRLFFilesKeepTheirLineEndings() throws {
        let source = "struct S {\r\n    // sourcery:inline:S.Gen\r\n    old\r\n    // sourcery:end\r\n}\r\n"
        try project.write("S/S.swift", source)
        let result = try generate()
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(project.read("S/S.swift"), "struct S {\r\n    // sourcery:inline:S.Gen\r\n    let generated = 1\r\n    // sourcery:end\r\n"
                       + "\r\n// sourcery:inline:auto:S.Auto\r\n    var autoS: Int { 1 }\r\n// sourcery:end\r\n}\r\n")
        XCTAssertEqual(try generate().stdout.hasPrefix("modelgen: 0 files written"), true, "a second run changes nothing")
    }

    /// Swift ends a line at a lone CR (classic Mac line endings): such a file is read line by line,
    /// not as one line that its first `//` comments out, and what is put in gets CR line breaks.
    func testCROnlyFilesAreReadByLineAndKeepTheirLineEndings() throws {
        try project.write("T/Names.stencil", "{% for type in types.all %}{{ type.name }} {% endfor %}")
        try project.write("S/S.swift", "struct S {\r    // sourcery:inline:S.Gen\r    old\r    // sourcery:end\r}\r// a comment\renum E {}\r")
        let result = try generate()
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(project.read("O/Names.generated.swift")?.hasSuffix("\nE S "), true, "the enum after the comment is read")
        XCTAssertEqual(project.read("S/S.swift"), "struct S {\r    // sourcery:inline:S.Gen\r    let generated = 1\r    // sourcery:end\r"
                       + "\r// sourcery:inline:auto:S.Auto\r    var autoS: Int { 1 }\r// sourcery:end\r}\r// a comment\renum E {}\r")
        XCTAssertEqual(try generate().stdout.hasPrefix("modelgen: 0 files written"), true, "a second run changes nothing")
    }
}
