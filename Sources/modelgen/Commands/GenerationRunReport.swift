/// What one generation run did, for the command's output and for the watch loop.
struct GenerationRunReport {
    /// 0 success, 1 generation errors (or `--check` found stale files), 2 usage/config errors.
    var status: Int32 = 0
    /// Standard output text (status lines, `--dry-run` contents).
    var output = ""
    /// `--dry`: the JSON document standard output holds alone (`output` then goes to standard error).
    var document: String?
    /// Standard error text: warnings and errors, already formatted; nil when there are none.
    var errors: String?
    var warnings: [String] = []
    /// One-line summary ("3 files written, parsed 1, cached 41").
    var summary = ""
    var changes: [OutputChange] = []
    var parsedCount = 0
    var cachedCount = 0

    mutating func say(_ line: String) {
        output += line + "\n"
    }
}
