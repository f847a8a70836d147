import Foundation
import XCTest

/// `modelgen parse [--json] PATH...` end to end: folder search, JSON format, exit statuses.
final class ParseCommandTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "parse-command-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Models/Nested", withIntermediateDirectories: true)
        try "protocol AutoCodable {}\n".write(toFile: folder + "/Models/Protocols.swift", atomically: true, encoding: .utf8)
        try """
        // sourcery: mapKey = "user"
        public struct User: AutoCodable {
            public let id: Int
            var name: String? // sourcery: skip
            var computed: Int { 1 }
            static let shared = User(id: 0)
            enum Kind: String { case admin = "A", guest }
            func greet(_ person: String, times: Int = 1) throws -> String { "" }
        }
        """.write(toFile: folder + "/Models/Nested/User.swift", atomically: true, encoding: .utf8)
        try "not swift".write(toFile: folder + "/Models/readme.txt", atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func testJSONDumpOfAFolder() throws {
        let result = try ModelgenBinary.run(["parse", "--json", "Models"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let types = try XCTUnwrap(json["types"] as? [[String: Any]])
        XCTAssertEqual(types.map { $0["name"] as? String }, ["AutoCodable", "User", "User.Kind"])
        let user = types[1]
        XCTAssertEqual(user["kind"] as? String, "struct")
        XCTAssertEqual(user["accessLevel"] as? String, "public")
        XCTAssertEqual(user["implements"] as? [String], ["AutoCodable"])
        XCTAssertEqual(user["containedTypes"] as? [String], ["User.Kind"])
        XCTAssertEqual((user["annotations"] as? [String: Any])?["mapKey"] as? String, "user")
        let stored = try XCTUnwrap(user["storedVariables"] as? [[String: Any]])
        XCTAssertEqual(stored.map { $0["name"] as? String }, ["id", "name"])
        XCTAssertEqual(stored[1]["typeName"] as? String, "String?")
        XCTAssertEqual(stored[1]["isOptional"] as? Bool, true)
        XCTAssertEqual((stored[1]["annotations"] as? [String: Any])?["skip"] as? Bool, true)
        XCTAssertEqual(stored[0]["writeAccess"] as? String, "")
        XCTAssertEqual((user["computedVariables"] as? [[String: Any]])?.map { $0["name"] as? String }, ["computed"])
        XCTAssertEqual((user["staticVariables"] as? [[String: Any]])?.map { $0["typeName"] as? String }, ["User"])
        let method = try XCTUnwrap((user["methods"] as? [[String: Any]])?.first)
        XCTAssertEqual(method["selectorName"] as? String, "greet(_:times:)")
        XCTAssertEqual(method["throws"] as? Bool, true)
        XCTAssertEqual((method["parameters"] as? [[String: Any]])?.last?["defaultValue"] as? String, "1")
        let kind = types[2]
        XCTAssertEqual(kind["rawTypeName"] as? String, "String")
        XCTAssertEqual((kind["cases"] as? [[String: Any]])?.map { $0["rawValue"] as? String }, ["A", nil])
        XCTAssertEqual(json["diagnostics"] as? [String], [])
        // Keys are sorted, so the output is byte-stable across runs.
        let again = try ModelgenBinary.run(["parse", "--json", "Models"], in: folder)
        XCTAssertEqual(again.stdout, result.stdout)
        XCTAssertTrue(result.stdout.hasPrefix("{\n  \"diagnostics\": [],\n  \"functions\": [],\n  \"types\": ["))
    }

    func testOutlineAndWarnings() throws {
        try "struct Broken {\n  var s = \"unterminated\n}\n".write(toFile: folder + "/Broken.swift", atomically: true, encoding: .utf8)
        let result = try ModelgenBinary.run(["parse", "Broken.swift", "Models/Nested/User.swift"], in: folder)
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("public struct User: AutoCodable"), result.stdout)
        XCTAssertTrue(result.stdout.contains("stored public let id: Int"), result.stdout)
        XCTAssertTrue(result.stderr.contains("Broken.swift:2:11: warning: unterminated string literal"), result.stderr)
    }

    func testExitStatuses() throws {
        let missing = try ModelgenBinary.run(["parse", "Nope"], in: folder)
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stderr, "modelgen parse: Nope: error: sources path does not exist\n")
        XCTAssertEqual(try ModelgenBinary.run(["parse"], in: folder).status, 2)
        XCTAssertEqual(try ModelgenBinary.run(["parse", "--frobnicate", "Models"], in: folder).status, 2)
        let help = try ModelgenBinary.run(["parse", "--help"], in: folder)
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("EXAMPLE:"))
    }
}
