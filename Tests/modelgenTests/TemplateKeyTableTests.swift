import TemplateEngine
import XCTest
@testable import modelgen

/// The lookup structures context objects use for the keys templates read.
final class TemplateKeyTableTests: XCTestCase {
    enum Colour: String, CaseIterable {
        case red, green, blue, cyan, magenta, yellow, black, white, orange
    }

    func testFindsEveryKeyByName() {
        let table = TemplateKeyTable<Colour>()
        for colour in Colour.allCases {
            XCTAssertEqual(table[TemplateKey(colour.rawValue)], colour)
        }
    }

    func testUnknownNamesAreNotFound() {
        let table = TemplateKeyTable<Colour>()
        for name in ["Red", "reds", "", "purple", "re", "count"] {
            XCTAssertNil(table[TemplateKey(name)], name)
        }
    }

    func testTypeObjectKeysAreAllFound() {
        let table = TemplateKeyTable<TypeObject.Key>()
        for key in TypeObject.Key.allCases {
            XCTAssertEqual(table[TemplateKey(key.rawValue)], key)
        }
        XCTAssertNil(table[TemplateKey("storedVariable")])
    }

    func testMemoKeepsEachKeysOwnValue() {
        let keys = TemplateKeyTable<TypeObject.Key>()
        var memo = TemplateValueMemo<TypeObject.Key>()
        XCTAssertNil(memo.value(for: TemplateKey("name"), in: keys))
        memo.store("Person", for: TemplateKey("name"), known: .name)
        memo.store(.bool(true), for: TemplateKey("isFinal"), known: .isFinal)
        memo.store(.null, for: TemplateKey("cases"), known: .cases)
        XCTAssertEqual(memo.value(for: TemplateKey("name"), in: keys), "Person")
        XCTAssertEqual(memo.value(for: TemplateKey("isFinal"), in: keys), .bool(true))
        // A stored nil is a known value (kind-specific properties are nil on other kinds), not a miss.
        XCTAssertEqual(memo.value(for: TemplateKey("cases"), in: keys), .some(.null))
        XCTAssertNil(memo.value(for: TemplateKey("kind"), in: keys))
        XCTAssertNil(memo.value(for: TemplateKey("Name"), in: keys))
    }
}
