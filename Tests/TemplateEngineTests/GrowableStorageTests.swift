import XCTest
@testable import TemplateEngine

/// The scope stack's storage and the stack itself, past their first allocation.
final class GrowableStorageTests: XCTestCase {
    func testAppendReplaceAndRemoveAcrossGrowth() {
        var storage = GrowableStorage<String>()
        defer { storage.release() }
        for number in 0..<40 { storage.append("item \(number)") }
        XCTAssertEqual(storage.count, 40)
        XCTAssertEqual(storage[0], "item 0")
        XCTAssertEqual(storage[39], "item 39")
        storage[5] = "five"
        storage.remove(at: 3)
        XCTAssertEqual(storage.count, 39)
        XCTAssertEqual((0..<6).map { storage[$0] }, ["item 0", "item 1", "item 2", "item 4", "five", "item 6"])
        XCTAssertEqual(storage.removeLast(), "item 39")
        storage.removeLast(30)
        XCTAssertEqual(storage.count, 8)
        XCTAssertEqual(storage[7], "item 8")
        storage.removeLast(0)
        XCTAssertEqual(storage.count, 8)
    }

    func testScopesShadowAndUnwindInOrder() {
        let scopes = ScopeStack(root: ["a": "root"])
        for depth in 0..<20 {
            scopes.pushFrame()
            scopes.bind("a", .int(depth))
            scopes.bind("d\(depth)", .int(depth))
        }
        XCTAssertEqual(scopes.lookup("a")?.value, .int(19))
        XCTAssertEqual(scopes.lookup("d0")?.value, .int(0))
        scopes.assign("a", .null)
        XCTAssertEqual(scopes.lookup("a")?.value, .int(18))
        for _ in 0..<19 { scopes.popFrame() }
        XCTAssertEqual(scopes.lookup("a")?.value, .int(0))
        XCTAssertNil(scopes.lookup("d1"))
        scopes.popFrame()
        XCTAssertEqual(scopes.lookup("a")?.value, "root")
        XCTAssertEqual(scopes.lookup("a")?.inRoot, true)
        XCTAssertTrue(scopes.allNames == ["a"])
    }
}
