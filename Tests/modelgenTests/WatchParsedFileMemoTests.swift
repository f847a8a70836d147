import XCTest
import SwiftDeclParser
@testable import modelgen

final class WatchParsedFileMemoTests: XCTestCase {
    func testStoresInvalidatesAndMatchesRelativeAndAbsoluteSpellings() {
        let memo = ParsedFileMemo()
        let relative = "Models/User.swift"
        memo.store(SwiftParser.parse(path: relative, source: "struct User {}"), for: relative)
        memo.store(SwiftParser.parse(path: "/x/Post.swift", source: "struct Post {}"), for: "/x/Post.swift")
        XCTAssertEqual(memo.count, 2)
        XCTAssertEqual(memo.result(for: "./Models/User.swift")?.path, relative)

        // The loop invalidates with absolute paths from the snapshot diff.
        memo.invalidate([PathResolver.absolute(relative)])
        XCTAssertNil(memo.result(for: relative))
        XCTAssertNotNil(memo.result(for: "/x/Post.swift"))
    }

    func testRemoveAllForgetsResultsAndFileLists() {
        let memo = ParsedFileMemo()
        memo.store(FileParseResult(path: "/tmp/A.swift"), for: "/tmp/A.swift")
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
            memo.store(FileParseResult(path: path), for: path)
            _ = memo.result(for: path)
            if index % 7 == 0 { memo.invalidate([path]) }
        }
        XCTAssertLessThanOrEqual(memo.count, 50)
    }
}
