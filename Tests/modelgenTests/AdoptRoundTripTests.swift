import Foundation
import XCTest

/// `modelgen adopt` on hand-written models (Tests/Fixtures/AdoptRoundTrip/Models: Mappable and
/// ImmutableMappable structs, a class with subclasses, nested and dotted keys, transforms, skipped
/// properties, Codable structs and classes), then `modelgen` on the result: the hand-written and the
/// adopted+generated models are each compiled with Tests/Fixtures/AdoptRoundTrip/Run/main.swift
/// against the ObjectMapper test double and must decode and encode the same payloads identically
/// (the adopted version in Swift 5 and Swift 6 language modes).
final class AdoptRoundTripTests: XCTestCase {
    func testAdoptedModelsDecodeAndEncodeExactlyLikeTheHandWrittenOnes() throws {
        let scratch = try EndToEnd.scratchFolder("adopt")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let project = scratch.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: EndToEnd.path("Tests/Fixtures/AdoptRoundTrip/Models"),
                                         toPath: project.appendingPathComponent("Models").path)

        try buildObjectMapper(in: scratch)
        let harness = [EndToEnd.path("Tests/Fixtures/AdoptRoundTrip/Run/main.swift")]
        let original = try build("original", try EndToEnd.swiftFiles(in: "Tests/Fixtures/AdoptRoundTrip/Models") + harness, in: scratch)

        let adopt = try ModelgenBinary.run(["adopt", "Models"], in: project.path)
        XCTAssertEqual(adopt.status, 0, adopt.stderr)
        XCTAssertEqual(adopt.stdout, """
        adopted 11 types (7 AutoMappable, 4 AutoCodable)
          Models/Articles.swift:5: Article -> AutoMappable
          Models/Articles.swift:29: Comment -> AutoMappable
          Models/Profiles.swift:5: Profile -> AutoMappable
          Models/Shapes.swift:2: Shape -> AutoCodable
          Models/Shapes.swift:14: Circle -> AutoCodable
          Models/Users.swift:4: User -> AutoCodable
          Models/Users.swift:44: Order -> AutoCodable
          Models/Vehicles.swift:5: Vehicle -> AutoMappable
          Models/Vehicles.swift:18: Car -> AutoMappable
          Models/Vehicles.swift:34: Truck -> AutoMappable
          Models/Vehicles.swift:39: Garage -> AutoMappable
        left alone 3 types (3 custom code):
          Models/Articles.swift:63: Flag: mapping contains a block or closure
          Models/Profiles.swift:34: Session: `_ = map.context` is not a mapping the annotations can express
          Models/Users.swift:70: Money: `let raw = try container.decode(String.self, forKey: .amount)` is not a mapping the annotations can express
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
        let adoptedFiles = try swiftFiles(project, "Models") + swiftFiles(project, "Generated") + harness
        let adopted = try build("adopted", adoptedFiles, in: scratch)
        let adoptedSwift6 = try build("adopted6", adoptedFiles, in: scratch, arguments: ["-swift-version", "6"])

        XCTAssertEqual(adopted, original)
        XCTAssertEqual(adoptedSwift6, original)
        // The payloads exercise what matters: nested and dotted keys, transforms, fallbacks, subclasses, skips.
        for expected in [
            #"json: {"author":{"name":"Ada"},"code":"77","comments":[{"raw.key":"literal","score":4.5,"text":"first"},{"score":0,"text":"second"}],"id":7,"published_at":1700000000,"tags":["a","b"],"title":"Adopt"}"#,
            "  ▿ code: Optional(\"A-77\")",
            #"json: {"joined":1600000000,"kind":"profile","stats":{"followers":0},"user_id":2}"#,
            #"json: {"brand":"Volvo","name":"car","specs":{"top_speed":180.5},"wheels":4}"#,
            #"json: {"address.city":"Unknown","age":0,"id":3,"tags":[],"user_name":"Cy"}"#,
            #"json: {"address.city":"Unknown","age":0,"id":4,"tags":[],"user_name":"Eve"}"#,
            #"json: {"radius":2.5,"shape_name":"disc"}"#,
            "== user missing required\nthrew keyNotFound id",
            "== profile missing required\nnil",
            "  - localNote: \"draft\"",
            "== garage\n▿ <Garage: 0x…> #0\n  - super: Foundation.NSObject\n  - spots: 2\n",
        ] {
            XCTAssertTrue(original.contains(expected), "missing from the output: \(expected)\n\(original)")
        }

        // A second run finds nothing left to adopt and changes nothing.
        let again = try ModelgenBinary.run(["adopt", "Models"], in: project.path)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.hasPrefix("adopted 0 types\nleft alone 3 types (3 custom code):\n"), again.stdout)
        XCTAssertTrue(again.stdout.contains("changed 0 files\n"), again.stdout)
    }

    /// `--to AutoCodable`: ObjectMapper models (Tests/Fixtures/AdoptToCodable/Models: Mappable and
    /// ImmutableMappable structs, a class and subclass, a raw-value enum, nested models, nested and
    /// dotted keys) become Codable; decoded with JSONDecoder they hold what Mapper decoded from the same
    /// payloads, and JSONEncoder writes what Mapper wrote.
    func testModelsMovedToAutoCodableDecodeAndEncodeLikeTheirObjectMapperOriginals() throws {
        let scratch = try EndToEnd.scratchFolder("adopt-codable")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let project = scratch.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: EndToEnd.path("Tests/Fixtures/AdoptToCodable/Models"),
                                         toPath: project.appendingPathComponent("Models").path)
        try buildObjectMapper(in: scratch)
        let main = EndToEnd.path("Tests/Fixtures/AdoptToCodable/Run/main.swift")
        let original = try build("original", try EndToEnd.swiftFiles(in: "Tests/Fixtures/AdoptToCodable/Models")
                                 + [main, EndToEnd.path("Tests/Fixtures/AdoptToCodable/Run/MapperIO.swift")], in: scratch)

        let adopt = try ModelgenBinary.run(["adopt", "--to", "AutoCodable", "Models"], in: project.path)
        XCTAssertEqual(adopt.status, 0, adopt.stderr)
        XCTAssertTrue(adopt.stdout.hasPrefix("""
        adopted 5 types (5 AutoCodable)
          Models/Accounts.swift:4: Status -> AutoCodable
          Models/Accounts.swift:10: Account -> AutoCodable
          Models/Accounts.swift:31: Person -> AutoCodable
          Models/Accounts.swift:49: Node -> AutoCodable
          Models/Accounts.swift:61: Leaf -> AutoCodable
        changed 2 files:
        """), adopt.stdout)
        let models = try String(contentsOfFile: project.appendingPathComponent("Models/Accounts.swift").path, encoding: .utf8)
        for gone in [": Mappable", ": ImmutableMappable", "mapping(map:", "init?(map:", "init(map:"] {
            XCTAssertFalse(models.contains(gone), models)
        }

        let generate = try ModelgenBinary.run(["--sources", "Models", "--templates", "builtin:AutoCodable", "--output", "Generated",
                                               "--disable-cache"], in: project.path)
        XCTAssertEqual(generate.status, 0, generate.stderr)
        let adopted = try build("adopted", try swiftFiles(project, "Models") + swiftFiles(project, "Generated")
                                + [main, EndToEnd.path("Tests/Fixtures/AdoptToCodable/Run/CodableIO.swift")], in: scratch)

        XCTAssertEqual(adopted, original)
        for expected in [
            #"json: {"account_id":5,"geo":{"region":"EU"},"limits":{"daily":3},"meta.flag":"red","owner":{"age":36,"name":"Ada","score":99},"status":"banned"}"#,
            #"json: {"account_id":0,"limits":{},"owner":{"name":"Bob","score":10},"status":"active"}"#,
            "== person missing name\nfailed",
            #"json: {"children":[],"label":"leaf","weight":7}"#,
        ] {
            XCTAssertTrue(original.contains(expected), "missing from the output: \(expected)\n\(original)")
        }
    }

    private func buildObjectMapper(in scratch: URL) throws {
        try EndToEnd.compile(["-parse-as-library", "-emit-library", "-static", "-emit-module",
                              "-module-name", "ObjectMapper", "-emit-module-path",
                              scratch.appendingPathComponent("ObjectMapper.swiftmodule").path,
                              "-o", scratch.appendingPathComponent("libObjectMapper.a").path]
                             + (try EndToEnd.swiftFiles(in: "Tests/Fixtures/ObjectMapper")))
    }

    private func swiftFiles(_ project: URL, _ folder: String) throws -> [String] {
        let path = project.appendingPathComponent(folder).path
        return try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".swift") }.sorted().map { path + "/" + $0 }
    }

    /// Compiles the files into one program and returns what it prints.
    private func build(_ name: String, _ files: [String], in scratch: URL, arguments: [String] = []) throws -> String {
        let executable = scratch.appendingPathComponent(name).path
        try EndToEnd.compile(["-I", scratch.path, "-L", scratch.path, "-lObjectMapper", "-module-name", "RoundTrip", "-o", executable]
                             + arguments + files)
        let result = try EndToEnd.run(executable, [])
        XCTAssertEqual(result.status, 0, result.output)
        return result.output
    }
}
