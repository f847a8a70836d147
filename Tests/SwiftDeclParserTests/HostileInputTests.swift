import XCTest
@testable import SwiftDeclParser
import TestSupport

/// Any byte sequence gives a result and located warnings: no crash, hang, stack overflow or
/// quadratic blow-up. Time bounds are generous for debug builds on a shared 2-core machine.
final class HostileInputTests: XCTestCase {
    private func timed(_ limit: TimeInterval, _ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line) rethrows {
        let start = Date()
        try body()
        let elapsed = Date().timeIntervalSince(start)
        // A bound, not a value: wall-clock time varies with the machine and its load.
        XCTAssertLessThan(elapsed, limit, "took \(elapsed)s", file: file, line: line)
    }

    func testRandomBytesNeverCrash() {
        var generator = SplitMix(seed: 42)
        for round in 0..<40 {
            let count = round == 0 ? 1 << 20 : Int(generator.next() % 4096)
            // Bias toward Swift punctuation so the scanner sees many constructs.
            let alphabet = Array("{}()[]<>\"#/*\\@:;,=.?!`'\n abc struct var let func enum case class extension".utf8)
            let bytes = (0..<count).map { _ -> UInt8 in
                let value = generator.next()
                return value % 3 == 0 ? UInt8(truncatingIfNeeded: value >> 8) : alphabet[Int(value >> 16) % alphabet.count]
            }
            timed(20) {
                let result = SwiftParser.parse(path: "random\(round).swift", bytes: bytes)
                _ = Composer.compose([result])
                // Every warning points into the file (whose lone CRs end lines, as in Swift).
                let lines = LineTable(bytes: SwiftParser.readingLoneCarriageReturnsAsLineFeeds(bytes))
                for diagnostic in result.diagnostics {
                    XCTAssertTrue((1...lines.lineCount).contains(diagnostic.line) && diagnostic.column >= 1, "round \(round): \(diagnostic)")
                }
            }
        }
    }

    func testInvalidUTF8IsReportedWithLocation() {
        let bytes: [UInt8] = Array("struct A {\n  var x: Int\n  let s = \"".utf8) + [0xFF, 0xFE] + Array("\"\n}".utf8)
        let result = SwiftParser.parse(path: "bad.swift", bytes: bytes)
        XCTAssertEqual(result.declarations.first?.variables.map { $0.name }, ["x", "s"])
        let warning = result.diagnostics.first { $0.message.contains("UTF-8") }
        XCTAssertEqual(warning.map { "\($0.line):\($0.column)" }, "3:12")
        XCTAssertTrue(warning?.summary.hasPrefix("bad.swift:3:12: warning:") ?? false)
    }

    /// The ASCII scan reads 32 then 8 bytes a step: an invalid byte at every offset of a long
    /// line, after valid multibyte characters or not, is found at its own column.
    func testInvalidUTF8IsFoundAtEveryOffsetOfALongLine() {
        for prefix in ["", "// é "] {
            for offset in 0..<80 {
                let text = Array((prefix + String(repeating: "a", count: offset)).utf8)
                let bytes: [UInt8] = Array("// ".utf8) + text + [0xFF] + Array(" tail\nstruct A {}".utf8)
                let warning = SwiftParser.parse(path: "bad.swift", bytes: bytes).diagnostics.first { $0.message.contains("UTF-8") }
                XCTAssertEqual(warning.map { "\($0.line):\($0.column)" }, "1:\(4 + text.count)", "prefix \(prefix), offset \(offset)")
            }
        }
    }

    /// A lone CR ends a line as in Swift: the declaration after a `//` comment is read, and
    /// warnings have the line and column of the CR-only file. CRLF pairs stay as they are.
    func testLoneCarriageReturnsEndLines() {
        let result = SwiftParser.parse(path: "mac.swift", source: "// comment\rstruct A {\r  var a = \"\r}\rstruct B {}\r\n")
        XCTAssertEqual(result.declarations.map { $0.name }, ["A", "B"])
        XCTAssertEqual(result.diagnostics.map { "\($0.line):\($0.column): \($0.message)" }, ["3:11: unterminated string literal"])
        XCTAssertEqual(SwiftParser.readingLoneCarriageReturnsAsLineFeeds(Array("a\rb\r\nc\r".utf8)), Array("a\nb\r\nc\n".utf8))
    }

    func testBinaryInputWithNulBytes() {
        let bytes = [UInt8](repeating: 0, count: 100_000) + Array("struct A {}".utf8)
        let result = SwiftParser.parse(path: "bin.swift", bytes: bytes)
        XCTAssertEqual(result.declarations.map { $0.name }, ["A"])
    }

    func testTenMegabyteSingleLine() {
        let unit = "struct S: P { var a: Int = 1; let b = \"x\" }; "
        let source = String(repeating: unit, count: 10_000_000 / unit.utf8.count)
        // Debug builds on a shared machine are slow; the bound catches quadratic behaviour (hours), not speed.
        timed(240) {
            let result = SwiftParser.parse(path: "long.swift", source: source)
            XCTAssertEqual(result.declarations.count, 10_000_000 / unit.utf8.count)
            XCTAssertEqual(result.declarations.last?.variables.map { $0.name }, ["a", "b"])
        }
    }

    func testTenThousandNestedBraces() {
        let braces = String(repeating: "{", count: 10_000) + String(repeating: "}", count: 10_000)
        timed(10) {
            let result = SwiftParser.parse(path: "braces.swift", source: "struct A \(braces)\nstruct B {}")
            XCTAssertEqual(result.declarations.map { $0.name }, ["A", "B"])
        }
    }

    func testTenThousandNestedTypesAreCappedWithAWarning() {
        let source = String(repeating: "struct N {", count: 10_000) + String(repeating: "}", count: 10_000) + "\nstruct After {}"
        timed(20) {
            let result = SwiftParser.parse(path: "deep.swift", source: source)
            XCTAssertEqual(result.declarations.map { $0.name }, ["N", "After"])
            XCTAssertTrue(result.diagnostics.contains { $0.message.contains("nested more than") })
            let model = Composer.compose([result])
            XCTAssertEqual(model.types.count, DeclarationParser.maximumNestingDepth + 2)
        }
    }

    func testDeeplyNestedTypeSyntax() {
        let brackets = "struct A { var x: " + String(repeating: "[", count: 10_000) + "Int" + String(repeating: "]", count: 10_000) + "\n var y: Int }"
        let generics = "struct B { var x: " + String(repeating: "G<", count: 10_000) + "Int" + String(repeating: ">", count: 10_000) + "\n var y: Int }"
        let closures = "struct C { var x: " + String(repeating: "() -> ", count: 10_000) + "Int\n var y: Int }"
        let parens = "struct D { var x = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000) + "\n var y: Int }"
        let compositions = "struct E { var x: " + String(repeating: "P & ", count: 10_000) + "Q\n var y: Int }"
        // Parenthesised types are re-read to drop redundant parentheses: only a few levels deep.
        let groups = "struct F { var x: " + String(repeating: "(", count: 10_000) + "Int" + String(repeating: ")", count: 10_000) + "?\n var y: Int }"
        let parameterGroups = "struct G { var x: " + String(repeating: "(", count: 10_000) + "Int" + String(repeating: ") -> Int", count: 10_000) + "\n var y: Int }"
        for (name, source) in [("A", brackets), ("B", generics), ("C", closures), ("D", parens), ("E", compositions),
                               ("F", groups), ("G", parameterGroups)] {
            timed(10) {
                let result = SwiftParser.parse(path: "\(name).swift", source: source)
                XCTAssertEqual(result.declarations.first?.name, name)
                XCTAssertEqual(result.declarations.first?.variables.last?.name, "y", name)
            }
        }
    }

    func testDeeplyNestedAnnotationValuesAndTypeNamesAreBounded() throws {
        // Annotation values read as JSON stop at a fixed depth and stay text beyond it; type
        // names deeper than the parser's cap keep their text. Neither recurses per level.
        let depth = 30_000
        let list = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let object = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
        let arrays = String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth)
        let dictionaries = String(repeating: "[String: ", count: depth) + "Int" + String(repeating: "]", count: depth)
        let source = "// sourcery: list = \(list)\n// sourcery: object = \(object)\n// sourcery: shallow = [[1]]\n" +
            "struct A {\n  var a: \(arrays)\n  var b: \(dictionaries)\n  var c: Int\(String(repeating: "?", count: depth))\n  var z: Int\n}\n"
        try timed(20) {
            let result = SwiftParser.parse(path: "deep.swift", source: source)
            let model = Composer.compose([result])
            let type = try XCTUnwrap(model.types.first)
            XCTAssertEqual(type.annotations["list"], .string(list))
            XCTAssertEqual(type.annotations["object"], .string(object))
            XCTAssertEqual(type.annotations["shallow"], .array([.array([.number(1)])]))
            XCTAssertEqual(type.storedVariables.map { $0.name }, ["a", "b", "c", "z"])
            XCTAssertEqual(type.storedVariables.first?.typeName.name, arrays)
            XCTAssertEqual(type.storedVariables.first?.typeName.isArray, true)
        }
    }

    func testDeeplyNestedInterpolationIsCapped() {
        let source = "let s = " + String(repeating: "\"\\(", count: 5_000) + String(repeating: ")\"", count: 5_000) + "\nstruct A {}"
        timed(10) {
            let result = SwiftParser.parse(path: "interp.swift", source: source)
            XCTAssertEqual(result.declarations.map { $0.name }.last, "A")
        }
    }

    func testUnterminatedConstructsGiveLocatedWarnings() {
        let string = SwiftParser.parse(path: "s.swift", source: "struct A {\n  var x = \"abc\n  var y: Int\n}")
        XCTAssertEqual(string.declarations.first?.variables.map { $0.name }, ["x", "y"])
        XCTAssertTrue(string.diagnostics.contains { $0.summary == "s.swift:2:11: warning: unterminated string literal" })
        XCTAssertEqual(string.diagnostics.first?.description, "s.swift:2:11: warning: unterminated string literal\n  var x = \"abc\n          ^")

        let comment = SwiftParser.parse(path: "c.swift", source: "struct A { var x: Int }\n/* never closed\nstruct B {}")
        XCTAssertEqual(comment.declarations.map { $0.name }, ["A"])
        XCTAssertTrue(comment.diagnostics.contains { $0.summary == "c.swift:2:1: warning: unterminated block comment" })

        let multiline = SwiftParser.parse(path: "m.swift", source: "struct A { var x: Int }\nlet s = \"\"\"\nstruct B {}")
        XCTAssertEqual(multiline.declarations.map { $0.name }, ["A"])
        XCTAssertTrue(multiline.diagnostics.contains { $0.line == 2 && $0.message.contains("unterminated string") })

        let brace = SwiftParser.parse(path: "b.swift", source: "struct A {\n  var x: Int\n")
        XCTAssertEqual(brace.declarations.first?.variables.map { $0.name }, ["x"])
        XCTAssertTrue(brace.diagnostics.contains { $0.summary == "b.swift:1:10: warning: missing '}' for the body opened here" })
    }

    /// Skipped bodies (`skipBalanced`): nested brackets of the same kind are counted, so the
    /// declaration after a closed body is read; an unclosed body stops at the end of the file.
    func testSkippedBodiesEndAtTheirMatchingBracketOrTheEndOfTheFile() {
        let closed = SwiftParser.parse(path: "k.swift", source: "struct A {\n  func f() { if a { g { } } }\n  var y: Int\n}")
        XCTAssertEqual(closed.declarations.first?.methods.map { $0.name }, ["f"])
        XCTAssertEqual(closed.declarations.first?.variables.map { $0.name }, ["y"])
        XCTAssertFalse(closed.diagnostics.contains { $0.message.contains("missing") })

        let open = SwiftParser.parse(path: "o.swift", source: "struct A {\n  var x: Int\n  func f() { if a { g()\n")
        XCTAssertEqual(open.declarations.first?.variables.map { $0.name }, ["x"])
        XCTAssertTrue(open.diagnostics.contains { $0.summary == "o.swift:3:12: warning: missing closing bracket for the one opened here" },
                      "\(open.diagnostics.map(\.summary))")
    }

    func testInheritanceCyclesTerminate() throws {
        let model = compose("class A: B {}\nclass B: A {}\nprotocol P: Q {}\nprotocol Q: P {}\nstruct S: P {}")
        XCTAssertEqual(try model.require("S").implements.keys.sorted(), ["P", "Q"])
        XCTAssertNil(try model.require("A").inherits["A"])
    }

    func testLongInheritanceChainIsLinear() {
        var source = "class C0 {}\n"
        // Relationship sets of a chain are quadratic by definition; the work per entry must stay small.
        for index in 1..<600 { source += "class C\(index): C\(index - 1) {}\n" }
        timed(30) {
            let model = compose(source)
            XCTAssertEqual(model.type(named: "C599")?.inherits.count, 599)
        }
    }

    /// Every ending of a dotted name was kept for lookups: `extension A.A.A…` 100,000 deep would
    /// be 5·10⁹ characters of endings. Only the last `maximumSuffixComponents` are kept.
    func testDeeplyDottedExtensionNameComposesInLinearTime() {
        let name = Array(repeating: "A", count: 100_000).joined(separator: ".")
        timed(20) {
            let model = compose("extension \(name) { var x: Int }\nstruct After {}\n")
            XCTAssertEqual(model.types.map(\.name), [name, "After"])
            XCTAssertEqual(model.types.first?.variables.map(\.name), ["x"])
        }
        XCTAssertEqual(NestedNameSuffixes.maximumSuffixComponents, 128)
        var suffixes: [String] = []
        NestedNameSuffixes.forEachSuffix(of: "A.B.C") { suffixes.append($0) }
        XCTAssertEqual(suffixes, ["C", "B.C"])
    }

    /// A key repeated collects its values into a list without repeats; each value is looked up
    /// in a set, not compared with every value before it (100,000 in one comment, 20,000 lines).
    func testAValueRepeatedUnderOneKeyIsCollectedInLinearTime() throws {
        let inOneComment = "// sourcery: " + (0..<100_000).map { "a = \($0)" }.joined(separator: ", ") + ", a = 7\n"
        let onLines = (0..<20_000).map { "// sourcery: b = \($0 % 10_000)\n" }.joined()
        let mixed = "// sourcery: c = 1, c = [1, 2], c = 2, c = [3, 3]\n"
        try timed(20) {
            let model = compose(inOneComment + onLines + mixed + "struct A {}\n")
            let annotations = try XCTUnwrap(model.types.first?.annotations)
            XCTAssertEqual(annotations["a"], .array((0..<100_000).map { .number(Double($0)) }))
            XCTAssertEqual(annotations["b"], .array((0..<10_000).map { .number(Double($0)) }))
            XCTAssertEqual(annotations["c"], .array([.number(1), .number(2), .number(3)]))
        }
    }

    func testFileDirectivesRepeatingAKeyAreCollectedInLinearTime() throws {
        let directives = (0..<40_000).map { "// sourcery:file: tag = \($0 % 20_000)\n" }.joined()
        timed(20) {
            let result = SwiftParser.parse(path: "directives.swift", source: directives + "struct A {}\n")
            XCTAssertEqual(result.fileAnnotations["tag"], .array((0..<20_000).map { .number(Double($0)) }))
        }
    }

    func testCommentsOnOneLineRepeatingAKeyAreCollectedInLinearTime() throws {
        let comments = (0..<40_000).map { "/* sourcery: tag = \($0 % 20_000) */" }.joined(separator: " ")
        try timed(20) {
            let model = compose(comments + "\nstruct A {}\n")
            let annotations = try XCTUnwrap(model.types.first?.annotations)
            XCTAssertEqual(annotations["tag"], .array((0..<20_000).map { .number(Double($0)) }))
        }
    }

    func testManyInlineRegionsStayLinear() {
        let region = "// sourcery:inline:X.T\nvar hidden: Int\n// sourcery:end\n"
        let source = "struct A {\n" + String(repeating: region, count: 20_000) + "var kept: Int\n}"
        timed(20) {
            let result = SwiftParser.parse(path: "regions.swift", source: source)
            XCTAssertEqual(result.declarations.first?.variables.map { $0.name }, ["kept"])
        }
    }
}

final class ModelLifetimeTests: XCTestCase {
    /// Cyclic declarations must not keep a composed model alive after its last user lets go
    /// (watch mode composes on every save), whether its member lists were read or not; no
    /// teardown breaks the cycles, the model owns what they go through. The input is the
    /// parser fuzzer's leak finding plus hand-made cycles.
    func testComposedModelsWithCyclesAreReleased() throws {
        let fuzzFinding = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/FuzzRegressions/parser/leak-relationship-cycle.swift")
        let handMade = "class A: B { var b: B? }\nclass B: A {}\nprotocol P: P {}\ntypealias PP = P & PP\n"
            + "class Outer { class Inner: Outer { var outer: Outer? } }\nstruct S: PP { var s: S? }\n"
        let sources = [[UInt8](try Data(contentsOf: fuzzFinding)), Array(handMade.utf8)]
        for bytes in sources {
            for readsMembers in [false, true] {
                var types: [WeakType] = []
                weak var someModel: ComposedModel?
                do {
                    let model = Composer.compose([SwiftParser.parse(path: "Cycle.swift", bytes: bytes)])
                    XCTAssertFalse(model.types.isEmpty)
                    if readsMembers { XCTAssertFalse(ModelDescription.lines(of: model).isEmpty) }
                    types = model.types.map(WeakType.init)
                    someModel = model
                }
                XCTAssertNil(someModel, "the model is released")
                XCTAssertEqual(types.filter { $0.type != nil }.count, 0, "its types are released with it")
            }
        }
    }

    /// The hand-made cycles above are cycles while the model is alive.
    func testTheHandMadeCyclesAreCycles() throws {
        let model = compose("class A: B {}\nclass B: A {}\nclass Outer { class Inner: Outer {} }\nprotocol P: P {}\ntypealias PP = P & PP\n")
        XCTAssertEqual(try model.require("A").inherits.keys.sorted(), ["B"])
        XCTAssertEqual(try model.require("B").inherits.keys.sorted(), ["A"])
        XCTAssertEqual(try model.require("Outer.Inner").inherits.keys.sorted(), ["Outer"])
        XCTAssertEqual(try model.require("Outer").containedTypes.map(\.name), ["Outer.Inner"])
        XCTAssertEqual(try model.require("PP").composedTypes.map(\.name), ["P", "PP"])
    }
}

private struct WeakType {
    weak var type: SwiftType?

    init(_ type: SwiftType) { self.type = type }
}
