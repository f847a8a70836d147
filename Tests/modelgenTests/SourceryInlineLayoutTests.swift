import SwiftDeclParser
import XCTest
@testable import modelgen

/// Inline code laid out byte for byte as Sourcery writes it (`Sourcery.processInlineRanges`,
/// `TemplateAnnotationsParser`); the expected texts follow the cases of Sourcery's own tests.
final class SourceryInlineLayoutTests: XCTestCase {
    /// `source` with the named regions replaced and the `auto:` blocks inserted, one after the
    /// other as a run of templates would.
    private func layout(_ source: String, regions replacements: [String: String] = [:], auto insertions: [(String, String)] = [],
                        baseIndentation: Int = 0) -> String {
        let bytes = Array(source.utf8)
        let parsed = SwiftParser.parse(path: "F.swift", bytes: bytes)
        XCTAssertEqual(parsed.inlineRegionErrors, [])
        let regions = parsed.inlineRegions.compactMap { region in
            replacements[region.name].map { SourceryInlineLayout.Replacement(region: region, body: $0) }
        }
        let blocks = insertions.map { name, body in
            SourceryInlineLayout.Insertion(name: name, body: body,
                                           type: TypeBodies.target(InlineBlockName.typeName(ofAutoBlock: name)!, in: parsed.typeBodies)!)
        }
        return String(decoding: SourceryInlineLayout.rewrite(bytes, replacements: regions, insertions: blocks,
                                                             baseIndentation: baseIndentation), as: UTF8.self)
    }

    func testRegionBodiesTakeTheMarkersIndentationOnNonEmptyLines() {
        let source = """
        class Foo {
            // sourcery:inline:Foo.Inlined

            // This will be replaced
            Last line
            // sourcery:end

            class Bar {
                // sourcery:inline:Bar.Inlined
                old
                // sourcery:end
            }
        }
        """
        XCTAssertEqual(layout(source, regions: ["Foo.Inlined": "var property = foo\n// Line Three\n",
                                                "Bar.Inlined": "var property = bar\n\n  \n// Line Three\n"]), """
        class Foo {
            // sourcery:inline:Foo.Inlined
            var property = foo
            // Line Three
            // sourcery:end

            class Bar {
                // sourcery:inline:Bar.Inlined
                var property = bar

                  \("")
                // Line Three
                // sourcery:end
            }
        }
        """)
    }

    func testBlankLinesBeforeTheEndMarkerAreNeitherReplacedNorAdded() {
        let source = "struct A {\n    // sourcery:inline:A.T\n    old\n\n  \n    // sourcery:end\n}\n"
        XCTAssertEqual(layout(source, regions: ["A.T": "new\n"]),
                       "struct A {\n    // sourcery:inline:A.T\n    new\n\n  \n    // sourcery:end\n}\n")
        // A region holding only blank lines keeps them; an empty body empties the region.
        XCTAssertEqual(layout("// sourcery:inline:X\n\n// sourcery:end\n", regions: ["X": "a\n"]), "// sourcery:inline:X\na\n\n// sourcery:end\n")
        XCTAssertEqual(layout("  // sourcery:inline:X\n  old\n  // sourcery:end\n", regions: ["X": ""]), "  // sourcery:inline:X\n  // sourcery:end\n")
    }

    /// Sourcery's pattern lets the indentation start after the first of several blank lines before
    /// the marker, so the further blank lines become part of every inserted line's indentation.
    func testSeveralBlankLinesBeforeTheMarkerBecomePartOfTheIndentation() {
        let source = "struct A {\n    let a = 1\n\n\n    // sourcery:inline:A.T\n    old\n    // sourcery:end\n}\n"
        XCTAssertEqual(layout(source, regions: ["A.T": "x\ny\n"]),
                       "struct A {\n    let a = 1\n\n\n    // sourcery:inline:A.T\n\n    x\n\n    y\n    // sourcery:end\n}\n")
        XCTAssertEqual(SourceryInlineLayout.indent("a\n\n b\n", with: "--"), "--a\n\n-- b\n")
        XCTAssertEqual(SourceryInlineLayout.indent("a\nb", with: "--"), "--a\nb")
    }

    func testAutoBlocksGoBeforeTheClosingBraceWithItsIndentation() {
        let source = """
        class Foo {
            var property = 1 }

        class Bar {
            var property = 1
        }
        class Outer {
            struct Inner {
            }
        }
        """
        let body = "    var property = 2\n// Line Three\n"
        XCTAssertEqual(layout(source, auto: [("auto:Foo.Inlined", body), ("auto:Bar.Inlined", body), ("auto:Outer.Inner.Inlined", body)]), """
        class Foo {

            // sourcery:inline:auto:Foo.Inlined
                var property = 2
            // Line Three
            // sourcery:end
            var property = 1 }

        class Bar {
            var property = 1

        // sourcery:inline:auto:Bar.Inlined
            var property = 2
        // Line Three
        // sourcery:end
        }
        class Outer {
            struct Inner {

            // sourcery:inline:auto:Outer.Inner.Inlined
                var property = 2
            // Line Three
            // sourcery:end
            }
        }
        """)
    }

    func testAutoBlocksInOneLineBodiesAndBaseIndentation() {
        XCTAssertEqual(layout("class Foo {}", auto: [("auto:Foo.fake", "var property = 2\n"), ("auto:Foo.otherFake", "// Line Four\n")]), """
        class Foo {
        // sourcery:inline:auto:Foo.fake
        var property = 2
        // sourcery:end

        // sourcery:inline:auto:Foo.otherFake
        // Line Four
        // sourcery:end
        }
        """)
        XCTAssertEqual(layout("struct Tiny { let flag: Bool }\n", auto: [("auto:Tiny.A", "a\n"), ("auto:Tiny.B", "b\n")]),
                       "struct Tiny {\n// sourcery:inline:auto:Tiny.A\na\n// sourcery:end\n\n // sourcery:inline:auto:Tiny.B\n b\n // sourcery:end\n let flag: Bool }\n")
        XCTAssertEqual(layout("class Foo {\n    struct Inner {\n    }\n}\n", auto: [("auto:Foo.Inner.Inlined", "    var property = 3\n")], baseIndentation: 4),
                       "class Foo {\n    struct Inner {\n\n        // sourcery:inline:auto:Foo.Inner.Inlined\n            var property = 3\n        // sourcery:end\n    }\n}\n")
        // An empty body is inserted as an empty region.
        XCTAssertEqual(layout("struct E {\n}\n", auto: [("auto:E.T", "")]), "struct E {\n\n// sourcery:inline:auto:E.T\n// sourcery:end\n}\n")
    }

    func testAfterAutoBlocksFollowTheClosingBrace() {
        XCTAssertEqual(layout("class Foo {}\nstruct Boo {}", auto: [("after-auto:Foo.Inlined", "var property = 2\n")]), """
        class Foo {}
        // sourcery:inline:after-auto:Foo.Inlined
        var property = 2
        // sourcery:end
        struct Boo {}
        """)
        XCTAssertEqual(layout("enum N {\n    struct I {\n    }\n}\n", auto: [("after-auto:N.I.X", "x\n")]),
                       "enum N {\n    struct I {\n    }\n    // sourcery:inline:after-auto:N.I.X\n    x\n// sourcery:end\n}\n")
    }

    func testCRLFFilesKeepTheirLineEndings() {
        let source = "struct A {\r\n    // sourcery:inline:A.T\r\n    old\r\n    // sourcery:end\r\n}\r\nstruct B {\r\n}\r\n"
        XCTAssertEqual(layout(source, regions: ["A.T": "x\ny\r\n"], auto: [("auto:B.T", "b\n")]),
                       "struct A {\r\n    // sourcery:inline:A.T\r\n    x\r\n    y\r\n    // sourcery:end\r\n}\r\nstruct B {\r\n\r\n// sourcery:inline:auto:B.T\r\nb\r\n// sourcery:end\r\n}\r\n")
    }

    func testTypeBodiesComeFromTheParser() {
        let source = #"""
        extension User { func a() {} }
        // struct User { fake }
        let s = "struct User { \(1 + (2)) }"
        struct User {
            let name = "}"
            struct Inner<T: Equatable> where T: Hashable { var x: T }
            func f() { struct Local {} }
        }
        extension Outer { struct Nested { } }
        extension Only {}
        """#
        let bytes = Array(source.utf8)
        let parsed = SwiftParser.parse(path: "F.swift", bytes: bytes)
        XCTAssertEqual(parsed.typeBodies.map(\.name), ["User", "User", "User.Inner", "Outer", "Outer.Nested", "Only"])
        XCTAssertEqual(parsed.typeBodies.map(\.isExtension), [true, false, false, true, false, true])
        XCTAssertEqual(parsed.typeBodies, TypeBody.all(in: parsed.declarations))
        func text(_ name: String) -> String? {
            TypeBodies.target(name, in: parsed.typeBodies).map { String(decoding: bytes[$0.open...$0.close], as: UTF8.self) }
        }
        XCTAssertEqual(text("User")?.hasPrefix("{\n    let name = \"}\""), true)
        XCTAssertEqual(text("User.Inner"), "{ var x: T }")
        XCTAssertEqual(text("Outer.Nested"), "{ }")
        XCTAssertEqual(text("Only"), "{}")
        XCTAssertNil(text("Inner"))
        XCTAssertNil(text("Local"))
        XCTAssertEqual(InlineBlockName.typeName(ofAutoBlock: "auto:A.B.Template"), "A.B")
        XCTAssertNil(InlineBlockName.typeName(ofAutoBlock: "auto:Template"))
    }
}
