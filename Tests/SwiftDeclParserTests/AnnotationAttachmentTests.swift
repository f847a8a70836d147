import XCTest
@testable import SwiftDeclParser

/// Where an annotation lands (issue 21 item 7): on the enum element, associated value or
/// parameter it precedes, as Sourcery attaches it.
final class AnnotationAttachmentTests: XCTestCase {
    private func parse(_ source: String) -> FileParseResult {
        SwiftParser.parse(path: "Model.swift", source: source)
    }

    private func keys(_ annotations: Annotations) -> String {
        annotations.keys.sorted().joined(separator: ",")
    }

    func testInlineCommentInsideThePayloadAnnotatesTheAssociatedValueOnly() throws {
        let result = parse("enum E {\n    case a(/* sourcery: ann */Int), b\n}\n")
        let cases = try XCTUnwrap(result.declarations.first).cases
        XCTAssertEqual(cases.map { keys($0.annotations) }, ["", ""])
        XCTAssertEqual(cases[0].associatedValues.map { keys($0.annotations) }, ["ann"])
    }

    func testOneLineCasesShareOnlyWhatSourceryShares() throws {
        let result = parse("""
        enum E {
            // sourcery: above
            case /* sourcery: xonly */ x, /* sourcery: yonly */ y // sourcery: trailing
            case t1, t2 /* sourcery: trailingBlock */
        }
        """)
        let cases = try XCTUnwrap(result.declarations.first).cases
        XCTAssertEqual(cases.map { "\($0.name)=\(keys($0.annotations))" },
                       ["x=above,trailing,xonly", "y=trailing,yonly", "t1=trailingBlock", "t2=trailingBlock"])
    }

    func testCommentLinesInsideAParameterListAttachToTheNextParameter() throws {
        let result = parse("""
        struct S {
            // sourcery: method
            func f(
                // sourcery: pa
                a: Int,
                // sourcery: pb
                b: Int, /* sourcery: pc */ c: Int) {}
            func g(/* sourcery: one */ a: Int, b: Int) {}
        }
        """)
        let methods = try XCTUnwrap(result.declarations.first).methods
        XCTAssertEqual(methods.map { keys($0.annotations) }, ["method", ""])
        XCTAssertEqual(methods[0].parameters.map { keys($0.annotations) }, ["pa", "pb", "pc"])
        XCTAssertEqual(methods[1].parameters.map { keys($0.annotations) }, ["one", ""])
    }

    func testAssociatedValuesTakeCommentLinesAboveAndBeginEndBlocks() throws {
        let result = parse("""
        enum E {
            case p(
                // sourcery: first
                Int,
                // sourcery: second
                name: String)
            // sourcery:begin: group
            case q(Int, String)
            // sourcery:end
            case r(Int)
        }
        """)
        let cases = try XCTUnwrap(result.declarations.first).cases
        XCTAssertEqual(cases.map { "\($0.name)=\(keys($0.annotations))" }, ["p=", "q=group", "r="])
        XCTAssertEqual(cases.map { $0.associatedValues.map { keys($0.annotations) } }, [["first", "second"], ["group", "group"], [""]])
    }
}
