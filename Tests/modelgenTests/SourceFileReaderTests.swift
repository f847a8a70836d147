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

    func testReusedBufferAndFilesLargerThanTheirStatedSize() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SourceFileReaderTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let small = Array("enum E {}\n".utf8), large = Array(repeating: UInt8(ascii: "x"), count: 70_000)
        let smallPath = folder.appendingPathComponent("Small.swift").path
        let largePath = folder.appendingPathComponent("Large.swift").path
        XCTAssertTrue(FileManager.default.createFile(atPath: smallPath, contents: Data(small)))
        XCTAssertTrue(FileManager.default.createFile(atPath: largePath, contents: Data(large)))
        var buffer: [UInt8] = []
        for (path, expected) in [(largePath, large), (smallPath, small), (largePath, large), (smallPath, small)] {
            XCTAssertNil(SourceFileReader.readContents(of: path, into: &buffer))
            XCTAssertEqual(buffer, expected)
        }
        #if os(Linux)
        // procfs states size 0 for files that have content: the reader must not trust the size.
        let status = try Data(contentsOf: URL(fileURLWithPath: "/proc/self/limits"))
        XCTAssertFalse(status.isEmpty)
        XCTAssertEqual(SourceFileReader.contents(of: "/proc/self/limits").map { Data($0) }, status)
        #endif
    }

    /// A FIFO named like a source is reported as not a regular file at once, not opened in a way
    /// that waits for a writer.
    func testAFIFOIsNotARegularFileAndIsNotWaitedOn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SourceFileReaderTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("Pipe.swift").path
        XCTAssertEqual(mkfifo(pipe, 0o644), 0)
        var buffer: [UInt8] = []
        XCTAssertEqual(SourceFileReader.readContents(of: pipe, into: &buffer), .notARegularFile)
        XCTAssertNil(SourceFileReader.contents(of: pipe))
        XCTAssertEqual(SourceFileReader.readContents(of: folder.appendingPathComponent("Missing.swift").path, into: &buffer), .other)
    }
}
