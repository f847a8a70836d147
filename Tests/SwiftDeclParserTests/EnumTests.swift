import XCTest
@testable import SwiftDeclParser

final class EnumTests: XCTestCase {
    func testCasesOfEveryShape() throws {
        let type = try members(of: """
        enum T {
            case a, b, c
            case payload(Int)
            case labelled(first: String, second: String)
            case mixed(Int, name: String)
            case single(bar: Int)
            case defaulted(x: Int = 1, y: String = "}")
            indirect case tree(T, T)
        }
        """)
        XCTAssertEqual(type.cases.map { $0.name }, ["a", "b", "c", "payload", "labelled", "mixed", "single", "defaulted", "tree"])
        XCTAssertTrue(type.hasAssociatedValues)
        let byName = Dictionary(uniqueKeysWithValues: type.cases.map { ($0.name, $0) })
        XCTAssertFalse(byName["a"]!.hasAssociatedValue)
        let payload = byName["payload"]!.associatedValues
        XCTAssertEqual(payload.map { $0.typeName.name }, ["Int"])
        XCTAssertEqual(payload.map { $0.localName }, [nil])
        XCTAssertEqual(payload.map { $0.externalName }, [nil])
        let labelled = byName["labelled"]!.associatedValues
        XCTAssertEqual(labelled.map { $0.localName }, ["first", "second"])
        XCTAssertEqual(labelled.map { $0.externalName }, ["first", "second"])
        let mixed = byName["mixed"]!.associatedValues
        XCTAssertEqual(mixed.map { $0.localName }, [nil, "name"])
        XCTAssertEqual(mixed.map { $0.externalName }, ["0", "name"])
        XCTAssertEqual(byName["single"]!.associatedValues.map { $0.externalName }, [nil])
        XCTAssertEqual(byName["single"]!.associatedValues.map { $0.localName }, ["bar"])
        XCTAssertEqual(byName["defaulted"]!.associatedValues.map { $0.defaultValue }, ["1", "\"}\""])
        XCTAssertTrue(byName["tree"]!.indirect)
        XCTAssertFalse(byName["a"]!.indirect)
    }

    func testRawValuesAndRawType() throws {
        let type = try members(of: """
        enum T: String, Codable {
            case a = "A", b
            case c = #"C"#
        }
        """)
        XCTAssertEqual(type.cases.map { $0.rawValue }, ["A", nil, "C"])
        XCTAssertEqual(type.rawTypeName?.name, "String")
        XCTAssertEqual(type.inheritedTypes, ["Codable"])
        XCTAssertEqual(type.based.keys.sorted(), ["Codable"])
        let numbers = try members(of: "enum T: Int { case one = 1, two = 0x2, minus = -3 }")
        XCTAssertEqual(numbers.cases.map { $0.rawValue }, ["1", "0x2", "-3"])
        XCTAssertEqual(numbers.rawTypeName?.name, "Int")
    }

    func testRawTypeRuleQ4() throws {
        // An unscanned protocol first in the list still becomes the raw type (Sourcery quirk).
        XCTAssertEqual(try members(of: "enum T: Codable { case a }").rawTypeName?.name, "Codable")
        // A scanned protocol does not.
        let model = compose("protocol P {}\nenum T: P { case a }")
        XCTAssertNil(try model.require("T").rawTypeName)
        XCTAssertEqual(try model.require("T").inheritedTypes, ["P"])
        // Payloads prevent a raw type; no inheritance clause means none.
        XCTAssertNil(try members(of: "enum T: Error { case a(Int) }").rawTypeName)
        XCTAssertNil(try members(of: "enum T { case a }").rawTypeName)
        // An explicit rawValue variable wins.
        let explicit = try members(of: "enum T: RawRepresentable { case a\n var rawValue: Int { 1 } }")
        XCTAssertEqual(explicit.rawTypeName?.name, "Int")
    }

    func testTrailingAnnotationsReachEveryCaseButCommentsAboveOnlyTheFirst() throws {
        let type = try members(of: """
        enum T {
            // sourcery: above
            case a, b // sourcery: trailing
        }
        """)
        XCTAssertEqual(type.cases[0].annotations.keys.sorted(), ["above", "trailing"])
        XCTAssertEqual(type.cases[1].annotations.keys.sorted(), ["trailing"])
    }
}
