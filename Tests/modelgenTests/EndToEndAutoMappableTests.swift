import Foundation
import XCTest

/// The checked-in output of Templates/AutoMappable.stencil compiles with the example models against the
/// ObjectMapper test double (Tests/Fixtures/ObjectMapper, built as a module named ObjectMapper) and maps
/// real payloads both ways: Mappable and ImmutableMappable structs, aliases, nested and dotted keys,
/// transforms, nested models, subclasses, `#if` properties, delimiters, ignoreNil, class clusters, the
/// mapExtra hook (Tests/Fixtures/AutoMappableRun).
final class EndToEndAutoMappableTests: XCTestCase {
    func testGeneratedCodeCompilesAgainstObjectMapperAndMapsPayloads() throws {
        let scratch = try EndToEnd.scratchFolder("automappable")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let library = scratch.appendingPathComponent("libObjectMapper.a").path
        let executable = scratch.appendingPathComponent("automappable").path

        try EndToEnd.compile(["-parse-as-library", "-emit-library", "-static", "-emit-module",
                              "-module-name", "ObjectMapper", "-emit-module-path",
                              scratch.appendingPathComponent("ObjectMapper.swiftmodule").path,
                              "-o", library] + (try EndToEnd.swiftFiles(in: "Tests/Fixtures/ObjectMapper")))

        // The test models' code is generated now (it is not checked in: it carries warnings).
        try requireWorkingParser()
        let testModels = try EndToEnd.swiftFiles(in: "Tests/Fixtures/AutoMappableModels")
        var modelSources = ["Protocols.swift": try String(contentsOfFile: EndToEnd.path("Examples/Models/Protocols.swift"), encoding: .utf8)]
        for path in testModels {
            modelSources[URL(fileURLWithPath: path).lastPathComponent] = try String(contentsOfFile: path, encoding: .utf8)
        }
        let template = try String(contentsOfFile: EndToEnd.path("Templates/AutoMappable.stencil"), encoding: .utf8)
        let testModelsGenerated = scratch.appendingPathComponent("TestModels.generated.swift").path
        try GenerationSandbox().render(template, sources: modelSources).write(toFile: testModelsGenerated, atomically: true, encoding: .utf8)

        let sources = [EndToEnd.path("Examples/Models/Protocols.swift")]
            + (try EndToEnd.swiftFiles(in: "Examples/Models/AutoMappable"))
            + [EndToEnd.path("Examples/Generated/AutoMappable.generated.swift")]
            + testModels + [testModelsGenerated]
            + (try EndToEnd.swiftFiles(in: "Tests/Fixtures/AutoMappableRun"))
            + (try EndToEnd.swiftFiles(in: "Tests/Fixtures/RunChecks"))
        // Once in the Swift 5 language mode, once in Swift 6 with the condition the `#if` models test
        // switched on: the generated code must compile, and map, whichever branch is active.
        for flags in [["-swift-version", "5"], ["-swift-version", "6", "-D", "MAPPABLE_BETA"]] {
            let diagnostics = try EndToEnd.compile(["-I", scratch.path, "-L", scratch.path, "-lObjectMapper", "-o", executable] + flags + sources)
            // Private models: a warning at each, never code that cannot see them.
            for (type, hiddenBy) in [("Feed.Cursor", "Feed.Cursor is private"), ("HiddenEntry", "HiddenEntry is private"),
                                     ("LocalCache", "LocalCache is fileprivate"), ("Scope.Leaf", "Scope is private")] {
                XCTAssertTrue(diagnostics.contains("warning: \(type) (PrivateModels.swift) is not AutoMappable: \(hiddenBy), so generated code cannot see it"),
                              "\(type): \(diagnostics)")
            }
            let result = try EndToEnd.run(executable, [EndToEnd.path("Tests/Fixtures/Payloads")])
            XCTAssertEqual(result.status, 0, "\(flags): \(result.output)")
            XCTAssertTrue(result.output.hasPrefix("OK "), "\(flags): \(result.output)")
        }
    }
}
