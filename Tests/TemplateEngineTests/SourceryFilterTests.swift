import XCTest
@testable import TemplateEngine

/// §8.1, §8.4: Sourcery's generic filters and tags, and extension lookup order.
final class SourceryFilterTests: XCTestCase {
    func testGenericFilters() {
        assertRows([
            ("{{ l|count }}|{{ s|count }}", ["l": [1, 2], "s": "abc"], "2|abc"),
            ("{{ l|isEmpty }}|{{ s|isEmpty }}|{{ n|isEmpty }}|{{ i|isEmpty }}|{{ e|isEmpty }}", ["l": [], "s": "x", "i": 0, "e": ""],
             "true|false|false|false|true"),
            ("{{ l|reversed }}|{{ s|reversed }}", ["l": [1, 2], "s": "ab"], "[2, 1]|ab"),
            ("{{ l|last }}|{{ e|last }}|{{ s|last }}", ["l": [1, 2], "e": [], "s": "ab"], "2||"),
            // A context string is an `NSString` in Sourcery: unquoted inside the array's text;
            // taken out of the array it is the plain string again.
            ("{{ l|toArray }}|{{ s|toArray }}|{{ n|toArray }}", ["l": [1], "s": "a"], "[1]|[a]|"),
            ("{% for x in s|toArray %}{{ x|uppercase }}{% if x == \"a\" %}={% endif %}{% endfor %}|{{ s|toArray|last }}", ["s": "a"], "A=|a"),
            ("{{ l|sorted:\"description\"|join:\",\" }}|{{ l|sortedDescending:\"description\"|join:\",\" }}", ["l": ["b", "a", "C"]], "a,b,C|C,b,a"),
            ("{{ d|sortedValuesByKeys }}", ["d": ["b": 2, "a": 1]], "[1, 2]"),
            ("{{ l|push:3 }}|{{ s|push:\"x\" }}|{{ l|push:3|join:\",\" }}", ["l": [1, 2], "s": "str"],
             "[1, 2, Optional(3)]|[Optional(\"x\")]|1,2,3"),
            ("{{ s|capitalise }}|{{ t|titleCase }}|{{ u|titleCase }}", ["s": "hello world", "t": "somethingNamedLikeThis", "u": "URLSession"],
             "Hello World|Something Named Like This|URL Session"),
            ("{{ p|deletingLastComponent }}", ["p": "/Path/Class.swift"], "/Path"),
            ("{{ d|json }}|{{ l|json }}", ["d": ["Version": 1], "l": [1, "a/b"]], "{\"Version\":1}|[1,\"a\\/b\"]"),
            ("{{ d|json:true }}", ["d": ["k": [1]]], "{\n  \"k\" : [\n    1\n  ]\n}"),
            ("{{ l|sorted:\"name\"|join:\",\" }}", ["l": [["name": "b"], ["name": "A"], ["name": "c"]]], "[\"name\": \"A\"],[\"name\": \"b\"],[\"name\": \"c\"]"),
            ("{% for x in l|sortedDescending:\"n\" %}{{ x.n }}{% endfor %}", ["l": [["n": "b"], ["n": "A"], ["n": "c"]]], "cbA"),
            ("{{ s|sorted:\"description\" }}|{{ d|sortedDescending:\"n\"|default:\"nil\" }}", ["s": "text", "d": ["n": 1]], "|nil"),
            ("{{ l|uppercase }}", ["l": ["a", 1]], "[\"A\", \"1\"]"),
        ], mode: .sourcery)
    }

    /// As Sourcery: `json` takes no argument or one boolean literal; a quoted "true" is refused.
    func testJSONFilterArguments() {
        let context: [String: Value] = ["d": ["k": 1]]
        XCTAssertEqual(renderSourcery("{{ d|json:false }}", context), "{\"k\":1}")
        for call in ["json:\"true\"", "json:1", "json:true,true"] {
            XCTAssertEqual(renderError("{{ d|\(call) }}", context, mode: .sourcery)?.message,
                           "'json' filter takes a single boolean argument", call)
        }
        XCTAssertEqual(renderSourcery("{{ n|json:\"x\"|default:\"none\" }}"), "none")
    }

    func testTags() {
        XCTAssertEqual(renderSourcery("{% typed a as Int b as String %}x"), "x")
        XCTAssertEqual(renderError("{% typed a as %}", mode: .sourcery)?.message, "'typed' tag takes arguments in triples: `typed name as Type [name as Type …]`")
        XCTAssertEqual(renderError("{% newline x %}", mode: .sourcery)?.message, "'newline' tag takes no arguments")
    }

    func testExtensionFiltersAndPredicates() {
        final class Item: TemplateObject {
            let kind: String
            init(_ kind: String) { self.kind = kind }
            func templateValue(forKey key: String) -> Value? { key == "kind" ? .string(kind) : nil }
            var templateDescription: String { kind }
        }
        let modelFilters = Extension()
        modelFilters.registerPredicateFilter("struct") { value, _ in
            guard case .object(let object) = value, let item = object as? Item else { return nil }
            return item.kind == "struct"
        }
        modelFilters.registerFilter("shout") { value in .string(value.renderedText.uppercased() + "!") }
        modelFilters.registerFilter("times") { value, arguments in
            guard case .int(let count) = arguments.first ?? .null else { throw TemplateError("'times' needs an Int") }
            return .string(String(repeating: value.renderedText, count: count))
        }
        modelFilters.registerFilter("join") { _, _ in "overridden" }
        let context: [String: Value] = ["items": [.object(Item("struct")), .object(Item("class")), "text"], "one": .object(Item("class"))]
        let cases: [(String, String)] = [
            ("{% for i in items|struct %}{{ i }}{% endfor %}", "struct"),
            ("{% for i in items|!struct %}{{ i }}{% endfor %}", "class"),
            ("{{ one|struct }}|{{ one|!struct }}|{{ \"x\"|struct }}", "false|true|x"),
            ("{% if one|!struct %}yes{% endif %}", "yes"),
            ("{{ \"a\"|shout }}|{{ \"ab\"|times:2 }}|{{ items|join }}", "A!|abab|overridden"),
        ]
        for (template, expected) in cases {
            XCTAssertEqual(render(template, context, mode: .sourcery, extensions: [modelFilters]), expected, template)
        }
        let environment = Environment(extensions: [modelFilters])
        XCTAssertThrowsError(try environment.renderTemplate(string: "{{ 1|times:\"x\" }}")) { error in
            XCTAssertEqual((error as? TemplateError)?.message, "'times' needs an Int")
            XCTAssertEqual((error as? TemplateError)?.location?.line, 1)
        }
        XCTAssertThrowsError(try environment.renderTemplate(string: "{{ 1|shout:1 }}")) { XCTAssertEqual("\($0)", "<template>:1:4: error: Can't invoke filter with an argument\n{{ 1|shout:1 }}\n   ^~~~~~~~~") }
    }
}
