import Foundation
import XCTest

/// The checked-in output of Templates/AutoCodable.stencil (Examples/Generated, kept fresh by
/// `modelgen --check` in CI) compiles with the example models and decodes/encodes real payloads:
/// aliases, nested paths, defaults, tolerant conversion, fallback reports, transformers, strict types,
/// subclasses, enums with associated values, round trips (Tests/Fixtures/AutoCodableRun/main.swift).
final class EndToEndAutoCodableTests: XCTestCase {
    func testGeneratedCodeCompilesAndDecodesPayloads() throws {
        let scratch = try EndToEnd.scratchFolder("autocodable")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let executable = scratch.appendingPathComponent("autocodable").path

        let generated = try EndToEnd.swiftFiles(in: "Examples/Generated").filter {
            URL(fileURLWithPath: $0).lastPathComponent.hasPrefix("AutoCodable")
        }
        XCTAssertEqual(generated.map { URL(fileURLWithPath: $0).lastPathComponent },
                       ["AutoCodable.generated.swift", "AutoCodableSupport.generated.swift"])
        let sources = [EndToEnd.path("Examples/Models/Protocols.swift")]
            + (try EndToEnd.swiftFiles(in: "Examples/Models/AutoCodable"))
            + generated
            + [EndToEnd.path("Tests/Fixtures/AutoCodableRun/main.swift")]
        try EndToEnd.compile(["-o", executable] + sources)

        let result = try EndToEnd.run(executable, [EndToEnd.path("Tests/Fixtures/Payloads")])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.hasPrefix("OK "), result.output)
    }
}
