import XCTest
@testable import SwiftDeclParser

/// The parse results hold every declaration of every file until the model is composed, and the
/// composed model a type name per member, so their sizes are the run's peak memory on large sources.
final class DeclarationLayoutTests: XCTestCase {
    /// A type name keeps its rarely set attributes and actual name out of line: a string and a pointer.
    func testTypeNameIsAStringAndOnePointer() {
        XCTAssertEqual(MemoryLayout<TypeName>.stride, 24)
    }

    func testDeclarationsStayCompact() {
        XCTAssertEqual(MemoryLayout<VariableDeclaration>.stride, 120)
        XCTAssertEqual(MemoryLayout<TypeDeclaration>.stride, 168)
    }

    /// Out-of-line parts read back as written, and a name without them stores none.
    func testAttributesAndActualNameReadBackAsSet() {
        var name = TypeName("Foo")
        XCTAssertEqual(name.attributes, [:])
        XCTAssertNil(name.actualTypeName)
        name.actualTypeName = TypeName("Bar")
        name.attributes = ["escaping": [Attribute(name: "escaping")]]
        XCTAssertEqual(name.actualTypeName?.name, "Bar")
        XCTAssertEqual(name.attributes.keys.sorted(), ["escaping"])
        XCTAssertEqual(name.description, "@escaping Foo")
        name.attributes = [:]
        XCTAssertEqual(name.actualTypeName?.name, "Bar")
        name.actualTypeName = nil
        XCTAssertEqual(name, TypeName("Foo"))
    }

    /// Coded as `name`, `attributes` and `actualStorage`, whatever is stored out of line.
    func testTypeNameCodesNameAttributesAndActualStorage() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let plain = try encoder.encode(TypeName("Int"))
        XCTAssertEqual(String(decoding: plain, as: UTF8.self), #"{"actualStorage":[],"attributes":{},"name":"Int"}"#)
        let resolved = TypeName("Alias", actualTypeName: TypeName("Int"))
        let coded = try encoder.encode(resolved)
        XCTAssertEqual(String(decoding: coded, as: UTF8.self),
                       #"{"actualStorage":[{"actualStorage":[],"attributes":{},"name":"Int"}],"attributes":{},"name":"Alias"}"#)
        XCTAssertEqual(try JSONDecoder().decode(TypeName.self, from: coded), resolved)
    }
}
