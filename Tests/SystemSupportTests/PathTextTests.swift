import Foundation
import SystemSupport
import XCTest
import TestSupport

/// PathText must answer exactly as NSString did: the old code called NSString on these paths.
final class PathTextTests: XCTestCase {
    static let paths = [
        "", "/", "//", "///", "a", "a/", "a//", "/a", "/a/", "//a", "/a/b", "/a/b/", "/a//b", "a/b", "a/b/c.swift",
        "./a", "../a", "/a/./b", "/a/../b", "~", "~/x", ".", "..", "/.", "a/.", "/tmp/scratch.tiff", "/tmp/lock/",
        "é/ü/ñ.swift", "x/y z/ w ", "\\a\\b", "a/b//", "Sub/B.generated.swift",
    ]

    func testMatchesNSStringOnKnownPaths() {
        for path in Self.paths { assertMatchesNSString(path) }
    }

    /// ASCII only: some non-ASCII paths make NSString itself trap.
    /// Seeded, so every run checks the same paths: NSString itself traps on some rare paths
    /// (`~bc///.//`), and a fresh random set could hit one and abort the whole test process.
    func testMatchesNSStringOnGeneratedPaths() {
        var generator = SplitMix(seed: 0x6D6F_6465_6C67_656E)
        let pieces = ["/", "/", "a", "bc", ".", "..", " ", "~"]
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...8, using: &generator)
            let path = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
            assertMatchesNSString(path)
        }
    }

    func testParentFolderIsTheTextBeforeTheLastSlash() {
        XCTAssertEqual(PathText.parentFolder(of: "/a/b.swift"), "/a")
        XCTAssertEqual(PathText.parentFolder(of: "/a/b/c.swift"), "/a/b")
        XCTAssertEqual(PathText.parentFolder(of: "/a"), "/")
        XCTAssertEqual(PathText.parentFolder(of: "a"), ".")
        XCTAssertEqual(PathText.parentFolder(of: "é/ü.swift"), "é")
    }

    private func assertMatchesNSString(_ path: String, file: StaticString = #filePath, line: UInt = #line) {
        // NSString traps (a precondition) on a one-character relative path such as "a" or "a/";
        // PathText answers "" there. Only the paths NSString can answer are compared.
        if !path.hasPrefix("/") && path.filter({ $0 != "/" }).count == 1 { return }
        XCTAssertEqual(PathText.lastComponent(path), (path as NSString).lastPathComponent, "lastComponent of \(path.debugDescription)", file: file, line: line)
        XCTAssertEqual(PathText.deletingLastComponent(path), (path as NSString).deletingLastPathComponent,
                       "deletingLastComponent of \(path.debugDescription)", file: file, line: line)
    }
}
