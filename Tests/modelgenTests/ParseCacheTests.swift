import Foundation
import SwiftDeclParser
import SystemSupport
import XCTest
@testable import modelgen

final class ParseCacheTests: XCTestCase {
    private func makeSources(_ sandbox: GenerationSandbox) throws -> [String] {
        [try sandbox.write("A.swift", "struct A { var x: Int }\n"),
         try sandbox.write("B.swift", "class B { let y: String = \"\" }\n"),
         try sandbox.write("C.swift", "enum C { case one, two }\n")]
    }

    private func scan(_ paths: [String], cacheIn sandbox: GenerationSandbox, version: String = "test-1") throws
        -> SourceScanner.Outcome {
        try SourceScanner(cache: ParseCache(directory: sandbox.cacheDirectory, toolVersion: version)).scan(paths)
    }

    private func entryFiles(_ sandbox: GenerationSandbox) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sandbox.cacheDirectory).sorted()
    }

    private func encoded(_ files: [FileParseResult]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(files)
    }

    func testSecondRunParsesNothingAndGivesTheSameResults() throws {
        let sandbox = try GenerationSandbox()
        let paths = try makeSources(sandbox)
        let first = try scan(paths, cacheIn: sandbox)
        XCTAssertEqual(first.parsedCount, 3)
        XCTAssertEqual(first.cachedCount, 0)
        let second = try scan(paths, cacheIn: sandbox)
        XCTAssertEqual(second.parsedCount, 0)
        XCTAssertEqual(second.cachedCount, 3)
        XCTAssertEqual(try encoded(first.files), try encoded(second.files))
        // Atomic writes leave no temporary files behind.
        XCTAssertEqual(try entryFiles(sandbox).filter { $0.hasSuffix(".tmp") }, [])
        XCTAssertEqual(try entryFiles(sandbox).count, 3)
    }

    func testChangedFileIsParsedAgain() throws {
        let sandbox = try GenerationSandbox()
        let paths = try makeSources(sandbox)
        _ = try scan(paths, cacheIn: sandbox)
        try sandbox.write("B.swift", "class B { let y: String = \"changed\" }\n")
        let second = try scan(paths, cacheIn: sandbox)
        XCTAssertEqual(second.parsedCount, 1)
        XCTAssertEqual(second.cachedCount, 2)
        // Same length, different bytes: still a miss.
        try sandbox.write("B.swift", "class B { let y: String = \"chanGed\" }\n")
        XCTAssertEqual(try scan(paths, cacheIn: sandbox).parsedCount, 1)
    }

    func testSameBytesAtAnotherPathDoNotShareAnEntry() throws {
        let sandbox = try GenerationSandbox()
        let one = try sandbox.write("One.swift", "struct Same {}\n")
        let two = try sandbox.write("Two.swift", "struct Same {}\n")
        _ = try scan([one], cacheIn: sandbox)
        let outcome = try scan([one, two], cacheIn: sandbox)
        XCTAssertEqual(outcome.parsedCount, 1)
        XCTAssertEqual(outcome.files.map(\.path), [one, two])
    }

    func testCorruptOrTruncatedEntriesAreIgnoredAndRepaired() throws {
        let sandbox = try GenerationSandbox()
        let paths = try makeSources(sandbox)
        _ = try scan(paths, cacheIn: sandbox)
        let entries = try entryFiles(sandbox)
        let directory = URL(fileURLWithPath: sandbox.cacheDirectory)
        // Garbage, a truncated entry and an empty file.
        try Data("not json at all".utf8).write(to: directory.appendingPathComponent(entries[0]))
        let full = try Data(contentsOf: directory.appendingPathComponent(entries[1]))
        try full.prefix(full.count / 2).write(to: directory.appendingPathComponent(entries[1]))
        try Data().write(to: directory.appendingPathComponent(entries[2]))

        let second = try scan(paths, cacheIn: sandbox)
        XCTAssertEqual(second.parsedCount, 3)
        XCTAssertEqual(second.cachedCount, 0)
        let third = try scan(paths, cacheIn: sandbox)
        XCTAssertEqual(third.cachedCount, 3, "entries are rewritten after a corrupt read")
    }

    func testEntryOfAnotherToolVersionIsIgnored() throws {
        let sandbox = try GenerationSandbox()
        let paths = try makeSources(sandbox)
        _ = try scan(paths, cacheIn: sandbox, version: "older-build")
        let outcome = try scan(paths, cacheIn: sandbox, version: "newer-build")
        XCTAssertEqual(outcome.parsedCount, 3)
        XCTAssertEqual(outcome.cachedCount, 0)
    }

    func testForeignEntryUnderTheRightNameIsIgnored() throws {
        let sandbox = try GenerationSandbox()
        let paths = try makeSources(sandbox)
        _ = try scan(paths, cacheIn: sandbox)
        let directory = URL(fileURLWithPath: sandbox.cacheDirectory)
        // Swap the contents of two entries: each is well-formed JSON but describes another file.
        let entries = try entryFiles(sandbox)
        let first = try Data(contentsOf: directory.appendingPathComponent(entries[0]))
        let second = try Data(contentsOf: directory.appendingPathComponent(entries[1]))
        try second.write(to: directory.appendingPathComponent(entries[0]))
        try first.write(to: directory.appendingPathComponent(entries[1]))
        let outcome = try scan(paths, cacheIn: sandbox)
        XCTAssertEqual(outcome.parsedCount, 2)
        XCTAssertEqual(outcome.cachedCount, 1)
    }

    func testUnwritableCacheFolderOnlyCostsTheCache() throws {
        let sandbox = try GenerationSandbox()
        let paths = try makeSources(sandbox)
        // A file where the cache folder should be: nothing can be stored, generation still works.
        try sandbox.write("cache", "not a folder")
        let outcome = try scan(paths, cacheIn: sandbox)
        XCTAssertEqual(outcome.parsedCount, 3)
        XCTAssertEqual(try scan(paths, cacheIn: sandbox).parsedCount, 3)
    }

    func testResultsAreSortedByPathWhateverTheInputOrder() throws {
        let sandbox = try GenerationSandbox()
        let paths = try makeSources(sandbox)
        let forward = try SourceScanner(cache: nil).scan(paths)
        let backward = try SourceScanner(cache: nil).scan(paths.reversed())
        XCTAssertEqual(forward.files.map(\.path), paths.sorted())
        XCTAssertEqual(try encoded(forward.files), try encoded(backward.files))
    }

    func testMissingSourceFileIsAClearError() throws {
        let sandbox = try GenerationSandbox()
        let missing = sandbox.path("Nope.swift")
        XCTAssertThrowsError(try SourceScanner(cache: nil).scan([missing])) { error in
            let text = "\(error)"
            XCTAssertEqual(text, "\(missing): error: cannot read source file: No such file or directory")
        }
    }

    func testFNV1aKnownVectors() {
        // Published FNV-1a 64 test vectors.
        var empty = FNV1aHasher()
        empty.combine([UInt8]())
        XCTAssertEqual(empty.hexDigest, "cbf29ce484222325")
        var a = FNV1aHasher()
        a.combine(Array("a".utf8))
        XCTAssertEqual(a.hexDigest, "af63dc4c8601ec8c")
        var foobar = FNV1aHasher()
        foobar.combine(Array("foobar".utf8))
        XCTAssertEqual(foobar.hexDigest, "85944171f73967e8")
    }

    func testFNV1aTextIsItsBytesThenASeparator() {
        for text in ["", "a", "Outer.Inner", "Größe", "🙂 emoji"] {
            var fromText = FNV1aHasher()
            fromText.combine(text)
            var fromBytes = FNV1aHasher()
            fromBytes.combine(Array(text.utf8))
            fromBytes.combine([0xFF])
            XCTAssertEqual(fromText.value, fromBytes.value, text)
        }
        var ab = FNV1aHasher(), a = FNV1aHasher()
        ab.combine("ab"); ab.combine("c")
        a.combine("a"); a.combine("bc")
        XCTAssertNotEqual(ab.value, a.value)
    }
}

extension ParseCacheTests {
    func testEntriesOfOtherBuildsAreRemoved() throws {
        let sandbox = try GenerationSandbox()
        let paths = try makeSourcesForPruning(sandbox)
        _ = try SourceScanner(cache: ParseCache(directory: sandbox.cacheDirectory, toolVersion: "old")).scan(paths)
        try sandbox.write("cache/unrelated.txt", "kept")
        _ = try SourceScanner(cache: ParseCache(directory: sandbox.cacheDirectory, toolVersion: "new")).scan(paths)
        let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.cacheDirectory).sorted()
        XCTAssertEqual(names.count, paths.count + 1, "\(names)")
        XCTAssertTrue(names.contains("unrelated.txt"))
        let tag = ParseCache(directory: sandbox.cacheDirectory, toolVersion: "new").key(path: paths[0], bytes: []).toolTag
        XCTAssertEqual(names.filter { $0.hasPrefix(tag + "-") }.count, paths.count)
    }

    private func makeSourcesForPruning(_ sandbox: GenerationSandbox) throws -> [String] {
        [try sandbox.write("P1.swift", "struct P1 {}\n"), try sandbox.write("P2.swift", "struct P2 {}\n")]
    }
}

extension ParseCacheTests {
    func testChecksumRejectsAFlippedPayloadByte() throws {
        let sandbox = try GenerationSandbox()
        let path = try sandbox.write("A.swift", "struct A { var value: Int }\n")
        let cache = ParseCache(directory: sandbox.cacheDirectory, toolVersion: "t")
        _ = try SourceScanner(cache: cache).scan([path])
        let entry = try FileManager.default.contentsOfDirectory(atPath: sandbox.cacheDirectory)[0]
        let url = URL(fileURLWithPath: sandbox.cacheDirectory).appendingPathComponent(entry)
        var bytes = [UInt8](try Data(contentsOf: url))
        // Change a character of the stored variable name: still well-formed, but not what was written.
        let name = Array("value".utf8)
        guard let at = (0..<(bytes.count - name.count)).first(where: { Array(bytes[$0..<($0 + name.count)]) == name }) else {
            return XCTFail("variable name not found in the entry")
        }
        bytes[at] = UInt8(ascii: "V")
        try Data(bytes).write(to: url)
        XCTAssertEqual(try SourceScanner(cache: cache).scan([path]).parsedCount, 1)
    }
}

extension ParseCacheTests {
    /// A rebuilt modelgen (new parser) must not trust entries of the old build.
    func testToolVersionIdentifiesTheRunningExecutable() {
        XCTAssertTrue(ParseCache.currentToolVersion.hasPrefix("modelgen-parse-cache-4|codec-\(ParseResultCodec.formatVersion)|"))
        XCTAssertTrue(ParseCache.currentToolVersion.contains("@"), ParseCache.currentToolVersion)
    }
}
