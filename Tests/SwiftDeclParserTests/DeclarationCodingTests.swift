import XCTest
import Foundation
@testable import SwiftDeclParser

/// Variable and function declarations store the thrown type and the position through property
/// wrappers (`OutOfLine`, `Compact32`): the synthesized coding must still use the public names,
/// omit a nil as a plain optional does, and decode back to the same values.
final class DeclarationCodingTests: XCTestCase {
    private let source = """
    struct S {
        @objc private var a: Int { get throws(MyError) { 1 } }
        let b = "x"
        /// Doc.
        func f<T: P>(x: Int = 2) async throws(E) -> T? where T: Q { fatalError() }
        func g() {}
    }
    """

    private func keys(_ value: some Encodable) throws -> [String] {
        let data = try JSONEncoder().encode(value)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        return object.keys.sorted()
    }

    private func sortedJSON(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(value)
    }

    func testVariableKeysAndRoundTrip() throws {
        let variables = try XCTUnwrap(parseFile(source).declarations.first).variables
        XCTAssertEqual(variables.map(\.throwsTypeName?.name), ["MyError", nil])
        XCTAssertEqual(variables.map(\.line), [2, 3])
        XCTAssertEqual(try keys(variables[0]), ["annotations", "attributes", "column", "conditionalCompilation", "documentation", "hasGetter", "hasObservers", "hasSetter", "hasTypeAnnotation", "isAsync", "isLet", "line",
                                                "modifiers", "name", "throws", "throwsTypeName", "typeName"])
        // Nils are omitted, as the synthesized coding did.
        XCTAssertEqual(try keys(variables[1]).filter { ["defaultValue", "throwsTypeName"].contains($0) }, ["defaultValue"])
        for variable in variables {
            let decoded = try JSONDecoder().decode(VariableDeclaration.self, from: try sortedJSON(variable))
            XCTAssertEqual(try sortedJSON(decoded), try sortedJSON(variable))
            XCTAssertEqual(decoded.throwsTypeName, variable.throwsTypeName)
            XCTAssertEqual(decoded.column, variable.column)
        }
    }

    func testFunctionKeysAndRoundTrip() throws {
        let methods = try XCTUnwrap(parseFile(source).declarations.first).methods
        XCTAssertEqual(methods.map(\.throwsTypeName?.name), ["E", nil])
        XCTAssertEqual(methods.map(\.line), [5, 6])
        XCTAssertEqual(try keys(methods[0]), ["annotations", "attributes", "column", "conditionalCompilation", "documentation", "genericParameterClause",
                                              "genericParameters", "genericRequirements", "isAsync", "isFailable",
                                              "isImplicitlyUnwrappedFailable", "kind", "line", "modifiers", "name", "parameters",
                                              "rethrows", "returnTypeName", "throws", "throwsTypeName", "whereClause"])
        XCTAssertEqual(try keys(methods[1]).filter { ["returnTypeName", "throwsTypeName", "whereClause"].contains($0) }, [])
        for method in methods {
            let decoded = try JSONDecoder().decode(FunctionDeclaration.self, from: try sortedJSON(method))
            XCTAssertEqual(try sortedJSON(decoded), try sortedJSON(method))
            XCTAssertEqual(decoded.throwsTypeName, method.throwsTypeName)
            XCTAssertEqual(decoded.kind, method.kind)
        }
    }
}
