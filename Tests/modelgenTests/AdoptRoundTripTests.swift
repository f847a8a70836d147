import Foundation
import XCTest

/// `modelgen adopt` on hand-written models (Tests/Fixtures/AdoptRoundTrip/Models: Mappable and
/// ImmutableMappable structs, a class with subclasses, nested and dotted keys, transforms, skipped
/// properties, Codable structs and classes), then `modelgen` on the result: the hand-written and the
/// adopted+generated models are each compiled with Tests/Fixtures/AdoptRoundTrip/Run/main.swift
/// against the ObjectMapper test double and must decode and encode the same payloads identically.
final class AdoptRoundTripTests: XCTestCase {
    func testAdoptedModelsDecodeAndEncodeExactlyLikeTheHandWrittenOnes() throws {
        let scratch = try EndToEnd.scratchFolder("adopt")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let project = scratch.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: EndToEnd.path("Tests/Fixtures/AdoptRoundTrip/Models"),
                                         toPath: project.appendingPathComponent("Models").path)

        try EndToEnd.compile(["-parse-as-library", "-emit-library", "-static", "-emit-module",
                              "-module-name", "ObjectMapper", "-emit-module-path",
                              scratch.appendingPathComponent("ObjectMapper.swiftmodule").path,
                              "-o", scratch.appendingPathComponent("libObjectMapper.a").path]
                             + (try EndToEnd.swiftFiles(in: "Tests/Fixtures/ObjectMapper")))
        let original = try build("original", models: try EndToEnd.swiftFiles(in: "Tests/Fixtures/AdoptRoundTrip/Models"), in: scratch)

        let adopt = try ModelgenBinary.run(["adopt", "Models"], in: project.path)
        XCTAssertEqual(adopt.status, 0, adopt.stderr)
        XCTAssertEqual(adopt.stdout, """
        adopted 10 types (6 AutoMappable, 4 AutoCodable)
          Models/Articles.swift:5: Article -> AutoMappable
          Models/Articles.swift:27: Comment -> AutoMappable
          Models/Profiles.swift:5: Profile -> AutoMappable
          Models/Shapes.swift:2: Shape -> AutoCodable
          Models/Shapes.swift:14: Circle -> AutoCodable
          Models/Users.swift:4: User -> AutoCodable
          Models/Users.swift:40: Order -> AutoCodable
          Models/Vehicles.swift:4: Vehicle -> AutoMappable
          Models/Vehicles.swift:17: Car -> AutoMappable
          Models/Vehicles.swift:33: Truck -> AutoMappable
        left alone 3 types:
          Models/Articles.swift:48: Flag: mapping contains a block or closure
          Models/Profiles.swift:34: Session: `_ = map.context` is not a mapping the annotations can express
          Models/Users.swift:66: Money: `let raw = try container.decode(String.self, forKey: .amount)` is not a mapping the annotations can express
        changed 6 files:
          Models/Articles.swift
          Models/AutoProtocols.swift
          Models/Profiles.swift
          Models/Shapes.swift
          Models/Users.swift
          Models/Vehicles.swift
        next: run `modelgen` to generate the mapping code

        """)

        let generate = try ModelgenBinary.run(["--sources", "Models", "--templates", "builtin:AutoMappable", "--templates", "builtin:AutoCodable",
                                               "--output", "Generated", "--disable-cache"], in: project.path)
        XCTAssertEqual(generate.status, 0, generate.stderr)
        let modelsFolder = project.appendingPathComponent("Models").path
        let models = try FileManager.default.contentsOfDirectory(atPath: modelsFolder).filter { $0.hasSuffix(".swift") }.sorted()
            .map { modelsFolder + "/" + $0 }
        let generatedFolder = project.appendingPathComponent("Generated").path
        let generated = try FileManager.default.contentsOfDirectory(atPath: generatedFolder).sorted().map { generatedFolder + "/" + $0 }
        let adopted = try build("adopted", models: models + generated, in: scratch)

        XCTAssertEqual(adopted, original)
        // The payloads exercise what matters: nested and dotted keys, transforms, fallbacks, subclasses, skips.
        for expected in [
            #"json: {"author":{"name":"Ada"},"comments":[{"raw.key":"literal","score":4.5,"text":"first"},{"score":0,"text":"second"}],"id":7,"published_at":1700000000,"tags":["a","b"],"title":"Adopt"}"#,
            #"json: {"joined":1600000000,"kind":"profile","stats":{"followers":0},"user_id":2}"#,
            #"json: {"brand":"Volvo","name":"car","specs":{"top_speed":180.5},"wheels":4}"#,
            #"json: {"address.city":"Unknown","age":0,"id":3,"user_name":"Cy"}"#,
            #"json: {"radius":2.5,"shape_name":"disc"}"#,
            "== user missing required\nthrew keyNotFound id",
            "== profile missing required\nnil",
            "  - localNote: \"draft\"",
        ] {
            XCTAssertTrue(original.contains(expected), "missing from the output: \(expected)\n\(original)")
        }

        // A second run finds nothing left to adopt and changes nothing.
        let again = try ModelgenBinary.run(["adopt", "Models"], in: project.path)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.hasPrefix("adopted 0 types\nleft alone 3 types:\n"), again.stdout)
        XCTAssertTrue(again.stdout.contains("changed 0 files\n"), again.stdout)
    }

    /// Compiles the models with the harness and returns what it prints.
    private func build(_ name: String, models: [String], in scratch: URL) throws -> String {
        let executable = scratch.appendingPathComponent(name).path
        try EndToEnd.compile(["-I", scratch.path, "-L", scratch.path, "-lObjectMapper", "-module-name", "RoundTrip", "-o", executable]
                             + models + [EndToEnd.path("Tests/Fixtures/AdoptRoundTrip/Run/main.swift")])
        let result = try EndToEnd.run(executable, [])
        XCTAssertEqual(result.status, 0, result.output)
        return result.output
    }
}
