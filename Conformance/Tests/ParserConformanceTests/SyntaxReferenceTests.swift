import SyntaxReference
import XCTest

/// The reference side on its own: it must say what Sourcery says (context-model.md §3, §4.1),
/// or the differential compares against the wrong thing.
final class SyntaxReferenceTests: XCTestCase {
    private func variables(_ source: String) -> [String: NormalizedVariable] {
        let file = ReferenceParser.normalize(path: "T.swift", source: source)
        return Dictionary(file.variables.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func testAccessLevelsFollowSourcery() {
        let vars = variables("""
        public struct S {
            private(set) var a: Int
            public private(set) var b: Int
            let c: Int
            var d: Int { 1 }
            var e: Int { get { 1 } set {} }
            var f: Int = 0 { didSet {} }
        }
        public extension S { var g: Int { 2 } }
        protocol P { var h: Int { get } ; var i: Int { get set } }
        """)
        XCTAssertEqual(vars["a"].map { [$0.readAccess, $0.writeAccess] }, ["internal", "private"])
        XCTAssertEqual(vars["b"].map { [$0.readAccess, $0.writeAccess] }, ["public", "private"])
        XCTAssertEqual(vars["c"]?.writeAccess, "")
        XCTAssertEqual(vars["d"].map { [$0.isComputed, $0.isMutable] }, [true, false])
        XCTAssertEqual(vars["e"].map { [$0.isComputed, $0.isMutable] }, [true, true])
        XCTAssertEqual(vars["f"].map { [$0.isComputed, $0.isMutable] }, [false, true])
        XCTAssertEqual(vars["g"]?.readAccess, "public", "extension members take the extension's level")
        XCTAssertEqual(vars["h"].map { [$0.isComputed ? "computed" : "stored", $0.writeAccess] }, ["stored", ""])
        XCTAssertEqual(vars["i"]?.writeAccess, "internal")
    }

    func testTypeNameSpelling() {
        let vars = variables("""
        struct S {
            var a: (any Error)?
            var b: (() -> Void)?
            var c: Array<Int>
            var d: @escaping (Int)->Void
            var e: Optional<String>
            var f: Int!
            var g, h: [String : Int]
        }
        """)
        XCTAssertEqual(vars["a"]?.typeName, "any Error?", "Q7: parentheses lost")
        XCTAssertEqual(vars["b"]?.typeName, "(() -> Void)?")
        XCTAssertEqual(vars["c"]?.typeName, "Array<Int>")
        XCTAssertEqual(vars["d"]?.typeName, "(Int) -> Void", "closures re-spelled, attributes not in the name")
        XCTAssertEqual(vars["e"].map { [$0.typeName, String($0.isOptional)] }, ["Optional<String>", "true"])
        XCTAssertEqual(vars["f"].map { [$0.isOptional, $0.isImplicitlyUnwrappedOptional] }, [true, true])
        XCTAssertEqual(vars["g"]?.typeName, "[String : Int]", "Q19: the shared annotation is propagated")
    }

    func testInferenceFromDefaultValues() {
        let vars = variables("""
        struct S {
            var a = "x"
            var b = 1_000
            var c = URL(string: "https://example.com")!
            var d = Int.max
            var e = [1, 2]
            var f = (0, "")
            var g = Date(timeIntervalSince1970: 0)
            var h = nil
            var i = 42 // trailing
        }
        """)
        XCTAssertEqual(vars["a"]?.typeName, "String")
        XCTAssertEqual(vars["b"]?.typeName, "UnknownTypeSoAddTypeAttributionToVariable")
        XCTAssertEqual(vars["c"].map { [$0.typeName, String($0.isOptional)] }, ["URL!", "false"])
        XCTAssertEqual(vars["d"]?.typeName, "Int")
        XCTAssertEqual(vars["e"]?.typeName, "[Int]")
        XCTAssertEqual(vars["f"]?.typeName, "(Int, String)")
        XCTAssertEqual(vars["g"]?.typeName, "Date")
        XCTAssertEqual(vars["h"].map { [$0.typeName, String($0.isOptional)] }, ["Optional", "true"])
        XCTAssertEqual(vars["i"]?.defaultValue, "42 // trailing", "swift-syntax keeps same-line trailing trivia")
    }

    func testModelgenDialectAppliesTheDocumentedDepartures() {
        let file = ReferenceParser.normalize(path: "T.swift", source: """
        struct S {
            var a = 42 // trailing
            var b = 1_000
            var c = URL(string: "x")!
            var d = Int.max
            var e = #"raw"#
            var f = "a // b" /* c */
            var g = self.value
        }
        """, dialect: .modelgen)
        let vars = Dictionary(file.variables.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(vars["a"].map { [$0.typeName, $0.defaultValue ?? "nil"] }, ["Int", "42"])
        XCTAssertEqual(vars["b"]?.typeName, "Int")
        XCTAssertEqual(vars["c"].map { [$0.typeName, String($0.isOptional)] }, ["URL", "false"])
        XCTAssertEqual(vars["d"]?.typeName, "Int")
        XCTAssertEqual(vars["g"]?.typeName, "UnknownTypeSoAddTypeAttributionToVariable")
        XCTAssertEqual(vars["e"]?.typeName, "String")
        XCTAssertEqual(vars["f"]?.defaultValue, "\"a // b\"", "comment markers inside strings stay")
    }

    func testTypesNestingAndSkippedBodies() {
        let file = ReferenceParser.normalize(path: "T.swift", source: """
        struct Outer: Codable, Equatable {
            enum Kind: String { case a }
            func f() { struct Local { var x = 1 } }
            var y: Int { let z = 1; return z }
        }
        extension Outer.Kind: CaseIterable { struct Deep {} }
        #if DEBUG
        class Debug {}
        #else
        final class Debug: NSObject {}
        #endif
        typealias Both = A & B
        var global = 1
        """)
        XCTAssertEqual(file.types.map(\.name),
                       ["Outer", "Outer.Kind", "Outer.Kind", "Outer.Kind.Deep", "Debug", "Debug", "Both"])
        XCTAssertEqual(file.types.map(\.kind),
                       ["struct", "enum", "extension", "struct", "class", "class", "protocolComposition"])
        XCTAssertEqual(file.types[0].inheritedTypes, ["Codable", "Equatable"])
        XCTAssertEqual(file.types[3].parentName, "Outer.Kind")
        XCTAssertEqual(file.variables.map(\.name), ["y"], "locals, local types and globals are not collected")
    }

    func testNestedTypeNamesAreQualified() {
        let vars = variables("""
        struct Outer {
            var kind: Kind
            var optionalKind: Kind?
            enum Kind { case a }
        }
        protocol P { associatedtype Kind; var kind2: Kind { get } }
        """)
        XCTAssertEqual(vars["kind"]?.typeName, "Outer.Kind")
        XCTAssertEqual(vars["optionalKind"]?.typeName, "Kind?", "only an exact match is rewritten")
        XCTAssertEqual(vars["kind2"]?.typeName, "Kind")
    }

    func testAnnotations() {
        let vars = variables("""
        struct S {
            // sourcery: key = "user_id", skip
            /// Documentation.
            @available(*, deprecated)
            var a: Int
            // sourcery: detached

            var b: Int // sourcery: weight = 0.5
        }
        """)
        XCTAssertEqual(vars["a"]?.annotations, ["key": .string("user_id"), "skip": .flag])
        XCTAssertEqual(vars["b"]?.annotations, ["weight": .number(0.5)])
    }
}
