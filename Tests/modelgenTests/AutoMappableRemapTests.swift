import Foundation
import XCTest
@testable import modelgen

/// `remap:NAME:` on an AutoMappable subclass: the mapping it writes for deeper hierarchies and the
/// mistakes it reports. What the re-mapped models read and write is run by EndToEndAutoMappableTests.
final class AutoMappableRemapTests: XCTestCase {
    private var sandbox: GenerationSandbox!
    private var template = ""

    override func setUpWithError() throws {
        try requireWorkingParser()
        sandbox = try GenerationSandbox()
        template = try String(contentsOfFile: EndToEnd.path("Templates/AutoMappable.stencil"), encoding: .utf8)
    }
    override func tearDown() { sandbox = nil }

    private func render(_ source: String) throws -> String {
        try sandbox.render(template, sources: ["Protocols.swift": "protocol AutoMappable {}\n", "Models.swift": source])
    }

    /// The inline section of one class.
    private func section(_ name: String, in output: String) -> String {
        let start = "// sourcery:inline:auto:\(name).AutoMappable\n"
        guard let from = output.range(of: start),
              let to = output.range(of: "// sourcery:end", range: from.upperBound..<output.endIndex) else { return output }
        return String(output[from.upperBound..<to.lowerBound])
    }

    /// Every inherited property is mapped by the subclass, the root's first, each by its own class's
    /// annotations unless re-mapped (a skipped one too); an inherited `mapExtra` is called last.
    func testASubclassMapsItsWholeHierarchyRootFirst() throws {
        let output = try render("""
        // sourcery: keyStyle = "snake_case"
        class Root: AutoMappable {
            var firstName: String?
            // sourcery: skip
            var cache = 0
            func mapExtra(map: Map) {}
        }
        class Middle: Root {
            var middleName = ""
        }
        // sourcery:remap:firstName: key = "given", key = "first"
        // sourcery:remap:cache: key = "cached", transform = "Counter()"
        class Leaf: Middle {
            var leafName: String?
        }
        """)
        XCTAssertEqual(section("Leaf", in: output), """
            required init?(map: Map) {
                super.init(map: map)
            }

            override func mapping(map: Map) {
                if map.mappingType == .fromJSON, let key = ["given", "first"].first(where: { map[$0].isKeyPresent }) {
                    firstName <- map[key]
                } else {
                    firstName <- map["given"]
                }
                cache <- (map["cached"], Counter())
                middleName <- map["middleName"]
                leafName <- map["leafName"]
                mapExtra(map: map)
            }

        """)
    }

    func testRemapMistakesAreReportedAtTheSubclass() throws {
        let output = try render("""
        class Immutable: AutoMappable {
            let id: Int
        }
        // sourcery:remap:id: key = "ident"
        class ImmutableLeaf: Immutable {}
        class Base: AutoMappable {
            var note: String?
        }
        class Truck: Base {
            let axles: Int
        }
        // sourcery:remap:axles: key = "n"
        // sourcery:remap:missing: key = "m"
        class Trailer: Truck {}
        // sourcery: mapIf = "map.context != nil"
        class Guarded: AutoMappable {
            var a = 0
        }
        // sourcery:remap:a: key = "b"
        class GuardedLeaf: Guarded {}
        """)
        let immutable = "`remap` needs a Mappable or StaticMappable hierarchy: "
            + "an ImmutableMappable superclass reads its properties in its own `init(map:)`"
        XCTAssertTrue(section("ImmutableLeaf", in: output).hasPrefix("""
            #error("ImmutableLeaf: \(immutable)")
            required init(map: Map) throws {
        """), output)
        XCTAssertTrue(section("Trailer", in: output).hasPrefix("""
            #error("Trailer: `remap:missing:` names no stored property of its AutoMappable superclasses")
            #error("Trailer: `remap:axles:`: Truck reads it in `init?(map:)`: give it a default value or make it an optional `var`")
            required init?(map: Map) {
        """), output)
        let guarded = "its mapping replaces theirs and cannot repeat a hand-written, skipped or `mapIf` mapping"
        XCTAssertTrue(section("GuardedLeaf", in: output).hasPrefix("""
            #error("GuardedLeaf: `remap` cannot be used below Guarded: \(guarded)")
            required init?(map: Map) {
        """), output)
    }
}
