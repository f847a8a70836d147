#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Expands `PathSelection`s into sorted file lists: folders are searched recursively for files
/// with the wanted extension, excludes (a file, or everything under a folder) are removed.
///
/// Hidden entries (`.build`, `.git`, …) are skipped inside folders, and symbolic links to folders
/// are not followed (no cycles, no scanning outside the tree by accident); links to regular files
/// are read. FIFOs, sockets and devices found in a folder are skipped, linked or not.
enum FileCollector {
    /// Template paths written as `builtin:NAME` name templates shipped inside modelgen; they are
    /// passed through untouched.
    static let builtinPrefix = "builtin:"

    static func collect(_ selection: PathSelection, fileExtension: String, role: String) throws -> [String] {
        try collect(selection, fileExtensions: [fileExtension], role: role)
    }

    /// `missingPath`, when given, is told of an included path that does not exist (else an error);
    /// `unreadableFolder`, of a folder that cannot be listed (its path and the system's reason),
    /// whose files are then missing from the list; `listedFolder`, of every folder listed, with
    /// the hidden names in it (so a caller looking for hidden files there need not list it again).
    static func collect(_ selection: PathSelection, fileExtensions: [String], role: String,
                        missingPath: ((String) -> Void)? = nil,
                        unreadableFolder: ((String, String) -> Void)? = nil,
                        listedFolder: ((String, [String]) -> Void)? = nil) throws -> [String] {
        // A list, sorted then rid of repeats (a file named twice, or inside two included
        // folders): hashing every path of a large project into a set cost more than the sort.
        var found: [String] = []
        for path in selection.include {
            if path == BuiltinTemplates.all {
                BuiltinTemplates.names.forEach { found.append(builtinPrefix + $0) }
                continue
            }
            if path.hasPrefix(builtinPrefix) {
                found.append(path)
                continue
            }
            guard let isDirectory = FileManager.default.isDirectory(atPath: path) else {
                if let missingPath {
                    missingPath(path)
                    continue
                }
                throw ConfigError(path: PathResolver.display(path), message: "\(role) path does not exist")
            }
            if isDirectory {
                walk(path, suffixes: fileExtensions.map { "." + $0 }, into: &found, unreadable: unreadableFolder, listed: listedFolder)
            } else {
                guard fileExtensions.contains(where: { path.hasSuffix("." + $0) }) else {
                    throw ConfigError(path: PathResolver.display(path), message: "\(role) file must end in " + fileExtensions.map { "." + $0 }.joined(separator: " or "))
                }
                found.append(path)
            }
        }
        found.sort()
        let excluded = selection.exclude
        var previous: String?
        return found.filter { file in
            defer { previous = file }
            return file != previous && !excluded.contains { file == $0 || file.hasPrefix($0 + "/") }
        }
    }

    /// `readdir` with the entry type it reports: no `stat` per file (a cold run lists thousands of
    /// files before it can start parsing, on one thread). Only entries of unknown type and links
    /// are looked up.
    private static func walk(_ folder: String, suffixes: [String], into found: inout [String],
                             unreadable: ((String, String) -> Void)?, listed: ((String, [String]) -> Void)?) {
        guard let directory = opendir(folder) else {
            unreadable?(folder, String(cString: strerror(errno)))
            return
        }
        defer { closedir(directory) }
        func wanted(_ name: String) -> Bool { suffixes.contains { name.hasSuffix($0) } }
        var hiddenNames: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
            }
            guard !name.hasPrefix(".") else {
                if listed != nil && name != "." && name != ".." { hiddenNames.append(name) }
                continue
            }
            let path = folder + "/" + name
            switch EntryKind(entry.pointee.d_type, path: path) {
            case .folder:
                walk(path, suffixes: suffixes, into: &found, unreadable: unreadable, listed: listed)
            case .file:
                if wanted(name) { found.append(path) }
            case .link:
                // A link to a regular file is read; a link to a folder is not followed (no
                // cycles), nor one to a FIFO or device (reading it may block or never end).
                var target = stat()
                if wanted(name), stat(path, &target) == 0, target.st_mode & S_IFMT == S_IFREG { found.append(path) }
            case .other:
                continue
            }
        }
        listed?(folder, hiddenNames)
    }

    private enum EntryKind {
        case folder, file, link, other

        /// From the `d_type` readdir reports; file systems that report none get an `lstat`.
        init(_ reported: UInt8, path: String) {
            switch Int32(reported) {
            case Int32(DT_DIR): self = .folder
            case Int32(DT_REG): self = .file
            case Int32(DT_LNK): self = .link
            case Int32(DT_UNKNOWN):
                var info = stat()
                guard lstat(path, &info) == 0 else { self = .other; return }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: self = .folder
                case S_IFREG: self = .file
                case S_IFLNK: self = .link
                default: self = .other
                }
            default: self = .other
            }
        }
    }
}
