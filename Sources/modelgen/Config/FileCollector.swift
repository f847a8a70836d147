import Foundation

/// Expands `PathSelection`s into sorted file lists: folders are searched recursively for files
/// with the wanted extension, excludes (a file, or everything under a folder) are removed.
///
/// Hidden entries (`.build`, `.git`, …) are skipped inside folders, and symbolic links to folders
/// are not followed (no cycles, no scanning outside the tree by accident); links to files are read.
enum FileCollector {
    /// Template paths written as `builtin:NAME` name templates shipped inside modelgen; they are
    /// passed through untouched.
    static let builtinPrefix = "builtin:"

    static func collect(_ selection: PathSelection, fileExtension: String, role: String) throws -> [String] {
        var found = Set<String>()
        for path in selection.include {
            if path == BuiltinTemplates.all {
                BuiltinTemplates.names.forEach { found.insert(builtinPrefix + $0) }
                continue
            }
            if path.hasPrefix(builtinPrefix) {
                found.insert(path)
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ConfigError(path: PathResolver.display(path), message: "\(role) path does not exist")
            }
            if isDirectory.boolValue {
                walk(path, fileExtension: fileExtension, into: &found)
            } else {
                guard path.hasSuffix("." + fileExtension) else {
                    throw ConfigError(path: PathResolver.display(path), message: "\(role) file must end in .\(fileExtension)")
                }
                found.insert(path)
            }
        }
        let excluded = selection.exclude
        return found.filter { file in
            !excluded.contains { file == $0 || file.hasPrefix($0 + "/") }
        }.sorted()
    }

    /// `lstat` per entry, not `FileManager.attributesOfItem`: the latter also lists extended
    /// attributes and looks up the owner's name, several system calls per file for nothing.
    private static func walk(_ folder: String, fileExtension: String, into found: inout Set<String>) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let suffix = "." + fileExtension
        for name in names where !name.hasPrefix(".") {
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                walk(path, fileExtension: fileExtension, into: &found)
            case S_IFREG:
                if name.hasSuffix(suffix) { found.insert(path) }
            case S_IFLNK:
                // A link to a file is read; a link to a folder is not followed (no cycles).
                var target = stat()
                if name.hasSuffix(suffix), stat(path, &target) == 0, !target.isDirectory { found.insert(path) }
            default:
                continue
            }
        }
    }
}
