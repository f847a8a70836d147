import Foundation
import XCTest

/// The checked-in output of Templates/AutoCodable.stencil (Examples/Generated and the inline regions in
/// Examples/Models/AutoCodable, kept fresh by `modelgen --check` in CI) compiles with the example models,
/// without a warning, in Swift 5 and Swift 6 modes with `ExistentialAny`, and decodes/encodes real payloads:
/// aliases, nested paths, defaults, tolerant conversion, fallback reports, transformers, strict types,
/// subclasses, enums, the edge cases and every feature (Tests/Fixtures/AutoCodableRun).
final class EndToEndAutoCodableTests: XCTestCase {
    func testGeneratedCodeCompilesAndDecodesPayloadsInSwift5Mode() throws {
        try compileAndRun(swiftVersion: "5")
    }

    func testGeneratedCodeCompilesAndDecodesPayloadsInSwift6Mode() throws {
        try compileAndRun(swiftVersion: "6")
    }

    /// Members of an `open` class are `open` where a subclass in another module overrides them.
    func testOpenClassGetsOpenEncode() throws {
        let models = try String(contentsOfFile: EndToEnd.path("Examples/Models/AutoCodable/EdgeCases.swift"), encoding: .utf8)
        XCTAssertTrue(models.contains("""
                public init() {}

                public required init(from decoder: any Decoder) throws {
            """), models)
        XCTAssertTrue(models.contains("    open func encode(to encoder: any Encoder) throws {\n"), models)
    }

    private func compileAndRun(swiftVersion: String) throws {
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
            + (try EndToEnd.swiftFiles(in: "Tests/Fixtures/AutoCodableRun"))
            + (try EndToEnd.swiftFiles(in: "Tests/Fixtures/RunChecks"))
        try EndToEnd.compile(["-swift-version", swiftVersion, "-warnings-as-errors",
                              "-enable-upcoming-feature", "ExistentialAny", "-o", executable] + sources)

        let result = try EndToEnd.run(executable, [EndToEnd.path("Tests/Fixtures/Payloads")])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output, "OK 249 checks\n")
    }
}
