import XCTest
@testable import SwiftDeclParser

/// The parser skips function, initializer, deinitializer and accessor bodies by matching braces
/// over the tokens: braces inside literals and comments are part of single tokens, so they never
/// end a body, and the declarations after a body keep their places.
final class FunctionBodySkippingTests: XCTestCase {
    func testBracesInLiteralsAndCommentsDoNotEndTheBody() throws {
        let result = parseFile("""
        struct A {
            func f() -> String {
                let a = "}" + #"}"# + "\\(g({ "}" }))"  // }
                /* } /* } */ } */
                let b = \"\"\"
                  }
                  \"\"\"
                let r = /\\}/
                let q = x?.y! ?? 1.5e-3 + a..<b
                if a == b { if c { d = [e] } } else { x =/ y; z = /{/ }
                return a
            }
            var x: Int
        }
        struct B { var y: Int }
        """)
        XCTAssertEqual(result.declarations.map(\.name), ["A", "B"])
        let a = try XCTUnwrap(result.declarations.first)
        XCTAssertEqual(a.methods.map(\.name), ["f"])
        XCTAssertEqual(a.variables.map(\.name), ["x"])
        XCTAssertEqual(a.variables.map(\.line), [13])
        XCTAssertEqual(result.diagnostics.map(\.summary), [])
    }

    func testInitializersDeinitializersAndNestedTypesAroundBodies() throws {
        let result = parseFile("""
        class A {
            init(x: () -> Void = { }) { self.init() }
            deinit { print("{") }
            enum B { case c; static func d() { if true { } } }
            let y = Self.init()
        }
        func top() { struct Local { var hidden: Int } }
        """)
        let a = try XCTUnwrap(result.declarations.first)
        XCTAssertEqual(a.methods.map(\.name), ["init", "deinit"])
        XCTAssertEqual(a.methods.first?.parameters.first?.defaultValue, "{ }")
        XCTAssertEqual(a.variables.map(\.name), ["y"])
        XCTAssertEqual(a.nestedTypes.map(\.name), ["B"])
        XCTAssertEqual(a.nestedTypes.first?.methods.map(\.name), ["d"])
        XCTAssertEqual(result.functions.map(\.name), ["top"])
        // A type declared in a body is not a declaration of the file.
        XCTAssertEqual(result.declarations.map(\.name), ["A"])
    }

    func testAccessorsAreReadAroundTheirBodies() throws {
        let source = """
        struct A {
            var x: Int { get async throws { if a { } } set { } }
            var y: Int { @inline(__always) get { 1 } }
            var z: Int = 0 { didSet { } }
            var w: Int { return { 1 }() }
        }
        """
        let variables = try XCTUnwrap(parseFile(source).declarations.first?.variables)
        XCTAssertEqual(variables.map(\.name), ["x", "y", "z", "w"])
        XCTAssertEqual(variables.map(\.hasGetter), [true, true, false, true])
        XCTAssertEqual(variables.map(\.hasSetter), [true, false, false, false])
        XCTAssertEqual(variables.map(\.hasObservers), [false, false, true, false])
        XCTAssertEqual(variables.map(\.isAsync), [true, false, false, false])
    }

    func testUnterminatedBodyIsReportedAndItsFunctionKept() {
        let result = parseFile("struct A {\n    func f() {\n        let s = \"abc\n", path: "u.swift")
        XCTAssertEqual(result.diagnostics.map(\.summary), ["u.swift:3:17: warning: unterminated string literal",
                                                           "u.swift:2:14: warning: missing closing bracket for the one opened here",
                                                           "u.swift:1:10: warning: missing '}' for the body opened here"])
        XCTAssertEqual(result.declarations.first?.methods.map(\.name), ["f"])
    }

    func testDeclarationsAfterBodiesKeepTheirPositions() {
        let result = parseFile("struct A {\n    func f() {\n        \"}\"\n    }\n    var b: Int\n}\n")
        XCTAssertEqual(result.declarations.first?.variables.map(\.name), ["b"])
        XCTAssertEqual(result.declarations.first?.variables.map(\.line), [5])
        XCTAssertEqual(result.declarations.first?.methods.map(\.name), ["f"])
    }

    func testInlineRegionCuttingABodyLeavesItsTailAsCode() {
        // The region starts outside `f`'s body and ends inside it: with the region's tokens gone,
        // the body's tail (`var c`) is code, and its `}` closes `A`.
        let source = "struct A {\n// sourcery:inline:A.x\nfunc f() {\n// sourcery:end\nvar c: Int\n}\nvar b: Int\n}\n"
        XCTAssertEqual(parseFile(source, path: "r.swift").declarations.first?.variables.map(\.name), ["c"])
    }
}
