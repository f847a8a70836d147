import SystemSupport

/// Entry point for reading one Swift file. Pure and thread-safe: files are parsed in parallel
/// and each result depends only on the file's own bytes.
public enum SwiftParser {
    /// Parses `bytes` (the content of the file at `path`). Never throws and never traps: any byte
    /// sequence gives the declarations that could be read plus warnings with locations.
    ///
    /// `forceParse` lists Sourcery's `--force-parse` extensions: a generated file whose name has
    /// one (`generated` matches `Foo.generated.swift`) is parsed anyway, and an inline region
    /// whose name ends with `.X` for one of them is parsed instead of blanked.
    /// `options` leaves out what the caller will not read (`ParseOptions`).
    public static func parse(path: String, bytes: [UInt8], forceParse: [String] = [],
                             options: ParseOptions = .everything) -> FileParseResult {
        FileParser(path: path, bytes: LoneCarriageReturns.readAsLineFeeds(bytes), forceParse: forceParse, options: options).parse(workspace: nil)
    }

    /// `parse(path:bytes:forceParse:)` with the lexer's buffers, the member stacks and the memo of
    /// repeated texts kept in `workspace` for the next file. The result is the same; a worker
    /// parsing many files allocates and page-faults its buffers once instead of once per file,
    /// and equal annotation comments, attributes and modifier lists share one parsed value.
    public static func parse(path: String, bytes: [UInt8], forceParse: [String] = [], options: ParseOptions = .everything,
                             workspace: Workspace) -> FileParseResult {
        FileParser(path: path, bytes: LoneCarriageReturns.readAsLineFeeds(bytes), forceParse: forceParse, options: options).parse(workspace: workspace)
    }

    /// Scratch buffers and parsed repeated texts one worker reuses from file to file. Not
    /// thread-safe: one per thread.
    public final class Workspace {
        var lexedFile = LexedFile()
        let memo = ParsedTextCache()
        let declarationStacks = DeclarationStacks()

        public init() {}
    }

    /// True when `name` (a file name or an inline region's name) is covered by `forceParse`.
    static func isForceParsed(fileName name: String, _ forceParse: [String]) -> Bool {
        forceParse.contains { name.hasSuffix("." + $0) || name.contains("." + $0 + ".") }
    }

    /// True when an inline region named `name` is parsed (and, in a template's output, kept) under `forceParse`.
    public static func isForceParsed(regionName name: String, _ forceParse: [String]) -> Bool {
        forceParse.contains { name == $0 || name.hasSuffix("." + $0) }
    }

    /// The bytes as the parser reads them: a lone carriage return (classic Mac line ending) as
    /// a line feed, since Swift ends a line at either. Offsets are unchanged, so a caller laying
    /// out lines of a file by its parse result reads the same lines the parser did.
    public static func readingLoneCarriageReturnsAsLineFeeds(_ bytes: [UInt8]) -> [UInt8] {
        LoneCarriageReturns.readAsLineFeeds(bytes)
    }

    /// A 64-bit FNV-1a hash of a file's bytes (`FileParseResult.sourceDigest`).
    public static func sourceDigest(of bytes: [UInt8]) -> UInt64 {
        var hasher = FNV1aHasher()
        hasher.combine(bytes)
        return hasher.value
    }

    /// Convenience for tests and tools holding source text.
    public static func parse(path: String, source: String) -> FileParseResult {
        parse(path: path, bytes: Array(source.utf8))
    }

    /// The error of a file holding merge-conflict markers: generation stops there, as Sourcery's does.
    public static let mergeConflictMessage = "file contains merge conflict markers; resolve the conflict first"

    /// Headers of generated files that are not scanned (context-model.md §2.2).
    public static let generatedFileHeaders = ["// Generated using Sourcery", "// Generated using modelgen"]

    /// `generatedFileHeaders` as bytes, the form the header check compares.
    private static let generatedFileHeaderBytes = generatedFileHeaders.map { Array($0.utf8) }
    private static let lineCommentStart = Array("//".utf8)
    private static let emDash = Array("—".utf8)

    /// How many comment lines a header prefix (Sourcery's `--headerPrefix`) may put before the marker line.
    public static let maximumHeaderPrefixLines = 8

    /// True when the file says it was generated: a line starting with one of `generatedFileHeaders`,
    /// first in the file or after a few `//` comment lines only (a header prefix such as
    /// `// swiftlint:disable:this file_name`) where the marker must be followed by a version, `—` or
    /// the line's end. A byte-order mark is allowed.
    public static func hasGeneratedFileHeader(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        // The first line: the marker is enough. After a prefix: the whole header shape, so a hand-written
        // comment that merely begins with the marker's words claims nothing.
        if generatedFileHeaderBytes.contains(where: { bytes.hasPrefix($0, at: start) }) { return true }
        for _ in 0..<maximumHeaderPrefixLines {
            guard bytes.hasPrefix(lineCommentStart, at: start) else { return false }
            guard let newline = bytes[start...].firstIndex(of: 0x0A) else { return false }
            start = newline + 1
            for marker in generatedFileHeaderBytes where bytes.hasPrefix(marker, at: start) {
                if isHeaderEnd(bytes, at: start + marker.count) { return true }
            }
        }
        return false
    }

    /// After the marker: a space then a version digit or `—`, or the line's end.
    private static func isHeaderEnd(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D else { return true }
        guard bytes[index] == 0x20, index + 1 < bytes.count else { return false }
        let next = bytes[index + 1]
        return (0x30...0x39).contains(next) || bytes.hasPrefix(emDash, at: index + 1)
    }

    public static func hasGeneratedFileHeader(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { hasGeneratedFileHeader($0) }
    }
}

private extension UnsafeBufferPointer where Element == UInt8 {
    func hasPrefix(_ prefix: [UInt8], at start: Int) -> Bool {
        guard start >= 0, count - start >= prefix.count else { return false }
        for offset in prefix.indices where self[start + offset] != prefix[offset] { return false }
        return true
    }
}
