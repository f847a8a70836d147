import Foundation

/// The target's Swift files as an Xcode file list (`--sources-list`).
enum SourcesList {
    /// Writes only when the list changed: the list is an input of the build
    /// command, and rewriting it on every build would rerun modelgen every time.
    static func write(_ paths: [String], to file: String) throws {
        let text = paths.joined(separator: "\n") + "\n"
        if let existing = FileManager.default.contents(atPath: file), existing == Data(text.utf8) { return }
        let folder = (file as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    }
}
