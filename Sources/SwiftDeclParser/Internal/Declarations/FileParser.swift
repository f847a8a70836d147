/// Placeholder file parser; replaced by the full implementation.
struct FileParser {
    let path: String
    let bytes: [UInt8]
    func parse() -> FileParseResult { FileParseResult(path: path) }
}
