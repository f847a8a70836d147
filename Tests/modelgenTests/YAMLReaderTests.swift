import XCTest
@testable import modelgen

final class YAMLReaderTests: XCTestCase {
    private func parse(_ text: String) throws -> YAMLNode { try YAMLReader.parse(text, path: "c.yml") }

    private func error(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "no error"
        } catch {
            return String(describing: error)
        }
    }

    func testBlockMappingAndSequences() throws {
        let node = try parse("""
        # comment
        sources:
          - Models   # trailing comment
          - "Quoted # not a comment"
        templates:
        - Templates
        output: Generated
        empty:
        """)
        XCTAssertEqual(node["sources"]?.kind, .sequence([
            YAMLNode(kind: .scalar("Models", quoted: false), line: 3, column: 5),
            YAMLNode(kind: .scalar("Quoted # not a comment", quoted: true), line: 4, column: 5),
        ]))
        guard case .sequence(let templates)? = node["templates"]?.kind else { return XCTFail("templates not a list") }
        XCTAssertEqual(templates.map { $0.string }, ["Templates"])
        XCTAssertEqual(node["output"]?.string, "Generated")
        XCTAssertEqual(node["empty"]?.kind, .null)
    }

    func testNestedMappingsAndListOfMappings() throws {
        let node = try parse("""
        sources:
          include:
            - A
          exclude: [B, "C D"]
        items:
          - name: x
            value: 1
          - name: y
        """)
        XCTAssertEqual(node["sources"]?["include"]?.kind, .sequence([YAMLNode(kind: .scalar("A", quoted: false), line: 3, column: 7)]))
        guard case .sequence(let excluded)? = node["sources"]?["exclude"]?.kind else { return XCTFail() }
        XCTAssertEqual(excluded.compactMap { $0.string }, ["B", "C D"])
        guard case .sequence(let items)? = node["items"]?.kind else { return XCTFail() }
        XCTAssertEqual(items.count, 2)
        XCTAssertEqual(items[0]["name"]?.string, "x")
        XCTAssertEqual(items[0]["value"]?.string, "1")
        XCTAssertEqual(items[1]["name"]?.string, "y")
    }

    func testFlowMappingQuotesAndEscapes() throws {
        let node = try parse(#"""
        args: {a: 1, b: [x, 'it''s'], c: "tab\there \u00e9"}
        url: http://example.com/a#b
        """#)
        XCTAssertEqual(node["args"]?["a"]?.string, "1")
        guard case .sequence(let b)? = node["args"]?["b"]?.kind else { return XCTFail() }
        XCTAssertEqual(b.compactMap { $0.string }, ["x", "it's"])
        XCTAssertEqual(node["args"]?["c"]?.string, "tab\there é")
        XCTAssertEqual(node["url"]?.string, "http://example.com/a#b")
    }

    func testDocumentMarkersAndCRLF() throws {
        let node = try parse("---\r\noutput: Out\r\n...\r\nignored: [")
        XCTAssertEqual(node["output"]?.string, "Out")
    }

    func testEmptyDocumentIsNull() throws {
        XCTAssertEqual(try parse("# only a comment\n\n").kind, .null)
    }

    func testErrorsNameLineAndColumn() {
        XCTAssertEqual(error("a: 1\na: 2"), "c.yml:2:1: error: duplicate key 'a'\na: 2\n^")
        XCTAssertEqual(error("a:\n\t- x"), "c.yml:2:1: error: tabs are not allowed in YAML indentation; use spaces\n\t- x\n^")
        XCTAssertEqual(error("a: &anchor x"), "c.yml:1:4: error: YAML anchors ('&') are not supported\na: &anchor x\n   ^")
        XCTAssertEqual(error("a: *alias"), "c.yml:1:4: error: YAML aliases ('*') are not supported\na: *alias\n   ^")
        XCTAssertEqual(error("a: !!str x"), "c.yml:1:4: error: YAML tags ('!') are not supported\na: !!str x\n   ^")
        XCTAssertEqual(error("a: |\n  text"), "c.yml:1:4: error: YAML block scalars ('|') are not supported; use a quoted string\na: |\n   ^")
        XCTAssertEqual(error("a: [x, y"), "c.yml:1:4: error: unclosed '[' (flow lists must end on the same line)\na: [x, y\n   ^")
        XCTAssertEqual(error("a: \"open"), "c.yml:1:4: error: unterminated quoted string (quoted strings must end on the same line)\na: \"open\n   ^")
        XCTAssertEqual(error("a: 1\n   b: 2"), "c.yml:2:4: error: unexpected indentation\n   b: 2\n   ^")
        XCTAssertEqual(error("a:\n  - x\n  b: 1"), "c.yml:3:3: error: unexpected indentation\n  b: 1\n  ^")
        XCTAssertEqual(error("just text\nmore: 1"), "c.yml:2:1: error: unexpected content (check the indentation)\nmore: 1\n^")
        XCTAssertEqual(error("--- \na: 1\n---\nb: 2"), "c.yml:3:1: error: only one YAML document per file is supported\n---\n^")
    }

    func testDeepNestingIsALocatedErrorNotAStackOverflow() {
        let flow = "sources: " + String(repeating: "[", count: 30_000) + String(repeating: "]", count: 30_000)
        // The excerpt is a window of 120 characters of the long line, the caret at the column.
        XCTAssertEqual(error(flow), "c.yml:1:73: error: collections nested deeper than 64 levels\n"
                       + "…" + String(repeating: "[", count: 120) + "…\n" + String(repeating: " ", count: 61) + "^")
        let mixed = "a: " + String(repeating: "{b: [", count: 20_000)
        XCTAssertEqual(error(mixed).prefix { $0 != "\n" }, "c.yml:1:163: error: collections nested deeper than 64 levels")
        let dashes = "sources: \n  " + String(repeating: "- ", count: 30_000) + "x"
        XCTAssertEqual(error(dashes).prefix { $0 != "\n" }, "c.yml:2:129: error: collections nested deeper than 64 levels")
        let indented = (0..<200).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n")
        XCTAssertEqual(error(indented), "c.yml:65:65: error: collections nested deeper than 64 levels\n" + String(repeating: " ", count: 64) + "k64:\n" + String(repeating: " ", count: 64) + "^")
        // 64 levels still read (the mapping holding `a` is the first).
        let deepest = "a: " + String(repeating: "[", count: 63) + "x" + String(repeating: "]", count: 63)
        XCTAssertEqual(error(deepest), "no error")
    }

    func testTypedArgumentValues() throws {
        let node = try parse("""
        args:
          flag: true
          off: no
          count: 3
          ratio: 0.5
          text: hello
          quoted: "true"
          list: [1, two]
          nested: {k: v}
        """)
        let value = try ArgumentValue(yaml: node["args"]!, path: "c.yml", keyPath: "args")
        XCTAssertEqual(value, .dictionary([
            "flag": .bool(true), "off": .bool(false), "count": .int(3), "ratio": .double(0.5),
            "text": .string("hello"), "quoted": .string("true"),
            "list": .array([.int(1), .string("two")]), "nested": .dictionary(["k": .string("v")]),
        ]))
        XCTAssertThrowsError(try ArgumentValue(yaml: try parse("a:")["a"]!, path: "c.yml", keyPath: "args.a")) { error in
            XCTAssertEqual("\(error)", "c.yml:1:3: error: 'args.a' has no value (write `true` for a flag, or a quoted \"\" for empty text)")
        }
    }
}
