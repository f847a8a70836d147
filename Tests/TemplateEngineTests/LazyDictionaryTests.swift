import XCTest
@testable import TemplateEngine

/// A `LazyDictionary` must behave exactly like the `.dictionary` it stands for, while making only
/// the entries a template reads.
final class LazyDictionaryTests: XCTestCase {
    private let table: [String: Value] = ["a": "one", "b": 2, "count": "named count", "c": ["x": 1]]

    private func lazy(_ made: UnsafeMutablePointer<[String]>? = nil) -> LazyDictionary {
        let table = self.table
        return LazyDictionary(count: table.count, keys: { Array(table.keys) }) { key in
            made?.pointee.append(key)
            return table[key]
        }
    }

    func testRendersLikeTheDictionaryItStandsFor() {
        let templates = [
            "{{ d.a }}|{{ d.b }}|{{ d.c.x }}|{{ d.missing }}|{{ d.count }}",
            "{{ d }}", "{{ d.c }}",
            "{% for k, v in d %}{{ k }}={{ v }};{% endfor %}",
            "{% for pair in d %}{{ pair }};{% endfor %}",
            "{% if d %}full{% else %}empty{% endif %}{% if d.a == \"one\" %}!{% endif %}",
            "{{ d|count }} {{ d|isEmpty }} {{ d|sortedValuesByKeys }} {{ d|json }}",
            "{{ d.a|uppercase }}",
            "{% include \"partial\" d %}",
            "{% set e d %}{{ e.b }}",
        ]
        for template in templates {
            let plain = renderSourcery(template, ["d": .dictionary(table)], templates: ["partial": "{{ a }}{{ b }}"])
            let lazyOutput = renderSourcery(template, ["d": .object(lazy())], templates: ["partial": "{{ a }}{{ b }}"])
            XCTAssertEqual(lazyOutput, plain, template)
        }
    }

    func testEmptyTableIsFalsy() {
        let empty = LazyDictionary(count: 0, keys: { [] }) { _ in nil }
        XCTAssertEqual(renderSourcery("{% if d %}full{% else %}empty{% endif %}{{ d.count }}", ["d": .object(empty)]), "empty0")
    }

    func testMakesOnlyWhatIsReadAndEachEntryOnce() {
        var made: [String] = []
        let dictionary = lazy(&made)
        XCTAssertEqual(renderSourcery("{{ d.a }}{{ d.a }}{{ d.nope }}", ["d": .object(dictionary)]), "oneone")
        XCTAssertEqual(made, ["a", "nope"])
    }

    func testStrictModeTreatsAMissingKeyAsADictionaryDoes() {
        let environment = Environment(options: RenderOptions(whitespace: .sourcery, strict: true))
        XCTAssertEqual(try environment.renderTemplate(string: "[{{ d.missing }}]", context: ["d": .object(lazy())], path: "t"), "[]")
        XCTAssertEqual(try environment.renderTemplate(string: "[{{ d.missing }}]", context: ["d": .dictionary(table)], path: "t"), "[]")
    }
}
