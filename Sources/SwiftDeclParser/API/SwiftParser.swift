/// Entry point for reading one Swift file. Pure and thread-safe: files are parsed in parallel
/// and each result depends only on the file's own bytes.
public enum SwiftParser {
    /// Parses `bytes` (the content of the file at `path`). Never throws and never traps: any byte
    /// sequence gives the declarations that could be read plus warnings with locations.
    public static func parse(path: String, bytes: [UInt8]) -> FileParseResult {
        FileParser(path: path, bytes: bytes).parse()
    }

    /// Convenience for tests and tools holding source text.
    public static func parse(path: String, source: String) -> FileParseResult {
        parse(path: path, bytes: Array(source.utf8))
    }

    /// Headers of generated files that are not scanned (context-model.md §2.2).
    public static let generatedFileHeaders = ["// Generated using Sourcery", "// Generated using modelgen"]
}
