import XCTest
@testable import SwiftDeclParser

final class CompositionTests: XCTestCase {
    func testExtensionsMergeAcrossFiles() throws {
        let model = compose([
            "A.swift": "protocol AutoCodable {}\n// sourcery: fromType = 1\npublic struct User { var id: Int }",
            "B.swift": "// sourcery: fromExtension = 2\nextension User: AutoCodable {\n    var extra: Int { 1 }\n    func f() {}\n    struct Nested {}\n}",
        ])
        let user = try model.require("User")
        XCTAssertEqual(user.kind, "struct")
        XCTAssertFalse(user.isExtension)
        XCTAssertEqual(user.inheritedTypes, ["AutoCodable"])
        XCTAssertEqual(user.implements.keys.sorted(), ["AutoCodable"])
        XCTAssertEqual(user.annotations, ["fromType": .number(1), "fromExtension": .number(2)])
        XCTAssertEqual(user.variables.map { $0.name }, ["id", "extra"])
        XCTAssertEqual(user.methods.map { $0.name }, ["f()"])
        XCTAssertEqual(user.containedTypes.map { $0.name }, ["User.Nested"])
        XCTAssertTrue(user.containedType["Nested"] === model.type(named: "User.Nested"))
        // Q11: extension members point at the extension object.
        XCTAssertEqual(user.variable("extra")?.definedInType?.isExtension, true)
        XCTAssertEqual(user.variable("id")?.definedInType?.isExtension, false)
        XCTAssertEqual(model.types.map { $0.name }, ["AutoCodable", "User", "User.Nested"])
    }

    func testNestedTypesAtAnyDepth() throws {
        let model = compose("struct A { enum B { class C { struct D {} } } }\nextension A.B.C { struct E {} }")
        XCTAssertEqual(model.types.map { $0.name }, ["A", "A.B", "A.B.C", "A.B.C.D", "A.B.C.E"])
        let d = try model.require("A.B.C.D")
        XCTAssertEqual(d.localName, "D")
        XCTAssertEqual(d.parentName, "A.B.C")
        XCTAssertTrue(d.parent === model.type(named: "A.B.C"))
        XCTAssertEqual(try model.require("A.B.C").containedTypes.map { $0.name }, ["A.B.C.D", "A.B.C.E"])
    }

    func testTransitiveImplementsThroughRefinementSuperclassesAndExtensions() throws {
        let model = compose([
            "P.swift": "protocol AutoCodable {}\nprotocol Refined: AutoCodable {}\nprotocol Other {}",
            "A.swift": "class Base: NSObject, Refined {}\nclass Child: Base {}\nclass GrandChild: Child {}",
            "B.swift": "struct Plain {}\nextension Plain: Other {}",
        ])
        let grandChild = try model.require("GrandChild")
        XCTAssertEqual(grandChild.implements.keys.sorted(), ["AutoCodable", "Refined"])
        XCTAssertEqual(grandChild.inherits.keys.sorted(), ["Base", "Child"])
        XCTAssertEqual(grandChild.based.keys.sorted(), ["AutoCodable", "Base", "Child", "NSObject", "Refined"])
        XCTAssertTrue(grandChild.supertype === model.type(named: "Child"))
        XCTAssertNil(try model.require("Base").supertype)   // NSObject is not scanned
        XCTAssertEqual(try model.require("Refined").implements.keys.sorted(), ["AutoCodable"])
        XCTAssertEqual(try model.require("Plain").implements.keys.sorted(), ["Other"])
        XCTAssertEqual(model.implementing("AutoCodable")?.map { $0.name }, ["Base", "Child", "GrandChild", "Refined"])
        XCTAssertNil(model.implementing("NSObject"))
        XCTAssertEqual(model.based("NSObject").map { $0.name }, ["Base", "Child", "GrandChild"])
        XCTAssertEqual(model.inheriting("Base")?.map { $0.name }, ["Child", "GrandChild"])
        XCTAssertNil(try model.require("AutoCodable").implements["AutoCodable"])   // never implements itself
    }

    /// Types declared alike share their relationship sets, except where the enclosing scope
    /// resolves an inherited based name to another type.
    func testBasedTypesOfTypesDeclaredAlikeFollowTheirScope() throws {
        let model = compose("protocol Q {}\nprotocol P: Q {}\nstruct A: P {}\nstruct B: P {}\nenum Outer { protocol Q {}\n struct C: P {} }")
        let (a, b, c) = (try model.require("A"), try model.require("B"), try model.require("Outer.C"))
        for type in [a, b, c] { XCTAssertEqual(type.based, ["P": "P", "Q": "Q"]) }
        XCTAssertTrue(a.basedTypes["Q"] === model.type(named: "Q"))
        XCTAssertTrue(b.basedTypes["Q"] === model.type(named: "Q"))
        XCTAssertTrue(c.basedTypes["Q"] === model.type(named: "Outer.Q"))
        XCTAssertEqual(c.implements.keys.sorted(), ["P", "Q"])
    }

    func testGenericBaseKeepsArgumentsInBasedButNotInInherits() throws {
        let model = compose("class Base<T> {}\nclass A: Base<Int> {}")
        let a = try model.require("A")
        XCTAssertEqual(a.based.keys.sorted(), ["Base<Int>"])   // Q12
        XCTAssertEqual(a.inherits.keys.sorted(), ["Base"])
        XCTAssertTrue(try model.require("Base").isGeneric)
    }

    func testUnknownExtensionsAreKeptAsExtensionKind() throws {
        let model = compose([
            "A.swift": "extension String { var trimmed: String { self } }",
            "B.swift": "extension String: Identifiable { var id: String { self } }",
        ])
        let string = try model.require("String")
        XCTAssertEqual(string.kind, "extension")
        XCTAssertTrue(string.isExtension)
        XCTAssertTrue(string.isUnknownExtension)
        XCTAssertEqual(string.variables.map { $0.name }, ["trimmed", "id"])
        XCTAssertEqual(model.extensions.map { $0.name }, ["String"])
        XCTAssertEqual(model.all.map { $0.name }, ["String"])
    }

    func testTypealiasesResolve() throws {
        let model = compose("""
        protocol A {}
        protocol B {}
        typealias AB = A & B
        typealias Identifier = String
        struct User: AB {
            var id: Identifier
            typealias Local = Int
            var local: Local?
        }
        typealias Person = User
        extension Person { var extra: Int { 0 } }
        """)
        let user = try model.require("User")
        // The composition alias stays as written (Sourcery's ComposerSpec: `enum E: Composition`
        // keeps `["Composition"]`); its parts are reached through the composition type.
        XCTAssertEqual(user.inheritedTypes, ["AB"])
        XCTAssertEqual(user.implements.keys.sorted(), ["A", "AB", "B"])
        XCTAssertEqual(user.based.keys.sorted(), ["A", "AB", "B"])
        XCTAssertEqual(user.variable("id")?.typeName.name, "Identifier")
        XCTAssertEqual(user.variable("id")?.actualTypeName.name, "String")
        XCTAssertEqual(user.variable("local")?.actualTypeName.name, "Int?")
        XCTAssertEqual(user.variables.map { $0.name }, ["id", "local", "extra"])
        XCTAssertEqual(model.typealiases.map { $0.name }, ["Identifier", "Person", "User.Local"])
        XCTAssertEqual(model.protocolCompositions.map { $0.name }, ["AB"])
        XCTAssertEqual(user.typealiases["Local"]?.typeName.name, "Int")
    }

    /// A name that some scope nests (`Inner`) resolves per scope; other names resolve once for
    /// all scopes, and module-qualified or generic spellings still find scanned types.
    func testNamesResolveFromTheirOwnScope() throws {
        let model = compose("""
        struct Inner {}
        struct Outer {
            struct Inner {}
            typealias Handler = Int
            var inner: Inner
            var global: Model
            var handler: Handler
        }
        struct Other {
            var inner: Inner
            var global: Model?
            var qualified: App.Model
            var generic: Box<Model>
            var handler: Handler
        }
        struct Model {}
        struct Box<T> {}
        typealias Handler = String
        """)
        let outer = try model.require("Outer")
        let other = try model.require("Other")
        XCTAssertEqual(outer.variable("inner")?.type?.name, "Outer.Inner")
        XCTAssertEqual(other.variable("inner")?.type?.name, "Inner")
        XCTAssertEqual(outer.variable("global")?.type?.name, "Model")
        XCTAssertEqual(other.variable("global")?.type?.name, "Model")
        XCTAssertEqual(other.variable("qualified")?.type?.name, "Model")
        XCTAssertEqual(other.variable("generic")?.type?.name, "Box")
        XCTAssertEqual(outer.variable("handler")?.actualTypeName.name, "Int")
        XCTAssertEqual(other.variable("handler")?.actualTypeName.name, "String")
    }

    /// Large projects build and finish their types' members on several threads: every type still
    /// sees its own nested names, aliases and the shared types, and lists its members (its own,
    /// then its extensions') as a small project does.
    func testMembersOfManyTypesResolveFromTheirOwnScope() throws {
        var files: [String: String] = ["Shared.swift": "struct Inner {}\nstruct Model {}\ntypealias Handler = String\nprotocol P {}\nprotocol Q: P {}\n"]
        for index in 0..<400 {
            let nested = index % 3 == 0 ? "    struct Inner {}\n    typealias Handler = Int\n" : ""
            files["T\(index).swift"] = "struct T\(index)\(index % 2 == 0 ? ": Q" : "") {\n\(nested)    var inner: Inner\n    var model: Model?\n"
                + "    var handler: Handler\n    func make(model: Model) -> Inner { Inner() }\n}\n"
            if index % 5 == 0 {
                files["Extensions\(index).swift"] = "extension T\(index) {\n    var extra: Int { 0 }\n}\n"
            }
        }
        let model = compose(files)
        for index in 0..<400 {
            let type = try model.require("T\(index)")
            let isNesting = index % 3 == 0
            XCTAssertEqual(type.variable("inner")?.type?.name, isNesting ? "T\(index).Inner" : "Inner")
            XCTAssertEqual(type.variable("model")?.type?.name, "Model")
            XCTAssertEqual(type.variable("handler")?.actualTypeName.name, isNesting ? "Int" : "String")
            XCTAssertEqual(type.rawMethods.first?.returnType?.name, isNesting ? "T\(index).Inner" : "Inner")
            XCTAssertEqual(type.storedVariables.map(\.name), ["inner", "model", "handler"])
            XCTAssertEqual(type.variables.map(\.name), ["inner", "model", "handler"] + (index % 5 == 0 ? ["extra"] : []))
            XCTAssertEqual(type.variables.map { $0.definedInType?.isExtension }, [false, false, false] + (index % 5 == 0 ? [true] : []))
            XCTAssertTrue(type.rawMethods.first?.definedInType === type)
            XCTAssertEqual(type.implements.keys.sorted(), index % 2 == 0 ? ["P", "Q"] : [])
            XCTAssertEqual(type.based.keys.sorted(), index % 2 == 0 ? ["P", "Q"] : [])
        }
    }

    func testInlineCompositionInInheritanceClause() throws {
        let model = compose("protocol A {}\nprotocol B {}\nstruct S: A & B {}")
        XCTAssertEqual(try model.require("S").implements.keys.sorted(), ["A", "B"])
    }

    func testTypealiasesResolveInParametersAndPayloads() throws {
        let model = compose("typealias ID = String\nenum E { case a(ID) }\nstruct S { func f(id: ID) {} }")
        XCTAssertEqual(try model.require("E").cases.first?.associatedValues.first?.actualTypeName.name, "String")
        XCTAssertEqual(try model.require("S").methods.first?.parameters.first?.actualTypeName.name, "String")
    }

    func testAccessLevelInheritance() throws {
        let model = compose("""
        public protocol P { var x: Int { get } }
        public extension Foo { var y: Int { 1 }; struct Inner {} }
        struct Foo { private struct Hidden {} }
        """)
        XCTAssertEqual(try model.require("P").variable("x")?.readAccess, "public")
        XCTAssertEqual(try model.require("Foo").variable("y")?.readAccess, "public")
        XCTAssertEqual(try model.require("Foo").accessLevel, "internal")
        XCTAssertEqual(try model.require("Foo.Inner").accessLevel, "public")
        XCTAssertEqual(try model.require("Foo.Hidden").accessLevel, "private")
    }

    func testAllVariablesIncludesSuperclassAndProtocolMembers() throws {
        let model = compose("""
        protocol Named { var name: String { get } }
        class Base { var id: Int = 0 }
        class Child: Base, Named {
            var name: String = ""
            var own: Int = 0
        }
        extension Child { var fromExtension: Int { 1 } }
        """)
        let child = try model.require("Child")
        // Own, then superclass (`id`), then protocol (`name` deduplicated), then extension members.
        XCTAssertEqual(child.allVariables.map { $0.name }, ["name", "own", "id", "fromExtension"])
        XCTAssertEqual(child.storedVariables.map { $0.name }, ["name", "own"])
    }

    func testProtocolExtensionPropertiesJoinTheRawListUnfiltered() throws {
        let model = compose(["a.swift": """
        extension Named { var name: Int { 0 }; static var shared: String { "" }; var extra: Int { 1 } }
        """, "b.swift": """
        protocol Named { var name: String { get }; var id: Int { get } }
        extension Named { var id: Int { 0 }; var extra: String { "" } }
        """, "c.swift": """
        struct Plain { var id: Int }
        extension Plain { var id: String { "" } }
        """])
        // Sourcery 2.x merges a protocol's extensions like any type's: every property is raw, and
        // `variables` drops only a repeat of name, staticness and type (here the second `id: Int`).
        let named = try model.require("Named")
        XCTAssertEqual(named.rawVariables.map { "\($0.name): \($0.typeName.name)" },
                       ["name: String", "id: Int", "name: Int", "shared: String", "extra: Int", "id: Int", "extra: String"])
        XCTAssertEqual(named.variables.map { "\($0.name): \($0.typeName.name)" },
                       ["name: String", "id: Int", "name: Int", "shared: String", "extra: Int", "extra: String"])
        XCTAssertEqual(named.allVariables.map(\.name), ["name", "id", "name", "shared", "extra", "extra"])
        XCTAssertEqual(try model.require("Plain").variables.map { "\($0.name): \($0.typeName.name)" }, ["id: Int", "id: String"])
    }

    func testDeterministicWhateverTheFileOrder() {
        let files = [("b.swift", "struct B: P {}\nextension A: P {}"), ("a.swift", "protocol P {}\nstruct A { var x = 1 }"), ("c.swift", "extension A { var y: Int { 1 } }")]
        let forward = Composer.compose(files.map { SwiftParser.parse(path: $0.0, source: $0.1) })
        let backward = Composer.compose(files.reversed().map { SwiftParser.parse(path: $0.0, source: $0.1) })
        XCTAssertEqual(forward.types.map { $0.name }, backward.types.map { $0.name })
        XCTAssertEqual(forward.type(named: "A")?.variables.map { $0.name }, ["x", "y"])
        XCTAssertEqual(backward.type(named: "A")?.variables.map { $0.name }, ["x", "y"])
    }

    func testDuplicateDeclarationsFromIfConfigBecomeOneType() throws {
        let model = compose("#if os(iOS)\nstruct A { var x: Int }\n#else\nstruct A { var y: Int }\n#endif")
        XCTAssertEqual(model.types.map { $0.name }, ["A"])
        XCTAssertEqual(try model.require("A").variables.map { $0.name }, ["x", "y"])
    }

    func testFileResultRoundTripsThroughCodable() throws {
        let result = parseFile("""
        import Foundation
        // sourcery: a = [1, "x"], b
        public struct T<U>: Codable where U: Hashable {
            var x: Int? = nil
            func f(_ y: inout [String: Int]) async throws -> U? { nil }
            enum E: String { case a = "A" }
        }
        """)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(result)
        let decoded = try JSONDecoder().decode(FileParseResult.self, from: data)
        XCTAssertEqual(try encoder.encode(decoded), data)
        XCTAssertEqual(decoded.declarations.first?.annotations["a"], .array([.number(1), .string("x")]))
        XCTAssertEqual(decoded.imports.map { $0.path }, ["Foundation"])
    }
}
