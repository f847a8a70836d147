import XCTest
@testable import SwiftDeclParser

final class FunctionTests: XCTestCase {
    func testSignatureParts() throws {
        let type = try members(of: """
        class T {
            func plain() {}
            public func labels(bar: Int, _ baz: String = "", qux quux: [Int] = [1, 2]) -> Bool { true }
            func effects(_ x: inout Int, values: Int...) async throws -> String { "" }
            func rethrowing(_ f: () throws -> Void) rethrows {}
            func typed() throws(MyError) -> Int { 0 }
            func never() throws(Never) {}
            func generic<T: Equatable, U>(_ t: T, u: U) -> T where U: Hashable { t }
            func größe<Ä>(of ä: Ä) {}
            static func make() -> Self { fatalError() }
            class func classy() {}
            mutating func mutate() {}
            func closure(handler: @escaping (Result<Int, Error>) -> Void) {}
            static func == (lhs: T, rhs: T) -> Bool { true }
        }
        """)
        let plain = try XCTUnwrap(type.method("plain"))
        XCTAssertEqual(plain.name, "plain()")
        XCTAssertEqual(plain.returnTypeName.name, "Void")
        XCTAssertTrue(plain.returnTypeName.isVoid)

        let labels = try XCTUnwrap(type.method("labels(bar:_:qux:)"))
        XCTAssertEqual(labels.name, "labels(bar: Int, _ baz: String = \"\", qux quux: [Int] = [1, 2])")
        XCTAssertEqual(labels.parameters.map { $0.argumentLabel }, ["bar", nil, "qux"])
        XCTAssertEqual(labels.parameters.map { $0.name }, ["bar", "baz", "quux"])
        XCTAssertEqual(labels.parameters.map { $0.defaultValue }, [nil, "\"\"", "[1, 2]"])
        XCTAssertEqual(labels.parameters.map { $0.index }, [0, 1, 2])
        XCTAssertEqual(labels.accessLevel, "public")
        XCTAssertEqual(labels.callName, "labels")

        let effects = try XCTUnwrap(type.method("effects(_:values:)"))
        XCTAssertTrue(effects.isAsync)
        XCTAssertTrue(effects.throws)
        XCTAssertEqual(effects.parameters[0].typeName.name, "inout Int")
        XCTAssertTrue(effects.parameters[0].inout)
        XCTAssertEqual(effects.parameters[1].typeName.name, "Int")
        XCTAssertTrue(effects.parameters[1].isVariadic)
        XCTAssertEqual(effects.parameters[1].asSource, "values: Int...")

        let rethrowing = try XCTUnwrap(type.method("rethrowing(_:)"))
        XCTAssertTrue(rethrowing.rethrows)
        XCTAssertFalse(rethrowing.throws)

        let typed = try XCTUnwrap(type.method("typed"))
        XCTAssertTrue(typed.throws)
        XCTAssertEqual(typed.throwsTypeName?.name, "MyError")
        XCTAssertFalse(try XCTUnwrap(type.method("never")).throws)

        let generic = try XCTUnwrap(type.method("generic(_:u:)"))
        XCTAssertEqual(generic.name, "generic<T: Equatable, U>(_ t: T, u: U)")
        XCTAssertEqual(generic.shortName, "generic<T: Equatable, U>")
        XCTAssertEqual(generic.callName, "generic")
        XCTAssertTrue(generic.isGeneric)
        let accented = try XCTUnwrap(type.method("größe(of:)"))
        XCTAssertEqual(accented.shortName, "größe<Ä>")
        XCTAssertEqual(accented.callName, "größe")
        XCTAssertEqual(generic.returnTypeName.name, "T where U: Hashable")   // Q9
        XCTAssertEqual(generic.genericParameters.map { $0.name }, ["T", "U"])
        XCTAssertEqual(generic.genericParameters.map { $0.inheritedTypeName?.name }, ["Equatable", "Hashable"])
        XCTAssertEqual(generic.genericRequirements.first?.relationshipSyntax, ":")

        XCTAssertTrue(try XCTUnwrap(type.method("make")).isStatic)
        XCTAssertTrue(try XCTUnwrap(type.method("classy")).isClass)
        XCTAssertTrue(try XCTUnwrap(type.method("mutate")).isMutating)
        let closure = try XCTUnwrap(type.method("closure(handler:)"))
        XCTAssertEqual(closure.parameters[0].typeName.description, "@escaping (Result<Int, Error>) -> Void")
        XCTAssertNotNil(closure.parameters[0].typeAttributes["escaping"])
        XCTAssertNotNil(type.method("==(_:_:)") ?? type.method("==(lhs:rhs:)"))
    }

    func testInitializersAndDeinit() throws {
        let type = try members(of: """
        class T {
            init(x: Int) {}
            convenience init() { self.init(x: 0) }
            required init?(coder: NSCoder) {}
            init!(forced: Int) {}
            init<S: Sequence>(sequence: S) async throws {}
            deinit { print("bye") }
        }
        """)
        let basic = try XCTUnwrap(type.method("init(x:)"))
        XCTAssertEqual(basic.name, "init(x: Int)")
        XCTAssertTrue(basic.isInitializer)
        XCTAssertTrue(basic.isStatic)     // Q5
        XCTAssertEqual(basic.returnTypeName.name, "T")
        XCTAssertTrue(try XCTUnwrap(type.method("init")).isConvenienceInitializer)
        let failable = try XCTUnwrap(type.method("init(coder:)"))
        XCTAssertEqual(failable.name, "init?(coder: NSCoder)")
        XCTAssertTrue(failable.isFailableInitializer)
        XCTAssertTrue(failable.isRequired)
        XCTAssertEqual(failable.returnTypeName.name, "T?")
        XCTAssertTrue(failable.isOptionalReturnType)
        XCTAssertEqual(try XCTUnwrap(type.method("init(forced:)")).returnTypeName.name, "T!")
        let generic = try XCTUnwrap(type.method("init(sequence:)"))
        XCTAssertEqual(generic.name, "init<S: Sequence>(sequence: S)")
        XCTAssertTrue(generic.isAsync)    // Q6 fixed
        XCTAssertTrue(generic.throws)
        let deinitializer = try XCTUnwrap(type.method("deinit"))
        XCTAssertTrue(deinitializer.isDeinitializer)
        XCTAssertEqual(type.initializers.count, 5)
        XCTAssertEqual(type.staticMethods.count, 5)
        XCTAssertEqual(type.instanceMethods.map { $0.name }, ["deinit"])
    }

    func testSubscripts() throws {
        let type = try members(of: """
        struct T {
            subscript(index: Int) -> String { get { "" } set { } }
            public subscript<K: Hashable>(key key: K) -> Int? { nil }
        }
        """)
        XCTAssertEqual(type.subscripts.count, 2)
        XCTAssertEqual(type.subscripts[0].returnTypeName.name, "String")
        XCTAssertEqual(type.subscripts[0].parameters.map { $0.name }, ["index"])
        XCTAssertEqual(type.subscripts[0].writeAccess, "internal")
        XCTAssertEqual(type.subscripts[1].writeAccess, "")
        XCTAssertEqual(type.subscripts[1].readAccess, "public")
        XCTAssertTrue(type.subscripts[1].isGeneric)
        XCTAssertTrue(type.subscripts[1].isOptionalReturnType)
    }

    func testBodiesAreSkippedWhateverTheyContain() throws {
        let type = try members(of: """
        struct T {
            func a() {
                let s = "}}}"
                let r = #"}"#
                /* } */ // }
                if x { } else { { } }
            }
            var after: Int
        }
        """)
        XCTAssertEqual(type.storedVariables.map { $0.name }, ["after"])
        XCTAssertEqual(type.methods.map { $0.name }, ["a()"])
    }

    func testFreeFunctionsAreCollectedAndGlobalsDropped() throws {
        let model = compose("let global = 1\nfunc b() {}\nfunc a(x: Int) -> Int { x }\nvar other = 2")
        XCTAssertEqual(model.functions.map { $0.name }, ["a(x: Int)", "b()"])
        XCTAssertNil(model.functions[0].definedInTypeName)
        XCTAssertTrue(model.types.isEmpty)
    }

    func testProtocolRequirementsWithoutBodies() throws {
        let type = try members(of: """
        protocol T {
            func load(id: String) async throws -> Data
            init(value: Int)
            var name: String { get }
        }
        """)
        XCTAssertEqual(type.methods.map { $0.selectorName }, ["load(id:)", "init(value:)"])
        XCTAssertEqual(type.variables.map { $0.name }, ["name"])
    }
}
