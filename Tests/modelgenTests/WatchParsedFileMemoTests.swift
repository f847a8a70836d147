import XCTest
import SwiftDeclParser
@testable import modelgen

final class WatchParsedFileMemoTests: XCTestCase {
    func testStoresInvalidatesAndMatchesRelativeAndAbsoluteSpellings() {
        let memo = ParsedFileMemo()
        let relative = "Models/User.swift"
        memo.store(SwiftParser.parse(path: relative, source: "struct User {}"), byteCount: 14, for: relative)
        memo.store(SwiftParser.parse(path: "/x/Post.swift", source: "struct Post {}"), byteCount: 14, for: "/x/Post.swift")
        XCTAssertEqual(memo.count, 2)
        XCTAssertEqual(memo.result(for: "./Models/User.swift")?.path, relative)

        // The loop invalidates with absolute paths from the snapshot diff.
        memo.invalidate([PathResolver.absolute(relative)])
        XCTAssertNil(memo.result(for: relative))
        XCTAssertNotNil(memo.result(for: "/x/Post.swift"))
    }

    /// The render limits grow with the size of the sources: a scan that takes every file from the
    /// memo counts the sizes the memo recorded, the total a scan reading every file gives.
    func testScanFromTheMemoCountsTheSourceBytesItRecorded() throws {
        let folder = try ProjectFolder()
        let paths = [try folder.write("A.swift", "struct A { let id: Int }\n"), try folder.write("B.swift", "struct B {}\n")]
        let memo = ParsedFileMemo()
        let read = try SourceScanner(cache: nil, memo: memo).scan(paths)
        XCTAssertEqual(read.parsedCount, 2)
        XCTAssertEqual(read.sourceBytes, 37)
        let remembered = try SourceScanner(cache: nil, memo: memo).scan(paths)
        XCTAssertEqual(remembered.parsedCount, 0)
        XCTAssertEqual(remembered.cachedCount, 2)
        XCTAssertEqual(remembered.sourceBytes, 37)

        // One file read again (the watch loop saw it change), the other taken from the memo.
        try folder.write("B.swift", "struct B { let name: String }\n")
        memo.invalidate([paths[1]])
        let mixed = try SourceScanner(cache: nil, memo: memo).scan(paths)
        XCTAssertEqual(mixed.parsedCount, 1)
        XCTAssertEqual(mixed.sourceBytes, 25 + 30)
    }

    func testRemoveAllForgetsResultsAndFileLists() {
        let memo = ParsedFileMemo()
        memo.store(FileParseResult(path: "/tmp/A.swift"), byteCount: 0, for: "/tmp/A.swift")
        memo.fileLists = (["/tmp/A.swift"], [])
        memo.removeAll()
        XCTAssertNil(memo.result(for: "/tmp/A.swift"))
        XCTAssertNil(memo.fileLists)
        XCTAssertEqual(memo.count, 0)
    }

    func testConcurrentAccessIsSafe() {
        let memo = ParsedFileMemo()
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            let path = "/p/F\(index % 50).swift"
            memo.store(FileParseResult(path: path), byteCount: 0, for: path)
            _ = memo.result(for: path)
            if index % 7 == 0 { memo.invalidate([path]) }
        }
        // Which invalidated paths were stored again afterwards depends on the interleaving; a path
        // whose four stores all came from indices not divisible by 7 was never invalidated.
        let paths = (0..<50).map { "/p/F\($0).swift" }
        let present = paths.filter { memo.result(for: $0) != nil }
        let neverInvalidated = (0..<50).filter { path in ![0, 50, 100, 150].contains { (path + $0) % 7 == 0 } }.map { paths[$0] }
        XCTAssertEqual(memo.count, present.count)
        XCTAssertTrue(Set(present).isSuperset(of: neverInvalidated), "\(present)")
        for path in present { XCTAssertEqual(memo.result(for: path)?.path, path) }
    }
}
