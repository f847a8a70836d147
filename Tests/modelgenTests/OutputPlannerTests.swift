import SwiftDeclParser
import XCTest
@testable import modelgen

final class OutputPlannerTests: XCTestCase {
    private func template(_ name: String, _ text: String) -> RenderedTemplate {
        RenderedTemplate(name: name, path: "/t/\(name).stencil", text: text)
    }

    private func plan(_ templates: [RenderedTemplate], target: OutputTarget = .folder("/out"),
                      sources: [String: String] = [:]) throws -> OutputPlan {
        let planner = OutputPlanner(target: target, readFile: { path in
            guard let text = sources[path] else { throw GenerationError(description: "\(path): missing") }
            return Array(text.utf8)
        })
        return try planner.plan(templates, sources: SourceIndex(sources.map { SwiftParser.parse(path: $0.key, source: $0.value) }))
    }

    private func contents(_ plan: OutputPlan) -> [String: String?] {
        var result: [String: String?] = [:]
        for file in plan.generatedFiles { result.updateValue(file.contents.map { String(decoding: $0.bytes, as: UTF8.self) }, forKey: file.path) }
        return result
    }

    func testOneFilePerTemplateWithHeaderAndEmptyOutputs() throws {
        let result = try plan([template("A", "struct A {}\n"), template("B", "  \n\n")])
        XCTAssertEqual(contents(result), ["/out/A.generated.swift": header("struct A {}\n"), "/out/B.generated.swift": String?.none])
        XCTAssertTrue(GeneratedHeader.text.hasPrefix("// Generated using modelgen \(ToolVersion.current) — DO NOT EDIT"))
    }

    func testFileBytesAreTheHeaderThenTheTextsUTF8() throws {
        let text = "let café = \"✓ 𝄞\"\r\n// sourcery: key = \"x\"\n"
        let result = try plan([template("A", text)])
        XCTAssertEqual(result.generatedFiles.map(\.contents?.bytes), [Array((GeneratedHeader.text + text).utf8)])
    }

    func testAPlainOutputIsPlannedAsTheRenderedBufferItselfNotACopy() throws {
        let plain = template("A", "struct A {}\n")
        let withBlock = template("B", "// sourcery:file:Other\nx\n// sourcery:end\nstruct B {}\n")
        let result = try plan([plain, withBlock])
        func start(_ contents: FileContents?) -> UnsafePointer<UInt8>? { contents?.withBytes { $0.baseAddress } }
        XCTAssertEqual(result.generatedFiles.map(\.path), ["/out/A.generated.swift", "/out/B.generated.swift", "/out/Other.generated.swift"])
        XCTAssertEqual(start(result.generatedFiles[0].contents), plain.output.withBytes { $0.baseAddress })
        XCTAssertNotEqual(start(result.generatedFiles[1].contents), withBlock.output.withBytes { $0.baseAddress })
        // The cut-out block leaves its line break, as in Sourcery.
        XCTAssertEqual(result.generatedFiles[1].contents?.bytes, Array(header("\nstruct B {}\n").utf8))
    }

    /// As Sourcery: every template's text after a line break, so a blank line follows the header.
    func testSingleOutputFileConcatenatesInTemplateOrder() throws {
        let result = try plan([template("A", "a\n"), template("Empty", "\n"), template("B", "b\n")], target: .file("/out/All.swift"))
        XCTAssertEqual(contents(result), ["/out/All.swift": header("\na\n\n\n\nb\n")])
        XCTAssertEqual(contents(try plan([template("A", " \n"), template("B", "")], target: .file("/out/All.swift"))), ["/out/All.swift": String?.none])
    }

    func testFileBlocksGoToTheirOwnFiles() throws {
        let result = try plan([
            template("A", """
            main
            // sourcery:file:Models/User
            u1
            // sourcery:end
            // sourcery:file:Plain.txt
            p
            // sourcery:end
            """),
            template("B", """
                // sourcery:file:Models/User
            u2
                // sourcery:end
            // sourcery:file:Empty
            // sourcery:end

            """),
        ])
        XCTAssertEqual(contents(result), [
            "/out/A.generated.swift": header("main\n\n"),
            "/out/B.generated.swift": String?.none,
            "/out/Models/User.generated.swift": header("u1\n\nu2\n"),
            "/out/Plain.txt": header("p\n"),
            "/out/Empty.generated.swift": String?.none,
        ])
        // Order is deterministic: templates first, then file blocks in order of appearance.
        XCTAssertEqual(result.generatedFiles.map { $0.path }, ["/out/A.generated.swift", "/out/B.generated.swift",
                                                             "/out/Models/User.generated.swift", "/out/Plain.txt", "/out/Empty.generated.swift"])
    }

    /// Without a project folder the output folder is the limit; a template with a path beyond it
    /// plans nothing and reports the path, the other templates are planned.
    func testFileBlocksCannotEscapeTheOutputFolder() throws {
        let reasons = ["../evil": "it leads outside the project folder (/out) to /evil.generated.swift",
                       "/etc/passwd": "it leads outside the project folder (/out) to /etc/passwd.generated.swift",
                       "a/../../evil": "it leads outside the project folder (/out) to /evil.generated.swift",
                       "~/x": "'~' is not expanded; give a path relative to the output folder"]
        for path in ["../evil", "/etc/passwd", "a/../../evil", "~/x"] {
            let result = try plan([template("A", "// sourcery:file:\(path)\nx\n// sourcery:end\n"), template("B", "b\n")])
            XCTAssertEqual(result.generatedFiles.map(\.path), ["/out/B.generated.swift"], path)
            XCTAssertEqual(result.templateErrors.count, 1, path)
            XCTAssertEqual(result.templateErrors[0],
                           "/t/A.stencil: error: refusing to write sourcery:file:\(path): \(reasons[path]!) (rendered output line 1)")
        }
        XCTAssertEqual(try plan([template("A", "// sourcery:file:a/../b\nx\n// sourcery:end\n")]).templateErrors, [])
    }

    func testFileBlocksMayLeaveTheOutputFolderInsideTheProject() throws {
        let planner = OutputPlanner(target: .folder("/project/App/Generated"), projectRoot: "/project", readFile: { _ in [] })
        let result = try planner.plan([template("A", "// sourcery:file:../../Tests/Mock\nx\n// sourcery:end\n")], sources: SourceIndex([]))
        XCTAssertEqual(result.templateErrors, [])
        // The template's own output is blank (no contents: nothing written), the block goes to Tests.
        XCTAssertEqual(result.generatedFiles.map(\.path), ["/project/App/Generated/A.generated.swift", "/project/Tests/Mock.generated.swift"])
        XCTAssertEqual(result.generatedFiles.map(\.confinedTo), [nil, "/project"])
        let outside = try planner.plan([template("A", "// sourcery:file:../../../Mock\nx\n// sourcery:end\n")], sources: SourceIndex([]))
        XCTAssertEqual(outside.generatedFiles, [])
        XCTAssertTrue(outside.templateErrors[0].contains("it leads outside the project folder (/project) to /Mock.generated.swift"), outside.templateErrors[0])
    }

    func testUnbalancedOutputMarkers() {
        let cases = [
            "// sourcery:file:A\nx\n": "block opened here is never closed with // sourcery:end (rendered output line 1)",
            "x\n// sourcery:end\n": "// sourcery:end without an open sourcery:file or sourcery:inline block (rendered output line 2)",
            "// sourcery:file:A\n// sourcery:inline:B\n// sourcery:end\n":
                "a sourcery:file/inline block cannot start inside the block opened on line 1 (blocks do not nest; close it with // sourcery:end) (rendered output line 2)",
            "// sourcery:file:\nx\n// sourcery:end\n": "// sourcery:file: needs a path (rendered output line 1)",
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try plan([template("A", text)])) { error in
                XCTAssertEqual("\(error)", "/t/A.stencil: error: " + expected)
            }
        }
    }

    func testAnnotationBlocksPassThrough() throws {
        let text = "// sourcery:begin: skip\nx\n// sourcery:end\n"
        XCTAssertEqual(contents(try plan([template("A", text)])), ["/out/A.generated.swift": header(text)])
    }

    func testInlineBlocksReplaceSourceRegionsOrStay() throws {
        let source = """
        struct User {
            // sourcery:inline:User.Extra
            old
            // sourcery:end
        }

        """
        let result = try plan([template("A", """
        before
        // sourcery:inline:User.Extra
            var extra: Int { 1 }
        // sourcery:end
        // sourcery:inline:Nowhere
        kept
        // sourcery:end
        // sourcery:inline:EmptyNowhere
        // sourcery:end
        after
        """)], sources: ["/src/User.swift": source])
        // Blocks taken by a source (or empty) leave a line break; the others stay as they are.
        XCTAssertEqual(contents(result), ["/out/A.generated.swift": header("before\n\n// sourcery:inline:Nowhere\nkept\n// sourcery:end\n\nafter")])
        XCTAssertEqual(result.sourceEdits.count, 1)
        XCTAssertEqual(String(decoding: result.sourceEdits[0].updated, as: UTF8.self), """
        struct User {
            // sourcery:inline:User.Extra
                var extra: Int { 1 }
            // sourcery:end
        }

        """)
    }

    func testInlineAutoInsertsIntoTheTypeAndIsStableOnASecondRun() throws {
        let source = """
        import Foundation

        class Base {
            var name = "}" // a brace in a string
            /* } */
        }

        extension Base {
            func helper() {}
        }

        """
        let rendered = template("AutoMappable", """
        extension Base: Mappable {}
        // sourcery:inline:auto:Base.AutoMappable
            required init?(map: Map) {}

            func mapping(map: Map) {
                name <- map["name"]
            }
        // sourcery:end
        """)
        let first = try plan([rendered], sources: ["/src/Base.swift": source])
        XCTAssertEqual(contents(first), ["/out/AutoMappable.generated.swift": header("extension Base: Mappable {}\n")])
        let updated = String(decoding: first.sourceEdits[0].updated, as: UTF8.self)
        XCTAssertEqual(updated, """
        import Foundation

        class Base {
            var name = "}" // a brace in a string
            /* } */

        // sourcery:inline:auto:Base.AutoMappable
            required init?(map: Map) {}

            func mapping(map: Map) {
                name <- map["name"]
            }
        // sourcery:end
        }

        extension Base {
            func helper() {}
        }

        """)
        let second = try plan([rendered], sources: ["/src/Base.swift": updated])
        XCTAssertEqual(second.sourceEdits, [], "a second run must not change the source again")
    }

    func testInlineAutoForNestedTypesAndAfterAuto() throws {
        let source = "enum Outer {\n    final class Inner { let x = 1 }\n}\n"
        let result = try plan([template("T", """
        // sourcery:inline:auto:Outer.Inner.T
            init() {}
        // sourcery:end
        // sourcery:inline:after-auto:Outer.T
        extension Outer {}
        // sourcery:end
        """)], sources: ["/src/O.swift": source])
        let updated = String(decoding: result.sourceEdits[0].updated, as: UTF8.self)
        XCTAssertEqual(updated, """
        enum Outer {
            final class Inner {
        // sourcery:inline:auto:Outer.Inner.T
            init() {}
        // sourcery:end
         let x = 1 }
        }
        // sourcery:inline:after-auto:Outer.T
        extension Outer {}
        // sourcery:end

        """)
        XCTAssertEqual(try plan([template("T", """
        // sourcery:inline:auto:Outer.Inner.T
            init() {}
        // sourcery:end
        // sourcery:inline:after-auto:Outer.T
        extension Outer {}
        // sourcery:end
        """)], sources: ["/src/O.swift": updated]).sourceEdits, [])
    }

    /// The scan's offsets are used only for the bytes they were read from: a file edited since the
    /// scan (lines added above its region) is parsed again, so the right lines are replaced.
    func testAFileChangedSinceTheScanIsParsedAgain() throws {
        let scanned = "struct A {\n    // sourcery:inline:A.T\n    old\n    // sourcery:end\n}\n"
        let onDisk = "// a comment added since\n// and another\n" + scanned
        let planner = OutputPlanner(target: .folder("/out"), readFile: { _ in Array(onDisk.utf8) })
        let index = SourceIndex([SwiftParser.parse(path: "/src/A.swift", source: scanned)])
        XCTAssertEqual(index.layouts["/src/A.swift"]?.digest, SwiftParser.sourceDigest(of: Array(scanned.utf8)))
        let plan = try planner.plan([template("T", "// sourcery:inline:A.T\nnew\n// sourcery:end\n")], sources: index)
        XCTAssertEqual(plan.sourceEdits.map { String(decoding: $0.updated, as: UTF8.self) },
                       [onDisk.replacingOccurrences(of: "    old\n", with: "    new\n")])
    }

    /// Many `auto:` blocks into one file of many types: planning stays linear.
    func testManyAutoBlocksIntoOneFileStayLinear() throws {
        let count = 20_000
        let source = (0..<count).map { "struct T\($0) {\n}\n" }.joined()
        let text = (0..<count).map { "// sourcery:inline:auto:T\($0).G\nlet x = \($0)\n// sourcery:end\n" }.joined()
        let start = Date()
        let result = try plan([template("G", text)], sources: ["/src/Many.swift": source])
        // A bound, not a value: wall-clock time varies with the machine and its load.
        XCTAssertLessThan(Date().timeIntervalSince(start), 20, "quadratic planning takes minutes here")
        let updated = String(decoding: try XCTUnwrap(result.sourceEdits.first).updated, as: UTF8.self)
        XCTAssertTrue(updated.hasPrefix("struct T0 {\n\n// sourcery:inline:auto:T0.G\nlet x = 0\n// sourcery:end\n}\nstruct T1 {\n"), String(updated.prefix(200)))
        XCTAssertEqual(updated.components(separatedBy: "// sourcery:end\n}\n").count, count + 1)
    }

    func testInlineBlocksWithoutAnyRegionStayInTheOutput() throws {
        let text = "// sourcery:inline:Nowhere\nkept\n// sourcery:end\n"
        let result = try plan([template("A", text)], sources: ["/src/A.swift": "struct A {}\n"])
        XCTAssertEqual(contents(result), ["/out/A.generated.swift": header(text)])
        XCTAssertEqual(result.sourceEdits, [])
    }

    func testInlineAutoForAMissingTypeIsAnError() {
        XCTAssertThrowsError(try plan([template("T", "// sourcery:inline:auto:Ghost.T\nx\n// sourcery:end\n")],
                                      sources: ["/src/a.swift": "struct Other {}\n"])) { error in
            XCTAssertEqual(String(describing: error), "/t/T.stencil: error: cannot place inline block 'auto:Ghost.T': no declaration of type 'Ghost' in the scanned sources")
        }
    }

    func testUnbalancedSourceMarkersAreErrors() {
        let broken = "struct A {\n    // sourcery:inline:A.T\n    x\n}\n"
        XCTAssertThrowsError(try plan([template("T", "// sourcery:inline:A.T\ny\n// sourcery:end\n")], sources: ["/src/A.swift": broken])) { error in
            XCTAssertEqual(String(describing: error), "/src/A.swift:2:5: error: inline region 'A.T' is never closed with // sourcery:end\n    // sourcery:inline:A.T\n    ^")
        }
    }

    func testConflictingOutputs() {
        XCTAssertThrowsError(try plan([template("A", "x\n"), RenderedTemplate(name: "A", path: "/other/A.stencil", text: "y\n")])) { error in
            XCTAssertEqual("\(error)", "/out/A.generated.swift: error: produced by both template /t/A.stencil and template /other/A.stencil")
        }
        XCTAssertThrowsError(try plan([template("A", "// sourcery:inline:X\n1\n// sourcery:end\n"), template("B", "// sourcery:inline:X\n2\n// sourcery:end\n")],
                                      sources: ["/s.swift": "// sourcery:inline:X\n// sourcery:end\n"])) { error in
            XCTAssertEqual("\(error)", "/t/B.stencil: error: inline block 'X' (rendered output line 1) differs from the one rendered by /t/A.stencil")
        }
    }
}
