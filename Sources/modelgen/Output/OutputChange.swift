/// One file that differs between the plan and the disk.
struct OutputChange: Equatable {
    enum Kind: String, Equatable {
        case create = "create", update = "update", remove = "remove", updateSource = "update source"

        var pastTense: String {
            switch self {
            case .create: return "created"
            case .update: return "updated"
            case .remove: return "removed"
            case .updateSource: return "updated source"
            }
        }
    }

    var kind: Kind
    var path: String
    /// New content (nil for `remove`).
    var contents: FileContents?
    /// For source files: the bytes read at planning time, which must still be on disk when writing.
    var expectedOriginal: [UInt8]?
    /// For generated files: the output folder the write is confined to (see `AtomicFileWriter`).
    var confinedTo: String?
}
