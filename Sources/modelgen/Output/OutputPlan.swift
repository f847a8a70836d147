/// Every file a generation run wants on disk, computed before anything is written
/// (so `--check` and `--dry-run` see exactly what a real run would do).
struct OutputPlan: Equatable {
    struct GeneratedFile: Equatable {
        /// Absolute path inside the output folder.
        var path: String
        /// Header + text; nil when the output is empty: nothing is written and a stale file is removed.
        var contents: FileContents?
        /// The folder the file must really be in on disk (nil: the output folder).
        var confinedTo: String? = nil
        /// What produced the file, for `--dry`.
        var origin: Origin = .fileBlock
        /// For a blank output (`contents` nil): the blank text itself, which `--dry` shows.
        var blankText: String? = nil
    }

    /// What a generated file holds: one template's text, every template's (a `.swift` output
    /// file), or the `sourcery:file:` blocks naming it.
    enum Origin: Equatable {
        case template(String)
        case allTemplates
        case fileBlock
    }

    /// A source file whose inline regions change.
    struct SourceEdit: Equatable {
        var path: String
        /// The bytes read when planning; the file is only replaced if it still holds exactly these.
        var original: [UInt8]
        var updated: [UInt8]
    }

    var generatedFiles: [GeneratedFile] = []
    var sourceEdits: [SourceEdit] = []
    /// Errors of templates whose outputs were left out of the plan (the run fails once the rest is written).
    var templateErrors: [String] = []
    /// Every inline block put into a source file, changed or not (for `--dry`).
    var inlinePlacements: [InlinePlacement] = []
    /// The templates whose outputs are planned, in order.
    var templatePaths: [String] = []

    /// The files this plan keeps up to date: generated files with content and the sources that
    /// hold inline blocks, changed or not (what `--check` reports as checked).
    var outputFileCount: Int {
        generatedFiles.filter { $0.contents != nil }.count + Set(inlinePlacements.map(\.path)).count
    }
}
