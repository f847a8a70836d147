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

        let sources = [EndToEnd.path("Examples/Models/Protocols.swift")]
            + (try EndToEnd.swiftFiles(in: "Examples/Models/AutoMappable"))
            + [EndToEnd.path("Examples/Generated/AutoMappable.generated.swift")]
            + (try EndToEnd.swiftFiles(in: "Tests/Fixtures/AutoMappableRun"))
        // Once in the Swift 5 language mode, once in Swift 6 with the condition the `#if` models test
        // switched on: the generated code must compile, and map, whichever branch is active.
        for flags in [["-swift-version", "5"], ["-swift-version", "6", "-D", "MAPPABLE_BETA"]] {
            try EndToEnd.compile(["-I", scratch.path, "-L", scratch.path, "-lObjectMapper", "-o", executable] + flags + sources)
            let result = try EndToEnd.run(executable, [EndToEnd.path("Tests/Fixtures/Payloads")])
            XCTAssertEqual(result.status, 0, "\(flags): \(result.output)")
            XCTAssertTrue(result.output.hasPrefix("OK "), "\(flags): \(result.output)")
        }
    }
}
