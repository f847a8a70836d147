import Foundation
import XCTest
@testable import modelgen

/// The shipped templates' own text: short lines, and no macro written twice (macros both templates use
/// live in the partial `_Shared.stencil`).
final class TemplateSourceTests: XCTestCase {
    func testNoTemplateLineIsLongerThan120Characters() {
        for (name, text) in BuiltinTemplates.sources {
            let long = text.split(separator: "\n").filter { $0.count > 120 }
            XCTAssertEqual(long, [], name)
        }
    }

    /// A macro written the same way in two files belongs in `_Shared.stencil`; a name may repeat when the
    /// templates mean different things by it (`primaryKey`: AutoCodable has more key styles).
    func testNoMacroIsWrittenTwice() {
        var definitions: [String: [String]] = [:]
        for (name, text) in BuiltinTemplates.sources {
            for piece in text.components(separatedBy: "{% macro ").dropFirst() {
                guard let end = piece.range(of: "endmacro %}") else { continue }
                definitions[String(piece[..<end.lowerBound]), default: []].append(name)
            }
        }
        XCTAssertEqual(definitions.values.filter { $0.count > 1 }, [])
        let shared = definitions.filter { $0.value == ["_Shared"] }.keys.map { $0.prefix { $0 != " " } }
        XCTAssertEqual(Set(shared), ["escaped", "swiftCode", "firstKey", "publicIfNeeded", "skippedWithoutDefault",
                                     "unknownKeyStyle", "otherTemplatesAnnotation"])
    }

    func testBothTemplatesImportTheSharedMacros() {
        for name in ["AutoCodable", "AutoMappable"] {
            XCTAssertTrue(BuiltinTemplates.sources[name]?.contains("{% import \"_Shared.stencil\" %}\n") == true, name)
        }
    }
}
