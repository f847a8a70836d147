import XCTest
@testable import TemplateEngine

/// Constructs that Sourcery users' own templates combine (mocks, JSON mappers, fixtures), each in a
/// minimal template of ours, rendered the way modelgen renders user templates (Sourcery mode).
final class CommunityTemplatePatternTests: XCTestCase {
    /// A `set` whose body is a trimmed loop printing `true` serves as a flag: empty when no item
    /// matches, so the `if` takes the other branch.
    func testSetFilledByTrimmedLoopIsAFlag() {
        let template = """
            {% set flag %}
                {%- for p in params where p.closure %}
                    {{ true }}
                {% endfor -%}
            {% endset %}{% if flag %}skip{% else %}record{% endif %}
            """
        XCTAssertEqual(renderSourcery(template, ["params": [["closure": false], ["closure": false]]]), "record")
        XCTAssertEqual(renderSourcery(template, ["params": [["closure": false], ["closure": true]]]), "skip")
        XCTAssertEqual(renderSourcery(template, ["params": []]), "record")
    }

    /// A macro may carry a type's name and take the text a `set` captured.
    func testMacroNamedLikeATypeTakesCapturedText() {
        let template = """
            {% macro Optional arg %}guard {{ arg }} else { return nil }{% endmacro %}
            {% set Assignment %}let {{ name }} = (json["{{ key|default:name }}"] as? Int){% endset %}
                {% call Optional Assignment %}
            """
        XCTAssertEqual(renderSourcery(template, ["name": "id", "key": "order_id"]),
                       "\n    guard let id = (json[\"order_id\"] as? Int) else { return nil }")
    }

    /// An inline `if` without `else` that yields nothing leaves a blank line, which Sourcery removes.
    func testFalseInlineIfLineVanishes() {
        let template = "    case (.a, .a): return true\n    {{ 'default: return false' if count > 1 }}\n    }"
        XCTAssertEqual(renderSourcery(template, ["count": 1]), "    case (.a, .a): return true\n    }")
        XCTAssertEqual(renderSourcery(template, ["count": 2]),
                       "    case (.a, .a): return true\n    default: return false\n    }")
    }

    /// Brackets group a filtered operand with `or` inside an `and`.
    func testBracketsGroupFilterAndOr() {
        let template = "{% if name != \"AutoMockable\" and (path|contains:part or force) %}yes{% else %}no{% endif %}"
        let path: Value = "Sources/Models/Flat.swift"
        XCTAssertEqual(renderSourcery(template, ["name": "Flat", "path": path, "part": "Models"]), "yes")
        XCTAssertEqual(renderSourcery(template, ["name": "Flat", "path": path, "part": "Views"]), "no")
        XCTAssertEqual(renderSourcery(template, ["name": "Flat", "path": path, "part": "Views", "force": true]), "yes")
        XCTAssertEqual(renderSourcery(template, ["name": "AutoMockable", "path": path, "part": "Models"]), "no")
    }

    /// `nil` is an unset name, so `not value == nil` asks whether `value` is set.
    func testComparisonWithNil() {
        let template = "{% if not value == nil %}{{ value }}{% else %}fallback{% endif %}"
        XCTAssertEqual(renderSourcery(template, ["value": "9.5"]), "9.5")
        XCTAssertEqual(renderSourcery(template, [:]), "fallback")
    }

    /// A dictionary of lists (a method's attributes by name) is walked in key order, capitals first.
    func testDictionaryOfListsInKeyOrder() {
        let template = "{% for name, attribute in attributes %}{% for value in attribute %}{{ value }} {% endfor %}{% endfor %}"
        let attributes: Value = [
            "discardableResult": ["@discardableResult"],
            "available": ["@available(iOS 13, *)", "@available(macOS 10.15, *)"],
            "MainActor": ["@MainActor"],
        ]
        XCTAssertEqual(renderSourcery(template, ["attributes": attributes]),
                       "@MainActor @available(iOS 13, *) @available(macOS 10.15, *) @discardableResult ")
    }
}
