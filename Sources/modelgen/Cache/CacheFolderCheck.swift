#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The cache is an optimisation, so a cache folder that cannot be written is not an error; but
/// every run then parses every file again, and `--verbose` says why.
enum CacheFolderCheck {
    /// Why `directory` cannot hold the cache (created when missing), or nil when it can.
    static func problem(with directory: String) -> String? {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return FileErrorText.systemReason(error) ?? FileErrorText.fallback(error)
        }
        guard access(directory, W_OK | X_OK) == 0 else { return String(cString: strerror(errno)) }
        return nil
    }

    /// The `--verbose` line for `directory`, or nil when it is usable.
    static func verboseNote(for directory: String) -> String? {
        problem(with: directory).map { reason in
            "modelgen: note: the cache folder \(PathResolver.display(directory)) cannot be written (\(reason)): "
                + "every run parses every file; choose another with --cache-path or cacheBasePath:, or pass --disable-cache"
        }
    }
}
