import Foundation
import XCTest
import Models

/// `User` and `Address` only become `Decodable` through the code the plugin
/// generated during `swift build`; the renamed keys prove the template ran.
final class DecodingTests: XCTestCase {
    func testDecodesThroughGeneratedConformance() throws {
        let json = """
            {"id": 7, "full_name": "Ada Lovelace", "email": "ada@example.com", "tags": ["math"],
             "address": {"city": "London", "zip_code": "W1"}}
            """
        let user = try JSONDecoder().decode(User.self, from: Data(json.utf8))
        XCTAssertEqual(user, User(id: 7, name: "Ada Lovelace", email: "ada@example.com", tags: ["math"],
                                  address: Address(city: "London", zipCode: "W1")))
        XCTAssertEqual(user.displayName, "Ada Lovelace <ada@example.com>")
    }

    func testOptionalKeysMayBeMissingButRequiredOnesMayNot() throws {
        let user = try JSONDecoder().decode(User.self, from: Data(#"{"id": 1, "full_name": "B", "tags": []}"#.utf8))
        XCTAssertNil(user.email)
        XCTAssertNil(user.address)
        XCTAssertThrowsError(try JSONDecoder().decode(User.self, from: Data(#"{"id": 1, "name": "B", "tags": []}"#.utf8)))
    }
}
