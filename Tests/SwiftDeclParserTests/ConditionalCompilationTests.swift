import XCTest
@testable import SwiftDeclParser

/// Each property records the `#if` / `#elseif` / `#else` clauses enclosing it inside its type body
/// (`VariableDeclaration.conditionalCompilation`, composed `Variable.conditionalCompilation`).
final class ConditionalCompilationTests: XCTestCase {
    private func clauses(_ source: String, type: String = "T") throws -> [String: [[String]]] {
        let declaration = try XCTUnwrap(parseFile(source).declarations.first { $0.name == type })
        return Dictionary(uniqueKeysWithValues: declaration.variables.map { ($0.name, $0.conditionalCompilation) })
    }

    func testBranchesOfOneBlock() throws {
        let found = try clauses("""
        struct T {
            var plain: Int
            #if os(iOS)
            var phone: Int
            #elseif os(macOS) // desktop
            var desktop: Int
            #else
            var other: Int
            #endif
            var after: Int
        }
        """)
        XCTAssertEqual(found["plain"], [])
        XCTAssertEqual(found["phone"], [["#if os(iOS)"]])
        XCTAssertEqual(found["desktop"], [["#if os(iOS)", "#elseif os(macOS)"]])
        XCTAssertEqual(found["other"], [["#if os(iOS)", "#elseif os(macOS)", "#else"]])
        XCTAssertEqual(found["after"], [])
    }

    func testNestedBlocksOutermostFirst() throws {
        let found = try clauses("""
        struct T {
            #if DEBUG
            #if canImport(UIKit)
            var both: Int
            #else
            var debugOnly: Int
            #endif
            var debug: Int
            #endif
        }
        """)
        XCTAssertEqual(found["both"], [["#if DEBUG"], ["#if canImport(UIKit)"]])
        XCTAssertEqual(found["debugOnly"], [["#if DEBUG"], ["#if canImport(UIKit)", "#else"]])
        XCTAssertEqual(found["debug"], [["#if DEBUG"]])
    }

    /// A block around the whole type is the type's condition, not its members': they record only
    /// the blocks opened inside the body. A nested type's members likewise.
    func testBlocksOutsideTheBodyAreNotRecorded() throws {
        let source = """
        #if os(Linux)
        struct T {
            var inside: Int
            #if DEBUG
            struct Inner {
                var nested: Int
                #if swift(>=5.9)
                var modern: Int
                #endif
            }
            var debug: Int
            #endif
            var last: Int
        }
        #endif
        """
        let found = try clauses(source)
        XCTAssertEqual(found["inside"], [])
        XCTAssertEqual(found["debug"], [["#if DEBUG"]])
        XCTAssertEqual(found["last"], [])
        let inner = try XCTUnwrap(parseFile(source).declarations.first?.nestedTypes.first)
        XCTAssertEqual(inner.variables.map(\.conditionalCompilation), [[], [["#if swift(>=5.9)"]]])
    }

    func testAttributesAndEveryBindingOfADeclaration() throws {
        let found = try clauses("""
        struct T {
            #if DEBUG
            @available(*, deprecated)
            var a = 1, b: Int
            #endif
        }
        """)
        XCTAssertEqual(found["a"], [["#if DEBUG"]])
        XCTAssertEqual(found["b"], [["#if DEBUG"]])
    }

    /// Unbalanced directives never trap and never leak out of the body they were opened in.
    func testUnbalancedDirectives() throws {
        let found = try clauses("""
        struct T {
            #endif
            #else
            var a: Int
            #if A
            var b: Int
        }
        struct U {
            var c: Int
        }
        """)
        XCTAssertEqual(found["a"], [])
        XCTAssertEqual(found["b"], [["#if A"]])
        XCTAssertEqual(try clauses("struct U {\n    var c: Int\n}\n", type: "U")["c"], [])
        let deep = "struct T {\n" + String(repeating: "#if X\n", count: 100) + "var d: Int\n" + String(repeating: "#endif\n", count: 100) + "var e: Int\n}\n"
        let found2 = try clauses(deep)
        XCTAssertEqual(found2["d"]?.count, ConditionalCompilationTracker.maximumDepth)
        XCTAssertEqual(found2["e"], [])
    }

    /// A chain of many `#elseif`s, each with a property: every record stays bounded, so the parse
    /// stays linear (an unbounded record would be copied whole for each property).
    func testLongElseIfChainsStayBounded() throws {
        let branches = (0..<20_000).map { "#elseif C\($0)\nvar v\($0): Int" }.joined(separator: "\n")
        let source = "struct T {\n#if A\n" + branches + "\n#endif\nvar after: Int\n}\n"
        let start = Date()
        let variables = try XCTUnwrap(parseFile(source).declarations.first).variables
        // A bound, not a value: wall-clock time varies with the machine and its load.
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertEqual(variables.count, 20_001)
        XCTAssertEqual(variables[0].conditionalCompilation, [["#if A", "#elseif C0"]])
        XCTAssertEqual(variables.map { $0.conditionalCompilation.first?.count ?? 0 }.max(), ConditionalCompilationTracker.maximumClauses)
        XCTAssertEqual(variables.last?.conditionalCompilation, [])
    }

    func testFunctionsAndEnumCases() throws {
        let file = parseFile("""
        enum E {
            case always
            #if os(iOS)
            case touch, swipe(Int)
            #else
            case click
            #endif
            #if DEBUG
            func dump() {}
            #else
            init?(raw: Int) { nil }
            #endif
            func always() {}
        }
        """)
        let declaration = try XCTUnwrap(file.declarations.first)
        XCTAssertEqual(declaration.cases.map { "\($0.name) \($0.conditionalCompilation)" },
                       ["always []", "touch [[\"#if os(iOS)\"]]", "swipe [[\"#if os(iOS)\"]]", "click [[\"#if os(iOS)\", \"#else\"]]"])
        XCTAssertEqual(declaration.methods.map { "\($0.name) \($0.conditionalCompilation)" },
                       ["dump [[\"#if DEBUG\"]]", "init [[\"#if DEBUG\", \"#else\"]]", "always []"])
        let composed = try members(of: "struct T {\n#if DEBUG\nfunc dump() {}\n#else\nfunc dump() {}\n#endif\n}")
        XCTAssertEqual(composed.methods.map(\.conditionalCompilation), [[["#if DEBUG"]], [["#if DEBUG", "#else"]]],
                       "the same function in two branches is two methods")
    }

    func testComposedVariableCarriesTheClauses() throws {
        let type = try members(of: """
        class T {
            var plain = 0
            #if DEBUG
            var log: [String] = []
            #endif
        }
        """)
        XCTAssertEqual(type.variable("plain")?.conditionalCompilation, [])
        XCTAssertEqual(type.variable("log")?.conditionalCompilation, [["#if DEBUG"]])
    }
}
