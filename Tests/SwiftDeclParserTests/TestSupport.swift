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

/// The single type declared in `source`, its variables by name.
func members(of source: String, type name: String = "T") throws -> SwiftType {
    try compose(source).require(name)
}
