import XCTest
@testable import SwiftDeclParser

/// The composer's shortcuts (memoised member types, pairwise deduplication, prefix-sorted lists,
/// rewritten-only-when-needed names) must give what the plain rules give.
final class ComposerShortcutTests: XCTestCase {
    // MARK: Sorting

    /// What `stablySorted` must produce: `String` order, ties in their original order.
    private func referenceOrder(_ keys: [String]) -> [Int] {
        keys.indices.sorted { keys[$0] < keys[$1] || ($0 < $1 && keys[$0] == keys[$1]) }
    }

    func testPrefixSortOrdersLikeStrings() {
        let keys = ["Detailed.Zeta", "DetailedA", "Detailed", "Detaile", "Detailed.Alpha", "", "Detailed", "a", "B",
                    "Archived.Item", "Archived", "ArchivedItem.Inner", "Z", "Detailed.Alpha", "Account", "Acc"]
        XCTAssertNotNil(SortPrefix.prefixes(of: keys))
        XCTAssertEqual(ModelLists.stablySorted(Array(keys.indices), by: keys), referenceOrder(keys))
    }

    func testNonASCIIKeysSortByCanonicalOrder() {
        // "é" written precomposed and decomposed is one key for `String`: the two keep their order.
        let keys = ["Caf\u{E9}", "Cafe", "Cafe\u{301}", "Caf", "\u{212A}elvin", "Kelvin"]
        XCTAssertNil(SortPrefix.prefixes(of: keys))
        XCTAssertNil(SortPrefix.prefix(of: "Ab\u{E9}cdefghij"), "a non-ASCII byte past the eighth still counts")
        XCTAssertEqual(ModelLists.stablySorted(Array(keys.indices), by: keys), referenceOrder(keys))
    }

    func testFirstTypeOfANameWinsTheLookup() throws {
        let model = compose(["A.swift": "struct X {}", "B.swift": "enum X {}"])
        XCTAssertEqual(model.types.map(\.kind), ["struct", "enum"])
        XCTAssertEqual(try model.require("X").kind, "struct")
    }

    // MARK: Deduplication

    func testUniqueKeepsTheFirstOfEachKeyAtAnySize() {
        for count in [2, 5, 16, 17, 40] {
            let items = (0..<count).map { $0 }
            let key = { (item: Int) in item % 7 }
            let expected = items.filter { item in !items.prefix(while: { $0 != item }).contains { key($0) == key(item) } }
            XCTAssertEqual(ModelComposer.unique(items, key: key), expected, "\(count) items")
        }
        XCTAssertEqual(ModelComposer.unique([3, 1, 2], key: { $0 }), [3, 1, 2])
    }

    /// The same type declared twice (one type, members of both) lists each property once.
    func testDuplicatePropertiesAreListedOnce() throws {
        let body = (0..<20).map { "var p\($0): Int" }.joined(separator: "\n")
        let model = compose(["A.swift": "struct T {\n\(body)\n}", "B.swift": "struct T {\n\(body)\n}"])
        let type = try model.require("T")
        XCTAssertEqual(type.rawVariables.count, 40)
        XCTAssertEqual(type.variables.map(\.name), (0..<20).map { "p\($0)" })
    }

    /// A short list with a repeated name goes through the key comparison: same name and type is a
    /// repeat, same name with another type is not.
    func testShortListsWithARepeatedNameCompareWholeKeys() throws {
        let model = compose(["A.swift": "struct T {\nvar a: Int\nvar b: Int\n}", "B.swift": "struct T {\nvar a: Int\nvar b: String\n}"])
        let type = try model.require("T")
        XCTAssertEqual(type.rawVariables.count, 4)
        XCTAssertEqual(type.variables.map { "\($0.name): \($0.typeName.name)" }, ["a: Int", "b: Int", "b: String"])
    }

    /// The `#if` clauses are part of the key: the same property in two branches is two properties,
    /// each mapped under its own condition by the templates.
    func testPropertiesInDifferentConditionalBranchesAreDistinct() throws {
        let type = try members(of: "struct T {\n#if A\nvar a: Int\n#else\nvar a: Int\n#endif\n#if A\nvar b: Int\n#endif\n#if A\nvar b: Int\n#endif\n}")
        XCTAssertEqual(type.variables.map { "\($0.name) \($0.conditionalCompilation)" },
                       ["a [[\"#if A\"]]", "a [[\"#if A\", \"#else\"]]", "b [[\"#if A\"]]"])
    }

    // MARK: Member lists

    func testPropertyListsSplitByKind() throws {
        let model = compose("""
        struct Mixed {
            static let shared = Mixed()
            var stored: Int
            var computed: Int { 0 }
            static var count: Int { 0 }
            let constant: String
        }
        struct Plain { var a: Int; let b: String }
        struct Instance { var a: Int; var b: Int { 0 } }
        """)
        let mixed = try model.require("Mixed")
        XCTAssertEqual(mixed.storedVariables.map(\.name), ["stored", "constant"])
        XCTAssertEqual(mixed.computedVariables.map(\.name), ["computed"])
        XCTAssertEqual(mixed.staticVariables.map(\.name), ["shared", "count"])
        XCTAssertEqual(mixed.instanceVariables.map(\.name), ["stored", "computed", "constant"])
        let plain = try model.require("Plain")
        XCTAssertEqual(plain.storedVariables.map(\.name), ["a", "b"])
        XCTAssertEqual(plain.instanceVariables.map(\.name), ["a", "b"])
        XCTAssertEqual(plain.computedVariables.map(\.name), [])
        XCTAssertEqual(plain.staticVariables.map(\.name), [])
        // Computed but no static properties: the instance list is the whole list.
        let instance = try model.require("Instance")
        XCTAssertEqual(instance.storedVariables.map(\.name), ["a"])
        XCTAssertEqual(instance.computedVariables.map(\.name), ["b"])
        XCTAssertEqual(instance.staticVariables.map(\.name), [])
        XCTAssertEqual(instance.instanceVariables.map(\.name), ["a", "b"])
    }

    /// Member types are memoised by their written name when no scope can change them. A type
    /// read first must not leave an answer that is wrong for a scope nesting that name.
    func testMemoisedMemberTypesRespectScopes() throws {
        let model = compose("""
        struct Inner {}
        typealias Name = String
        struct Plain { var inner: Inner; var name: Name; var optional: Name?; var unwrapped: Name! }
        struct Nesting {
            struct Inner {}
            typealias Name = Int
            var inner: Inner
            var name: Name
            var optional: Name?
        }
        struct Again { var inner: Inner?; var optional: Name? }
        """)
        let plain = try model.require("Plain")
        XCTAssertEqual(plain.variable("inner")?.type?.name, "Inner")
        XCTAssertEqual(plain.variable("name")?.actualTypeName.name, "String")
        XCTAssertEqual(plain.variable("optional")?.actualTypeName.name, "String?")
        XCTAssertEqual(plain.variable("unwrapped")?.actualTypeName.name, "String!")
        let nesting = try model.require("Nesting")
        XCTAssertEqual(nesting.variable("inner")?.type?.name, "Nesting.Inner")
        XCTAssertEqual(nesting.variable("name")?.actualTypeName.name, "Int")
        XCTAssertEqual(nesting.variable("optional")?.actualTypeName.name, "Int?")
        let again = try model.require("Again")
        XCTAssertEqual(again.variable("inner")?.type?.name, "Inner")
        XCTAssertEqual(again.variable("inner")?.typeName.actualTypeName, nil, "no alias: the written name is all there is")
        XCTAssertEqual(again.variable("optional")?.actualTypeName.name, "String?")
        XCTAssertEqual(again.variable("optional")?.typeName.name, "Name?")
    }

    func testPropertiesKnowWhereTheyAreDefined() throws {
        let model = compose("typealias Base = Model\nstruct Model { var a: Int }\nextension Base { var b: Int { 0 } }")
        let type = try model.require("Model")
        XCTAssertEqual(type.variables.map { $0.definedInTypeName?.name }, ["Model", "Base"])
        XCTAssertEqual(type.variables.map { $0.actualDefinedInTypeName?.name }, ["Model", "Model"])
        XCTAssertTrue(type.variable("a")?.definedInType === type)
        XCTAssertEqual(type.variable("b")?.definedInType?.isExtension, true)
    }

    // MARK: Names

    func testInheritedNamesAreRewrittenOnlyWhereAliased() throws {
        let model = compose("""
        protocol P {}
        protocol Q {}
        protocol R {}
        typealias Both = P & Q
        typealias Other = R
        struct S: Codable, Both, Other, Hashable {}
        struct Plain: Codable, Hashable {}
        """)
        // A composition alias stays as written (Sourcery's ComposerSpec); a plain alias is rewritten.
        XCTAssertEqual(try model.require("S").inheritedTypes, ["Codable", "Both", "R", "Hashable"])
        XCTAssertEqual(try model.require("S").implements.keys.sorted(), ["Both", "P", "Q", "R"])
        XCTAssertEqual(try model.require("Plain").inheritedTypes, ["Codable", "Hashable"])
    }

    func testModuleQualifierIsDropped() {
        XCTAssertEqual(ModelComposer.droppingFirstQualifier("Swift.Int"), "Int")
        XCTAssertEqual(ModelComposer.droppingFirstQualifier("App.Outer.Inner"), "Outer.Inner")
        XCTAssertNil(ModelComposer.droppingFirstQualifier("Int"))
        XCTAssertNil(ModelComposer.droppingFirstQualifier("App."))
        XCTAssertEqual(ModelComposer.droppingFirstQualifier("Caf\u{E9}.Menu"), "Menu")
    }

    /// The byte walk of `strippingGenericArguments` gives what the walk by characters gives.
    func testStrippingGenericArgumentsAgreesWithTheCharacterWalk() {
        let names = ["Base<Int>", "Outer<T>.Inner", "A<(Int) -> Int>.B", "A<B<C>>.D<E>", "A>B<C>D", "Caf\u{E9}<Int>.Menu",
                     "A<Int>\r\n.B", "<", "A<-<B>"]
        for name in names {
            XCTAssertEqual(ModelComposer.strippingGenericArguments(name),
                           ModelComposer.characterwiseStrippingGenericArguments(name), name.debugDescription)
        }
        XCTAssertEqual(ModelComposer.strippingGenericArguments("Outer<T>.Inner"), "Outer.Inner")
        XCTAssertEqual(ModelComposer.strippingGenericArguments("A>B"), "A>B", "no `<`: left as written")
    }

    func testNestedNameSuffixesListEveryEnding() {
        var suffixes = NestedNameSuffixes()
        suffixes.insertSuffixes(of: "Outer.Middle.Inner")
        XCTAssertTrue(suffixes.contains("Middle.Inner"))
        XCTAssertTrue(suffixes.contains("Inner"))
        XCTAssertFalse(suffixes.contains("Outer"))
        XCTAssertFalse(suffixes.contains("Outer.Middle.Inner"))
    }

    func testDeclarationCountIncludesNestedTypesAndAliases() {
        let file = parseFile("struct A { struct B { enum C {} } }\nextension A {}\ntypealias D = Int")
        XCTAssertEqual(ModelComposer.declarationCount(in: [file]), 5)
    }
}
