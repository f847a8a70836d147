import Foundation
import SwiftDeclParser
import XCTest
@testable import modelgen

/// Context tests need real declarations; while the parser is still a stub they are skipped
/// instead of failing (they run as soon as `SwiftParser` reads declarations).
func requireWorkingParser() throws {
    let probe = SwiftParser.parse(path: "Probe.swift", bytes: Array("struct Probe {}".utf8))
    if probe.declarations.isEmpty {
        XCTFail("SwiftDeclParser read no declaration from `struct Probe {}`")
        throw CocoaError(.featureUnsupported)
    }
}

/// A scratch folder with source files and templates, removed when the test ends.
final class GenerationSandbox {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("modelgen-gen-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> String {
        let url = root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func path(_ relativePath: String) -> String { root.appendingPathComponent(relativePath).path }

    var cacheDirectory: String { path("cache") }

    func input(sources: [String], templates: [String], arguments: [String: ArgumentValue] = [:],
               strict: Bool = false, cache: Bool = false) -> GenerationInput {
        GenerationInput(sourceFiles: sources, templateFiles: templates, arguments: arguments, strict: strict,
                        cacheDirectory: cache ? cacheDirectory : nil, verbose: false)
    }

    /// Renders `template` over the given Swift sources and returns the text. The template is
    /// written to `Templates/<templateName>.stencil` (a fresh name when nil).
    func render(_ template: String, sources: [String: String], arguments: [String: ArgumentValue] = [:],
                strict: Bool = false, templateName: String? = nil,
                file: StaticString = #filePath, line: UInt = #line) throws -> String {
        var sourcePaths: [String] = []
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            sourcePaths.append(try write("Sources/\(name)", text))
        }
        let templatePath = try write("Templates/\(templateName ?? "T\(UUID().uuidString.prefix(8))").stencil", template)
        let result = try Generator.run(input(sources: sourcePaths, templates: [templatePath], arguments: arguments,
                                             strict: strict))
        XCTAssertEqual(result.rendered.count, 1, file: file, line: line)
        return result.rendered.first?.text ?? ""
    }
}

/// A test case with a fresh `GenerationSandbox` per test (and a working parser).
class SandboxedGenerationTestCase: XCTestCase {
    var sandbox: GenerationSandbox!

    override func setUpWithError() throws {
        try requireWorkingParser()
        sandbox = try GenerationSandbox()
    }

    override func tearDown() { sandbox = nil }
}
