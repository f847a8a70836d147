import XCTest
@testable import SwiftDeclParser

/// Files registered one by one while others are still parsed (`StreamingComposer`) must give
/// exactly the model a composition of all of them at once gives.
final class StreamingComposerTests: XCTestCase {
    /// Extensions before their target's file, a type declared twice, nested types reached
    /// through an extension, typealiases and compositions, free functions, a generated file.
    private static let sources = [
        "A.swift": """
            extension Later: Named { var fromExtension: Int { 1 } }
            extension Outer.Inner { var deep: String { "" } }
            typealias Both = Named & Coded
            struct Twice { var first: Int }
            func helper() -> Int { 0 }
            """,
        "B.swift": """
            protocol Named { var name: String { get } }
            protocol Coded {}
            struct Outer { struct Inner { var value: Int } }
            struct Twice { var second: String }
            """,
        "C.swift": """
            // sourcery: key = "later"
            class Later: Both { var name: String = "" }
            extension Missing { var unknown: Int { 0 } }
            """,
        "D.generated.swift": """
            // Generated using Sourcery
            struct FromGenerated {}
            """,
    ]

    private func parsed() -> [FileParseResult] {
        Self.sources.keys.sorted().map { SwiftParser.parse(path: $0, source: Self.sources[$0]!) }
    }

    func testStreamingInPathOrderEqualsComposingAtOnce() {
        let files = parsed()
        let streaming = StreamingComposer()
        for file in files { streaming.add(file) }
        let expected = ModelDescription.lines(of: Composer.compose(files))
        XCTAssertEqual(ModelDescription.lines(of: streaming.finish()), expected)
        XCTAssertTrue(expected.contains { $0.contains("fromExtension") }, "the comparison covers extension members")
    }

    func testFilesOutOfOrderAreComposedInPathOrder() {
        let files = parsed()
        let streaming = StreamingComposer()
        for file in files.reversed() { streaming.add(file) }
        XCTAssertEqual(ModelDescription.lines(of: streaming.finish()), ModelDescription.lines(of: Composer.compose(files)))
    }
}
