import XCTest
@testable import TemplateEngine

/// §5.3: `for` loops.
final class ForTagTests: XCTestCase {
    func testIterationSources() {
        assertRows([
            ("{% for x in l %}{{ x }}{% endfor %}", ["l": [1, 2, 3]], "123"),
            ("{% for k, v in d %}{{ k }}={{ v }};{% endfor %}", ["d": ["b": 2, "a": 1, "C": 3, "_": 4, "10": 5, "9": 6]],
             "10=5;9=6;C=3;_=4;a=1;b=2;"),
            ("{% for k in d %}{{ k }};{% endfor %}", ["d": ["b": 2, "a": 1]], "a;b;"),
            ("{% for _, v in d %}{{ v }}{% endfor %}", ["d": ["b": 2, "a": 1]], "12"),
            ("{% for x in s %}{{ x }}{% empty %}none{% endfor %}", ["s": "abc"], "none"),
            ("{% for x in n %}{{ x }}{% empty %}none{% endfor %}", ["n": 5], "none"),
            ("{% for x in d %}{{ x }}{% empty %}none{% endfor %}", ["d": .dictionary([:])], "none"),
            ("{% for x in missing %}{{ x }}{% empty %}none{% endfor %}", [:], "none"),
            ("{% for a, b in l %}{{ a }}|{{ b }}{% endfor %}", ["l": [[1, 2]]], "[1, 2]|"),
            ("{% for x in l|reversed %}{{ x }}{% endfor %}", ["l": [1, 2]], "21"),
            ("{% for x in ars | default: a, b %}{{ x }}{% endfor %}", ["a": [7]], "7"),
        ], mode: .sourcery)
    }

    func testForloopVariables() {
        assertRows([
            ("{% for x in l %}{{ forloop.counter }}{{ forloop.counter0 }}{{ forloop.first }}{{ forloop.last }}{{ forloop.length }} {% endfor %}",
             ["l": ["a", "b"]], "10truefalse2 21falsetrue2 "),
            ("{% for x in l where x > 1 %}{{ forloop.counter }}:{{ x }}/{{ forloop.length }} {% endfor %}",
             ["l": [1, 2, 3]], "1:2/2 2:3/2 "),
            ("{% for x in l where x > 5 %}{{ x }}{% empty %}none{% endfor %}", ["l": [1, 2]], "none"),
            ("{% for x in l %}{% for y in l where forloop.counter == 2 %}{{ x }}{{ y }} {% endfor %}{% endfor %}",
             ["l": [1, 2]], "21 22 "),
            ("{{ x }}{% for x in l %}{{ x }}{% endfor %}{{ x }}", ["l": [1], "x": 0], "010"),
        ])
    }

    /// `forloop` is updated from one iteration to the next rather than rebuilt: every iteration must
    /// still see exactly its own entries, in a nested loop too (which starts over each time).
    func testForloopIsWhollyEachIterationsOwn() {
        assertRows([
            ("{% for x in l %}{% for k, v in forloop %}{{ k }}={{ v }},{% endfor %} {% endfor %}", ["l": [1, 2, 3]],
             "counter=1,counter0=0,first=true,last=false,length=3, counter=2,counter0=1,first=false,last=false,length=3, "
                + "counter=3,counter0=2,first=false,last=true,length=3, "),
            ("{% for x in l %}{% for y in l %}{{ forloop.counter }}{{ forloop.first }}{{ forloop.last }} {% endfor %}{% endfor %}",
             ["l": [1, 2]], "1truefalse 2falsetrue 1truefalse 2falsetrue "),
            ("{% for x in l %}{{ forloop.first }}{{ forloop.last }}{% endfor %}", ["l": [1]], "truetrue"),
        ])
    }

    /// Short loops share prebuilt `forloop` dictionaries and longer ones update theirs: both give
    /// every iteration its own entries, for every length on either side of the boundary.
    func testForloopOfEveryLength() {
        let template = "{% for x in l %}{{ forloop.counter }}{{ forloop.counter0 }}{{ forloop.first }}{{ forloop.last }}{{ forloop.length }} {% endfor %}"
        for count in 1...12 {
            let expected = (0..<count).map { "\($0 + 1)\($0)\($0 == 0)\($0 == count - 1)\(count) " }.joined()
            XCTAssertEqual(render(template, ["l": .array((0..<count).map { .int($0) })]), expected, "\(count) items")
        }
        let labelled = "{% outer: for x in l %}{% for y in l %}{{ forloop.outer.counter }}{{ forloop.counter }} {% endfor %}{% endfor %}"
        XCTAssertEqual(render(labelled, ["l": [1, 2]]), "11 12 21 22 ")
    }

    func testForloopIsADictionary() {
        assertRows([
            ("{% for x in l %}{% for k, v in forloop %}{{ k }}={{ v }} {% endfor %}{% endfor %}", ["l": ["a"]],
             "counter=1 counter0=0 first=true last=true length=1 "),
            ("{% for x in l %}{% include \"i\" forloop %}{% endfor %}", ["l": ["a", "b"]], "1/2 2/2 "),
            ("{% for x in l %}{{ forloop.count }}{% endfor %}", ["l": ["a"]], "5"),
        ], templates: ["i": "{{ counter }}/{{ length }} "])
        XCTAssertEqual(renderSourcery("{% for x in l %}{{ forloop|sortedValuesByKeys }}{% endfor %}", ["l": ["a"]]),
                       "[1, 0, true, true, 1]")
    }

    /// A body that never names `forloop` skips building it; whatever reaches the loop's context
    /// another way (an included template, a macro) must still see it.
    func testForloopReachesIncludesMacrosAndOuterLabels() {
        assertRows([
            ("{% for x in l %}{% include \"counter\" %}{% endfor %}", ["l": ["a", "b"]], "1 2 "),
            ("{% macro m %}{{ forloop.counter }}{% endmacro %}{% for x in l %}{% call m %}{% endfor %}",
             ["l": ["a", "b"]], "12"),
            ("{% outer: for x in l %}{% for y in l %}{% for z in l %}{{ forloop.outer.counter }}{% endfor %}{% endfor %}{% endfor %}",
             ["l": [1, 2]], "11112222"),
            ("{% for x in l %}{% for y in l %}{{ forloop.counter }}{% endfor %}{% endfor %}", ["l": [1, 2]], "1212"),
            ("{% for x in l %}{% set s %}{{ x }}{% endset %}{{ s }}{% endfor %}", ["l": [1, 2]], "12"),
            ("{% for forloop in l %}{{ forloop }}{% endfor %}", ["l": [1, 2]], "12"),
        ], mode: .sourcery, templates: ["counter": "{{ forloop.counter }} "])
    }

    /// A nested loop's body reads the nested loop's own `forloop`, so an outer loop whose body reads
    /// it only there skips building its own; everywhere else in its body (the nested loop's tag,
    /// its `empty` part, after it) the outer `forloop` must still be there.
    func testOuterForloopWhereNoNestedLoopHidesIt() {
        assertRows([
            ("{% for x in l %}{% for y in e %}{% empty %}{{ forloop.counter }}{% endfor %}{% endfor %}",
             ["l": [1, 2], "e": []], "12"),
            ("{% for x in l %}{% for y in l %}{{ y }}{% endfor %}{{ forloop.last }} {% endfor %}",
             ["l": [1, 2]], "12false 12true "),
            ("{% for x in l %}{% for y in l where forloop.last %}{{ y }}{% endfor %}{% endfor %}",
             ["l": [1, 2]], "12"),
            ("{% for x in l %}{% for y in l %}{% for z in e %}{% empty %}{{ forloop.counter }}{% endfor %}{% endfor %}{% endfor %}",
             ["l": [1, 2], "e": []], "1212"),
            ("{% for x in l %}{% for y in l %}{% include \"counter\" %}{% endfor %}{% endfor %}",
             ["l": [1, 2]], "1 2 1 2 "),
        ], mode: .sourcery, templates: ["counter": "{{ forloop.counter }} "])
    }

    func testLabelsBreakAndContinue() {
        assertRows([
            ("{% for x in l %}{% if x == 2 %}{% break %}{% endif %}{{ x }}{% endfor %}", ["l": [1, 2, 3]], "1"),
            ("{% for x in l %}{% if x == 2 %}{% continue %}{% endif %}{{ x }}{% endfor %}", ["l": [1, 2, 3]], "13"),
            ("{% outer: for x in l %}{% for y in l %}{% if y == 2 %}{% break outer %}{% endif %}{{ x }}{{ y }} {% endfor %}{% endfor %}",
             ["l": [1, 2]], "11 "),
            ("{% outer: for x in l %}{% for y in l %}{% if y == 2 %}{% continue outer %}{% endif %}{{ x }}{{ y }} {% endfor %}!{% endfor %}",
             ["l": [1, 2]], "11 21 "),
            ("{% outer: for x in l %}{% for y in l %}{{ forloop.outer.counter }}{{ forloop.counter }} {% endfor %}{% endfor %}",
             ["l": [1, 2]], "11 12 21 22 "),
            ("{% outer: for x in l %}{{ forloop.label }}{% endfor %}", ["l": [1]], "outer"),
        ])
    }

    func testErrors() {
        let syntax = "'for' statements should use the syntax: `for <x> in <y> [where <condition>]`."
        XCTAssertEqual(renderError("{% for x of l %}{% endfor %}")?.message, syntax)
        XCTAssertEqual(renderError("{% for x in l where %}{% endfor %}")?.message, syntax)
        XCTAssertEqual(renderError("{% for x in l y %}{% endfor %}")?.message, syntax)
        XCTAssertEqual(renderError("{% for x in l %}")?.message, "`endfor` was not found.")
        XCTAssertEqual(renderError("{% break %}")?.message, "'break' can be used only inside loop body")
        XCTAssertEqual(renderError("{% outer: for x in l %}{% break %}{% endfor %}")?.message,
                       "'break' can be used only inside loop body")
        XCTAssertEqual(renderError("{% for x in l %}{% break a b %}{% endfor %}")?.message, "'break a b' can accept only one parameter")
        XCTAssertEqual(renderError("{% for x in l %}{% break nope %}{% endfor %}", ["l": [1]])?.message,
                       "No loop labeled 'nope' is currently running")
        XCTAssertEqual(renderError("{% for a, b, c in d %}{% endfor %}", ["d": ["k": 1]])?.message,
                       "Tuple '(\"k\", 1)' has less values than loop variables")
        XCTAssertEqual(render("{% for x in l %}{% endfor x %}", ["l": [1]]), "")
    }
}
