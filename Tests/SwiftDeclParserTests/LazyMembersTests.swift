import Foundation
import XCTest
@testable import SwiftDeclParser
import TestSupport

/// Member lists are built when first read (`LazyMembers`). A read must return exactly what an
/// up-front build would, from any thread, in any order; a type kept past its model keeps what it built.
final class LazyMembersTests: XCTestCase {
    private static let sources = [
        "Base.swift": """
            protocol AutoCodable {}
            protocol Named { var displayName: String { get } }
            class Base: AutoCodable {
                var id: Int = 0
                func describe() -> String { "" }
            }
            """,
        "Child.swift": """
            class Child: Base, Named {
                var displayName: String { "" }
                struct Inner { let value: Int }
                var inner: Inner?
            }
            extension Child {
                var extra: [Inner] { [] }
            }
            """,
        "Kind.swift": """
            enum Kind: String { case a, b }
            enum Coded: Int { case one; var rawValue: Int { 1 } }
            struct Unread { var never: String }
            """,
    ]

    private func compose(_ sources: [String: String] = sources) -> ComposedModel {
        Composer.compose(sources.keys.sorted().map { SwiftParser.parse(path: $0, source: sources[$0]!) })
    }

    func testOnlyTheTypesReadBuildTheirMembers() throws {
        let model = compose()
        let child = try XCTUnwrap(model.type(named: "Child"))
        XCTAssertEqual(child.allVariables.map(\.name), ["displayName", "inner", "id", "extra"])
        XCTAssertTrue(child.membersBuilt)
        XCTAssertTrue(try XCTUnwrap(model.type(named: "Base")).membersBuilt, "a superclass contributes to allVariables")
        XCTAssertFalse(try XCTUnwrap(model.type(named: "Unread")).membersBuilt)
        XCTAssertTrue(try XCTUnwrap(model.type(named: "Named")).membersBuilt, "so does an implemented protocol")
        // The raw type rule reads the `rawValue` property of enums with an inheritance clause: it
        // builds the properties of those that declare one, and only theirs.
        let kind = try XCTUnwrap(model.type(named: "Kind"))
        let coded = try XCTUnwrap(model.type(named: "Coded"))
        XCTAssertFalse(kind.membersBuilt)
        XCTAssertTrue(coded.variablesBuilt)
        XCTAssertEqual(kind.rawTypeName?.name, "String")
        XCTAssertEqual(coded.rawTypeName?.name, "Int")
    }

    /// Properties and methods are built separately: a template reading only properties never
    /// pays for methods (selectors, parameters).
    func testReadingPropertiesLeavesMethodsUnbuilt() throws {
        let model = compose()
        let child = try XCTUnwrap(model.type(named: "Child"))
        let base = try XCTUnwrap(model.type(named: "Base"))
        XCTAssertEqual(child.allVariables.map(\.name), ["displayName", "inner", "id", "extra"])
        XCTAssertTrue(child.variablesBuilt)
        XCTAssertFalse(child.callablesBuilt)
        XCTAssertFalse(base.callablesBuilt)
        XCTAssertEqual(child.allMethods.map(\.name), ["describe()"])
        XCTAssertTrue(child.callablesBuilt)
        XCTAssertTrue(base.callablesBuilt, "a superclass contributes to allMethods")
        XCTAssertEqual(base.methods.map(\.name), ["describe()"])
    }

    /// A type is a plain value: kept after its model is released, it keeps the member lists it
    /// built while the model was alive. The builder went with the model, so a list never read
    /// stays empty, and so do the links the model kept (`inherits`, `implements`, `basedTypes`).
    func testATypeOutlivingItsModelKeepsTheListsItBuilt() throws {
        weak var releasedModel: ComposedModel?
        var kept: [SwiftType] = []
        var linesWhileAlive: [String] = []
        do {
            let model = compose()
            let child = try XCTUnwrap(model.type(named: "Child"))
            linesWhileAlive = ModelDescription.memberLines(of: child)
            XCTAssertEqual(child.inherits.keys.sorted(), ["Base"])
            XCTAssertEqual(child.implements.keys.sorted(), ["AutoCodable", "Named"])
            releasedModel = model
            // Extension objects too: members' `definedInType` points at them weakly.
            kept = model.types + model.extensionObjects
        }
        XCTAssertNil(releasedModel)
        let child = try XCTUnwrap(kept.first { $0.name == "Child" })
        XCTAssertEqual(ModelDescription.memberLines(of: child), linesWhileAlive)
        XCTAssertEqual(child.storedVariables.map(\.name), ["inner"])
        XCTAssertEqual(child.allMethods.map(\.name), ["describe()"])
        XCTAssertEqual(child.inherits.keys.sorted(), [])
        XCTAssertEqual(child.implements.keys.sorted(), [])
        XCTAssertEqual(child.containedTypes.map(\.name), ["Child.Inner"], "nested types are the type's own")
        let unread = try XCTUnwrap(kept.first { $0.name == "Unread" })
        XCTAssertFalse(unread.membersBuilt)
        XCTAssertEqual(unread.variables.map(\.name), [])
    }

    /// Many threads reading every list of every type, each in its own order, over a project
    /// with inheritance chains, protocols and extensions, get what one thread reading in order gets.
    func testConcurrentReadsInAnyOrderMatchASequentialRead() {
        var sources: [String: String] = ["P.swift": "protocol P0 { var p0: Int { get } }\nprotocol P1: P0 { func p1() }\n"]
        for index in 0..<300 {
            let parent = index % 10 == 0 ? "P1" : "C\(index - 1), P0"
            sources["C\(index).swift"] = """
                class C\(index): \(parent) {
                    var v\(index): [C\(max(index - 1, 0))] = []
                    struct Nested { var n: Int }
                    var nested: Nested?
                    func m\(index)(_ x: Int) -> C\(index)? { nil }
                }
                extension C\(index) { var e\(index): String { "" } }
                """
        }
        let expected = ModelDescription.lines(of: compose(sources))
        for seed in 0..<3 as Range<UInt64> {
            let model = compose(sources)
            let types = model.types
            DispatchQueue.concurrentPerform(iterations: 8) { worker in
                var random = SplitMix(seed: seed &* 31 &+ UInt64(worker))
                var order = Array(types.indices)
                for position in order.indices.reversed() {
                    order.swapAt(position, Int(random.next() % UInt64(position + 1)))
                }
                for index in order {
                    let type = types[index]
                    if random.next() % 2 == 0 { _ = type.allVariables.count } else { _ = type.storedVariables.count }
                    _ = type.allMethods.count + type.instanceMethods.count + type.allSubscripts.count
                }
            }
            XCTAssertEqual(ModelDescription.lines(of: model), expected, "seed \(seed)")
        }
    }

    /// A one-shot composition lets go of each member declaration once its list is built (the
    /// memory serves the render); a watch-mode composition keeps them to build the lists again.
    func testOneShotCompositionDropsMemberDeclarationsOnceBuilt() throws {
        let model = compose()
        let child = try XCTUnwrap(model.type(named: "Child"))
        let unread = try XCTUnwrap(model.type(named: "Unread"))
        XCTAssertEqual(child.variables.map(\.name), ["displayName", "inner", "extra"])
        XCTAssertTrue(child.memberJobs.allSatisfy { $0.members.variables.isEmpty })
        let base = try XCTUnwrap(model.type(named: "Base"))
        XCTAssertEqual(base.variables.map(\.name), ["id"])
        XCTAssertEqual(base.memberJobs.flatMap { $0.members.methods.map(\.name) }, ["describe"], "methods are not built yet")
        XCTAssertEqual(base.methods.map(\.name), ["describe()"])
        XCTAssertTrue(base.memberJobs.allSatisfy { $0.members.methods.isEmpty })
        XCTAssertEqual(child.variables.map(\.name), ["displayName", "inner", "extra"], "a second read reads the built list")
        XCTAssertEqual(unread.memberJobs.first?.members.variables.map(\.name), ["never"], "unread: still waiting")

        let files = Self.sources.keys.sorted().map { SwiftParser.parse(path: $0, source: Self.sources[$0]!) }
        let kept = IncrementalComposer().compose(files, changedPaths: nil)
        let keptChild = try XCTUnwrap(kept.type(named: "Child"))
        XCTAssertEqual(keptChild.variables.map(\.name), ["displayName", "inner", "extra"])
        XCTAssertEqual(keptChild.memberJobs.flatMap { $0.members.variables.map(\.name) }, ["displayName", "inner", "extra"])
    }
}

final class ReplacedModelTests: XCTestCase {
    /// Watch mode: a full composition replaces the kept model, which nobody reads again; freeing
    /// it must not build the member lists no template read.
    func testAReplacedWatchModelIsFreedWithoutBuildingUnreadMembers() throws {
        let files = [SwiftParser.parse(path: "A.swift", source: "struct Unread { var b: Int }\n")]
        let composer = IncrementalComposer()
        weak var firstModel: ComposedModel?
        var unread: SwiftType?
        do {
            let first = composer.compose(files, changedPaths: nil)
            firstModel = first
            unread = first.type(named: "Unread")
        }
        _ = composer.compose(files, changedPaths: nil)
        XCTAssertFalse(composer.lastCompositionWasIncremental)
        let deadline = Date().addingTimeInterval(5)
        while firstModel != nil && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertNil(firstModel, "the replaced model is freed on a helper thread")
        XCTAssertEqual(unread?.membersBuilt, false)
    }
}
