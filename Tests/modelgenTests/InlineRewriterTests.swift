import XCTest
@testable import modelgen

final class InlineRewriterTests: XCTestCase {
    private func locate(_ name: String, _ source: String) -> String? {
        let data = bytes(source)
        guard let body = TypeBodyLocator.locate(name, in: data) else { return nil }
        return String(decoding: data[body.open...body.close], as: UTF8.self)
    }

    func testLocatorSkipsStringsCommentsAndExtensions() {
        let source = #"""
        extension User { func a() {} }
        // struct User { fake }
        /* nested /* struct User {} */ still comment */
        let s = "struct User { \(1 + (2)) }"
        let raw = #"struct User { "# + """
        struct User {
        """
        struct User {
            let name = "}"
            let multi = """
            }
            """
            func f() { if true { } }
            struct Inner<T: Equatable> where T: Hashable { var x: T }
            class func make() -> User { User() }
        }
        """#
        XCTAssertEqual(locate("User", source)?.hasPrefix("{\n    let name = \"}\""), true, locate("User", source) ?? "nil")
        XCTAssertEqual(locate("User", source)?.hasSuffix("User() }\n}"), true)
        XCTAssertEqual(locate("User.Inner", source), "{ var x: T }")
        XCTAssertNil(locate("Inner", source))
        XCTAssertNil(locate("make", source))
        XCTAssertNil(locate("Missing", source))
    }

    func testLocatorIgnoresLocalTypesAndFindsTypesInExtensions() {
        let source = """
        func f() { struct Local {} }
        extension Outer { struct Nested { } }
        actor `Worker` {}
        """
        XCTAssertNil(locate("Local", source))
        XCTAssertEqual(locate("Outer.Nested", source), "{ }")
        XCTAssertEqual(locate("Worker", source), "{}")
    }

    func testRegionScanner() throws {
        let source = """
        // sourcery:begin: skip
        struct A {
            // sourcery:inline:A.T
            body
            // sourcery:end
        }
        // sourcery:end
        """
        let data = bytes(source)
        let regions = try InlineRegionScanner.regions(in: data, path: "A.swift")
        XCTAssertEqual(regions.count, 1)
        XCTAssertEqual(regions[0].name, "A.T")
        XCTAssertEqual(regions[0].line, 3)
        XCTAssertEqual(regions[0].indentation, "    ")
        XCTAssertEqual(String(decoding: data[regions[0].bodyStart..<regions[0].bodyEnd], as: UTF8.self), "    body\n")
    }

    func testRegionScannerErrors() {
        let cases = [
            "// sourcery:inline:A\n// sourcery:inline:B\n// sourcery:end\n// sourcery:end\n": "A.swift:2:1: error: sourcery:inline:B starts inside the inline region 'A'",
            "x\n  // sourcery:end\n": "A.swift:2:3: error: // sourcery:end without a matching",
            "// sourcery:inline:A\n": "A.swift:1:1: error: inline region 'A' is never closed",
        ]
        for (source, expected) in cases {
            XCTAssertThrowsError(try InlineRegionScanner.regions(in: bytes(source), path: "A.swift")) { error in
                XCTAssertTrue(String(describing: error).hasPrefix(expected), "\(error)")
            }
        }
    }

    func testReplacementTouchesNothingOutsideTheMarkers() throws {
        let source = "a\r\n  // sourcery:inline:X\n  old\n  // sourcery:end\nz  \n"
        let data = bytes(source)
        let regions = try InlineRegionScanner.regions(in: data, path: "f")
        let result = InlineRewriter.rewrite(data, regions: regions, replacements: ["X": "new\n"], insertions: [])
        XCTAssertEqual(String(decoding: result, as: UTF8.self), "a\r\n  // sourcery:inline:X\nnew\n  // sourcery:end\nz  \n")
    }

    func testReindent() {
        XCTAssertEqual(InlineRewriter.reindent("    a\n        b\n\n    c\n", to: "\t"), "\ta\n\t    b\n\n\tc\n")
        XCTAssertEqual(InlineRewriter.reindent("a", to: "  "), "  a\n")
        XCTAssertEqual(InlineRewriter.reindent(" \n", to: "  "), "")
        XCTAssertEqual(InlineRewriter.typeName(ofAutoBlock: "auto:A.B.Template"), "A.B")
        XCTAssertNil(InlineRewriter.typeName(ofAutoBlock: "auto:Template"))
    }

    func testInsertionIntoEmptyAndTabIndentedBodies() {
        let source = "class A {}\nclass B {\n\tvar x = 1\n}\n"
        let data = bytes(source)
        let a = TypeBodyLocator.locate("A", in: data)!
        let b = TypeBodyLocator.locate("B", in: data)!
        let result = InlineRewriter.rewrite(data, regions: [], replacements: [:], insertions: [
            .init(name: "auto:A.T", body: "    init() {}\n", type: a),
            .init(name: "auto:B.T", body: "    init() {}\n", type: b),
        ])
        XCTAssertEqual(String(decoding: result, as: UTF8.self), """
        class A {
            // sourcery:inline:auto:A.T
            init() {}
            // sourcery:end
        }
        class B {
        \tvar x = 1
        \t// sourcery:inline:auto:B.T
        \tinit() {}
        \t// sourcery:end
        }

        """)
    }
}
