import XCTest
@testable import SwiftDeclParser

/// `isSameIgnoringSourcePositions`: what watch mode's "no declaration changed" shortcut and the
/// members-only composition update rely on.
final class SourcePositionComparisonTests: XCTestCase {
    private func same(_ old: String, _ new: String) -> Bool {
        SwiftParser.parse(path: "/m/A.swift", source: old)
            .isSameIgnoringSourcePositions(as: SwiftParser.parse(path: "/m/A.swift", source: new))
    }

    func testMovedDeclarationsAndBodyEditsAreTheSame() {
        XCTAssertTrue(same("struct A { let id: Int\n func f() -> Int { 1 } }",
                           "\n\n// moved down\nstruct A {\n    let id: Int\n    func f() -> Int { let x = 2; return x }\n}"))
    }

    func testListsOfDifferentLengthsDiffer() {
        // A property, a method, a case, a nested type's member and a free function added.
        XCTAssertFalse(same("struct A { let id: Int }", "struct A { let id: Int; let name: String }"))
        XCTAssertFalse(same("struct A { }", "struct A { func f() {} }"))
        XCTAssertFalse(same("enum E { case a }", "enum E { case a, b }"))
        XCTAssertFalse(same("struct A { struct B { } }", "struct A { struct B { var x = 1 } }"))
        XCTAssertFalse(same("struct A { }", "struct A { }\nfunc g() {}"))
    }

    func testEqualLengthsStillCompareEveryField() {
        XCTAssertFalse(same("struct A { let id: Int }", "struct A { let id: String }"))
        XCTAssertFalse(same("struct A { struct B { var x = 1 } }", "struct A { struct B { var y = 1 } }"))
        XCTAssertFalse(same("struct A: P { }", "struct A: Q { }"))
    }
}
