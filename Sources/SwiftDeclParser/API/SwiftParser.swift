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
        FileParser(path: path, bytes: bytes, forceParse: forceParse, options: options).parse(workspace: nil)
    }

    /// `parse(path:bytes:forceParse:)` with the lexer's buffers, the member stacks and the memo of
    /// repeated texts kept in `workspace` for the next file. The result is the same; a worker
    /// parsing many files allocates and page-faults its buffers once instead of once per file,
    /// and equal annotation comments, attributes and modifier lists share one parsed value.
    public static func parse(path: String, bytes: [UInt8], forceParse: [String] = [], options: ParseOptions = .everything,
                             workspace: Workspace) -> FileParseResult {
        FileParser(path: path, bytes: bytes, forceParse: forceParse, options: options).parse(workspace: workspace)
    }

    /// Scratch buffers and parsed repeated texts one worker reuses from file to file. Not
    /// thread-safe: one per thread.
    public final class Workspace {
        var lexedFile = LexedFile()
        let memo = RepeatedTextMemo()
        let memberStacks = MemberStacks()

        public init() {}
    }

    /// True when `name` (a file name or an inline region's name) is covered by `forceParse`.
    static func isForceParsed(fileName name: String, _ forceParse: [String]) -> Bool {
        forceParse.contains { name.hasSuffix("." + $0) || name.contains("." + $0 + ".") }
    }

    static func isForceParsed(regionName name: String, _ forceParse: [String]) -> Bool {
        forceParse.contains { name == $0 || name.hasSuffix("." + $0) }
    }

    /// Convenience for tests and tools holding source text.
    public static func parse(path: String, source: String) -> FileParseResult {
        parse(path: path, bytes: Array(source.utf8))
    }

    /// The error of a file holding merge-conflict markers: generation stops there, as Sourcery's does.
    public static let mergeConflictMessage = "file contains merge conflict markers; resolve the conflict first"

    /// Headers of generated files that are not scanned (context-model.md §2.2).
    public static let generatedFileHeaders = ["// Generated using Sourcery", "// Generated using modelgen"]
}
