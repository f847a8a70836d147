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

    private static func walk(_ folder: String, fileExtension: String, into found: inout Set<String>) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where !name.hasPrefix(".") {
            let path = folder + "/" + name
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  let type = attributes[.type] as? FileAttributeType else { continue }
            switch type {
            case .typeDirectory:
                walk(path, fileExtension: fileExtension, into: &found)
            case .typeRegular, .typeSymbolicLink:
                var isDirectory: ObjCBool = false
                if name.hasSuffix("." + fileExtension),
                   FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    found.insert(path)
                }
            default:
                continue
            }
        }
    }
}
