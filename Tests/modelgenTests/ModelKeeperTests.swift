import XCTest
import SwiftDeclParser
@testable import modelgen

/// A one-shot run leaves its composed model to the process exit, and a later run in the same
/// process releases it before building its own; watch mode keeps none.
final class ModelKeeperTests: XCTestCase {
    private var sandbox: GenerationSandbox!

    override func setUpWithError() throws {
        sandbox = try GenerationSandbox()
        try sandbox.write("Templates/T.stencil", "{% for type in types.all %}{{ type.name }} {% endfor %}")
    }

    override func tearDown() {
        ModelKeeper.shared.releaseKeptModel()
        sandbox = nil
    }

    private func settings(sources: String) throws -> GenerationSettings {
        guard case .generate(let options) = try OptionsParser.parse([
            "--sources", sandbox.path(sources), "--templates", sandbox.path("Templates"),
            "--output", sandbox.path("Generated"), "--disable-cache", "--quiet",
        ]) else { throw NotAGenerateCommand() }
        return try XCTUnwrap(SettingsResolver.resolveAll(options).first)
    }

    private struct NotAGenerateCommand: Error {}

    func testOneShotRunKeepsItsModelUntilTheNextRun() throws {
        try sandbox.write("First/A.swift", "struct A {}")
        try sandbox.write("Second/B.swift", "struct B {}")

        let firstReport = GenerateCommand.runOnce(try settings(sources: "First"), memo: nil)
        XCTAssertEqual(firstReport.status, 0)
        weak let firstModel = ModelKeeper.shared.keptModel
        XCTAssertEqual(firstModel?.types.map(\.name), ["A"])

        let secondReport = GenerateCommand.runOnce(try settings(sources: "Second"), memo: nil)
        XCTAssertEqual(secondReport.status, 0)
        XCTAssertNil(firstModel, "the first run's model is released when the second run starts")
        XCTAssertEqual(ModelKeeper.shared.keptModel?.types.map(\.name), ["B"])
        XCTAssertEqual(try String(contentsOfFile: sandbox.path("Generated/T.generated.swift"), encoding: .utf8)
            .components(separatedBy: "\n").last(where: { !$0.isEmpty }), "B ")
    }

    func testWatchRunKeepsNoModel() throws {
        try sandbox.write("First/A.swift", "struct A {}")
        _ = GenerateCommand.runOnce(try settings(sources: "First"), memo: nil)
        XCTAssertNotNil(ModelKeeper.shared.keptModel)

        let report = GenerateCommand.runOnce(try settings(sources: "First"), memo: ParsedFileMemo())
        XCTAssertEqual(report.status, 0)
        XCTAssertNil(ModelKeeper.shared.keptModel)
    }
}
