import Foundation
import XCTest
@testable import modelgen

/// Mocks rendered by a small AutoMockable-like template (Tests/Fixtures/MockableRun/Mock.stencil)
/// over protocols in the shapes apps mock (Protocols.swift: async/throws/rethrows/typed throws,
/// async and throwing getters, generics with where clauses, some/any, closures of every kind,
/// inout, variadics, overloads, statics, subscripts, associated types, inheritance, init
/// requirements, keywords, unicode, `#if`, attributes, annotations, ownership specifiers) compile
/// with them in Swift 5 and Swift 6 modes without a warning, and behave (main.swift). Needs no
/// Sourcery checkout; skipped when `swiftc` is not found.
final class EndToEndMockableTests: SandboxedGenerationTestCase {
    func testMocksCompileAndRecordCallsInSwift5Mode() throws {
        try compileAndRun(swiftVersion: "5")
    }

    func testMocksCompileAndRecordCallsInSwift6Mode() throws {
        try compileAndRun(swiftVersion: "6")
    }

    /// The lines the ownership specifiers reach: without them in the type names (Sourcery's rule),
    /// the stored arguments are plain `Account`s.
    func testSpecifiedParametersAreStoredAsPlainTypes() throws {
        let mocks = try renderMocks()
        XCTAssertTrue(mocks.contains("""
                // take(_ account: Account, _ other: Account)
                var takeCallsCount = 0
                var takeReceived: [(account: Account, other: Account)] = []
                var takeHandler: ((Account, Account) -> Void)?
                func take(_ account: Account, _ other: Account) {
            """), mocks)
        XCTAssertTrue(mocks.contains("    var handReceived: [Account] = []\n"), mocks)
    }

    private func renderMocks() throws -> String {
        let folder = "Tests/Fixtures/MockableRun"
        let result = try Generator.run(sandbox.input(sources: [EndToEnd.path(folder + "/Protocols.swift")],
                                                     templates: [EndToEnd.path(folder + "/Mock.stencil")]))
        XCTAssertEqual(result.rendered.count, 1)
        return result.rendered.first?.text ?? ""
    }

    private func compileAndRun(swiftVersion: String) throws {
        guard (try? EndToEnd.swiftc()) != nil else { throw XCTSkip("swiftc not found") }
        let scratch = try EndToEnd.scratchFolder("mockable")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let mocks = scratch.appendingPathComponent("Mocks.generated.swift")
        try Data(try renderMocks().utf8).write(to: mocks)
        let executable = scratch.appendingPathComponent("mockable").path
        let sources = [EndToEnd.path("Tests/Fixtures/MockableRun/Protocols.swift"),
                       EndToEnd.path("Tests/Fixtures/MockableRun/main.swift"), mocks.path]
            + (try EndToEnd.swiftFiles(in: "Tests/Fixtures/RunChecks"))
        try EndToEnd.compile(["-swift-version", swiftVersion, "-warnings-as-errors", "-o", executable] + sources)

        let result = try EndToEnd.run(executable, [])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output, "OK 57 checks\n")
    }
}
