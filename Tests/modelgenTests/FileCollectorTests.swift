import Foundation
import XCTest
@testable import modelgen

/// Folder expansion: recursive, hidden entries skipped, links to files read, links to folders
/// not followed (a cycle cannot hang the walk), excludes applied, sorted output.
final class FileCollectorTests: XCTestCase {
    func testWalkFollowsFileLinksButNotFolderLinks() throws {
        let project = try ProjectFolder()
        try project.write("Models/A.swift", "struct A {}\n")
        try project.write("Models/Nested/B.swift", "struct B {}\n")
        try project.write("Models/Nested/notes.txt", "not swift\n")
        try project.write("Models/.hidden/C.swift", "struct C {}\n")
        try project.write("Models/Excluded/D.swift", "struct D {}\n")
        try project.write("Elsewhere/E.swift", "struct E {}\n")
        // A folder whose name ends in .swift is searched, not read.
        try project.write("Models/Odd.swift/F.swift", "struct F {}\n")
        let fileManager = FileManager.default
        try fileManager.createSymbolicLink(atPath: project.url("Models/LinkToE.swift"), withDestinationPath: project.url("Elsewhere/E.swift"))
        try fileManager.createSymbolicLink(atPath: project.url("Models/LinkToElsewhere"), withDestinationPath: project.url("Elsewhere"))
        try fileManager.createSymbolicLink(atPath: project.url("Models/Nested/Cycle"), withDestinationPath: project.url("Models"))
        try fileManager.createSymbolicLink(atPath: project.url("Models/Dangling.swift"), withDestinationPath: project.url("Nowhere.swift"))

        let selection = PathSelection(include: [project.url("Models")], exclude: [project.url("Models/Excluded")])
        let found = try FileCollector.collect(selection, fileExtension: "swift", role: "sources")
        XCTAssertEqual(found.map { String($0.dropFirst(project.path.count + 1)) },
                       ["Models/A.swift", "Models/LinkToE.swift", "Models/Nested/B.swift", "Models/Odd.swift/F.swift"])
    }

    /// Every folder the walk lists is reported once, with its hidden names (the stale temporary
    /// files of a run are looked for there); hidden folders are neither walked nor listed.
    func testListedFoldersComeWithTheirHiddenNames() throws {
        let project = try ProjectFolder()
        try project.write("Models/A.swift", "struct A {}\n")
        try project.write("Models/.A.swift.modelgen-42-7.tmp", "partial")
        try project.write("Models/Nested/B.swift", "struct B {}\n")
        try project.write("Models/.hidden/C.swift", "struct C {}\n")
        var listed: [String: [String]] = [:]
        let found = try FileCollector.collect(PathSelection(include: [project.url("Models")]), fileExtensions: ["swift"], role: "sources",
                                              listedFolder: { folder, names in
            XCTAssertNil(listed[folder], folder)
            listed[folder] = names.sorted()
        })
        XCTAssertEqual(found, [project.url("Models/A.swift"), project.url("Models/Nested/B.swift")])
        XCTAssertEqual(listed, [project.url("Models"): [".A.swift.modelgen-42-7.tmp", ".hidden"], project.url("Models/Nested"): []])
    }
}
