#if canImport(FoundationEssentials)
import FoundationEssentials
#endif
import Foundation
import XCTest
@testable import SwiftDeclParser

/// Parsing without functions, documentation, declaration attributes or enum case details
/// (`ParseOptions`) must give everything else exactly as a full parse does: the same declarations,
/// annotations and diagnostics, with only methods, free functions, documentation text and
/// declaration attributes left out, and enum cases reduced to name, line, `indirect` and whether
/// they have a payload.
final class ParseOptionsTests: XCTestCase {
    private static let reduced = ParseOptions.minimal

    /// Keys of the JSON form whose lists the reduced parse leaves empty (a type name's
    /// `attributes` is a dictionary, not a list: it is compared).
    private static let leftOutKeys: Set<String> = ["methods", "functions", "documentation", "attributes"]

    private static let trickySource = """
        /// A documented type.
        /// sourcery: typeNote
        // sourcery: onType
        public struct S<T>: P where T: Equatable {
            // sourcery: onFunction
            @discardableResult @MainActor public func run<each U: Q>(_ a: Int = f(1, [2]), b: @escaping (T) async throws -> Void = { _ in }) async throws(E) -> some P & Q where U: R {
                body()
            }
            /// Documented variable.
            // sourcery: onVariable
            var after: Int
            static func == (lhs: S, rhs: S) -> Bool { true }
            prefix static func +++ <X>(x: X) -> X { x }
            init?(value: Int) { nil }
            convenience init!<Z>(z: Z) where Z: P {}
            required init(unclosed: Array<Int, x: Int) {}
            init(bracket: [Int) {}
            func missingParameters -> Int
            func noBody(a: Dictionary<String, Int>) -> [String: Int]?
            func result() -> Outer.Inner<A>.Type
            var x: Int { get }
            deinit { cleanup() }
            /* sourcery: inlineMarker */ func afterInline() {}
            let y = 1
            subscript(index: Int) -> Int { get { 0 } set {} }
        }
        func free(_ x: Int) -> String { "" }
        enum E { /// case doc
            case a // sourcery: caseNote
            func m() {}
            case b(Int)
        }
        protocol P { func req() -> Self; init(x: Int); var v: Int { get } }
        @objc(Named) @available(iOS 13, *) public final class C: @unchecked Sendable {
            @Published @objc dynamic var p: Int = 0
            @available(*, deprecated, message: "old") var closure: @escaping @Sendable (Int) -> Void
            @MainActor subscript(i: Int) -> Int { 0 }
            @frozen enum Raw: String { /// First.
                case a = "A", b // sourcery: note
                @available(*, deprecated) indirect case c(Raw, label: (Int) -> Void = { _ in }), d(), e(Array<Int)
            }
        }
        extension S { func extra(<#T#>) {} ; var z: Int { 0 } }
        func trailing<T>(
        """

    func testTrickySourceDiffersOnlyInWhatIsLeftOut() throws {
        try assertSameApartFromLeftOut(Self.trickySource, path: "Tricky.swift")
        let reduced = SwiftParser.parse(path: "Tricky.swift", bytes: Array(Self.trickySource.utf8), options: Self.reduced)
        XCTAssertTrue(reduced.functions.isEmpty)
        XCTAssertTrue(reduced.declarations.allSatisfy { $0.methods.isEmpty })
        XCTAssertEqual(reduced.declarations.first?.documentation, [])
        let full = parseFile(Self.trickySource)
        XCTAssertEqual(full.declarations.first?.documentation, ["A documented type.", "sourcery: typeNote"])
        XCTAssertFalse(full.declarations.first!.methods.isEmpty)
        let fullC = try XCTUnwrap(full.declarations.first { $0.name == "C" })
        let reducedC = try XCTUnwrap(reduced.declarations.first { $0.name == "C" })
        XCTAssertEqual(fullC.attributes.map(\.asSource), ["@objc(Named)", "@available(iOS 13, *)"])
        XCTAssertEqual(fullC.variables.map(\.attributes.count), [2, 1])
        XCTAssertEqual(fullC.subscripts.map(\.attributes.count), [1])
        XCTAssertTrue(reducedC.attributes.isEmpty && reducedC.variables.allSatisfy { $0.attributes.isEmpty })
        XCTAssertEqual(reducedC.variables.last?.typeName.attributes.keys.sorted(), ["Sendable", "escaping"], "type attributes stay")
        let fullCases = try XCTUnwrap(fullC.nestedTypes.first?.cases)
        let reducedCases = try XCTUnwrap(reducedC.nestedTypes.first?.cases)
        XCTAssertEqual(fullCases.map(\.rawValue), ["A", nil, nil, nil, nil])
        XCTAssertEqual(fullCases.map(\.associatedValues.count), [0, 0, 2, 0, 1])
        XCTAssertEqual(reducedCases.map(\.name), ["a", "b", "c", "d", "e"])
        XCTAssertEqual(reducedCases.map(\.hasAssociatedValue), [false, false, true, false, true])
        XCTAssertEqual(reducedCases.map(\.indirect), [false, false, true, true, true])
        XCTAssertTrue(reducedCases.allSatisfy { $0.rawValue == nil && $0.annotations.isEmpty })
        XCTAssertFalse(full.diagnostics.isEmpty, "the source is meant to exercise the warnings")
    }

    func testAnnotationsOfFunctionsDoNotMoveToTheNextDeclaration() throws {
        let source = """
            struct T {
                // sourcery: onFunction
                func f() {}
                var a: Int
                // sourcery: onInit = 1
                init() {}
                /// sourcery: onVariable
                var b: Int
            }
            """
        let reduced = SwiftParser.parse(path: "T.swift", bytes: Array(source.utf8), options: Self.reduced)
        let variables = try XCTUnwrap(reduced.declarations.first?.variables)
        XCTAssertEqual(variables.map(\.name), ["a", "b"])
        XCTAssertTrue(variables[0].annotations.isEmpty)
        XCTAssertEqual(Array(variables[1].annotations.keys), ["onVariable"])
        XCTAssertEqual(variables[1].documentation, [])
    }

    /// Every Swift file of this repository and its fixtures, whole and cut short at several
    /// places (cut files have unclosed brackets and lists, the warning paths).
    func testRepositorySourcesDifferOnlyInWhatIsLeftOut() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files: [URL] = []
        for folder in ["Sources", "Tests", "Examples", "Conformance/Sources"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "swift", !url.lastPathComponent.hasSuffix(".generated.swift") { files.append(url) }
            }
        }
        // A bound, not a value: these are this repository's files, which come and go.
        XCTAssertGreaterThan(files.count, 200)
        var cutCount = 0, expectedCutCount = 0
        for url in files.sorted(by: { $0.path < $1.path }) {
            let bytes = [UInt8](try Data(contentsOf: url))
            try assertSameApartFromLeftOut(bytes, path: url.lastPathComponent)
            // Cut at each fifth of the file: four places, five when the size is not a multiple of five.
            expectedCutCount += bytes.count % 5 == 0 ? 4 : 5
            for cut in stride(from: bytes.count / 5, to: bytes.count, by: max(1, bytes.count / 5)) {
                try assertSameApartFromLeftOut(Array(bytes[..<cut]), path: url.lastPathComponent)
                cutCount += 1
            }
        }
        XCTAssertEqual(cutCount, expectedCutCount)
    }

    private func assertSameApartFromLeftOut(_ source: String, path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try assertSameApartFromLeftOut(Array(source.utf8), path: path, file: file, line: line)
    }

    private func assertSameApartFromLeftOut(_ bytes: [UInt8], path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let full = try Self.json(SwiftParser.parse(path: path, bytes: bytes))
        let reduced = try Self.json(SwiftParser.parse(path: path, bytes: bytes, options: Self.reduced))
        var leftOver: [String] = []
        let reducedKept = Self.withoutLeftOutKeys(reduced, nonEmpty: &leftOver)
        var ignored: [String] = []
        XCTAssertEqual(Self.withoutLeftOutKeys(full, nonEmpty: &ignored) as? NSDictionary, reducedKept as? NSDictionary,
                       "\(path) (\(bytes.count) bytes)", file: file, line: line)
        XCTAssertEqual(leftOver, [], "\(path): the reduced parse still has these", file: file, line: line)
    }

    private static func json(_ result: FileParseResult) throws -> Any {
        try JSONSerialization.jsonObject(with: JSONEncoder().encode(result))
    }

    /// `value` without the left-out keys; `nonEmpty` collects those that held something.
    private static func withoutLeftOutKeys(_ value: Any, nonEmpty: inout [String]) -> Any {
        if let dictionary = value as? [String: Any] {
            var kept: [String: Any] = [:]
            for (key, element) in dictionary {
                if leftOutKeys.contains(key), let list = element as? [Any] {
                    if !list.isEmpty { nonEmpty.append(key) }
                    continue
                }
                if key == "cases", let cases = element as? [[String: Any]] {
                    kept[key] = cases.map { reducedCase($0, nonEmpty: &nonEmpty) }
                    continue
                }
                kept[key] = withoutLeftOutKeys(element, nonEmpty: &nonEmpty)
            }
            return kept
        }
        if let list = value as? [Any] { return list.map { withoutLeftOutKeys($0, nonEmpty: &nonEmpty) } }
        return value
    }

    /// What the reduced parse keeps of a case; `nonEmpty` gets "cases" when it holds more (a raw
    /// value, annotations, documentation, a payload other than the one stand-in value).
    private static func reducedCase(_ enumCase: [String: Any], nonEmpty: inout [String]) -> [String: Any] {
        let payload = enumCase["associatedValues"] as? [Any] ?? []
        let holdsMore = enumCase["rawValue"] != nil || !(enumCase["annotations"] as? [String: Any] ?? [:]).isEmpty
            || !(enumCase["documentation"] as? [Any] ?? []).isEmpty || payload.count > 1
        if holdsMore { nonEmpty.append("cases") }
        return ["name": enumCase["name"] ?? "", "line": enumCase["line"] ?? 0, "indirect": enumCase["indirect"] ?? false,
                "hasPayload": !payload.isEmpty]
    }
}
