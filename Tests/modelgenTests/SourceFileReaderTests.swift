import Foundation
import XCTest
@testable import modelgen

final class SourceFileReaderTests: XCTestCase {
    func testReadsWholeFilesAndLeavesFailuresToFoundation() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SourceFileReaderTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let large = Array(repeating: Array("struct Café { let ü: Int }\n".utf8), count: 5_000).flatMap { $0 }
        let largePath = folder.appendingPathComponent("Large.swift").path
        let emptyPath = folder.appendingPathComponent("Empty.swift").path
        XCTAssertTrue(FileManager.default.createFile(atPath: largePath, contents: Data(large)))
        XCTAssertTrue(FileManager.default.createFile(atPath: emptyPath, contents: Data()))

        XCTAssertEqual(SourceFileReader.contents(of: largePath), large)
        XCTAssertEqual(SourceFileReader.contents(of: emptyPath), [])
        XCTAssertNil(SourceFileReader.contents(of: folder.appendingPathComponent("Missing.swift").path))
        XCTAssertNil(SourceFileReader.contents(of: folder.path))   // a folder is not a source file
    }
}
