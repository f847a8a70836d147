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

    /// Names past a frame's listed ones live in its dictionary (at the top level, in the initial
    /// context) and shadow, unwind and vanish exactly as listed ones do.
    func testFramesWithManyNamesShadowAndUnwindInOrder() {
        let listed = ScopeStack.listedBindingsPerFrame
        let scopes = ScopeStack(root: ["types": "root"])
        for number in 0..<(listed + 10) { scopes.assign("top\(number)", .int(number)) }
        XCTAssertEqual(scopes.lookup("top\(listed + 9)")?.value, .int(listed + 9))
        XCTAssertEqual(scopes.lookup("top\(listed + 9)")?.inRoot, true)
        scopes.assign("top\(listed + 9)", .null)
        XCTAssertNil(scopes.lookup("top\(listed + 9)"))

        scopes.pushFrame()
        for number in 0..<(listed + 10) { scopes.bind("n\(number)", .int(number)) }
        scopes.bind("top0", "frame")
        scopes.pushFrame(Dictionary(uniqueKeysWithValues: (0..<(listed + 5)).map { ("n\($0)", Value.string("inner \($0)")) }))
        XCTAssertEqual(scopes.lookup("n\(listed + 2)")?.value, .string("inner \(listed + 2)"))
        XCTAssertEqual(scopes.lookup("n\(listed + 7)")?.value, .int(listed + 7))
        XCTAssertEqual(scopes.lookup("n\(listed + 7)")?.inRoot, false)
        XCTAssertEqual(scopes.lookup("top0")?.value, "frame")
        XCTAssertEqual(scopes.lookup("top\(listed + 1)")?.value, .int(listed + 1))
        XCTAssertTrue(scopes.innermostFrameBinds("n\(listed + 4)"))
        XCTAssertFalse(scopes.innermostFrameBinds("n\(listed + 6)"))
        scopes.popFrame()

        scopes.bind("n\(listed + 8)", "rebound")
        XCTAssertEqual(scopes.lookup("n\(listed + 8)")?.value, "rebound")
        scopes.assign("n\(listed + 8)", .null)
        XCTAssertEqual(scopes.lookup("n\(listed + 8)")?.value, nil)
        XCTAssertTrue(scopes.allNames.isSuperset(of: ["n\(listed + 7)", "top\(listed + 1)", "top0", "types"]))
        XCTAssertFalse(scopes.allNames.contains("n\(listed + 8)"))
        scopes.popFrame()
        XCTAssertNil(scopes.lookup("n\(listed + 7)"))
        XCTAssertEqual(scopes.lookup("top0")?.value, .int(0))
        XCTAssertEqual(scopes.lookup("types")?.value, "root")
    }
}
