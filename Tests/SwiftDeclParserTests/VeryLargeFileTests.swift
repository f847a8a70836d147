import XCTest
@testable import SwiftDeclParser

/// A file with more tokens than the lexer's first array gives back its comments once the
/// annotation index has read them, and its tokens before its top-level members are copied off
/// the declaration stacks (`FileParser`): what it declares reads the same as in a small file.
final class VeryLargeFileTests: XCTestCase {
    /// Documented and annotated types around more than a million `;` tokens, then a stray `}`.
    private static let source = """
        // sourcery:file: fileWide
        /// A documented model.
        // sourcery: skip
        struct A {
            /// The identifier.
            var id: Int
        }

        """ + String(repeating: ";", count: Lexer.maximumInitialTokenCapacity + 10) + """

        /// The last one.
        struct B { var x = 1 }
        }

        """

    func testDeclarationsCommentsAndWarningsOfAVeryLargeFileReadAsWritten() throws {
        let workspace = SwiftParser.Workspace()
        let result = SwiftParser.parse(path: "Big.swift", bytes: Array(Self.source.utf8), workspace: workspace)
        XCTAssertEqual(result.declarations.map(\.name), ["A", "B"])
        XCTAssertEqual(result.fileAnnotations, ["fileWide": .bool(true)])
        XCTAssertEqual(result.declarations[0].documentation, ["A documented model."])
        // File annotations reach every declaration of the file, as in a small file.
        XCTAssertEqual(result.declarations[0].annotations, ["skip": .bool(true), "fileWide": .bool(true)])
        XCTAssertEqual(result.declarations[0].variables.map(\.name), ["id"])
        XCTAssertEqual(result.declarations[0].variables[0].documentation, ["The identifier."])
        XCTAssertEqual(result.declarations[1].documentation, ["The last one."])
        XCTAssertEqual(result.declarations[1].variables.map(\.name), ["x"])
        XCTAssertEqual(result.declarations[1].line, 10)
        XCTAssertEqual(result.diagnostics.map(\.description), ["Big.swift:11:1: warning: unexpected '}'\n}\n^"])
        XCTAssertEqual(result.typeBodies.map(\.name), ["A", "B"])

        // The workspace, whose buffers the large file did not keep, still parses the next file.
        let next = SwiftParser.parse(path: "Small.swift", bytes: Array("/// C.\nstruct C { let y: String }\n".utf8),
                                     workspace: workspace)
        XCTAssertEqual(next.declarations.map(\.name), ["C"])
        XCTAssertEqual(next.declarations[0].documentation, ["C."])
        XCTAssertEqual(next.declarations[0].variables.map(\.typeName.name), ["String"])
    }
}
