import Foundation
import XCTest
@testable import modelgen
@testable import SwiftDeclParser
import TemplateEngine

/// Replays every input kept under Tests/Fixtures/FuzzRegressions/<target>/ through the same entry
/// points the libFuzzer harnesses in Fuzz/ use: each must finish (errors are fine, traps are not).
final class FuzzRegressionTests: XCTestCase {
    private func inputs(_ target: String) throws -> [(name: String, bytes: [UInt8])] {
        let folder = EndToEnd.path("Tests/Fixtures/FuzzRegressions/" + target)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        XCTAssertFalse(names.isEmpty, "no regression inputs for \(target)")
        return try names.map { ($0, [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0)))) }
    }

    func testParserInputs() throws {
        for input in try inputs("parser") {
            let result = SwiftParser.parse(path: input.name, bytes: input.bytes)
            _ = Composer.compose([result, result])
            XCTAssertFalse(result.declarations.isEmpty && result.diagnostics.isEmpty,
                           "\(input.name): neither a declaration nor a warning")
        }
    }

    func testTemplateInputs() throws {
        let environment = Environment(options: RenderOptions(limits: RenderLimits(maxOutputBytes: 1 << 20, maxDepth: 32)))
        // The first line of each input's error; a new input needs its line here.
        let expected = [
            "self-recursive-macro.stencil": "self-recursive-macro.stencil:1:17: error: macro call nested deeper than 32 levels (recursive include, extends or macro?)",
            "unclosed-everything.stencil": "unclosed-everything.stencil:1:24: error: `endif` was not found.",
        ]
        let inputs = try inputs("template")
        XCTAssertEqual(inputs.map(\.name), expected.keys.sorted())
        for input in inputs {
            let source = String(decoding: input.bytes, as: UTF8.self)
            XCTAssertThrowsError(try environment.renderTemplate(string: source, context: ["items": .array([.int(1)])],
                                                                path: input.name)) { error in
                XCTAssertEqual(String("\(error)".prefix { $0 != "\n" }), expected[input.name], input.name)
            }
        }
    }

    func testAnnotationInputs() throws {
        for input in try inputs("annotations") {
            let text = String(decoding: input.bytes, as: UTF8.self)
            let annotations = AnnotationParser.parse(text)
            XCTAssertFalse(annotations.isEmpty, "\(input.name): the readable parts are kept")
        }
    }

    func testInlineInputs() throws {
        for input in try inputs("inline") {
            let result = SwiftParser.parse(path: input.name, bytes: input.bytes)
            XCTAssertEqual(result.inlineRegionErrors.map(\.summary),
                           ["\(input.name):3:1: error: sourcery:inline:B.T starts inside the inline region 'A.T' opened on line 2 (regions do not nest)"],
                           "\(input.name): unbalanced markers are an error")
        }
    }
}
