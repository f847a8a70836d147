import XCTest
@testable import SwiftDeclParser

/// A composed type keeps its member lists and its kind-specific fields out of line, allocated
/// only when set: reads must see what was written, and types that set nothing allocate nothing.
final class CompactTypeStorageTests: XCTestCase {
    private func compose(_ source: String) -> ComposedModel {
        Composer.compose([SwiftParser.parse(path: "T.swift", source: source)])
    }

    func testKindFieldsAreAllocatedOnlyByTypesThatSetThem() throws {
        let model = compose("""
            struct Plain { var a: Int }
            enum Kind: String { case a, b }
            protocol P { associatedtype Item }
            typealias Both = P & Equatable
            struct Generic<T> { typealias Element = T }
            """)
        let plain = try XCTUnwrap(model.type(named: "Plain"))
        XCTAssertNil(plain.kindFieldStorage, "registration sets empty cases and generics: nothing to keep")
        XCTAssertEqual(plain.cases.count, 0)
        XCTAssertNil(plain.rawTypeName)
        XCTAssertEqual(plain.genericParameters.count, 0)

        let kind = try XCTUnwrap(model.type(named: "Kind"))
        XCTAssertEqual(kind.cases.map(\.name), ["a", "b"])
        XCTAssertEqual(kind.rawTypeName?.name, "String")
        XCTAssertFalse(kind.hasAssociatedValues)
        XCTAssertEqual(try XCTUnwrap(model.type(named: "P")).associatedTypes.keys.sorted(), ["Item"])
        XCTAssertEqual(try XCTUnwrap(model.type(named: "Both")).composedTypeNames.map(\.name), ["P", "Equatable"])
        let generic = try XCTUnwrap(model.type(named: "Generic"))
        XCTAssertEqual(generic.genericParameters.map(\.name), ["T"])
        XCTAssertEqual(generic.typealiases.keys.sorted(), ["Element"])
        XCTAssertEqual(generic.globalName, "Generic")

        // Setting a field back to empty clears it; setting an empty one on a bare type keeps it bare.
        kind.cases = []
        XCTAssertEqual(kind.cases.count, 0)
        plain.module = nil
        plain.composedTypes = []
        XCTAssertNil(plain.kindFieldStorage)
        plain.module = "Mod"
        XCTAssertEqual(plain.module, "Mod")
    }

    func testMemberListsAreAllocatedWhenBuilt() throws {
        let model = compose("""
            struct Read { var a: Int; func f() {} }
            struct Unread { var b: Int }
            """)
        let read = try XCTUnwrap(model.type(named: "Read"))
        let unread = try XCTUnwrap(model.type(named: "Unread"))
        XCTAssertEqual(read.variables.map(\.name), ["a"])
        XCTAssertNotNil(read.variableListBox)
        XCTAssertNil(read.callableListBox, "methods wait for a read of their own")
        XCTAssertEqual(read.methods.map(\.selectorName), ["f"])
        XCTAssertNotNil(read.callableListBox)
        XCTAssertNil(unread.variableListBox)
        XCTAssertNil(unread.callableListBox)
        XCTAssertNil(unread.variableUnionBox)
        XCTAssertEqual(unread.allVariables.map(\.name), ["b"])
        XCTAssertNotNil(unread.variableUnionBox)
    }
}
