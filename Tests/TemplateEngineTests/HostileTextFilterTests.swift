import Foundation
import XCTest
@testable import TemplateEngine

/// Filters that build text or lists, on hostile text: Foundation's answers, in linear time, and
/// stopped at the filter-result bound before building past it.
final class HostileTextFilterTests: XCTestCase {
    private func pieces(_ text: String, _ separator: String) throws -> [String] {
        try SeparatorSplit.components(of: text, separatedBy: separator, budget: .unlimited).map { value -> String in
            guard case .string(let piece) = value else { XCTFail("not a string: \(value)"); return "" }
            return piece
        }
    }

    /// Foundation matches whole Characters, by canonical equivalence (results read off
    /// `components(separatedBy:)` on Linux, Swift 6.3.1, which Stencil's `split` calls).
    func testSplitMatchesWholeCharactersAsFoundationDoes() throws {
        XCTAssertEqual(try pieces("e\u{301}xe", "e"), ["e\u{301}x", ""], "e + combining acute is one Character")
        XCTAssertEqual(try pieces("a\r\nb", "\n"), ["a\r\nb"], "\\n is not found inside \\r\\n")
        XCTAssertEqual(try pieces("a\r\nb", "\r"), ["a\r\nb"])
        XCTAssertEqual(try pieces("a\r\nb\r\n", "\r\n"), ["a", "b", ""])
        XCTAssertEqual(try pieces("a\nb\r\nc\nd", "\n"), ["a", "b\r\nc", "d"])
        XCTAssertEqual(try pieces("\u{E9}", "e\u{301}"), ["", ""], "canonically equivalent")
        XCTAssertEqual(try pieces("\u{212B}x\u{C5}", "A\u{30A}"), ["", "x", ""], "Angstrom sign, Å, A + ring")
        XCTAssertEqual(try pieces("x\u{301}y", "\u{301}"), ["x\u{301}y"])
        XCTAssertEqual(try pieces("a,\u{301}b,c", ","), ["a,\u{301}b", "c"])
        XCTAssertEqual(try pieces("\u{1F1E6}\u{1F1E6}\u{1F1E6}", "\u{1F1E6}"), ["\u{1F1E6}\u{1F1E6}", ""], "a flag, then a lone indicator")
        XCTAssertEqual(try pieces("ab\u{200D}cd", "b"), ["ab\u{200D}cd"], "a zero-width joiner extends the b")
        XCTAssertEqual(try pieces("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467},x", "\u{1F468}"), ["\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467},x"])
        XCTAssertEqual(try pieces("abcabc", "abc"), ["", "", ""])
        XCTAssertEqual(try pieces("caf\u{E9}", ""), ["caf\u{E9}"])
        XCTAssertEqual(try pieces("", "\u{E9}"), [""])
        XCTAssertEqual(render("{{ s|split:\"\u{E9}\"|join:\"|\" }}", ["s": "e\u{301}te\u{301}"], mode: .sourcery), "|t|")
    }

    /// Random text over scalars that combine, join, pair up or decompose, split as Foundation splits it.
    func testSplitAgreesWithFoundationOnRandomUnicode() throws {
        let alphabet = ["a", "e", "\u{301}", "\u{E9}", "\u{327}", "\r", "\n", "\u{1F1E6}", "\u{1F1E7}", "\u{200D}", "\u{1F468}",
                        "\u{1F3FD}", ",", "\u{1100}", "\u{1161}", "\u{AC00}", "\u{11A8}", "\u{915}", "\u{94D}", "\u{FE0F}",
                        "\u{2764}", "\u{C5}", "\u{212B}", "A\u{30A}"]
        var state: UInt64 = 0x5EED
        func draw(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for round in 0..<20_000 {
            let text = (0..<draw(9)).map { _ in alphabet[draw(alphabet.count)] }.joined()
            let separator = (0..<1 + draw(3)).map { _ in alphabet[draw(alphabet.count)] }.joined()
            XCTAssertEqual(try pieces(text, separator).map { Array($0.unicodeScalars) },
                           text.components(separatedBy: separator).map { Array($0.unicodeScalars) },
                           "round \(round): \(text.debugDescription) by \(separator.debugDescription)")
        }
    }

    /// Foundation's search tried the separator at every Character: text × separator steps.
    func testSplitIsLinearOnNonASCIIAndLineBreaks() throws {
        let almost = String(repeating: "a", count: 4_000)
        let cases: [(text: String, separator: String, count: String)] = [
            ("\u{E9}" + String(repeating: "a", count: 1 << 20), almost + "b", "1"),
            ("\r\n" + String(repeating: "a", count: 1 << 20), almost + "\r\n", "1"),
            ("a" + String(repeating: "\u{301}", count: 1 << 18) + ",b", "\u{301}", "1"),
            (String(repeating: "\u{1F1E6}", count: 1 << 18), "\u{1F1E6}", "1"),
            (String(repeating: "\u{1F1E6}", count: 1 << 18), "\u{1F1E6}\u{1F1E6}", String((1 << 17) + 1)),
            (String(repeating: "x\u{200D}", count: 1 << 18), "x\u{200D}x", "1"),
        ]
        for (index, item) in cases.enumerated() {
            let started = Date()
            XCTAssertEqual(render("{{ s|split:n|count }}", ["s": .string(item.text), "n": .string(item.separator)], mode: .sourcery),
                           item.count, "case \(index)")
            // A bound, not a value: wall-clock time varies with the machine and its load.
            XCTAssertLessThan(Date().timeIntervalSince(started), 10, "case \(index)")
        }
    }

    func testSplitStopsAtTheFilterResultLimitWhileSplitting() throws {
        // 1 MiB of commas would be 1,048,577 pieces (8 MiB counted); the limit is 800 KiB, 102,400 pieces.
        let error = try XCTUnwrap(renderError("{{ s|split:\",\"|count }}", ["s": .string(String(repeating: "\u{E9},", count: 1 << 20))],
                                              mode: .sourcery, limits: RenderLimits(maxOutputBytes: 100 << 10)))
        XCTAssertEqual(error.message, "filter results exceed the limit of 819200 bytes (8 times the output limit)")
    }

    func testIndentSplitsAtEveryNewlineScalarAndJoinsWithLineFeeds() throws {
        XCTAssertEqual(render("{{ s|indent:2 }}", ["s": "a\r\nb\u{2028}c\u{85}d\u{2029}\u{B}e\u{C}"]),
                       "a\n\n  b\n  c\n  d\n\n  e\n")
        XCTAssertEqual(render("{{ s|indent:2,\"-\",true }}", ["s": "\nx\u{301}\n\n"]), "--\n--x\u{301}\n\n")
        XCTAssertEqual(render("{{ s|indent:1,\"\u{E9}\" }}", ["s": "\u{E9}\n\u{E9}"]), "\u{E9}\n\u{E9}\u{E9}")
        XCTAssertEqual(render("{{ s|indent:0 }}|{{ s|indent:-3 }}", ["s": "a\nb"]), "a\nb|a\nb")
    }

    /// 500,000 lines indented by 10,000 would be 5 GB: counted first, nothing is built.
    func testIndentStopsBeforeBuildingPastTheFilterResultLimit() throws {
        let limits = RenderLimits(maxOutputBytes: 1 << 20)
        let lines: Value = .string(String(repeating: "x\n", count: 500_000))
        let started = Date()
        let error = try XCTUnwrap(renderError("{{ s|indent:10000 }}", ["s": lines], limits: limits))
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        XCTAssertEqual(error.message, "filter results exceed the limit of 8388608 bytes (8 times the output limit)")
        // The indentation itself: 10,000 times a 1 KiB unit is 10 MB.
        let unit: Value = .string(String(repeating: "u", count: 1 << 10))
        XCTAssertEqual(renderError("{{ s|indent:10000,u }}", ["s": "a", "u": unit], limits: limits)?.message,
                       "filter results exceed the limit of 8388608 bytes (8 times the output limit)")
        XCTAssertEqual(render("{{ s|indent:1000,u }}", ["s": "a\nb", "u": unit], limits: limits),
                       "a\n" + String(repeating: "u", count: 1_024_000) + "b")
    }

    func testJoinAndReplaceStopAtTheFilterResultLimit() throws {
        let limits = RenderLimits(maxOutputBytes: 1 << 20)
        let exceeded = "filter results exceed the limit of 8388608 bytes (8 times the output limit)"
        // 100 references to one 100 KiB text take little memory; joined they are 10 MB.
        let list: Value = .array(Array(repeating: .string(String(repeating: "a", count: 100 << 10)), count: 100))
        XCTAssertEqual(renderError("{{ l|join:\",\" }}", ["l": list], limits: limits)?.message, exceeded)
        // 64 KiB of `a`, each replaced by 10 bytes: 640 KiB, past a limit of 512 KiB; by 7: 448 KiB fit.
        let small = RenderLimits(maxOutputBytes: 1 << 16)
        let text: Value = .string(String(repeating: "a", count: 1 << 16))
        XCTAssertEqual(renderError("{{ s|replace:\"a\",\"bbbbbbbbbb\",\"regex\" }}", ["s": text], mode: .sourcery, limits: small)?.message,
                       "filter results exceed the limit of 524288 bytes (8 times the output limit)")
        XCTAssertEqual(renderError("{{ s|replace:\"a\",\"bbbbbbbbbb\" }}", ["s": text], mode: .sourcery, limits: small)?.message,
                       "filter results exceed the limit of 524288 bytes (8 times the output limit)")
        XCTAssertEqual(render("{{ s|replace:\"a\",\"bbbbbbb\",\"regex\"|hasSuffix:\"ab\" }}", ["s": text], mode: .sourcery, limits: small), "false")
    }

    /// `{% set l l|push:l %}` doubles what the list holds at the cost of one element: 40 of them
    /// hold 2⁴⁰ copies of the first. Its text is built only as far as the output or filter-result
    /// limit leaves room for (it was built whole, which never ended).
    func testAListHoldingItselfIsRenderedOnlyAsFarAsTheLimitsAllow() throws {
        let limits = RenderLimits(maxOutputBytes: 1 << 16)
        let doubling = "{% for i in 1...1 %}{% set l x|push:\"a\" %}" + String(repeating: "{% set l l|push:l %}", count: 40)
        let started = Date()
        XCTAssertEqual(renderError(doubling + "{{ l }}{% endfor %}", mode: .sourcery, limits: limits)?.message,
                       "output exceeds the limit of 65536 bytes")
        XCTAssertEqual(renderError(doubling + "{{ l|join:\",\"|count }}{% endfor %}", mode: .sourcery, limits: limits)?.message,
                       "filter results exceed the limit of 524288 bytes (8 times the output limit)")
        XCTAssertEqual(renderError(doubling + "{{ l.last|indent:2 }}{% endfor %}", mode: .sourcery, limits: limits)?.message,
                       "filter results exceed the limit of 524288 bytes (8 times the output limit)")
        // A bound, not a value: wall-clock time varies with the machine and its load.
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        let twice = "{% for i in 1...1 %}{% set l x|push:\"a\" %}{% set l l|push:l %}{% set l l|push:l %}{{ l }}{% endfor %}"
        XCTAssertEqual(render(twice, mode: .sourcery, limits: limits), "[Optional(\"a\"), Optional([Optional(\"a\")]), Optional([Optional(\"a\"), Optional([Optional(\"a\")])])]")
    }
}
