import Foundation
import XCTest
@testable import modelgen

/// What Templates/AutoMappable.stencil writes for types it must not (or cannot) map: the diagnostics
/// and opt-outs, asserted on the rendered text. What it maps is compiled and run by
/// EndToEndAutoMappableTests.
final class AutoMappableTemplateTests: XCTestCase {
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

    /// The sections after the imports, without the generated header.
    private func body(_ output: String) -> String {
        guard let range = output.range(of: "import ObjectMapper\n") else { return output }
        return String(output[range.upperBound...])
    }

    func testPrivateModelsGetAWarningInsteadOfCode() throws {
        let output = try render("""
        private struct Hidden: AutoMappable {
            var a = 0
        }
        fileprivate struct Local: AutoMappable {
            var b = 0
        }
        private enum Scope {
            struct Leaf: AutoMappable {
                var c = 0
            }
        }
        struct Open: AutoMappable {
            private class Inner: AutoMappable {
                var d = 0
            }
        }
        """)
        XCTAssertEqual(body(output), """

        // MARK: - Hidden

        #warning("Hidden (Models.swift) is not AutoMappable: Hidden is private, so generated code cannot see it; make it internal, or write its mapping by hand")

        // MARK: - Local

        #warning("Local (Models.swift) is not AutoMappable: Local is fileprivate, so generated code cannot see it; make it internal, or write its mapping by hand")

        // MARK: - Open

        extension Open: Mappable {
            init?(map: Map) {}

            mutating func mapping(map: Map) {
            }
        }

        // MARK: - Open.Inner

        #warning("Open.Inner (Models.swift) is not AutoMappable: Open.Inner is private, so generated code cannot see it; make it internal, or write its mapping by hand")

        // MARK: - Scope.Leaf

        #warning("Scope.Leaf (Models.swift) is not AutoMappable: Scope is private, so generated code cannot see it; make it internal, or write its mapping by hand")

        """)
    }

    func testTypesThatWriteTheirOwnMappingOrAreSkippedAreLeftAlone() throws {
        let output = try render("""
        struct ByExtension: AutoMappable {
            var a = 0
        }
        extension ByExtension {
            mutating func mapping(map: Map) {}
        }
        class Base: AutoMappable {
            var b = 0
        }
        class Written: Base {
            override func mapping(map: Map) {}
        }
        // sourcery: skip
        struct Skipped: AutoMappable {
            var c = 0
        }
        """)
        XCTAssertFalse(output.contains("ByExtension"), output)
        XCTAssertFalse(output.contains("Written"), output)
        XCTAssertFalse(output.contains("Skipped"), output)
        XCTAssertTrue(output.contains("extension Base: Mappable {}"), output)
    }

    /// A hand-written root decides its subclasses' initializer from the one it declares.
    func testSubclassOfAHandWrittenImmutableRoot() throws {
        let output = try render("""
        class Root: AutoMappable {
            let id: Int
            required init(map: Map) throws { id = try map.value("id") }
            func mapping(map: Map) { id >>> map["id"] }
        }
        class Leaf: Root {
            var name = ""
        }
        """)
        XCTAssertEqual(body(output), """
        // sourcery:inline:auto:Leaf.AutoMappable
            required init(map: Map) throws {
                name = (try? map.value("name")) ?? ""
                try super.init(map: map)
            }

            override func mapping(map: Map) {
                super.mapping(map: map)
                name >>> map["name"]
            }
        // sourcery:end

        """)
    }

    /// A type that writes its own `init(map:)` keeps it: only the mapping is generated, and the
    /// initializer decides the protocol.
    func testAWrittenInitializerIsKept() throws {
        let output = try render("""
        struct Custom: AutoMappable {
            let id: Int
            var name = ""
            init(map: Map) throws { id = try map.value("id") }
        }
        class Node: AutoMappable {
            let id: Int
            required init?(map: Map) { id = 0 }
        }
        """)
        XCTAssertEqual(body(output), """

        // MARK: - Custom

        extension Custom: ImmutableMappable {
            func mapping(map: Map) {
                id >>> map["id"]
                name >>> map["name"]
            }
        }

        // MARK: - Node

        extension Node: Mappable {}
        // sourcery:inline:auto:Node.AutoMappable
            func mapping(map: Map) {
                id >>> map["id"]
            }
        // sourcery:end

        """)
    }

    func testStaticMappableAndSkipMistakesAreReportedAtTheType() throws {
        let output = try render("""
        // sourcery: staticMappable
        class Cluster: AutoMappable {
            let id: Int
            var name = ""
        }
        // sourcery: staticMappable
        struct NotAClass: AutoMappable {
            var a = 0
            // sourcery: skip
            let constant: String?
        }
        """)
        XCTAssertTrue(output.contains("""
            #error("Cluster.id: a StaticMappable object is created by `init()` before mapping: give the property a default value or make it an optional `var`")
            #error("Cluster is `staticMappable`: declare `class func classForMapping(map: Map) -> Cluster.Type?`, returning the class to create for this JSON")
        """), output)
        XCTAssertTrue(output.contains("""
            #error("NotAClass.constant is marked `skip` but is a constant without a value: give it one or make it a `var`")
            #warning("NotAClass: `staticMappable` applies to classes (a class cluster); ignored on a struct")
        """), output)
        XCTAssertFalse(output.contains("Cluster.name"), output)
    }

    /// A private class that declares its protocol gets members in its body and no extension; a protocol
    /// that does not match its properties is an #error in words.
    func testPrivateClassDeclaringItsProtocolGetsMembersOnly() throws {
        let output = try render("""
        enum Scope {
            private class Fits: AutoMappable, Mappable {
                var a: Int?
            }
            private class Mismatch: AutoMappable, Mappable {
                let b: Int
            }
        }
        """)
        XCTAssertFalse(output.contains("extension Scope."), output)
        XCTAssertFalse(output.contains("#warning"), output)
        XCTAssertTrue(output.contains("""
        // sourcery:inline:auto:Scope.Fits.AutoMappable
            required init?(map: Map) {}

            func mapping(map: Map) {
                a <- map["a"]
            }
        // sourcery:end
        """), output)
        XCTAssertTrue(output.contains("""
        // sourcery:inline:auto:Scope.Mismatch.AutoMappable
            #error("Scope.Mismatch declares Mappable but maps as ImmutableMappable: declare ImmutableMappable instead")
            required init(map: Map) throws {
        """), output)
    }
}
