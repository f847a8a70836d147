import XCTest
@testable import SwiftDeclParser

final class AnnotationTests: XCTestCase {
    func testValueGrammar() {
        let parsed = AnnotationParser.parse(#" flag, empty =, n = 42, neg = -3, half = 0.5, s = "text ", q = 'single', bare = some text, t = true, quotedNumber = "42", list = [1, "a"], dict = {"a": 1}, quotedList = "[1, 2]""#)
        XCTAssertEqual(parsed["flag"], .bool(true))
        XCTAssertEqual(parsed["empty"], .bool(true))
        XCTAssertEqual(parsed["n"], .number(42))
        XCTAssertEqual(parsed["neg"], .number(-3))
        XCTAssertEqual(parsed["half"], .number(0.5))
        XCTAssertEqual(parsed["s"], .string("text"))
        XCTAssertEqual(parsed["q"], .string("single"))
        XCTAssertEqual(parsed["bare"], .string("some text"))
        XCTAssertEqual(parsed["t"], .string("true"))            // Q14: not a Bool
        XCTAssertEqual(parsed["quotedNumber"], .string("42"))
        XCTAssertEqual(parsed["list"], .array([.number(1), .string("a")]))
        XCTAssertEqual(parsed["dict"], .dictionary(["a": .number(1)]))
        XCTAssertEqual(parsed["quotedList"], .array([.number(1), .number(2)]))
        XCTAssertEqual(AnnotationParser.parse(" k = a = b")["k"], .string("b"))
        XCTAssertEqual(AnnotationParser.parse(" k = \"a, b\"")["k"], .string("a, b"))
    }

    func testNamespaces() {
        XCTAssertEqual(AnnotationParser.parse("decoding: key = 1"), ["decoding": .dictionary(["key": .number(1)])])
        XCTAssertEqual(AnnotationParser.parse("a:b: flag"), ["a": .dictionary(["b": .dictionary(["flag": .bool(true)])])])
        // A leading space or tab (a Character by itself) means no namespace.
        XCTAssertEqual(AnnotationParser.parse(" decoding: key"), ["decoding: key": .bool(true)])
        XCTAssertEqual(AnnotationParser.parse("\tdecoding: key"), ["decoding: key": .bool(true)])
        // A space carrying a combining mark is one Character that is not a space: the namespace
        // test runs (and fails on it), so the text is read as a key as before.
        XCTAssertEqual(AnnotationParser.parse(" \u{301}ns: key"), ["\u{301}ns: key": .bool(true)])
    }

    func testRepeatedKeysCollectValues() {
        XCTAssertEqual(AnnotationParser.parse(" k = 1, k = 2, k = 1, other"), ["k": .array([.number(1), .number(2)]), "other": .bool(true)])
        XCTAssertEqual(AnnotationParser.parse(" k = 1, k = 1"), ["k": .number(1)])
    }

    func testAttachmentAboveTrailingAndDocForms() throws {
        let type = try members(of: """
        // sourcery: typeLevel
        /// Documentation line.
        /// sourcery: fromDoc = "x"
        struct T {
            // sourcery: mapKey = "first_name"
            // an ordinary comment in between
            // sourcery: transform = DateTransform()
            var firstName: String
            var trailing: Int // sourcery: skip
            var blockTrailing: Int /* sourcery: inline */
            // sourcery: detached

            var afterBlank: Int
            @objc
            // sourcery: throughAttribute
            var attributed: Int
            var code = 1 // sourcery: leaks
            var next: Int
        }
        """)
        XCTAssertEqual(type.annotations["typeLevel"], .bool(true))
        XCTAssertEqual(type.annotations["fromDoc"], .string("x"))
        XCTAssertEqual(type.documentation, ["Documentation line.", "sourcery: fromDoc = \"x\""])   // Q15
        let first = try XCTUnwrap(type.variable("firstName"))
        XCTAssertEqual(first.annotations["mapKey"], .string("first_name"))
        XCTAssertEqual(first.annotations["transform"], .string("DateTransform()"))
        XCTAssertEqual(type.variable("trailing")?.annotations, ["skip": .bool(true)])
        XCTAssertEqual(type.variable("blockTrailing")?.annotations, ["inline": .bool(true)])
        XCTAssertEqual(type.variable("afterBlank")?.annotations, [:])
        XCTAssertEqual(type.variable("attributed")?.annotations, ["throughAttribute": .bool(true)])
        XCTAssertEqual(type.variable("next")?.annotations, [:])   // Q15: no leak from the code line above
    }

    func testDocumentationKeepsInnerIndentation() throws {
        let type = try members(of: """
        /**
         Summary.
           - indented
         */
        struct T {
            ///   code sample
            var v: Int
        }
        """)
        XCTAssertEqual(type.documentation, ["Summary.", "  - indented"])
        XCTAssertEqual(type.variable("v")?.documentation, ["  code sample"])
    }

    func testRepeatedKeysBecomeArrays() throws {
        let type = try members(of: """
        struct T {
            // sourcery: tag = "a"
            // sourcery: tag = "b", tag = "a"
            // sourcery:ns: x = 1
            // sourcery:ns: y = 2
            var v: Int
        }
        """)
        XCTAssertEqual(type.variable("v")?.annotations["tag"], .array([.string("a"), .string("b")]))
        XCTAssertEqual(type.variable("v")?.annotations["ns"], .dictionary(["x": .number(1), "y": .number(2)]))
    }

    func testBeginEndBlocksAndFileAnnotations() throws {
        let model = compose("""
        // sourcery:file: fileWide
        struct T {
            // sourcery:begin: skipEquality, group = "g"
            var a: Int
            var b: Int
            // sourcery:end
            var c: Int
        }
        """)
        let type = try model.require("T")
        XCTAssertEqual(type.annotations.keys.sorted(), ["fileWide"])
        XCTAssertEqual(type.variable("a")?.annotations.keys.sorted(), ["fileWide", "group", "skipEquality"])
        XCTAssertEqual(type.variable("b")?.annotations["group"], .string("g"))
        XCTAssertEqual(type.variable("c")?.annotations.keys.sorted(), ["fileWide"])
        XCTAssertEqual(parseFile("// sourcery:file: fileWide\nstruct T {}").fileAnnotations, ["fileWide": .bool(true)])
    }

    func testSourceryInsideStringIsIgnored() throws {
        let type = try members(of: "struct T {\n    var s = \"// sourcery: fake\"\n}")
        XCTAssertEqual(type.variable("s")?.annotations, [:])
    }

    func testInlineRegionsAreNotCollected() throws {
        let model = compose("""
        struct T {
            var kept: Int
        // sourcery:inline:T.AutoMappable
            var generated: Int
            struct Generated {}
        // sourcery:end
            var alsoKept: Int
        }
        """)
        let type = try model.require("T")
        XCTAssertEqual(type.variables.map { $0.name }, ["kept", "alsoKept"])
        XCTAssertNil(model.type(named: "T.Generated"))
    }

    func testGeneratedFilesAreSkipped() {
        let sourcery = parseFile("// Generated using Sourcery 2.0 — https://github.com/krzysztofzablocki/Sourcery\nstruct T {}")
        XCTAssertTrue(sourcery.isGenerated)
        XCTAssertTrue(sourcery.declarations.isEmpty)
        XCTAssertTrue(parseFile("// Generated using modelgen\nstruct T {}").isGenerated)
        XCTAssertFalse(parseFile("struct T {}\n// Generated using Sourcery").isGenerated)
    }

    /// Sourcery's `--force-parse EXT`: generated files named `*.EXT.swift` and inline regions named
    /// `*.EXT` are read like any other code.
    func testForceParseReadsGeneratedFilesAndRegions() throws {
        let generated = "// Generated using Sourcery 2.0\nstruct T {}\n"
        let skipped = SwiftParser.parse(path: "/p/Models.generated.swift", source: generated)
        XCTAssertTrue(skipped.isGenerated)
        let forced = SwiftParser.parse(path: "/p/Models.generated.swift", bytes: Array(generated.utf8), forceParse: ["generated"])
        XCTAssertFalse(forced.isGenerated)
        XCTAssertEqual(forced.declarations.map(\.name), ["T"])
        XCTAssertTrue(SwiftParser.parse(path: "/p/Models.swift", bytes: Array(generated.utf8), forceParse: ["generated"]).isGenerated)
        XCTAssertFalse(SwiftParser.parse(path: "/p/Models.generated", bytes: Array(generated.utf8), forceParse: ["generated"]).isGenerated)

        let source = """
        struct T {
        // sourcery:inline:T.AutoMappable
            var mapped: Int
        // sourcery:end
        // sourcery:inline:T.Other
            var other: Int
        // sourcery:end
            var kept: Int
        }
        """
        let result = SwiftParser.parse(path: "T.swift", bytes: Array(source.utf8), forceParse: ["AutoMappable"])
        let model = Composer.compose([result])
        XCTAssertEqual(try XCTUnwrap(model.type(named: "T")).variables.map(\.name), ["mapped", "kept"])
    }

    func testParameterAndAssociatedValueAnnotations() throws {
        let type = try members(of: """
        enum T {
            case a(
                Int // sourcery: first
            )
        }
        """)
        XCTAssertEqual(type.cases.first?.associatedValues.first?.annotations, ["first": .bool(true)])
    }

    /// §5.2 rule 3: an inline `/* sourcery: */` after other code on the line stops the walk upward.
    func testInlineBlockCommentAfterCodeStopsTheWalkUp() throws {
        let type = try members(of: """
        struct T {
            // sourcery: above
            var a: Int; /* sourcery: inlineB */ var b: Int
            // sourcery: above2
            /* sourcery: lead */ var c: Int
            // sourcery: above3
            /* plain */ /* sourcery: afterComment */ var d: Int
        }
        """)
        XCTAssertEqual(type.variable("a")?.annotations, ["above": .bool(true), "inlineB": .bool(true)])
        XCTAssertEqual(type.variable("b")?.annotations, ["inlineB": .bool(true)])
        XCTAssertEqual(type.variable("c")?.annotations, ["above2": .bool(true), "lead": .bool(true)])
        XCTAssertEqual(type.variable("d")?.annotations, ["above3": .bool(true), "afterComment": .bool(true)])
    }
}
