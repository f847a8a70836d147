import XCTest
@testable import SwiftDeclParser

/// TypeName shape analysis and spelling rules (context-model.md §4.2).
final class TypeNameTests: XCTestCase {
    func testOptionalForms() {
        XCTAssertEqual(TypeName("Int?").unwrappedTypeName, "Int")
        XCTAssertEqual(TypeName("Int!").unwrappedTypeName, "Int")
        XCTAssertEqual(TypeName("Optional<Int>").unwrappedTypeName, "Int")
        XCTAssertTrue(TypeName("Optional<Int>").isOptional)
        XCTAssertFalse(TypeName("() -> Int?").isOptional)   // a closure returning an optional
        XCTAssertEqual(TypeName("(@Sendable (Int) -> Void)?").unwrappedTypeName, "(@Sendable (Int) -> Void)")   // Q8
        XCTAssertTrue(TypeName("(@Sendable (Int) -> Void)?").isClosure)
    }

    /// `unwrappedTypeName` decides most names on their last byte; every spelling gives what the
    /// character-level rules give (non-ASCII, `\r\n`, a combining mark after `?`, arrows).
    private static let spellings = [
        "Int", "Int?", "Int!", "[Int]?", "inout Int?", "inout [String]", "Optional<Int>", "Optional<[A: B]>",
        "Optional<A, B>", "Optionals<Int>", "Array<Int>", "() -> Int?", "(() -> Int)?", "(Int) -> Void!",
        "Caf\u{E9}?", "Cafe\u{301}?", "A?\u{301}", "A\r\n?", "\u{600}?", "A\u{600}!", "Int-?", "i?", "", "?", "!", ">",
        "Set<Int>?", "String.Index?", "Dictionary<String, Int>!", "(a: Int, b: String)?", "Optional<\u{338}Int>",
        "Optional <Int>", "Swift.Optional<Int>", "Optional<() -> Int>", "Optional<Int>?",
    ]

    func testUnwrappingShortcutsAgreeWithTheCharacterRules() {
        for name in Self.spellings {
            let typeName = TypeName(name)
            XCTAssertEqual(typeName.unwrappedTypeName, typeName.characterwiseUnwrappedTypeName, name.debugDescription)
        }
        XCTAssertEqual(TypeName("Optional<[A: B]>").unwrappedTypeName, "[A: B]")
        XCTAssertEqual(TypeName("(() -> Int)?").unwrappedTypeName, "(() -> Int)")
        XCTAssertEqual(TypeName("() -> Int?").unwrappedTypeName, "() -> Int?")
        XCTAssertTrue(TypeName("Int!").isImplicitlyUnwrappedOptional)
        XCTAssertFalse(TypeName("() -> Int!").isImplicitlyUnwrappedOptional)
        XCTAssertFalse(TypeName("Optionals<Int>").isOptional)
        XCTAssertFalse(TypeName("A?\u{301}").isOptional)
    }

    /// `isOptional` decides most names on their bytes; every spelling gives what the rules on
    /// characters give (a Prepend scalar joins the `?` after it, `<` plus a combining mark is no `<`).
    func testOptionalShortcutsAgreeWithTheCharacterRules() {
        for name in Self.spellings {
            let endsInMark = name.hasSuffix("?") || name.hasSuffix("!")
            let isFunction = endsInMark && TypeNameText.topLevelArrowRange(name) != nil
            let expected = !isFunction && (endsInMark || TypeNameText.genericBase(of: name)?.base == "Optional")
            XCTAssertEqual(TypeName(name).isOptional, expected, name.debugDescription)
        }
        XCTAssertFalse(TypeName("Array<Int>").isOptional)
        XCTAssertFalse(TypeName("A\u{600}?").isOptional)   // the `?` belongs to the Prepend character before it
        XCTAssertTrue(TypeName("Optional<Int>?").isOptional)
    }

    func testCollections() {
        XCTAssertEqual(TypeName("[String: [Int]]").dictionary?.keyTypeName.name, "String")
        XCTAssertEqual(TypeName("Dictionary<String, Int>").dictionary?.valueTypeName.name, "Int")
        XCTAssertEqual(TypeName("Array<Int>").array?.elementTypeName.name, "Int")
        XCTAssertEqual(TypeName("[Int]?").array?.elementTypeName.name, "Int")
        XCTAssertFalse(TypeName("[String: Int]").isArray)
        XCTAssertEqual(TypeName("Set<URL>").set?.elementTypeName.name, "URL")
        XCTAssertEqual(TypeName("[Int]").generic?.name, "Array")
    }

    func testTuplesAndVoid() {
        XCTAssertTrue(TypeName("(Int, String)").isTuple)
        XCTAssertEqual(TypeName("(a: Int, b: String)").tuple?.elements.map { $0.name }, ["a", "b"])
        XCTAssertFalse(TypeName("(Int)").isTuple)
        XCTAssertFalse(TypeName("()").isTuple)
        XCTAssertTrue(TypeName("()").isVoid)
        XCTAssertTrue(TypeName("Void").isVoid)
        XCTAssertTrue(TypeName("Never").isNever)
    }

    func testClosures() throws {
        let closure = try XCTUnwrap(TypeName("(Int, _ name: String) async throws -> [Int]").closure)
        XCTAssertEqual(closure.parameters.map { $0.typeName.name }, ["Int", "String"])
        XCTAssertEqual(closure.parameters.map { $0.name }, [nil, "name"])
        XCTAssertEqual(closure.returnTypeName.name, "[Int]")
        XCTAssertTrue(closure.isAsync)
        XCTAssertTrue(closure.throws)
        XCTAssertEqual(TypeName("(Int) throws(MyError) -> Void").closure?.throwsTypeName?.name, "MyError")
        XCTAssertFalse(TypeName("(Int, String)").isClosure)
    }

    /// The splits walk UTF-8 bytes: parts holding multi-byte characters (identifiers may use
    /// them) come out whole, and quoted text and arrows inside brackets do not split.
    func testTopLevelSplitsKeepMultiByteCharactersWhole() {
        XCTAssertEqual(TypeNameText.splitTopLevel("Dictionary<Straße, [Ünï]>, Café ,é", separator: ","),
                       ["Dictionary<Straße, [Ünï]>", "Café", "é"])
        XCTAssertEqual(TypeNameText.splitTopLevel("a: Münze<\"x, y\">, b: (Int) -> Void", separator: ","),
                       ["a: Münze<\"x, y\">", "b: (Int) -> Void"])
        XCTAssertEqual(TypeNameText.splitTopLevel("", separator: "&"), [""])
        let arrow = TypeNameText.topLevelArrowRange("(Ärger, (Int) -> Void) async -> Größe<Ö>")
        XCTAssertEqual(arrow?.before, "(Ärger, (Int) -> Void) async")
        XCTAssertEqual(arrow?.after, "Größe<Ö>")
        XCTAssertNil(TypeNameText.topLevelArrowRange("[Ärger: (Int) -> Void]"))
    }

    func testResolvedClosureKeepsItsWrittenPartsWithTheirActualNames() throws {
        let written = TypeName("(Alias, [Alias], Int) -> Alias", actualTypeName: TypeName("(Int, [Int], Int) -> Int"))
        let closure = try XCTUnwrap(written.closure)
        XCTAssertEqual(closure.name, "(Alias, [Alias], Int) -> Alias")
        XCTAssertEqual(closure.parameters.map { $0.typeName.name }, ["Alias", "[Alias]", "Int"])
        XCTAssertEqual(closure.parameters.map { $0.typeName.actualTypeName?.name }, ["Int", "[Int]", nil])
        XCTAssertEqual(closure.returnTypeName.name, "Alias")
        XCTAssertEqual(closure.actualReturnTypeName.name, "Int")
        // A name that stands for a closure gives the closure it names.
        let handler = TypeName("Handler", actualTypeName: TypeName("(String) -> Any"))
        XCTAssertEqual(handler.closure?.parameters.map { $0.typeName.name }, ["String"])
        XCTAssertEqual(handler.closure?.parameters.first?.typeName.actualTypeName, nil)
    }

    func testCompositionAndRenderedForm() {
        XCTAssertTrue(TypeName("A & B").isProtocolComposition)
        XCTAssertFalse(TypeName("A").isProtocolComposition)
        let escaping = TypeName("(Int) -> Void", attributes: ["escaping": [Attribute(name: "escaping")]])
        XCTAssertEqual(escaping.description, "@escaping (Int) -> Void")
        XCTAssertEqual(escaping.name, "(Int) -> Void")
    }

    func testParsedSpellingsFromSource() throws {
        let type = try members(of: """
        struct T {
            var a: [String:Int]
            var b: Foo< Bar >
            var c: Swift.Result<Int, Never>
            var d: (any P)!
            var e: Int??
            var f: @MainActor @Sendable () -> Void
        }
        """)
        XCTAssertEqual(type.variable("a")?.typeName.name, "[String:Int]")   // inner spacing as written
        XCTAssertEqual(type.variable("b")?.typeName.name, "Foo< Bar >")
        XCTAssertEqual(type.variable("c")?.typeName.name, "Swift.Result<Int, Never>")
        XCTAssertEqual(type.variable("d")?.typeName.name, "any P!")
        XCTAssertEqual(type.variable("e")?.typeName.name, "Int??")
        XCTAssertEqual(type.variable("f")?.typeName.name, "() -> Void")
        XCTAssertEqual(type.variable("f")?.typeName.attributes.keys.sorted(), ["MainActor", "Sendable"])
        XCTAssertEqual(type.variable("f")?.typeName.description, "@MainActor @Sendable () -> Void")
    }

    /// Parentheses around one type are dropped, as swift-syntax reads a one-element tuple type
    /// (real code: `var loop: (any EventLoop)`, `((any Error)?) -> Void`, `-> (Handler)`).
    func testParenthesesAroundOneTypeAreDropped() throws {
        let type = try members(of: """
        struct T {
            var a: (any EventLoop)
            var b: (Int)?
            var c: (@Sendable () -> Bool)
            var d: ((@Sendable (Int) -> Void))?
            var e: (Int) -> (String)
            var f: ((any Error)?) -> Void
            var g: ((A & B))?
            var h: (any Codable).Type
            var i: (first: Int, second: String)
            var j: (_ value: Int, (Int)) -> Void
            var k: (() -> Void)?
        }
        """)
        XCTAssertEqual(type.variable("a")?.typeName.name, "any EventLoop")
        XCTAssertEqual(type.variable("b")?.typeName.name, "Int?")
        XCTAssertEqual(type.variable("c")?.typeName.name, "() -> Bool")
        XCTAssertEqual(type.variable("c")?.typeName.attributes.keys.sorted(), ["Sendable"])
        XCTAssertEqual(type.variable("c")?.typeName.isClosure, true)
        XCTAssertEqual(type.variable("d")?.typeName.name, "(@Sendable (Int) -> Void)?")
        XCTAssertEqual(type.variable("e")?.typeName.name, "(Int) -> String")
        XCTAssertEqual(type.variable("f")?.typeName.name, "(any Error?) -> Void")
        XCTAssertEqual(type.variable("g")?.typeName.name, "(A & B)?")
        XCTAssertEqual(type.variable("h")?.typeName.name, "(any Codable).Type")
        XCTAssertEqual(type.variable("i")?.typeName.name, "(first: Int, second: String)")
        XCTAssertEqual(type.variable("j")?.typeName.name, "(_ value: Int, Int) -> Void")
        XCTAssertEqual(type.variable("k")?.typeName.name, "(() -> Void)?")
    }
}
