import Foundation
import XCTest
@testable import SwiftDeclParser

/// Projects of 256 types or more settle their types on several threads and sort the registered
/// types while the extensions merge (`ModelComposer.perTypePass`, `ModelLists.merged`). Such a
/// project must give the model a small one gives on one thread: here a small project is composed
/// alone, then again beside enough unrelated types to take the parallel path, and every fact
/// about the small project's types must be the same.
final class ParallelCompositionTests: XCTestCase {
    private static let project: [String: String] = [
        "A.swift": """
            import Foundation
            protocol Keyed { associatedtype Key: Identifier; var key: Key { get } }
            protocol Refined: Keyed {}
            typealias Identifier = Hashable
            typealias Base = Keyed
            typealias Both = Keyed & Refined
            enum Code: Raw { case a, b }
            typealias Raw = String
            enum Stored: Int { case one; var rawValue: Identifier2 { 0 } }
            typealias Identifier2 = Int
            enum Payload { case value(Raw), pair(Raw, Code) }
            struct Host { enum Inner { case x } }
            """,
        "B.swift": """
            import UIKit
            class Root: Base { var key: Int { 0 } }
            class Leaf: Root, Refined {}
            struct Composed: Both { var key: Int { 0 } }
            struct Inline: Keyed & Refined { var key: Int { 0 } }
            extension Host { struct Inner { var n: Raw } }
            extension Host.Inner: Refined {}
            extension External { var e: Int { 0 } }
            extension Host { struct Added: Base { var a: Raw } }
            extension Host.Added { struct Deeper {} }
            """,
    ]

    /// Unrelated types named after none of the project's, enough to pass the parallel threshold.
    private static let fillerCount = 300
    private static let filler = (0..<fillerCount).map { "struct Filler\($0) {}" }.joined(separator: "\n")

    private func model(_ sources: [String: String]) -> ComposedModel {
        Composer.compose(sources.keys.sorted().map { SwiftParser.parse(path: $0, source: sources[$0]!) })
    }

    /// What `ModelDescription` lists, plus what it leaves out that composition settles.
    private func description(of model: ComposedModel) -> [String] {
        var lines = ModelDescription.lines(of: model).filter { !$0.contains("Filler") }
        for type in model.types where !type.name.hasPrefix("Filler") {
            let associated: [String] = type.associatedTypes.keys.sorted().map { key in
                key + ":" + (type.associatedTypes[key]?.typeName?.actualTypeName?.name ?? "-")
            }
            let payloads: [String] = type.cases.flatMap(\.associatedValues).map { $0.typeName.actualTypeName?.name ?? $0.typeName.name }
            let facts: [String] = [
                "rawType=\(type.rawType?.name ?? "-") hasRawType=\(type.hasRawType)",
                "basedTypes=\(type.basedTypes.keys.sorted()) composed=\(type.composedTypes.map(\.name))",
                "imports=\(type.allImports.map(\.path)) containedType=\(type.containedType.keys.sorted())",
                "associated=\(associated) payloads=\(payloads)",
            ]
            lines.append(type.name + ": " + facts.joined(separator: " "))
        }
        return lines
    }

    func testTheParallelPathGivesTheModelOfOneThread() throws {
        try XCTSkipIf(ProcessInfo.processInfo.activeProcessorCount < 2, "one core: every pass runs on one thread")
        let alone = model(Self.project)
        XCTAssertEqual(ModelComposer.workerCount(forTypes: alone.types.count), 1)
        var widened = Self.project
        widened["C.swift"] = Self.filler
        let beside = model(widened)
        XCTAssertEqual(beside.types.count, alone.types.count + Self.fillerCount)
        XCTAssertEqual(description(of: beside), description(of: alone))
    }

    /// The registered run and the run the extensions add are merged as one stable sort would
    /// order them: a registered type comes before an added one of the same name.
    func testTypesAddedByExtensionsSortAmongTheRegistered() throws {
        var widened = Self.project
        widened["C.swift"] = Self.filler
        let model = model(widened)
        let names = model.types.map { "\($0.name) \($0.kind)" }.filter { !$0.hasPrefix("Filler") }
        XCTAssertEqual(names, [
            "Both protocolComposition", "Code enum", "Composed struct", "External extension",
            "Host struct", "Host.Added struct", "Host.Added.Deeper struct", "Host.Inner enum", "Host.Inner struct",
            "Inline struct", "Keyed protocol", "Leaf class", "Payload enum", "Refined protocol", "Root class", "Stored enum",
        ])
        XCTAssertEqual(try model.require("Host.Inner").kind, "enum")
    }
}
