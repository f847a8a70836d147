import XCTest
@testable import modelgen

extension SandboxedGenerationTestCase {
    /// Renders each `(template, expected)` case over one Swift source in a single generation run
    /// (one template file per case) and compares each rendered text exactly.
    func assertRendered(_ cases: [(String, String)], source: String, arguments: String? = nil,
                        file: StaticString = #filePath, line: UInt = #line) throws {
        let sourcePath = try sandbox.write("Sources/Model.swift", source)
        var templates: [String] = []
        for (index, (template, _)) in cases.enumerated() {
            templates.append(try sandbox.write("Templates/T\(String(format: "%03d", index)).stencil", template))
        }
        let parsedArguments = try arguments.map(ArgumentsParser.parse) ?? [:]
        let result = try Generator.run(sandbox.input(sources: [sourcePath], templates: templates, arguments: parsedArguments))
        let texts = Dictionary(uniqueKeysWithValues: result.rendered.map { ($0.path, $0.text) })
        for (index, (template, expected)) in cases.enumerated() {
            XCTAssertEqual(texts[templates[index]], expected, template, file: file, line: line)
        }
    }
}
