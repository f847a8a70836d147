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
