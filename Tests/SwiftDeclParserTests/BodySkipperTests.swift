import XCTest
@testable import SwiftDeclParser

/// The lexer passes over function bodies without tokens (`BodySkipper`); everything outside the
/// bodies, and every comment, line and problem, must be what the full lexer gives.
final class BodySkipperTests: XCTestCase {
    private struct Shape: Equatable {
        var kind: TokenKind, start: Int, end: Int, line: Int, atLineStart: Bool, leadingSpace: Bool, keyword: Keyword
        init(_ token: Token) {
            (kind, start, end, line) = (token.kind, token.start, token.end, token.line)
            (atLineStart, leadingSpace, keyword) = (token.isAtLineStart, token.hasLeadingSpace, token.keyword)
        }
    }

    /// Lexes `source` both ways; asserts the skipped form is the full one minus the body interiors.
    private func assertSkips(_ source: String, bodies expected: Int, file: StaticString = #filePath, line: UInt = #line) {
        let skipped = assertSkips(Array(source.utf8), file: file, line: line)
        XCTAssertEqual(skipped.skippedBodies.count, expected, "bodies", file: file, line: line)
    }

    @discardableResult
    private func assertSkips(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> LexedFile {
        let full = Lexer.lex(bytes)
        let skipped = Lexer.lex(bytes, skipsBodies: true)
        let outside = full.tokens.filter { token in
            token.kind == .endOfFile || !skipped.skippedBodies.contains { token.start > $0.open && token.start < $0.close }
        }
        XCTAssertEqual(skipped.tokens.map(Shape.init), outside.map(Shape.init), file: file, line: line)
        XCTAssertEqual(skipped.comments.map { [$0.start, $0.end, $0.line, $0.endLine, $0.column] },
                       full.comments.map { [$0.start, $0.end, $0.line, $0.endLine, $0.column] }, file: file, line: line)
        XCTAssertEqual(skipped.lineStarts, full.lineStarts, file: file, line: line)
        XCTAssertEqual(skipped.lineOffsets, full.lineOffsets, file: file, line: line)
        XCTAssertEqual(skipped.problems.map { "\($0.line):\($0.column) \($0.message)" },
                       full.problems.map { "\($0.line):\($0.column) \($0.message)" }, file: file, line: line)
        return skipped
    }

    /// Real code: the package's own sources and the test fixtures (fuzz regressions included).
    func testPackageSourcesAndFixturesLexTheSameOutsideBodies() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files = 0
        var bodies = 0
        for folder in ["Sources", "Tests/Fixtures"] {
            let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil))
            for case let url as URL in enumerator where url.pathExtension == "swift" {
                let bytes = try [UInt8](Data(contentsOf: url))
                bodies += assertSkips(bytes, file: #filePath, line: #line).skippedBodies.count
                files += 1
            }
        }
        XCTAssertGreaterThan(files, 100)
        XCTAssertGreaterThan(bodies, 1000)
    }

    func testBracesInLiteralsAndCommentsDoNotEndTheBody() {
        assertSkips("""
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
        """, bodies: 1)
    }

    func testInitializersDeinitializersAndNestedTypes() {
        assertSkips("""
        class A {
            init(x: () -> Void = { }) { self.init() }
            deinit { print("{") }
            enum B { case c; static func d() { if true { } } }
            let y = Self.init()
        }
        func top() { }
        """, bodies: 4)
    }

    func testAccessorBodiesAreSkippedButNotInitializerClosuresOrObserversAfterThem() {
        // Skipped: the bodies of `get`, `set`, subscript's `get` and `k` (a block in a getter).
        assertSkips("""
        struct A {
            var x: Int { get { 1 } set { func g() { } } }
            var y = 0 { didSet { } }
            let z = { func h() { } }()
            subscript(i: Int) -> Int { get { i } }
            var actor: Int { func k() { } }
            var w: Int { f(x: { }) }
        }
        """, bodies: 4)
    }

    func testAccessorsAreStillReadAroundSkippedBodies() throws {
        let source = """
        struct A {
            var x: Int { get async throws { if a { } } set { } }
            var y: Int { @inline(__always) get { 1 } }
            var z: Int = 0 { didSet { } }
            var w: Int { return { 1 }() }
        }
        """
        let variables = try XCTUnwrap(SwiftParser.parse(path: "a.swift", source: source).declarations.first?.variables)
        XCTAssertEqual(variables.map(\.name), ["x", "y", "z", "w"])
        XCTAssertEqual(variables.map(\.hasGetter), [true, true, false, true])
        XCTAssertEqual(variables.map(\.hasSetter), [true, false, false, false])
        XCTAssertEqual(variables.map(\.hasObservers), [false, false, true, false])
        XCTAssertEqual(variables.map(\.isAsync), [true, false, false, false])
    }

    func testUnterminatedBodyAndStringGiveTheSameProblems() {
        assertSkips("struct A {\n    func f() {\n        let s = \"abc\n        if x {\n", bodies: 1)
        let result = SwiftParser.parse(path: "u.swift", source: "struct A {\n    func f() {\n        let s = \"abc\n")
        XCTAssertEqual(result.diagnostics.map(\.summary), ["u.swift:3:17: warning: unterminated string literal",
                                                           "u.swift:2:14: warning: missing closing bracket for the one opened here",
                                                           "u.swift:1:10: warning: missing '}' for the body opened here"])
        XCTAssertEqual(result.declarations.first?.methods.map(\.name), ["f"])
    }

    func testDeclarationsAfterSkippedBodiesKeepTheirPositions() {
        let source = "struct A {\n    func f() {\n        \"}\"\n    }\n    var b: Int\n}\n"
        let result = SwiftParser.parse(path: "p.swift", source: source)
        XCTAssertEqual(result.declarations.first?.variables.map(\.name), ["b"])
        XCTAssertEqual(result.declarations.first?.methods.map(\.name), ["f"])
    }

    func testInlineRegionCuttingABodyIsLexedInFull() {
        // The region starts outside `f`'s body and ends inside it: the body's tail (`var c`) stays
        // code, and its `}` closes `A`.
        let source = "struct A {\n// sourcery:inline:A.x\nfunc f() {\n// sourcery:end\nvar c: Int\n}\nvar b: Int\n}\n"
        let bytes = Array(source.utf8)
        let lexed = Lexer.lex(bytes, skipsBodies: true)
        let regions = InlineRegions.removable(InlineRegions.scan(lexed.comments, bytes: bytes, lineOffsets: lexed.lineOffsets).regions, forceParse: [])
        XCTAssertTrue(lexed.skippedBodies.contains { body in regions.contains { InlineRegions.cuts($0, body) } })
        XCTAssertEqual(SwiftParser.parse(path: "r.swift", source: source).declarations.first?.variables.map(\.name), ["c"])
    }
}
