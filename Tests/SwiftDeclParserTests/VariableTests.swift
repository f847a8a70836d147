import XCTest
@testable import SwiftDeclParser

final class VariableTests: XCTestCase {
    func testTypeAnnotationsOfEveryShape() throws {
        let type = try members(of: """
        struct T {
            let id: Int
            var name: String?
            var forced: String!
            var list: [String]
            var map: [String: [Int]]
            var unique: Set<String>
            var pair: (Int, String)
            var callback: @escaping (Int) -> Void
            var result: Result<[User], Error>
            var shape: some Shape
            var existential: any Proto
            var optionalExistential: (any Proto)?
            var optionalClosure: (() -> Void)?
            var nested: Outer.Inner
            var metatype: Int.Type
        }
        """)
        func typeName(_ name: String) -> TypeName? { type.variable(name)?.typeName }
        XCTAssertEqual(typeName("id")?.name, "Int")
        XCTAssertEqual(typeName("name")?.name, "String?")
        XCTAssertEqual(type.variable("name")?.isOptional, true)
        XCTAssertEqual(type.variable("name")?.unwrappedTypeName, "String")
        XCTAssertEqual(typeName("forced")?.name, "String!")
        XCTAssertEqual(type.variable("forced")?.isImplicitlyUnwrappedOptional, true)
        XCTAssertEqual(type.variable("forced")?.isOptional, true)
        XCTAssertEqual(type.variable("list")?.isArray, true)
        XCTAssertEqual(typeName("list")?.array?.elementTypeName.name, "String")
        XCTAssertEqual(type.variable("map")?.isDictionary, true)
        XCTAssertEqual(typeName("map")?.dictionary?.valueTypeName.name, "[Int]")
        XCTAssertEqual(type.variable("unique")?.isSet, true)
        XCTAssertEqual(type.variable("pair")?.isTuple, true)
        XCTAssertEqual(typeName("pair")?.tuple?.elements.map { $0.name }, ["0", "1"])
        XCTAssertEqual(typeName("callback")?.name, "(Int) -> Void")
        XCTAssertEqual(typeName("callback")?.description, "@escaping (Int) -> Void")
        XCTAssertEqual(type.variable("callback")?.isClosure, true)
        XCTAssertEqual(typeName("callback")?.closure?.returnTypeName.name, "Void")
        XCTAssertEqual(typeName("result")?.name, "Result<[User], Error>")
        XCTAssertEqual(typeName("result")?.generic?.name, "Result")
        XCTAssertEqual(typeName("result")?.generic?.typeParameters.map { $0.typeName.name }, ["[User]", "Error"])
        XCTAssertEqual(typeName("shape")?.name, "some Shape")
        XCTAssertEqual(typeName("existential")?.name, "any Proto")
        XCTAssertEqual(typeName("optionalExistential")?.name, "any Proto?")   // Q7
        XCTAssertEqual(typeName("optionalClosure")?.name, "(() -> Void)?")
        XCTAssertEqual(typeName("optionalClosure")?.unwrappedTypeName, "(() -> Void)")
        XCTAssertEqual(type.variable("optionalClosure")?.isClosure, true)
        XCTAssertEqual(typeName("nested")?.name, "Outer.Inner")
        XCTAssertEqual(typeName("metatype")?.name, "Int.Type")
    }

    func testClosureSpellingIsCanonical() throws {
        let type = try members(of: "struct T { var a: (Int)->Void; var b: @escaping ()->(); var c: (Int) async throws -> String }")
        XCTAssertEqual(type.variable("a")?.typeName.name, "(Int) -> Void")
        XCTAssertEqual(type.variable("b")?.typeName.name, "() -> ()")
        XCTAssertEqual(type.variable("c")?.typeName.name, "(Int) async throws -> String")
        XCTAssertEqual(type.variable("c")?.typeName.closure?.isAsync, true)
        XCTAssertEqual(type.variable("c")?.typeName.closure?.throws, true)
    }

    func testFunctionTypeParametersAreSpelledElementByElement() throws {
        let type = try members(of: """
        struct T {
            var a: (_ x: Int, label y: String, z: Double) -> Void
            var b: (@escaping () -> Void, @autoclosure @escaping () -> Int) -> Void
            var c: (Int...) async throws(MyError) -> String
            var d: (inout [Int], _: Int) -> ()
            var e: (Swift.Result<Int,Error>, Array<  Int >) -> Dictionary<String,Int>
            var f: ((any E)?) -> Void
            var g: (Int, 1 + 2) -> Void
        }
        """)
        XCTAssertEqual(type.variable("a")?.typeName.name, "(_ x: Int, label y: String, z: Double) -> Void")
        XCTAssertEqual(type.variable("b")?.typeName.name, "(@escaping () -> Void, @autoclosure @escaping () -> Int) -> Void")
        XCTAssertEqual(type.variable("c")?.typeName.name, "(Int...) async throws(MyError) -> String")
        XCTAssertEqual(type.variable("d")?.typeName.name, "(inout [Int], Int) -> ()")
        XCTAssertEqual(type.variable("e")?.typeName.name, "(Swift.Result<Int, Error>, Array<Int>) -> Dictionary<String, Int>")
        XCTAssertEqual(type.variable("f")?.typeName.name, "(any E?) -> Void")
        XCTAssertEqual(type.variable("g")?.typeName.name, "(Int, 1 + 2) -> Void")
    }

    func testDefaultValuesKeepFullInitializerText() throws {
        let type = try members(of: """
        struct T {
            var a = [1, 2] { didSet { print(a) } }
            var b: [String: Int] = ["k": 1]
            var c = { () -> Int in
                let x = "}"
                return 1
            }()
            var d = Foo(
                x: 1,
                y: "{"
            )
            var e = value
                .map { $0 }
            var f: Int = 1
        }
        """)
        XCTAssertEqual(type.variable("a")?.defaultValue, "[1, 2]")
        XCTAssertEqual(type.variable("b")?.defaultValue, "[\"k\": 1]")
        XCTAssertEqual(type.variable("c")?.defaultValue, "{ () -> Int in\n        let x = \"}\"\n        return 1\n    }()")
        XCTAssertEqual(type.variable("d")?.defaultValue, "Foo(\n        x: 1,\n        y: \"{\"\n    )")
        XCTAssertEqual(type.variable("e")?.defaultValue, "value\n        .map { $0 }")
        XCTAssertEqual(type.variable("f")?.defaultValue, "1")
        XCTAssertEqual(type.storedVariables.map { $0.name }, ["a", "b", "c", "d", "e", "f"])
    }

    func testMultipleBindings() throws {
        let type = try members(of: "struct T { var a = 1, b: Int; let c, d: String; var e = 1, f = \"x\" // sourcery: shared\n}")
        XCTAssertEqual(type.storedVariables.map { $0.name }, ["a", "b", "c", "d", "e", "f"])
        XCTAssertEqual(type.variable("a")?.typeName.name, "Int")
        XCTAssertEqual(type.variable("b")?.typeName.name, "Int")
        XCTAssertEqual(type.variable("c")?.typeName.name, "String")   // Q19: shared annotation propagated
        XCTAssertEqual(type.variable("c")?.writeAccess, "")
        XCTAssertEqual(type.variable("f")?.typeName.name, "String")
        XCTAssertEqual(type.variable("e")?.annotations["shared"], .bool(true))
        XCTAssertEqual(type.variable("f")?.annotations["shared"], .bool(true))
    }

    func testModifiersAndAccessLevels() throws {
        let type = try members(of: """
        public struct T {
            lazy var a = 1
            static var b = 2
            private(set) var c = 3
            public internal(set) var d = 4
            public private(set) var e: Int
            fileprivate let f = 5
            weak var g: Delegate?
            unowned(unsafe) var h: Owner
            class var i: Int { 1 }
            @objc dynamic var j = 0
        }
        """)
        XCTAssertEqual(type.variable("a")?.isLazy, true)
        XCTAssertEqual(type.variable("b")?.isStatic, true)
        XCTAssertEqual(type.variable("c").map { [$0.readAccess, $0.writeAccess] }, ["internal", "private"])
        XCTAssertEqual(type.variable("d").map { [$0.readAccess, $0.writeAccess] }, ["public", "internal"])
        XCTAssertEqual(type.variable("e").map { [$0.readAccess, $0.writeAccess] }, ["public", "private"])
        XCTAssertEqual(type.variable("f").map { [$0.readAccess, $0.writeAccess] }, ["fileprivate", ""])
        XCTAssertEqual(type.variable("g")?.modifiers.map { $0.name }, ["weak"])
        XCTAssertEqual(type.variable("h")?.modifiers.map { $0.asSource }, ["unowned(unsafe)"])
        XCTAssertEqual(type.variable("i")?.isStatic, true)
        XCTAssertEqual(type.variable("j")?.isDynamic, true)
        XCTAssertEqual(type.variable("j")?.attributes["objc"]?.first?.asSource, "@objc")
        XCTAssertEqual(type.staticVariables.map { $0.name }, ["b", "i"])
        XCTAssertEqual(type.storedVariables.map { $0.name }, ["a", "c", "d", "e", "f", "g", "h", "j"])
    }

    /// Flags and access levels are packed, the throws type and unlisted access texts kept aside:
    /// each must still read back as built.
    func testPackedFlagsAccessLevelsAndRareFields() throws {
        let type = try members(of: """
        public struct T {
            open var a: Int { get async throws(MyError) { 1 } }
            package static var b = 2
            public fileprivate(set) var c = 3
            var d: Int { get throws { 4 } }
        }
        """)
        let a = try XCTUnwrap(type.variable("a"))
        XCTAssertEqual([a.isComputed, a.isStatic, a.isAsync, a.throws, a.isMutable], [true, false, true, true, false])
        XCTAssertEqual([a.readAccess, a.writeAccess], ["open", ""])
        XCTAssertEqual(a.throwsTypeName?.name, "MyError")
        let b = try XCTUnwrap(type.variable("b"))
        XCTAssertEqual([b.isComputed, b.isStatic, b.isAsync, b.throws, b.isMutable], [false, true, false, false, true])
        XCTAssertEqual([b.readAccess, b.writeAccess], ["package", "package"])
        XCTAssertNil(b.throwsTypeName)
        XCTAssertEqual(type.variable("c").map { [$0.readAccess, $0.writeAccess] }, ["public", "fileprivate"])
        XCTAssertEqual(type.variable("d").map { [$0.throws, $0.isAsync] }, [true, false])
        XCTAssertNil(type.variable("d")?.throwsTypeName)
        // Every property of one declaration shares where it is defined.
        XCTAssertTrue(a.placement === b.placement)
        XCTAssertEqual(b.definedInTypeName?.name, "T")
        XCTAssertTrue(b.definedInType === type)

        let placement = MemberPlacement(definingObject: type, definedInTypeName: TypeName("T"), actualDefinedInTypeName: TypeName("T"))
        let odd = Variable(name: "odd", typeName: TypeName("Int"), isComputed: false, isStatic: false, readAccess: "weird",
                           writeAccess: "publik", defaultValue: nil, annotations: [:], documentation: [], attributes: [:],
                           modifiers: [], placement: placement)
        XCTAssertEqual([odd.readAccess, odd.writeAccess], ["weird", "publik"], "texts outside the known levels are kept as written")
        XCTAssertTrue(odd.isMutable)
        XCTAssertNil(AccessLevelCode("Public"))
        XCTAssertNil(AccessLevelCode("prevate"))
        XCTAssertEqual(AccessLevelCode("private"), .private)
        XCTAssertEqual(AccessLevelCode("package"), .package)
    }

    func testComputedStoredAndObservedProperties() throws {
        let type = try members(of: """
        struct T {
            var shorthand: Int { 1 }
            var getSet: Int {
                get { 1 }
                set { }
            }
            var modify: Int {
                get { 1 }
                _modify { yield &x }
            }
            var throwing: Int { get async throws { 1 } }
            var observed: Int = 0 {
                willSet { }
                didSet { }
            }
            var observedNoDefault: Int {
                didSet { }
            }
        }
        """)
        XCTAssertEqual(type.computedVariables.map { $0.name }, ["shorthand", "getSet", "modify", "throwing"])
        XCTAssertEqual(type.storedVariables.map { $0.name }, ["observed", "observedNoDefault"])
        XCTAssertEqual(type.variable("shorthand")?.writeAccess, "")
        XCTAssertEqual(type.variable("getSet")?.writeAccess, "internal")
        XCTAssertEqual(type.variable("modify")?.isMutable, true)
        XCTAssertEqual(type.variable("throwing")?.isAsync, true)
        XCTAssertEqual(type.variable("throwing")?.throws, true)
        XCTAssertEqual(type.variable("observed")?.isMutable, true)
    }

    func testPropertyWrappersAndAttributes() throws {
        let type = try members(of: """
        class T {
            @Published var count = 0
            @UserDefault(key: "k", defaultValue: 1) var setting: Int
            @available(iOS 13, *)
            var modern: String = ""
        }
        """)
        XCTAssertEqual(type.variable("count")?.attributes.keys.sorted(), ["Published"])
        let wrapper = try XCTUnwrap(type.variable("setting")?.attributes["UserDefault"]?.first)
        XCTAssertEqual(wrapper.arguments, ["key": "\"k\"", "defaultValue": "1"])
        XCTAssertEqual(wrapper.asSource, "@UserDefault(key: \"k\", defaultValue: 1)")
        let available = try XCTUnwrap(type.variable("modern")?.attributes["available"]?.first)
        XCTAssertEqual(available.arguments, ["0": "iOS 13", "1": "*"])
        XCTAssertEqual(type.storedVariables.map { $0.name }, ["count", "setting", "modern"])
    }

    /// Attributes are grouped by name, each group in written order, whether a declaration has
    /// one name (the list is the group) or several.
    func testAttributesAreGroupedByName() throws {
        let type = try members(of: """
        class T {
            @available(iOS 13, *) @available(macOS 11, *) var oneName = 0
            @available(iOS 13, *) @objc @available(macOS 11, *) var twoNames = 0
        }
        """)
        let oneName = try XCTUnwrap(type.variable("oneName")?.attributes)
        XCTAssertEqual(oneName.keys.sorted(), ["available"])
        XCTAssertEqual(oneName["available"]?.map { $0.asSource }, ["@available(iOS 13, *)", "@available(macOS 11, *)"])
        let twoNames = try XCTUnwrap(type.variable("twoNames")?.attributes)
        XCTAssertEqual(twoNames.keys.sorted(), ["available", "objc"])
        XCTAssertEqual(twoNames["available"]?.map { $0.asSource }, ["@available(iOS 13, *)", "@available(macOS 11, *)"])
        XCTAssertEqual(twoNames["objc"]?.map { $0.asSource }, ["@objc"])
    }

    func testProtocolRequirementsAreNeverComputed() throws {
        let type = try members(of: """
        public protocol T {
            var readOnly: Int { get }
            var readWrite: String { get set }
            static var shared: Self { get }
        }
        """)
        XCTAssertEqual(type.storedVariables.map { $0.name }, ["readOnly", "readWrite"])   // Q10
        XCTAssertEqual(type.variable("readOnly").map { [$0.readAccess, $0.writeAccess] }, ["public", ""])
        XCTAssertEqual(type.variable("readWrite").map { [$0.readAccess, $0.writeAccess] }, ["public", "public"])
        XCTAssertEqual(type.staticVariables.map { $0.name }, ["shared"])
    }

    func testDeclarationsInsideBodiesAreIgnored() throws {
        let type = try members(of: """
        struct T {
            var a: Int { let hidden = 1; return hidden }
            func f() { var local = 2; struct Local { var x: Int } }
            var b = { var inner = 3; return inner }()
        }
        """)
        XCTAssertEqual(type.variables.map { $0.name }, ["a", "b"])
        XCTAssertEqual(compose("struct T { func f() { struct Local {} } }").types.map { $0.name }, ["T"])
    }

    func testIfConfigBranchesAreAllCollected() throws {
        let type = try members(of: """
        struct T {
            #if DEBUG
            var debug: Bool
            #elseif TESTING
            var testing: Bool
            #else
            var release: Bool
            #endif
        }
        """)
        XCTAssertEqual(type.storedVariables.map { $0.name }, ["debug", "testing", "release"])
    }

    func testNestedTypeNameIsQualified() throws {
        let model = compose("struct Outer { struct Inner {}; var inner: Inner; var other: Other }")
        let outer = try model.require("Outer")
        XCTAssertEqual(outer.variable("inner")?.typeName.name, "Outer.Inner")
        XCTAssertTrue(outer.variable("inner")?.type === model.type(named: "Outer.Inner"))
        XCTAssertEqual(outer.variable("other")?.typeName.name, "Other")
        XCTAssertNil(outer.variable("other")?.type)
    }
}
