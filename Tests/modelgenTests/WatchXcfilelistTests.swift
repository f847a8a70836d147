import XCTest
@testable import modelgen

final class WatchXcfilelistTests: XCTestCase {
    func testExpandsVariablesAndSkipsCommentsAndBlankLines() throws {
        let text = """
            # inputs of the modelgen build phase
            $(SRCROOT)/App/Models/User.swift

              ${SRCROOT}/App/Models/${FEATURE}.swift  \r
            Relative/Path.swift
            $(SRCROOT)/Price$.swift
            """
        let paths = try XcfilelistReader.parse(text, path: "in.xcfilelist",
                                               environment: ["SRCROOT": "/src", "FEATURE": "Post"])
        XCTAssertEqual(paths, ["/src/App/Models/User.swift", "/src/App/Models/Post.swift",
                               "Relative/Path.swift", "/src/Price$.swift"])
    }

    func testUndefinedVariableIsAnErrorWithLocationAndCaret() {
        XCTAssertThrowsError(try XcfilelistReader.parse("A.swift\n  $(SRCROOT)/$(MISSING)/B.swift\n",
                                                        path: "in.xcfilelist", environment: ["SRCROOT": "/s"])) { error in
            XCTAssertEqual("\(error)", """
                in.xcfilelist:2:14: error: variable 'MISSING' is not set in the environment
                  $(SRCROOT)/$(MISSING)/B.swift
                             ^
                """)
        }
    }

    func testUnterminatedReferenceIsAnError() {
        XCTAssertThrowsError(try XcfilelistReader.parse("$(SRCROOT/A.swift", path: "l", environment: [:])) { error in
            XCTAssertEqual("\(error)", "l:1:1: error: unterminated variable reference (missing ')')\n$(SRCROOT/A.swift\n^")
        }
    }

    func testReadsFromDiskAndReportsUnreadableFiles() throws {
        let folder = try ProjectFolder()
        try folder.write("inputs.xcfilelist", "$(DIR)/A.swift\n")
        XCTAssertEqual(try XcfilelistReader.read(path: folder.url("inputs.xcfilelist"), environment: ["DIR": "/d"]),
                       ["/d/A.swift"])
        XCTAssertThrowsError(try XcfilelistReader.read(path: folder.url("missing.xcfilelist"))) { error in
            XCTAssertEqual("\(error)", "\(folder.url("missing.xcfilelist")): error: cannot read the file list")
        }
    }
}
