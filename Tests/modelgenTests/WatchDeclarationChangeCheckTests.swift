import XCTest
import SwiftDeclParser
@testable import modelgen

final class WatchDeclarationChangeCheckTests: XCTestCase {
    private var folder: ProjectFolder!
    private let memo = ParsedFileMemo()

    private let model = """
        struct User: AutoModel {
            let id: Int
            func greet() -> String {
                return "hello"
            }
        }

        """

    override func setUpWithError() throws {
        folder = try ProjectFolder()
        try folder.write("Models/User.swift", model)
        try folder.write("Templates/T.stencil", "{% for type in types.all %}{{ type.name }}{% endfor %}")
        let path = folder.url("Models/User.swift")
        memo.store(SwiftParser.parse(path: path, source: model), byteCount: model.utf8.count, for: path)
    }

    /// XCTest keeps every test case object until the run ends: the folder goes now.
    override func tearDown() {
        folder = nil
    }

    private func check(_ changes: ChangeSet, templates: [String]? = nil) -> [FileParseResult]? {
        DeclarationChangeCheck.unchangedResults(for: changes, memo: memo,
                                                templateFiles: templates ?? [folder.url("Templates/T.stencil")])?.map(\.result)
    }

    private func modified(_ paths: String...) -> ChangeSet {
        ChangeSet(added: [], removed: [], modified: paths.map { folder.url($0) }, inodes: { _ in nil })
    }

    func testBodyAndCommentEditsNeedNoRegeneration() throws {
        try folder.write("Models/User.swift", model.replacingOccurrences(of: "\"hello\"", with: "\"bonjour\" // said politely"))
        let fresh = try XCTUnwrap(check(modified("Models/User.swift")))
        XCTAssertEqual(fresh.map(\.path), [folder.url("Models/User.swift")])

        // Lines added to a body shift every later position; the declarations are still the same.
        try folder.write("Models/User.swift", model.replacingOccurrences(of: "return \"hello\"",
                                                                       with: "let word = \"hello\"\n\n        return word"))
        XCTAssertNotNil(check(modified("Models/User.swift")))
    }

    func testNewWarningNeedsRegeneration() throws {
        try folder.write("Models/User.swift", model.replacingOccurrences(of: "\"hello\"", with: "\"hello"))
        XCTAssertNil(check(modified("Models/User.swift")), "the warning must be shown")
    }

    func testDeclarationEditsNeedRegeneration() throws {
        try folder.write("Models/User.swift", model.replacingOccurrences(of: "let id: Int", with: "let id: String"))
        XCTAssertNil(check(modified("Models/User.swift")))
        try folder.write("Models/User.swift", model.replacingOccurrences(of: "let id: Int", with: "let id: Int\n    var name = \"\""))
        XCTAssertNil(check(modified("Models/User.swift")))
    }

    func testInlineGenerationDisablesTheShortcut() throws {
        let bodyEdit = model.replacingOccurrences(of: "\"hello\"", with: "\"hi\"")
        try folder.write("Models/User.swift", bodyEdit + "// sourcery:inline:User.Extra\n// sourcery:end\n")
        XCTAssertNil(check(modified("Models/User.swift")), "inline regions are read from the source itself")

        try folder.write("Models/User.swift", bodyEdit)
        try folder.write("Templates/Inline.stencil", "// sourcery:inline:auto:User.Extra\n// sourcery:end")
        XCTAssertNil(check(modified("Models/User.swift"), templates: [folder.url("Templates/T.stencil"),
                                                                      folder.url("Templates/Inline.stencil")]))
        XCTAssertNotNil(check(modified("Models/User.swift")))
    }

    func testFileSetChangesAndUnknownFilesNeedRegeneration() throws {
        try folder.write("Models/Other.swift", "struct Other {}")
        XCTAssertNil(check(ChangeSet(added: [folder.url("Models/Other.swift")], removed: [], modified: [],
                                     inodes: { _ in nil })))
        XCTAssertNil(check(modified("Models/Other.swift")), "never parsed before: nothing to compare with")
        XCTAssertNil(check(modified("Templates/T.stencil")))
    }
}
