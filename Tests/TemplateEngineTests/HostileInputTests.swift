import XCTest
@testable import TemplateEngine

/// Hostile templates end in a clear, located error, in bounded time and memory.
final class HostileInputTests: XCTestCase {
    func testSelfInclude() throws {
        let error = try XCTUnwrap(renderError("{% include \"self\" %}", templates: ["self": "x{% include \"self\" %}"]))
        XCTAssertEqual(error.message, "include nested deeper than 64 levels (recursive include, extends or macro?)")
        XCTAssertEqual(error.location?.path, "self")
    }

    func testExtendsCycle() throws {
        let templates = ["a": "{% extends \"b\" %}", "b": "{% extends \"a\" %}"]
        let error = try XCTUnwrap(renderError("{% extends \"a\" %}", templates: templates))
        XCTAssertEqual(error.message, "extends nested deeper than 64 levels (recursive include, extends or macro?)")
    }

    func testRecursiveMacro() throws {
        let error = try XCTUnwrap(renderError("{% macro m %}x{% call m %}{% endmacro %}\n{% call m %}", ["c": 1], mode: .sourcery))
        XCTAssertEqual(error.message, "macro call nested deeper than 64 levels (recursive include, extends or macro?)")
        XCTAssertEqual(error.location?.line, 1)
        XCTAssertEqual(error.stack.first?.line, 2)
    }

    func testHugeLoops() throws {
        let range = try XCTUnwrap(renderError("{% for i in 1...1000000 %}{{ i }}{% endfor %}"))
        XCTAssertEqual(range.message, "range 1...1000000 is larger than the limit of 500000 items")
        XCTAssertEqual(RenderLimits().maxLoopIterations, 500_000)
        let nested = try XCTUnwrap(renderError("{% for a in 1...300 %}\n{% for b in 1...300 %}{% endfor %}{% endfor %}",
                                               limits: RenderLimits(maxLoopIterations: 50_000)))
        XCTAssertEqual(nested.message, "loops exceed the limit of 50000 iterations")
        XCTAssertEqual(nested.location?.line, 2, "the loop that crossed the limit")
        XCTAssertEqual(renderError("{{ 1...9223372036854775807 }}")?.message, "'to' value is not an Integer (9223372036854775807 )")
        XCTAssertEqual(renderError("{{ -9223372036854775807...9223372036854775807 }}")?.message, "'to' value is not an Integer (9223372036854775807 )")
    }

    /// Two includes (or calls) per level render 2⁴⁰ times within the nesting limit, writing
    /// nothing: every include, extends, import and call counts against the loop iteration limit.
    func testIncludeAndMacroFanOutStopsAtTheIterationLimit() throws {
        var templates: [String: String] = ["I40": ""]
        for level in 0..<40 { templates["I\(level)"] = "{% include \"I\(level + 1)\" %}{% include \"I\(level + 1)\" %}" }
        let message = "include, extends, import and macro calls exceed the limit of 500000 (the loop iteration limit)"
        XCTAssertEqual(renderError("{% include \"I0\" %}", templates: templates)?.message, message)
        // Within the limit, the same shape renders: 2¹⁸ - 2 includes, 2¹⁷ of them of "x".
        templates["I17"] = "x"
        let shallow = templates.filter { Int($0.key.dropFirst())! <= 17 }
        XCTAssertEqual(render("{% include \"I0\" %}", templates: shallow)?.count, 1 << 17)
        XCTAssertEqual(renderError("{% include \"I0\" %}", templates: shallow,
                                   limits: RenderLimits(maxLoopIterations: 1_000))?.message,
                       "include, extends, import and macro calls exceed the limit of 1000 (the loop iteration limit)")
    }

    func testHugeOutput() throws {
        var template = "{% set s %}xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx{% endset %}"
        for _ in 0..<40 { template += "{% set s %}{{ s }}{{ s }}{% endset %}" }
        template += "{{ s }}"
        let error = try XCTUnwrap(renderError(template, ["c": 1], mode: .sourcery))
        XCTAssertEqual(error.message, "output exceeds the limit of 67108864 bytes")
        XCTAssertEqual(renderError("{{ s|indent:1000000000 }}", ["s": "a\nb"])?.message, "'indent' filter width 1000000000 is larger than 10000")
        let wide = String(repeating: "x", count: 20_000)
        XCTAssertEqual(renderError("{{ s|replace:\"x\",s }}", ["s": .string(wide)], mode: .sourcery)?.message,
                       "'replace' result would exceed 268435456 bytes")
    }

    func testSmallLimits() {
        let limits = RenderLimits(maxOutputBytes: 10, maxDepth: 2, maxLoopIterations: 3, maxNesting: 3)
        XCTAssertEqual(renderError("{% for i in l %}{% endfor %}", ["l": [1, 2, 3, 4]], limits: limits)?.message, "loops exceed the limit of 3 iterations")
        XCTAssertEqual(renderError("0123456789abc", limits: limits)?.message, "output exceeds the limit of 10 bytes")
        XCTAssertEqual(renderError("{% if a %}{% if a %}{% if a %}{% if a %}{% endif %}{% endif %}{% endif %}{% endif %}", limits: limits)?.message, "tags nested deeper than 3 levels")
    }

    /// Limits given to one render replace the environment's, for that render only (an include
    /// counts against them too); the environment's hold for the next render.
    func testLimitsGivenToARenderReplaceTheEnvironments() throws {
        let environment = Environment(loader: DictionaryLoader(templates: ["Part": "{% for i in l %}{% endfor %}"]),
                                      options: RenderOptions(limits: RenderLimits(maxLoopIterations: 3)))
        let template = try environment.parseTemplate(source: "{% include \"Part\" %}done", path: "Main")
        let context: [String: Value] = ["l": [1, 2, 3, 4]]
        let wider = ByteBuffer()
        try environment.render(template, context: context, appendingTo: wider, limits: RenderLimits(maxLoopIterations: 4))
        XCTAssertEqual(wider.string, "done")
        XCTAssertThrowsError(try environment.render(template, context: context, appendingTo: ByteBuffer())) { error in
            XCTAssertEqual((error as? TemplateError)?.message, "loops exceed the limit of 3 iterations")
        }
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deepTags = String(repeating: "{% if a %}", count: 10_000) + String(repeating: "{% endif %}", count: 10_000)
        XCTAssertEqual(renderError(deepTags)?.message, "tags nested deeper than 256 levels")
        let brackets = "{% if " + String(repeating: "( ", count: 5_000) + "a" + String(repeating: " )", count: 5_000) + " %}{% endif %}"
        XCTAssertEqual(renderError(brackets)?.message, "'if' expression error: brackets nested deeper than 256 levels")
        let nots = "{% if " + String(repeating: "not ", count: 10_000) + "a %}{% endif %}"
        XCTAssertEqual(renderError(nots)?.message, "'if' expression error: expression nested too deeply (more than 1024 levels)")
        XCTAssertEqual(render("{{ " + String(repeating: "(", count: 100_000) + "a }}"), "")
        XCTAssertEqual(renderError("{{ a" + String(repeating: "[a", count: 10_000) + String(repeating: "]", count: 10_000) + " }}")?.message.hasPrefix("Subscripts nested deeper than 32 levels in variable 'a[a[a[a["), true)
        XCTAssertEqual(render("{% if " + String(repeating: "a ", count: 1) + "%}x{% endif %}", ["a": true]), "x")
    }

    func testFlatChainsOfAndOrTermsRenderWithoutDeepRecursion() throws {
        // One level per run of `and`/`or`: evaluating, listing the names of and freeing a chain of
        // any length stays shallow on the stack.
        let terms = (0..<30_000).map { $0 == 0 ? "a" : ($0 % 3 == 0 ? " or a" : " and a") }
        let mixed = "{% if " + terms.joined() + " or last %}x{% else %}y{% endif %}"
        XCTAssertEqual(render(mixed, ["a": false, "last": true]), "x")
        XCTAssertEqual(render(mixed, ["a": false, "last": false]), "y")
        let ands = "{% if " + Array(repeating: "a", count: 80_000).joined(separator: " and ") + " %}x{% endif %}"
        XCTAssertEqual(render(ands, ["a": true]), "x")
        let environment = Environment(loader: DictionaryLoader(templates: ["t": ands]))
        XCTAssertEqual(environment.lookupNames(of: try environment.loadTemplate(name: "t")), ["a"])
    }

    func testChainsThatNestTheTreeEndInAnError() {
        let comparisons = "{% if " + Array(repeating: "a", count: 50_000).joined(separator: " == ") + " %}x{% endif %}"
        XCTAssertEqual(renderError(comparisons)?.message,
                       "'if' expression error: expression nested too deeply (more than 1024 levels)")
        let contains = "{% if " + Array(repeating: "a", count: 50_000).joined(separator: " in ") + " %}x{% endif %}"
        XCTAssertEqual(renderError(contains)?.message,
                       "'if' expression error: expression nested too deeply (more than 1024 levels)")
        // Bracketed runs nest one level per bracket, and each bracket level counts.
        let bracketed = "{% if " + String(repeating: "not ( a or ", count: 300) + "a" + String(repeating: " )", count: 300) + " %}x{% endif %}"
        XCTAssertEqual(renderError(bracketed)?.message, "'if' expression error: brackets nested deeper than 256 levels")
        // Just under the limits still renders.
        let deepButFine = "{% if " + String(repeating: "not ( a or ", count: 200) + "a" + String(repeating: " )", count: 200) + " %}x{% else %}y{% endif %}"
        XCTAssertEqual(render(deepButFine, ["a": true]), "y")
    }

    func testDeepBracketsFailFastInLinearTime() {
        let started = Date()
        let brackets = "{% if " + String(repeating: "( ", count: 100_000) + "a" + String(repeating: " )", count: 100_000) + " %}{% endif %}"
        XCTAssertEqual(renderError(brackets)?.message, "'if' expression error: brackets nested deeper than 256 levels")
        let unbalanced = "{% if " + String(repeating: "( ", count: 100_000) + "a %}{% endif %}"
        XCTAssertEqual(renderError(unbalanced)?.message, "'if' expression error: brackets nested deeper than 256 levels")
        XCTAssertEqual(renderError("{% if ( a %}{% endif %}")?.message, "'if' expression error: missing closing bracket")
        XCTAssertEqual(renderError("{% if a ) %}{% endif %}")?.message, "'if' expression error: missing opening bracket")
        XCTAssertEqual(render("{% if ( ( a ) and ( b or c ) ) %}x{% endif %}", ["a": true, "c": true]), "x")
        // A bound, not a value: wall-clock time varies with the machine and its load.
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "linear in the number of brackets")
    }

    func testReplaceIsLinear() throws {
        // A target that almost matches everywhere made the naive search take source × target steps.
        let source = String(repeating: "a", count: 1 << 20)
        let target = String(repeating: "a", count: 4_000) + "b"
        var started = Date()
        XCTAssertEqual(render("{{ s|replace:t,\"x\" }}", ["s": .string(source), "t": .string(target)], mode: .sourcery), source)
        // Bounds, not values: wall-clock time varies with the machine and its load.
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        started = Date()
        let replaced = render("{{ s|replace:\"aa\",\"b\" }}", ["s": .string(source + "a")], mode: .sourcery)
        XCTAssertEqual(replaced, String(repeating: "b", count: 1 << 19) + "a")
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        XCTAssertEqual(LiteralReplacement.replace(in: "a\r\nb\u{E9}\nc", target: "\n", replacement: "|"), "a\r|b\u{E9}|c")
        XCTAssertEqual(render("{{ s|replace:\"\u{E9}\",\"e\" }}", ["s": "caf\u{E9} \u{E9}t\u{E9}"], mode: .sourcery), "cafe ete")
        XCTAssertEqual(render("{{ s|replace:\"abab\",\"X\" }}", ["s": "abababab aababab"], mode: .sourcery), "XX aXab")
    }

    func testContainsInAndSplitAreLinear() throws {
        // A needle that almost matches everywhere made `contains`, `in` and `split` take text × needle steps.
        let text = String(repeating: "a", count: 1 << 20)
        let needle = String(repeating: "a", count: 4_000) + "b"
        let values: [String: Value] = ["s": .string(text), "n": .string(needle), "t": .string(text + needle + "c")]
        for template in ["{% if s|contains:n %}yes{% else %}no{% endif %}", "{% if n in s %}yes{% else %}no{% endif %}",
                         "{{ s|split:n|count }}", "{% if t|contains:n %}yes{% endif %}", "{{ t|split:n|last }}"] {
            let started = Date()
            XCTAssertEqual(render(template, values, mode: .sourcery),
                           ["{{ s|split:n|count }}": "1", "{% if t|contains:n %}yes{% endif %}": "yes", "{{ t|split:n|last }}": "c"][template] ?? "no",
                           template)
            // A bound, not a value: wall-clock time varies with the machine and its load.
            XCTAssertLessThan(Date().timeIntervalSince(started), 10, template)
        }
        // Byte matches give Foundation's pieces: no overlaps, empty pieces kept, CRLF and non-ASCII left to Foundation.
        XCTAssertEqual(render("{{ s|split:\"aa\"|join:\"|\" }}", ["s": "aaaaa,aa"], mode: .sourcery), "||a,|")
        XCTAssertEqual(render("{{ s|split:\",\"|join:\"|\" }}", ["s": "a,\r\n,b,"], mode: .sourcery), "a|\r\n|b|")
        XCTAssertEqual(render("{{ s|split:\"\u{E9}\"|join:\"|\" }}", ["s": "caf\u{E9} \u{E9}t\u{E9}"], mode: .sourcery), "caf| |t|")
        XCTAssertEqual(render("{{ s|split|join:\"|\" }}", ["s": "a b  c"], mode: .sourcery), "a|b||c")
    }

    func testManyNamesSetInOneScopeAreFoundInLinearTime() throws {
        // Every lookup searched every name the template had set: 100,000 `set` tags took minutes,
        // 30,000 well over the bound below in a debug build.
        let count = 30_000
        let sets = (0..<count).map { "{% set v\($0) %}\($0){% endset %}" }.joined()
        let macros = (0..<count).map { "{% macro m\($0) %}\($0){% endmacro %}" }.joined()
        for template in [sets + "{{ v0 }} {{ v29999 }}", "{% for x in list %}" + sets + "{{ v0 }} {{ v29999 }}{% endfor %}",
                         macros + "{% call m0 %} {% call m29999 %}"] {
            let started = Date()
            XCTAssertEqual(render(template, ["list": .array([.int(1)]), "root": "r"], mode: .sourcery), "0 29999")
            // A bound, not a value: wall-clock time varies with the machine and its load.
            XCTAssertLessThan(Date().timeIntervalSince(started), 20)
        }
    }

    func testFilterResultsInALoopStopAtTheirLimit() throws {
        XCTAssertEqual(RenderLimits().maxFilterResultBytes, 8 * 64 * 1024 * 1024)
        // Each iteration builds 128 KiB that is never written, so the output limit does not see it:
        // 400,000 iterations would build 50 GiB; the limit (8 MiB here) stops the loop at the 65th.
        let big = String(repeating: "a", count: 1 << 16)
        let template = "{% for i in 1...400000 %}\n  {% if big|replace:\"a\",\"bb\" == \"\" %}x{% endif %}{% endfor %}"
        let started = Date()
        let error = try XCTUnwrap(renderError(template, ["big": .string(big)], mode: .sourcery,
                                              limits: RenderLimits(maxOutputBytes: 1 << 20)))
        // A bound, not a value: wall-clock time varies with the machine and its load.
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        XCTAssertEqual(error.message, "filter results exceed the limit of 8388608 bytes (8 times the output limit)")
        XCTAssertEqual(error.description.components(separatedBy: "\n").first,
                       "test.stencil:2:6: error: filter results exceed the limit of 8388608 bytes (8 times the output limit)")
    }

    func testFilterResultLimitCountsEveryStringFilterAndFollowsTheOutputLimit() throws {
        let limits = RenderLimits(maxOutputBytes: 10)
        XCTAssertEqual(limits.maxFilterResultBytes, 80)
        // 8 iterations of a 9-byte `join` result fit; the ninth crosses the limit.
        let join = "{% for i in 1...N %}{% set s l|join:\",\" %}{% endfor %}"
        let list: Value = .array((0..<5).map { .int($0) })
        XCTAssertEqual(render(join.replacingOccurrences(of: "N", with: "8"), ["l": list], mode: .sourcery, limits: limits), "")
        XCTAssertEqual(renderError(join.replacingOccurrences(of: "N", with: "9"), ["l": list], mode: .sourcery, limits: limits)?.message,
                       "filter results exceed the limit of 80 bytes (8 times the output limit)")
        // Every filter of a chain counts the text it returns (values that are not text count
        // nothing): 2 × 13 bytes per word here. A chain run again on the same text reuses its
        // result, which builds nothing.
        let chain = "{% for s in words %}{% if s|uppercase|lowercase|isEmpty %}{% endif %}{% endfor %}"
        let words: [String] = ["abcdefghijklm", "bcdefghijklmn", "cdefghijklmno"]
        XCTAssertEqual(render(chain, ["words": .array(words.map { .string($0) })], mode: .sourcery, limits: limits), "")
        XCTAssertEqual(renderError(chain, ["words": .array((words + ["defghijklmnop"]).map { .string($0) })], mode: .sourcery,
                                   limits: limits)?.message,
                       "filter results exceed the limit of 80 bytes (8 times the output limit)")
        let repeated = Value.array(Array(repeating: .string("abcdefghijklm"), count: 100))
        XCTAssertEqual(render(chain, ["words": repeated], mode: .sourcery, limits: limits), "")
        XCTAssertEqual(RenderLimits(maxOutputBytes: .max).maxFilterResultBytes, .max)
    }

    func testListsThatFiltersReturnCountAgainstTheFilterResultLimit() throws {
        XCTAssertEqual(RenderLimits.filterResultBytesPerElement, 8)
        let limits = RenderLimits(maxOutputBytes: 100)
        // A list of 10 elements counts 80 bytes: 10 iterations fit in 800, the 11th crosses.
        let split = "{% for i in 1...N %}{% set l s|split:\",\" %}{% endfor %}ok"
        let context: [String: Value] = ["s": "a,b,c,d,e,f,g,h,i,j"]
        XCTAssertEqual(render(split.replacingOccurrences(of: "N", with: "10"), context, mode: .sourcery, limits: limits), "ok")
        let error = try XCTUnwrap(renderError(split.replacingOccurrences(of: "N", with: "100000"), context, mode: .sourcery, limits: limits))
        XCTAssertEqual(error.message, "filter results exceed the limit of 800 bytes (8 times the output limit)")
        XCTAssertEqual(error.location?.line, 1)
        // Every `push` copies the list it grows, and counts the copy: 4 pushes make lists of 1, 2,
        // 3 and 4 elements (80 bytes with a limit of 80), a fifth crosses it. (Inside a loop, whose
        // scope takes the `set`: at the top level of an empty context a `set` is not kept.)
        let small = RenderLimits(maxOutputBytes: 10)
        let pushes = "{% for i in 1...1 %}{% set l x|push:1|push:2|push:3|push:4 %}{{ l.count }}{% endfor %}"
        XCTAssertEqual(render(pushes, mode: .sourcery, limits: small), "4")
        XCTAssertEqual(renderError(pushes.replacingOccurrences(of: "push:4", with: "push:4|push:5"), mode: .sourcery, limits: small)?.message,
                       "filter results exceed the limit of 80 bytes (8 times the output limit)")
    }

    /// Brackets around a filter argument or a tag word are split off one at a time, each in
    /// constant time: 100,000 of them fail at once instead of copying the word 100,000 times.
    func testManyBracketsAroundAWordSplitInLinearTime() {
        let started = Date()
        let brackets = String(repeating: "(", count: 100_000)
        XCTAssertEqual(renderError("{{ \"a\"|default:\(brackets) }}")?.message, "Unknown filter '('.")
        XCTAssertEqual(renderError("{% call m \(brackets) %}", mode: .sourcery)?.message, "Call to undefined block 'm'.")
        XCTAssertEqual(SmartSplit.split("f ((x)) y"), ["f", "(", "(", "x", ")", ")", "y"])
        // A bound, not a value: wall-clock time varies with the machine and its load.
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "linear in the number of brackets")
    }

    /// An unknown filter name of a megabyte is not compared letter by letter with every filter
    /// name: none is long enough to be suggested.
    func testHugeUnknownFilterNameIsNotComparedWithEveryFilter() {
        let started = Date()
        let name = String(repeating: "x", count: 1_000_000)
        XCTAssertEqual(renderError("{{ a|\(name) }}")?.message, "Unknown filter '\(name)'.")
        XCTAssertEqual(renderError("{{ a|uppercasee }}")?.message, "Unknown filter 'uppercasee'. Found similar filters: 'uppercase'.")
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "one pass over the name")
    }

    func testUnterminatedTags() {
        assertRows([
            ("text {{ var", [:], "text "),
            ("a {# comment", [:], "a "),
        ])
        XCTAssertEqual(renderError("{% if x %}y{% endif", ["x": true])?.message, "`endif` was not found.")
    }
}
