import XCTest
@testable import SwiftDeclParser

/// Parses one source text as `Test.swift`.
func parseFile(_ source: String, path: String = "Test.swift") -> FileParseResult {
    SwiftParser.parse(path: path, source: source)
}

/// Composes several files given as path → source.
func compose(_ files: [String: String]) -> ComposedModel {
    Composer.compose(files.map { SwiftParser.parse(path: $0.key, source: $0.value) })
}

/// Composes one file.
func compose(_ source: String) -> ComposedModel {
    compose(["Test.swift": source])
}

extension ComposedModel {
    /// The type of that name or a test failure.
    func require(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> SwiftType {
        try XCTUnwrap(type(named: name), "no type named \(name); have \(types.map { $0.name })", file: file, line: line)
    }
}

extension SwiftType {
    func variable(_ name: String) -> Variable? { rawVariables.first { $0.name == name } }
    func method(_ selector: String) -> Method? { rawMethods.first { $0.selectorName == selector } }
}

/// The single type declared in `source`, with every member list built: the model is released
/// on return, and a type keeps the lists it built while its model was alive.
func members(of source: String, type name: String = "T") throws -> SwiftType {
    let model = compose(source)
    let type = try model.require(name)
    _ = (type.variables, type.allVariables, type.methods, type.allMethods)
    return type
}
