import Foundation
import SwiftDeclParser
import TestSupport
import XCTest
@testable import modelgen

/// The parse cache's field-by-field format: exact round trips, and corrupt input throws
/// instead of trapping.
final class ParseResultCodecTests: XCTestCase {
    private let richSource = """
    import Foundation
    @testable import struct Module.Thing
    // sourcery: auto, key = "v", n = 2, f = 0.5, list = [1, "a"], dict = {"k": true}
    // sourcery:ns: inner = 1
    /// Documented.
    public final class Model<T: Equatable, U>: NSObject, Codable where U: Hashable {
        @objc dynamic var a: Int = 0 { didSet {} }
        public private(set) var b: [String: [Int]]? = nil
        let c: (Int, label: String)
        lazy var d = { 1 }()
        #if os(Linux)
        #elseif DEBUG
        var f: Int?
        func g() {}
        #endif
        var e: Int { get async throws { 1 } }
        func run<V>(_ x: inout T, y: @escaping @Sendable (Int) async throws -> Void = { _ in }, z: V...) rethrows -> T? where V: P { nil }
        init?(value: Int) { nil }
        deinit {}
        subscript(i: Int) -> T { get { fatalError() } set {} }
        enum Inner: String { case one = "1", two }
        indirect enum Tree { case leaf(Int), node(left: Tree, right: Tree) // sourcery: tree
            #if DEBUG
            case debug
            #endif
        }
        typealias Local = [T]
    }
    protocol P { associatedtype Item: Equatable = Int; associatedtype Box: Sequence where Box.Element == Item; var p: Int { get set } }
    extension Model: CustomStringConvertible { var description: String { "" } }
    func free<T>(value: T) -> [T] { [value] }
    typealias Alias = Model<Int, String>
    struct WithRegions {
        // sourcery:inline:WithRegions.Gen
        var g = 1
        // sourcery:end
        // sourcery:inline:Unclosed
    }
    typealias Pair<First, Second> = (First, Second)
    struct Broken {
    """

    private func json(_ result: FileParseResult) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(result), as: UTF8.self)
    }

    func testRoundTripEqualsTheCodableForm() throws {
        let result = SwiftParser.parse(path: "Model.swift", bytes: Array(richSource.utf8))
        XCTAssertFalse(result.declarations.isEmpty)
        let decoded = try ParseResultCodec.decode(ParseResultCodec.encode(result))
        XCTAssertEqual(try json(decoded), try json(result))
    }

    func testRoundTripOfTheExampleModels() throws {
        let files = try GeneratorTests.swiftFiles(under: EndToEnd.path("Examples/Models"))
        XCTAssertFalse(files.isEmpty)
        for name in files {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: name)))
            let result = SwiftParser.parse(path: name, bytes: bytes)
            XCTAssertEqual(try json(try ParseResultCodec.decode(ParseResultCodec.encode(result))), try json(result), name)
        }
    }

    func testEveryTruncationThrows() throws {
        let bytes = ParseResultCodec.encode(SwiftParser.parse(path: "M.swift", bytes: Array(richSource.utf8)))
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 400)) {
            // A cut entry ends inside a field, or inside a string or list whose length it still holds.
            XCTAssertThrowsError(try ParseResultCodec.decode(Array(bytes.prefix(length))), "prefix \(length)") { error in
                XCTAssertTrue(["unexpected end", "count beyond end"].contains((error as? CacheFormatError)?.message ?? "\(error)"),
                              "prefix \(length): \(error)")
            }
        }
        XCTAssertThrowsError(try ParseResultCodec.decode(bytes + [0]), "trailing byte accepted") { error in
            XCTAssertEqual((error as? CacheFormatError)?.message, "trailing bytes")
        }
    }

    /// Decodes corrupt bytes: a result (a changed text or number can still be well formed) or one
    /// of the format's own errors, never a trap or another error.
    private func decodeCorrupt(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        do {
            _ = try ParseResultCodec.decode(bytes)
        } catch let error as CacheFormatError {
            let messages = ["bad Bool", "count beyond end", "nesting too deep", "trailing bytes", "unexpected end",
                            "unknown annotation value", "varint too long"]
            XCTAssertTrue(messages.contains(error.message) || error.message.hasPrefix("unknown "), error.message, file: file, line: line)
        } catch {
            XCTFail("not a cache format error: \(error)", file: file, line: line)
        }
    }

    func testCorruptBytesNeverTrap() throws {
        let bytes = ParseResultCodec.encode(SwiftParser.parse(path: "M.swift", bytes: Array(richSource.utf8)))
        var generator = SplitMix(seed: 7)
        for index in bytes.indices {
            var copy = bytes
            copy[index] ^= 0xFF
            decodeCorrupt(copy)
        }
        for _ in 0..<3000 {
            var copy = bytes
            for _ in 0..<3 { copy[Int.random(in: copy.indices, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            decodeCorrupt(copy)
        }
        // A deeply nested annotation value claimed by a corrupt entry is refused, not recursed into.
        var deep = ByteWriter()
        deep.string("Deep.swift")
        for _ in 0..<4 { deep.count(0) }  // declarations, functions, typealiases, imports
        deep.count(1)                      // file annotations: one key…
        deep.string("k")
        for _ in 0..<100_000 { deep.count(3); deep.count(1) }  // …holding [[[[…]]]]
        XCTAssertThrowsError(try ParseResultCodec.decode(deep.bytes)) { error in
            XCTAssertEqual((error as? CacheFormatError)?.message, "nesting too deep")
        }
    }

    /// Every stored property of every parser type must be written by the codec: when the parser
    /// gains a field, this test names it (then add it to `ParseResultCodec` and bump its version).
    /// Stored order is memory layout, not the codec's order; `_name` is a wrapped property's storage.
    func testCodecCoversEveryStoredPropertyOfTheParserTypes() {
        func labels(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
        let typeName = TypeName("Int")
        let expected: [(String, Any, [String])] = [
            ("FileParseResult", FileParseResult(path: ""),
             ["path", "declarations", "functions", "typealiases", "imports", "fileAnnotations", "diagnostics", "inlineRegions",
              "inlineRegionErrors", "sourceDigest", "isGenerated", "typeBodies"]),
            ("TypeBody", TypeBody(name: "", isExtension: false, open: 0, close: 0), ["name", "isExtension", "open", "close"]),
            ("InlineRegion", InlineRegion(name: "", line: 0, column: 0, markerLineStart: 0, bodyStart: 0, endLineStart: 0, endLine: 0),
             ["name", "line", "column", "markerLineStart", "bodyStart", "endLineStart", "endLine"]),
            ("TypeDeclaration", TypeDeclaration(kind: .struct, name: ""),
             ["name", "modifiers", "attributes", "inheritedTypes", "genericParameters", "genericRequirements", "annotations",
              "documentation", "variables", "methods", "subscripts", "cases", "nestedTypes", "typealiases", "associatedTypes",
              "_compactLine", "_compactColumn", "bodyStartOffset", "bodyEndOffset", "kind", "hasGenericParameterClause"]),
            ("VariableDeclaration", VariableDeclaration(name: ""),
             ["name", "typeName", "defaultValue", "_boxedThrowsTypeName", "modifiers", "attributes", "annotations", "documentation",
              "conditionalCompilation", "_compactLine", "_compactColumn", "hasTypeAnnotation", "isLet", "hasGetter", "hasSetter", "hasObservers", "isAsync", "throws"]),
            ("FunctionDeclaration", FunctionDeclaration(kind: .function, name: ""),
             ["name", "genericParameterClause", "genericParameters", "genericRequirements", "whereClause", "parameters",
              "returnTypeName", "_boxedThrowsTypeName", "modifiers", "attributes", "annotations", "documentation",
              "conditionalCompilation", "_compactLine",
              "_compactColumn", "kind", "isFailable", "isImplicitlyUnwrappedFailable", "isAsync", "throws", "rethrows"]),
            ("SubscriptDeclaration", SubscriptDeclaration(returnTypeName: typeName),
             ["parameters", "returnTypeName", "genericParameters", "genericRequirements", "hasSetter", "isAsync", "throws",
              "throwsTypeName", "modifiers", "attributes", "annotations", "documentation", "line"]),
            ("TypealiasDeclaration", TypealiasDeclaration(aliasName: "", typeName: typeName),
             ["aliasName", "typeName", "modifiers", "annotations", "documentation", "line", "genericParameterNames"]),
            ("AssociatedType", AssociatedType(name: ""), ["name", "typeName", "isConstrained", "genericRequirements"]),
            ("EnumCase", EnumCase(name: ""),
             ["name", "rawValue", "associatedValues", "indirect", "annotations", "documentation", "conditionalCompilation", "line"]),
            ("AssociatedValue", AssociatedValue(localName: nil, externalName: nil, typeName: typeName),
             ["localName", "externalName", "typeName", "defaultValue", "annotations"]),
            ("MethodParameter", MethodParameter(argumentLabel: nil, name: "", index: 0, typeName: typeName),
             ["argumentLabel", "name", "index", "typeName", "inout", "isVariadic", "defaultValue", "annotations"]),
            ("TypeName", typeName, ["name", "extras"]),
            ("Attribute", Attribute(name: ""), ["name", "arguments", "asSource"]),
            ("Modifier", Modifier(name: ""), ["name", "detail"]),
            ("GenericParameter", GenericParameter(name: ""), ["name", "inheritedTypeName"]),
            ("GenericRequirement", GenericRequirement(leftTypeName: "", rightTypeName: typeName, relationship: .equals),
             ["leftTypeName", "rightTypeName", "relationship"]),
            ("Import", Import(path: ""), ["kind", "path"]),
            ("Diagnostic", Diagnostic(path: "", line: 1, column: 1, message: ""),
             ["path", "line", "column", "severity", "message", "lineText"]),
        ]
        for (name, instance, fields) in expected {
            XCTAssertEqual(labels(instance), fields, "\(name) changed: update ParseResultCodec and its formatVersion")
        }
    }
}
