import XCTest
@testable import modelgen

/// `--dry` ranges count UTF-16 units, as Sourcery's `NSRange`s (and its `StringView`) do.
final class InlinePlacementTests: XCTestCase {
    func testOffsetsAreUTF16Units() {
        // "a" 1 unit, "é" 2 bytes/1 unit, "😀" 4 bytes/2 units, "\r\n" 2 units.
        let bytes = Array("aé😀\r\nbody\nend".utf8)
        let bodyStart = Array("aé😀\r\n".utf8).count
        let bodyEnd = bodyStart + 5
        let edits = [SourceryInlineLayout.Edit(name: "T.A", start: bodyStart, end: bodyEnd, text: "new\n"),
                     SourceryInlineLayout.Edit(name: "auto:T.B", start: 0, end: 0, text: "x")]
        let placements = InlinePlacement.placements(of: edits, in: bytes, path: "/p/S.swift", templates: ["T.A": "/p/A.stencil"])
        XCTAssertEqual(placements, [
            InlinePlacement(path: "/p/S.swift", templatePath: "/p/A.stencil", location: 6, length: 5, text: "new\n"),
            InlinePlacement(path: "/p/S.swift", templatePath: "", location: 0, length: 0, text: "x"),
        ])
    }

    func testDocumentOrderIsSourcerys() {
        var plan = OutputPlan()
        plan.templatePaths = ["/w/T/A.stencil"]
        plan.generatedFiles = [
            .init(path: "/w/G/A.generated.swift", contents: FileContents(Array("h\nx\n".utf8)), origin: .template("/w/T/A.stencil")),
            .init(path: "/w/G/F.generated.swift", contents: FileContents(Array("h\nf\n".utf8))),
        ]
        plan.inlinePlacements = [
            InlinePlacement(path: "/w/S/a.swift", templatePath: "/w/T/A.stencil", location: 3, length: 0, text: "first"),
            InlinePlacement(path: "/w/S/a.swift", templatePath: "/w/T/A.stencil", location: 9, length: 2, text: "second"),
        ]
        let outputs = DryOutputDocument.outputs(of: plan) { $0.replacingOccurrences(of: "/w/", with: "") }
        XCTAssertEqual(outputs.map { "\($0.type.subType.rawValue) \($0.type.id ?? "-") \($0.outputPath) \($0.value)" }, [
            "range S/a.swift:9-11 S/a.swift second",
            "range S/a.swift:3 S/a.swift first",
            "template T/A.stencil G/A.generated.swift h\nx\n",
            "path G/F.generated.swift G/F.generated.swift h\nf\n",
        ])
    }
}
