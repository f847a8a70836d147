import XCTest
import SwiftDeclParser
@testable import modelgen

/// A source with merge-conflict markers stops generation with an error at the first marker, as
/// Sourcery refuses such a file (issue 21 item 11).
final class MergeConflictTests: SandboxedGenerationTestCase {
    private let conflicted = """
    struct Model {
        func run() {
    <<<<<<< HEAD
            print("ours")
    =======
            print("theirs")
    >>>>>>> feature
        }
    }
    """

    func testConflictMarkersAreAnErrorAtTheFirstMarker() {
        XCTAssertThrowsError(try sandbox.render("{{ types.all.count }}", sources: ["Model.swift": conflicted])) { error in
            guard let diagnostic = error as? Diagnostic else { return XCTFail("not a located diagnostic: \(error)") }
            XCTAssertEqual(diagnostic.line, 3)
            XCTAssertEqual(diagnostic.column, 1)
            XCTAssertEqual(diagnostic.severity, .error)
            XCTAssertTrue(diagnostic.path.hasSuffix("Model.swift"))
            XCTAssertEqual(diagnostic.description.components(separatedBy: "\n").dropFirst(),
                           ["<<<<<<< HEAD", "^"])
            XCTAssertTrue(diagnostic.description.hasSuffix("Model.swift:3:1: error: \(SwiftParser.mergeConflictMessage)\n<<<<<<< HEAD\n^"))
        }
    }

    func testMarkerLookalikesAreNotConflicts() throws {
        let source = """
        let arrows = \"\"\"
          <<<<<<< indented text is not a marker
        \"\"\"
        struct Fine { var shift: Int = 1 << 3 }
        // >>>>>>> in a comment after other text
        """
        let parsed = SwiftParser.parse(path: "Fine.swift", source: source)
        XCTAssertFalse(parsed.diagnostics.contains { $0.message == SwiftParser.mergeConflictMessage })
        XCTAssertEqual(try sandbox.render("{{ types.all.first.name }}", sources: ["Fine.swift": source]), "Fine")
    }

    /// Sourcery's `VerifierSpec` and `SourcerySpec` cases: white space, then five marker characters.
    func testFiveCharacterMarkerAfterLeadingWhiteSpaceIsFound() {
        for (source, position) in [("\n<<<<<\n", "2:1"), ("\n>>>>>\n", "2:1"), ("\n\n<<<<<\n", "3:1"), ("  \t>>>>> x", "1:4")] {
            let parsed = SwiftParser.parse(path: "C.swift", source: source)
            XCTAssertEqual(parsed.diagnostics.map { "\($0.line):\($0.column) \($0.message)" },
                           ["\(position) \(SwiftParser.mergeConflictMessage)"], source)
        }
        // Without white space first, or after other text, five characters are not a marker.
        for source in ["<<<<<\n", "struct A {}\n<<<<<\n", "", "\n<<<<\n"] {
            XCTAssertFalse(SwiftParser.parse(path: "C.swift", source: source).diagnostics.contains { $0.message == SwiftParser.mergeConflictMessage }, source)
        }
    }

    func testClosingMarkerAloneIsFound() {
        let parsed = SwiftParser.parse(path: "Half.swift", source: "struct A {}\n>>>>>>> theirs\n")
        XCTAssertEqual(parsed.diagnostics.map { "\($0.line):\($0.column) \($0.severity)" }, ["2:1 error"])
    }
}
