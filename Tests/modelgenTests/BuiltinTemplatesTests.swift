import Foundation
import XCTest
@testable import modelgen

/// The templates embedded in the binary must be exactly the files in Templates/.
final class BuiltinTemplatesTests: XCTestCase {
    func testEmbeddedCopiesEqualTheTemplatesFolder() throws {
        let folder = EndToEnd.path("Templates")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".stencil") }.sorted()
        XCTAssertEqual(BuiltinTemplates.names, files.map { String($0.dropLast(".stencil".count)) },
                       "embedded template names differ from Templates/: run `make embed-templates`")
        for file in files {
            let name = String(file.dropLast(".stencil".count))
            let onDisk = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            XCTAssertTrue(BuiltinTemplates.sources[name] == onDisk,
                          "embedded \(name) differs from Templates/\(file): run `make embed-templates`")
        }
    }

    func testBuiltinEntryExpandsToEveryTemplate() throws {
        let files = try FileCollector.collect(PathSelection(include: ["builtin"]), fileExtension: "stencil", role: "templates")
        XCTAssertEqual(files, BuiltinTemplates.names.map { "builtin:" + $0 })
    }

    func testSummaryIsTheFirstCommentLine() {
        XCTAssertEqual(BuiltinTemplates.summary(of: "AutoCodable").isEmpty, false)
        XCTAssertFalse(BuiltinTemplates.summary(of: "AutoCodable").hasPrefix("AutoCodable:"))
    }
}
