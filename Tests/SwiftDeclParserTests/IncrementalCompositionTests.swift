import Foundation
import XCTest
@testable import SwiftDeclParser

/// `IncrementalComposer` must give, after every edit, exactly the model a full composition of
/// the same files gives; it may only be faster. Each test edits one file, composes
/// incrementally, composes from scratch, and compares everything templates can read.
final class IncrementalCompositionTests: XCTestCase {
    private static let project: [String: String] = [
        "Protocols.swift": """
            protocol AutoCodable {}
            typealias Identifier = String
            """,
        "Base.swift": """
            class Base: AutoCodable {
                var id: Identifier = ""
                func describe() -> String { "" }
            }
            """,
        "Child.swift": """
            class Child: Base {
                var name: String?
                struct Inner {
                    let value: Int
                }
            }
            """,
        "Named.swift": """
            protocol Named {
                var displayName: String { get }
            }
            """,
        "Person.swift": """
            struct Person: Named, AutoCodable {
                // sourcery: key = "display_name"
                let displayName: String
                var address: Address?
            }
            struct Address { var city: String = "" }
            """,
        "PersonExtras.swift": """
            extension Person {
                var initials: String { "" }
                subscript(index: Int) -> String { "" }
            }
            extension String {
                var shouted: String { uppercased() }
            }
            """,
        "Kind.swift": """
            enum Kind: String {
                case a, b
                var label: String { rawValue }
            }
            """,
    ]

    private func files(_ sources: [String: String]) -> [FileParseResult] {
        sources.keys.sorted().map { SwiftParser.parse(path: $0, source: sources[$0]!) }
    }

    /// Composes `project` incrementally, then with `path` replaced by `source`; returns whether
    /// the second composition was incremental, after checking it equals a full composition.
    @discardableResult
    private func edit(_ path: String, to source: String, in project: [String: String] = project,
                      file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let composer = IncrementalComposer()
        // Read every list first: an update must forget lists already built, not only unbuilt ones.
        _ = ModelDescription.lines(of: composer.compose(files(project), changedPaths: nil))
        var edited = project
        edited[path] = source
        let incremental = composer.compose(files(edited), changedPaths: [path])
        let full = Composer.compose(files(edited))
        XCTAssertEqual(ModelDescription.lines(of: incremental), ModelDescription.lines(of: full), file: file, line: line)
        return composer.lastCompositionWasIncremental
    }

    func testFirstCompositionAndUnknownChangesComposeAnew() {
        let composer = IncrementalComposer()
        _ = composer.compose(files(Self.project), changedPaths: [])
        XCTAssertFalse(composer.lastCompositionWasIncremental)
        _ = composer.compose(files(Self.project), changedPaths: nil)
        XCTAssertFalse(composer.lastCompositionWasIncremental)
        _ = composer.compose(files(Self.project), changedPaths: [])
        XCTAssertTrue(composer.lastCompositionWasIncremental)
    }

    func testSuperclassMemberReachesSubclasses() {
        let source = Self.project["Base.swift"]!.replacingOccurrences(
            of: "    var id: Identifier = \"\"\n", with: "    var id: Identifier = \"\"\n    var created: Double = 0\n")
        XCTAssertTrue(edit("Base.swift", to: source))
    }

    func testProtocolRequirementReachesImplementors() {
        let source = Self.project["Named.swift"]!.replacingOccurrences(
            of: "    var displayName: String { get }\n", with: "    var displayName: String { get }\n    var sortKey: Int { get }\n")
        XCTAssertTrue(edit("Named.swift", to: source))
    }

    func testMembersOfATypeAndOfItsExtensionInAnotherFile() {
        XCTAssertTrue(edit("PersonExtras.swift", to: """
            extension Person {
                // sourcery: skip
                var initials: [Character] { [] }
                func greet(_ other: Person) -> Address? { nil }
            }
            extension String {
                var whispered: String { lowercased() }
            }
            """))
        let named = Self.project["Person.swift"]!.replacingOccurrences(
            of: "    var address: Address?\n", with: "    var address: [Address] = []\n    var kind: Kind = .a\n    var id: Identifier\n")
        XCTAssertTrue(edit("Person.swift", to: named))
    }

    func testNestedTypeMembers() {
        let source = Self.project["Child.swift"]!.replacingOccurrences(
            of: "        let value: Int\n", with: "        let value: Int\n        var inner: Inner?\n")
        XCTAssertTrue(edit("Child.swift", to: source))
    }

    func testEditsBeyondMembersComposeAnew() {
        // A new type, a new conformance, a changed type annotation, an enum's members.
        XCTAssertFalse(edit("Child.swift", to: Self.project["Child.swift"]! + "\nstruct Added: AutoCodable { var x = 1 }\n"))
        XCTAssertFalse(edit("Child.swift", to: Self.project["Child.swift"]!.replacingOccurrences(of: "class Child: Base", with: "class Child: Base, Named")))
        XCTAssertFalse(edit("Person.swift", to: "// sourcery: keyStyle = \"snake_case\"\n" + Self.project["Person.swift"]!))
        XCTAssertFalse(edit("Kind.swift", to: Self.project["Kind.swift"]!.replacingOccurrences(of: "    case a, b\n", with: "    case a, b\n    var other: Int { 1 }\n")))
    }

    func testDiagnosticsFollowTheEdit() {
        let composer = IncrementalComposer()
        _ = composer.compose(files(Self.project), changedPaths: nil)
        var edited = Self.project
        edited["Kind.swift"] = Self.project["Kind.swift"]! + "\n\"unterminated\n"
        let model = composer.compose(files(edited), changedPaths: ["Kind.swift"])
        XCTAssertEqual(model.diagnostics.map(\.description), Composer.compose(files(edited)).diagnostics.map(\.description))
        XCTAssertFalse(model.diagnostics.isEmpty)
    }

    /// Every model file shipped in `Examples/Models`, with a property added to the body that
    /// opens first: real models, annotations and extensions, one edit after another on one composer.
    func testEveryShippedModelFileEditedInTurn() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Models")
        let paths = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertEqual(paths.count, 20)
        var sources: [String: String] = [:]
        for path in paths { sources[path] = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) }

        let composer = IncrementalComposer()
        _ = composer.compose(files(sources), changedPaths: nil)
        var composedFromScratch: [String] = []
        for path in paths {
            guard let brace = sources[path]!.firstIndex(of: "{") else { continue }
            sources[path]!.insert(contentsOf: "\n    var editProbe: [String: Int]? = nil\n", at: sources[path]!.index(after: brace))
            let incremental = composer.compose(files(sources), changedPaths: [path])
            if !composer.lastCompositionWasIncremental { composedFromScratch.append(path) }
            XCTAssertEqual(ModelDescription.lines(of: incremental), ModelDescription.lines(of: Composer.compose(files(sources))), path)
        }
        // The files whose edit changes more than members (`DeclarationShape`); every other edit
        // updates the kept model in place.
        XCTAssertEqual(composedFromScratch, ["AutoCodable/EdgeCases.swift", "AutoCodable/Features.swift", "AutoCodable/Shapes.swift",
                                             "AutoCodable/User.swift", "AutoMappable/Article.swift", "AutoMappable/Readings.swift"])
    }
}

/// Everything the template context reads from a composed model, one line per fact, so two models
/// can be compared with a readable difference.
enum ModelDescription {
    static func lines(of model: ComposedModel) -> [String] {
        var lines: [String] = []
        for type in model.types {
            lines.append("type \(type.name) \(type.kind) access=\(type.accessLevel) parent=\(type.parentName ?? "-")"
                + " inherited=\(type.inheritedTypes) implements=\(type.implements.keys.sorted())"
                + " inherits=\(type.inherits.keys.sorted()) based=\(type.based.keys.sorted())"
                + " supertype=\(type.supertype?.name ?? "-") annotations=\(type.annotations.keys.sorted())"
                + " contained=\(type.containedTypes.map(\.name)) raw=\(type.rawTypeName?.name ?? "-")")
            lines += memberLines(of: type)
        }
        lines += model.diagnostics.map(\.description)
        return lines
    }

    /// The member lists of one type, each line indented.
    static func memberLines(of type: SwiftType) -> [String] {
        var lines: [String] = []
        do {
            let lists: [(String, [Variable])] = [
                ("variables", type.variables), ("rawVariables", type.rawVariables), ("allVariables", type.allVariables),
                ("storedVariables", type.storedVariables), ("computedVariables", type.computedVariables),
                ("staticVariables", type.staticVariables), ("instanceVariables", type.instanceVariables),
            ]
            for (label, variables) in lists {
                for variable in variables { lines.append("  \(label) " + describe(variable)) }
            }
            let methodLists: [(String, [Method])] = [
                ("methods", type.methods), ("rawMethods", type.rawMethods), ("allMethods", type.allMethods),
                ("initializers", type.initializers), ("staticMethods", type.staticMethods),
                ("classMethods", type.classMethods), ("instanceMethods", type.instanceMethods),
            ]
            for (label, methods) in methodLists {
                for method in methods {
                    lines.append("  \(label) \(method.selectorName) -> \(method.returnTypeName.name)"
                        + " returnType=\(method.returnType?.name ?? "-") in=\(method.definedInType?.name ?? "-")"
                        + " params=\(method.parameters.map { "\($0.name):\($0.typeName.name)" })")
                }
            }
            for member in type.subscripts + type.allSubscripts {
                lines.append("  subscript \(member.parameters.map(\.typeName.name)) -> \(member.returnTypeName.name)")
            }
        }
        return lines
    }

    private static func describe(_ variable: Variable) -> String {
        "\(variable.name): \(variable.typeName.name) type=\(variable.type?.name ?? "-")"
            + " actual=\(variable.typeName.actualTypeName?.name ?? "-") default=\(variable.defaultValue ?? "-")"
            + " computed=\(variable.isComputed) static=\(variable.isStatic) access=\(variable.readAccess)/\(variable.writeAccess)"
            + " in=\(variable.definedInType?.name ?? "-")/\(variable.definedInType?.isExtension == true ? "ext" : "decl")"
            + " annotations=\(variable.annotations.keys.sorted())"
    }
}
