import XCTest
@testable import TemplateEngine

/// §3: variable forms, operands, key paths, scopes, value rendering.
final class VariableTests: XCTestCase {
    func testMissingVariableName() {
        XCTAssertEqual(renderError("{{ }}")?.message, "Missing variable name")
        XCTAssertEqual(renderError("{{}}")?.message, "Missing variable name")
    }

    func testInlineIf() {
        let l: Value = ["a", "b", "c"]
        assertRows([
            ("{% for x in l %}{{ x }}{{ ', ' if not forloop.last }}{% endfor %}", ["l": l], "a, b, c"),
            ("{{ s|uppercase if x }}", ["s": "ab", "x": true], "AB"),
            ("{{ s|uppercase if x }}", ["s": "ab", "x": false], ""),
            ("{{ a if b else c }}", ["a": "A", "b": false, "c": "C"], "C"),
            ("{{ a if b else c }}", ["a": "A", "b": 1, "c": "C"], "A"),
            ("{{ a if b and not c else 'z' }}", ["a": "A", "b": true, "c": true], "z"),
        ])
        XCTAssertEqual(renderSourcery("{{ '&' if t | hasPrefix:\"inout \" }}", ["t": "inout Int"]), "&")
        XCTAssertEqual(renderError("{{ a if b else }}")?.message, "Variable tags must include at least 1 argument")
        XCTAssertEqual(renderError("{{ a if and }}")?.message, "'if' expression error: infix operator 'and' doesn't have a left hand side")
    }

    /// Small dictionaries are searched key by key, larger ones hashed: both find the same entries,
    /// with `String` equality (canonically equivalent spellings are one key).
    func testDictionaryMembersOfEverySize() {
        let decomposed = "e\u{301}"
        for size in 0...(ValueSemantics.linearLookupLimit + 2) {
            var dictionary: [String: Value] = [:]
            for index in 0..<size { dictionary["k\(index)"] = .int(index) }
            if size > 0 { dictionary["\u{e9}"] = "accent" }
            let context: [String: Value] = ["d": .dictionary(dictionary)]
            for index in 0..<size { XCTAssertEqual(render("{{ d.k\(index) }}", context), "\(index)") }
            XCTAssertEqual(render("{{ d.missing }}|{{ d.k\(size) }}", context), "|")
            XCTAssertEqual(render("{{ d.\(decomposed) }}", context), size > 0 ? "accent" : "")
            XCTAssertEqual(render("{{ d.count }}", context), "\(dictionary.count)")
        }
    }

    func testExpressionsInVariables() {
        assertRows([
            ("{{ x == 2 }}", ["x": 2], "true"),
            ("{{ x > 2 }}", ["x": 2], "false"),
            ("{{ not x }}", ["x": 2], "false"),
            ("{{ a b }}", ["a": 1, "b": 2], ""),
            ("{{ \"a\" \"b\" }}", [:], "a\" \"b"),
        ])
    }

    func testOperandLiterals() {
        assertRows([
            ("{{ 5 }}|{{ -2 }}|{{ +5 }}|{{ 007 }}", [:], "5|-2|5|7"),
            ("{{ 3.14 }}|{{ .5 }}|{{ 1e3 }}|{{ 0x1A }}|{{ inf }}|{{ nan }}", [:], "3.14|0.5|1000.0|26.0|inf|nan"),
            ("{{ true }}|{{ false }}|{{ True }}", ["True": "var"], "true|false|var"),
            ("{{ 5 }}{{ true }}", ["5": "x", "true": "y"], "5true"),
            ("{{ \" }}", [:], ""),
            ("{{ '' }}|{{ 'it''s' }}", [:], "|it''s"),
        ])
    }

    func testRanges() {
        assertRows([
            ("{{ 1...3 }}", [:], "[1, 2, 3]"),
            ("{{ 3...1 }}", [:], "[3, 2, 1]"),
            ("{{ 1...n }}", ["n": 2.0], "[1, 2]"),
            ("{% for i in 1...n %}{{ i }}{% endfor %}", ["n": 3], "123"),
        ])
        XCTAssertEqual(renderError("{{ \"wait...\" }}")?.message, "'from' value is not an Integer (nil)")
        XCTAssertEqual(renderError("{{ x|default:\"...\" }}")?.message, "'from' value is not an Integer (nil)")
        XCTAssertEqual(renderError("{{ 1...n }}", ["n": 2.5])?.message, "'to' value is not an Integer (2.5 )")
    }

    func testKeyPaths() {
        let context: Value = [
            "a": ["b": [10, 20]],
            "d": ["a b": "spaced", "0": "zero", "count": "key", "1": "one"],
            "key": "a b",
            "blog": ["x": ["y": ["author": ["z": "Kyle"]]]],
            "p1": "x", "p2": "y", "p3": "z",
            "names": ["k": "a b"],
            "n": "k",
        ]
        guard case .dictionary(let c) = context else { return XCTFail() }
        assertRows([
            ("{{ a.b.0 }}|{{ a.b.1 }}|{{ a.b.2 }}|{{ a.b.-1 }}", c, "10|20||"),
            ("{{ d[key] }}", c, "spaced"),
            ("{{ d['a b'] }}", c, "spaced"),
            ("{{ blog[p1][p2].author[p3] }}", c, "Kyle"),
            ("{{ d[names[n]] }}", c, "spaced"),
            ("{{ d.0 }}|{{ d[1] }}", c, "zero|one"),
            ("{{ d.count }}", c, "4"),
            ("{{ a. }}", ["a": 1], "1"),
        ])
    }

    func testKeyPathErrors() {
        XCTAssertEqual(renderError("{{ a..b }}")?.message, "Unexpected '.' in variable 'a..b'")
        XCTAssertEqual(renderError("{{ .a }}")?.message, "Unexpected '.' in variable '.a'")
        XCTAssertEqual(renderError("{{ [a] }}")?.message, "Unexpected '[' in variable '[a]'")
        XCTAssertEqual(renderError("{{ a] }}")?.message, "Unbalanced ']' in variable 'a]'")
        XCTAssertEqual(renderError("{{ a[b]c }}", ["b": "x"])?.message, "Unexpected character 'c' in variable 'a[b]c'")
        XCTAssertEqual(renderError("{{ a[b }}")?.message, "Unbalanced subscript brackets in variable 'a[b'")
        XCTAssertEqual(renderError("{{ a[x] }}")?.message, "Unable to resolve subscript 'x' in variable 'a[x]'")
        XCTAssertEqual(renderError("{{ a[] }}")?.message, "Unable to resolve subscript '' in variable 'a[]'")
        XCTAssertEqual(render("{% if false %}{{ a..b }}{% endif %}"), "", "key path errors are raised when rendered")
    }

    func testReceivers() {
        assertRows([
            ("{{ l.first }}|{{ l.last }}|{{ l.count }}", ["l": [1, 2, 3]], "1|3|3"),
            ("{{ l.first }}|{{ l.last }}|{{ l.count }}", ["l": []], "||0"),
            ("{{ s.1 }}|{{ s.count }}|{{ s.first }}|{{ s.last }}", ["s": "héllo"], "é|5|h|o"),
            ("{{ i.count }}|{{ b.x }}|{{ n.a }}", ["i": 5, "b": true], "||"),
            ("{{ d.x.y }}", ["d": ["x": 1]], ""),
        ])
    }

    func testStringIndexingGivesCharacters() {
        let context: [String: Value] = ["s": "Hello", "name": "_x"]
        assertRows([
            ("{{ s.0 }}|{{ s.first }}|{{ s.last }}|{% if s.0 %}truthy{% endif %}", context, "H|H|o|truthy"),
            ("{{ name.first == \"_\" }}|{{ s.0 != \"H\" }}|{{ s.0 in s }}|{{ s.0 == s.first }}", context, "false|true|false|false"),
            ("{{ s.0|split }}|{{ s.0.count }}|{{ s.0.0 }}|{{ s.0|uppercase == \"H\" }}", context, "H|||true"),
            ("{{ s.0|lowercase }}|{{ d[s.0] }}", ["s": "Hi", "d": ["H": "found"]], "h|found"),
        ])
        XCTAssertEqual(renderSourcery("{{ s.0|toArray }}|{{ s.first|upperFirstLetter }}", ["s": "ab"]), "[\"a\"]|A")
        XCTAssertEqual(renderError("{% include s.0 %}", ["s": "x"], templates: ["x": "included"])?.message, "'s.0' could not be resolved as a string")
    }

    func testBoxedNil() {
        assertRows([
            ("{{ l }}|{{ l.1 }}|{% if l.1 %}truthy{% endif %}", ["l": [1, nil]], "[1, nil]||truthy"),
            ("{% for x in l %}[{{ x }}]{% endfor %}", ["l": [nil, 2]], "[][2]"),
            ("{{ l.0|default:'d' }}", ["l": [nil]], "d"),
        ])
    }

    func testScopes() {
        XCTAssertEqual(renderSourcery("{% if true %}{% set x 1 %}{{ x }}{% endif %}[{{ x }}]", ["c": 1]), "1[]")
        XCTAssertEqual(renderSourcery("{% set x 1 %}{{ x }}", ["c": 1]), "1")
        XCTAssertEqual(render("{% for x in l %}{{ x }}{% endfor %}{{ x }}", ["l": [1], "x": "outer"]), "1outer")
        XCTAssertEqual(render("{{ a }}", ["a": nil]), "")
    }

    func testRenderingValues() {
        assertRows([
            ("{{ t }}|{{ f }}|{{ i }}|{{ n }}", ["t": true, "f": false, "i": 42, "n": -3], "true|false|42|-3"),
            ("{{ a }}|{{ b }}|{{ c }}|{{ d }}", ["a": 2.5, "b": 3.0, "c": 1e20, "d": 1e-5], "2.5|3.0|1e+20|1e-05"),
            ("{{ 3.14159265 }}|{{ 100000000.0 }}", [:], "3.1415927|1e+08"),
            ("{{ a }}|{{ b }}|{{ c }}|{{ d }}|{{ e }}", ["a": [3, 4], "b": ["x", "y"], "c": [1, nil], "d": [[2], []], "e": []],
             "[3, 4]|[\"x\", \"y\"]|[1, nil]|[[2], []]|[]"),
            ("{{ a }}|{{ b }}", ["a": ["k": true], "b": .dictionary([:])], "[\"k\": true]|[:]"),
            ("{{ a }}", ["a": ["q\"b\\s'n\nt\tr\r0\u{0}c\u{1}é"]], "[\"q\\\"b\\\\s\\'n\\nt\\tr\\r0\\0c\\u{01}é\"]"),
            ("{{ a }}", ["a": [1.5, true, ["k": [1]]]], "[1.5, true, [\"k\": [1]]]"),
        ])
    }

    func testObjectsThroughTemplateObject() {
        final class Person: TemplateObject {
            var lookups: [String] = []
            func templateValue(forKey key: String) -> Value? {
                lookups.append(key)
                switch key {
                case "name": return "Ann"
                case "friends": return .array([.object(Person())])
                case "nothing": return .null
                default: return nil
                }
            }
            var templateDescription: String { "Person" }
        }
        let person = Person()
        XCTAssertEqual(render("{{ p.name }} {{ p }} {{ p.friends.first.name }} [{{ p.unknown }}] {{ p.friends }}",
                              ["p": .object(person)]),
                       "Ann Person Ann [] [Person]")
        XCTAssertEqual(person.lookups, ["name", "friends", "unknown", "friends"], "only asked properties are computed")
    }
}
