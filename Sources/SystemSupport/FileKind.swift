#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FileManager {
    /// `nil` when nothing is at `path`, else whether it is a directory (symlinks followed), as
    /// `fileExists(atPath:isDirectory:)` says. That call takes `Bool` in FoundationEssentials and
    /// `ObjCBool` in Foundation; this one call site keeps both spellings.
    package func isDirectory(atPath path: String) -> Bool? {
        #if canImport(FoundationEssentials)
        var isDirectory = false
        guard fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        return isDirectory
        #else
        var isDirectory: ObjCBool = false
        guard fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue
        #endif
    }
}
