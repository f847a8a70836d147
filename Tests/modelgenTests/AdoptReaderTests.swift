import XCTest
@testable import modelgen

/// The pieces of `adopt` that read and print text: the statement reader, the brace matcher and
/// the unified diff.
final class AdoptReaderTests: XCTestCase {
    private func statements(_ body: String) throws -> [String] {
        let text = SourceText(Array(body.utf8))
        return try StatementReader.statements(in: 0..<text.bytes.count, of: text).map { "\($0.line): \($0.sourceText)" }
    }

    func testStatementsSplitAtLineBreaksAndSemicolonsButNotInsideContinuations() throws {
        XCTAssertEqual(try statements("""
        {
            id <- map["id"]; name <- map["name"] // a comment
            count = (try? map.value("count"))
                ?? 0
            tags <- (map["tags"],
                     ListTransform())
            /* block
               comment */ flag <- map["flag"]
        }
        """), [
            "2: id <- map[\"id\"]",
            "2: name <- map[\"name\"]",
            "3: count = (try? map.value(\"count\"))\n        ?? 0",
            "5: tags <- (map[\"tags\"],\n             ListTransform())",
            "8: flag <- map[\"flag\"]",
        ])
    }

    func testStatementsTheReaderDoesNotReadAreReasons() {
        for (body, reason) in [
            ("{\n  if x { y <- map[\"y\"] }\n}", "a block or closure"),
            ("{\n  y <- map[\"a\\(b)\"]\n}", "a string with an escape or interpolation"),
            ("{\n  y <- map[#\"raw\"#]\n}", "a raw string or compiler directive"),
            ("{\n  y <- map[\"\"\"\n  a\n  \"\"\"]\n}", "a multi-line string"),
        ] {
            let text = SourceText(Array(body.utf8))
            XCTAssertThrowsError(try StatementReader.statements(in: 0..<text.bytes.count, of: text)) { error in
                XCTAssertEqual((error as? StatementReader.Unreadable)?.reason, reason, body)
                XCTAssertEqual((error as? StatementReader.Unreadable)?.line, 2, body)
            }
        }
    }

    func testBodyMatchingSkipsBracesInStringsAndComments() {
        let source = "func f() -> [Int] { let s = \"}\"; /* } */ let r = #\"\\(\"}\")\"#; let t = \"\\(g({ 1 }))\" // }\n}\nnext"
        let text = SourceText(Array(source.utf8))
        let body = text.body(after: 0)
        XCTAssertEqual(body.map { text.text($0) }, String(source.dropFirst(18).dropLast(5)))
    }

    func testUnifiedDiffMatchesDiffU() {
        let old = (1...40).map { "line \($0)\n" }
        var new = old
        new[4] = "changed 5\n"
        new.insert("inserted\n", at: 30)
        new.remove(at: 35)
        let newText = String(new.joined().dropLast())
        XCTAssertEqual(UnifiedDiff.render(path: "f.txt", old: Array(old.joined().utf8), new: Array(newText.utf8)), """
        --- a/f.txt
        +++ b/f.txt
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +changed 5
         line 6
         line 7
         line 8
        @@ -28,13 +28,13 @@
         line 28
         line 29
         line 30
        +inserted
         line 31
         line 32
         line 33
         line 34
        -line 35
         line 36
         line 37
         line 38
         line 39
        -line 40
        +line 40
        \\ No newline at end of file

        """)
        XCTAssertEqual(UnifiedDiff.render(path: "f.txt", old: Array("same\n".utf8), new: Array("same\n".utf8)), "")
        XCTAssertEqual(UnifiedDiff.render(path: "new.swift", old: [], new: Array("a\nb\n".utf8)),
                       "--- a/new.swift\n+++ b/new.swift\n@@ -0,0 +1,2 @@\n+a\n+b\n")
    }
}
