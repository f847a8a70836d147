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

/// Removes the temporary files (`.NAME.modelgen-PID-N.tmp`, see `AtomicFileWriter`) that runs
/// killed between writing and renaming left behind, in the folders a run writes to.
///
/// Only files whose process no longer exists are removed: a running modelgen's temporary file is
/// about to become its output. (A process id reused by an unrelated process keeps its file until
/// that process ends too.) The caller holds the project lock, so no run of this project starts
/// a write meanwhile.
enum StaleTemporaryFiles {
    /// The folders a run writes to: the output folder and the folders of its source files
    /// (inline regions are written back next to them).
    static func folders(outputFolder: String, sourceFiles: [String]) -> [String] {
        Set([outputFolder] + sourceFiles.map(PathText.parentFolder(of:))).sorted()
    }

    /// Removes the stale temporary files directly inside each folder; returns their paths.
    /// `hiddenNames` holds the hidden names of folders listed already (by the source walk,
    /// `FileCollector`): those are not listed again.
    @discardableResult
    static func remove(in folders: [String], hiddenNames listed: [String: [String]] = [:]) -> [String] {
        var removed: [String] = []
        for folder in folders {
            for name in listed[folder] ?? hiddenNames(in: folder) {
                guard let pid = owner(ofTemporaryName: name), pid != getpid(), !isRunning(pid) else { continue }
                let path = folder + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
                if unlink(path) == 0 { removed.append(path) }
            }
        }
        return removed
    }

    /// The names in `folder` that start with a dot (temporary files are hidden).
    private static func hiddenNames(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            // Other names are passed over without making a String.
            guard entry.pointee.d_name.0 == CChar(UInt8(ascii: ".")) else { continue }
            names.append(withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            })
        }
        return names
    }

    /// The process id in `.NAME.modelgen-PID-N.tmp`; nil for any other name.
    static func owner(ofTemporaryName name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropLast(4).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return nil }
        // `.` + the target's name (never empty) + `.modelgen`.
        let stem = parts[..<(parts.count - 2)].joined(separator: "-")
        guard stem.hasSuffix(".modelgen"), stem.utf8.count > ".modelgen".utf8.count + 1,
              isDigits(parts[parts.count - 1]), isDigits(parts[parts.count - 2]),
              UInt32(parts[parts.count - 1]) != nil, let pid = pid_t(parts[parts.count - 2]), pid > 0 else { return nil }
        return pid
    }

    private static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }
}
