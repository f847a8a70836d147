import XCTest
@testable import modelgen
import TemplateEngine

/// `TemplateObjectTable`: one template object per model object, whatever the order of the
/// lookups and however far the table grows.
final class TemplateObjectTableTests: XCTestCase {
    private final class ModelThing {}

    private final class View: TemplateObject {
        let thing: ModelThing
        init(_ thing: ModelThing) { self.thing = thing }
        var templateIdentity: ObjectIdentifier { ObjectIdentifier(thing) }
        var templateDescription: String { "view" }
        func templateValue(forKey key: String) -> Value? { nil }
    }

    func testEachModelObjectGetsOneViewThroughGrowth() {
        var table = TemplateObjectTable<View>()
        let things = (0..<1_000).map { _ in ModelThing() }
        var made = 0
        let first = things.map { thing in table.object(for: ObjectIdentifier(thing)) { made += 1; return View(thing) } }
        XCTAssertEqual(made, 1_000)
        // Looked up again in reverse order, after every growth: the same views, none made.
        for (index, thing) in things.enumerated().reversed() {
            let again = table.object(for: ObjectIdentifier(thing)) { made += 1; return View(thing) }
            XCTAssertTrue(again === first[index], "thing \(index)")
            XCTAssertTrue(again.thing === thing)
        }
        XCTAssertEqual(made, 1_000)
        XCTAssertEqual(Set(first.map { ObjectIdentifier($0) }).count, 1_000)
    }

    func testRemoveAllForgetsTheViews() {
        var table = TemplateObjectTable<View>()
        let thing = ModelThing()
        let before = table.object(for: ObjectIdentifier(thing)) { View(thing) }
        table.removeAll()
        let after = table.object(for: ObjectIdentifier(thing)) { View(thing) }
        XCTAssertFalse(before === after)
    }
}
