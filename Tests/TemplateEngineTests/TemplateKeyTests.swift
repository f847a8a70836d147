import XCTest
@testable import TemplateEngine

/// Keys of template key paths: their codes, and how objects are asked for them.
final class TemplateKeyTests: XCTestCase {
    /// Answers through `templateValue(for:)` with what it was given, so a test sees the key itself.
    final class KeyEcho: TemplateObject {
        private(set) var keysSeen: [TemplateKey] = []
        func templateValue(forKey key: String) -> Value? { .string("string:\(key)") }
        func templateValue(for key: TemplateKey) -> Value? {
            keysSeen.append(key)
            return .string("key:\(key.name)")
        }
        var templateDescription: String { "echo" }
    }

    /// Implements only the required `templateValue(forKey:)`, as conformers written before keys did.
    final class NamesOnly: TemplateObject {
        func templateValue(forKey key: String) -> Value? { key == "name" ? "n" : nil }
        var templateDescription: String { "names" }
    }

    func testEqualNamesHaveEqualCodesAndTheseNamesAllDiffer() {
        XCTAssertEqual(TemplateKey("storedVariables").code, TemplateKey(String("stored") + "Variables").code)
        let names = ["name", "names", "Name", "annotations", "isOptional", "isMutable", "typeName", "unwrappedTypeName",
                     "storedVariables", "variables", "kind", "ab", "ba", "", "a", "b"]
        XCTAssertEqual(Set(names.map { TemplateKey($0).code }).count, names.count)
    }

    func testCodeIsFNV1aOfTheUTF8Bytes() {
        // The published FNV-1a 64 test vectors: codes are stable across runs and platforms.
        XCTAssertEqual(TemplateKey("").code, 0xcbf2_9ce4_8422_2325)
        XCTAssertEqual(TemplateKey("a").code, 0xaf63_dc4c_8601_ec8c)
        XCTAssertEqual(TemplateKey("foobar").code, 0x8594_4171_f739_67e8)
    }

    func testKeyPathsAskObjectsWithTheirParsedKeys() {
        let echo = KeyEcho()
        XCTAssertEqual(render("{{ o.storedVariables }} {% if o.name %}{{ o.name }}{% endif %}", ["o": .object(echo)]),
                       "key:storedVariables key:name")
        XCTAssertEqual(echo.keysSeen.map(\.name), ["storedVariables", "name", "name"])
        XCTAssertEqual(echo.keysSeen.map(\.code), ["storedVariables", "name", "name"].map { TemplateKey($0).code })
        // Swift callers naming a member by string still reach `templateValue(forKey:)`.
        XCTAssertEqual(Value.object(echo).member("name"), "string:name")
    }

    func testObjectsWithoutTheKeyMethodAnswerThroughTheirNamedLookup() {
        let object = NamesOnly()
        XCTAssertEqual(object.templateValue(for: TemplateKey("name")), "n")
        XCTAssertNil(object.templateValue(for: TemplateKey("other")))
        XCTAssertEqual(render("[{{ o.name }}][{{ o.other }}]", ["o": .object(object)]), "[n][]")
    }
}
