import SystemSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders a watched symbolic link depends on: saving its target, or retargeting a link
/// further along its chain, happens there and not in the link's own folder.
enum LinkChain {
    /// The kernel's own bound on links followed in one lookup; a longer chain is a loop.
    static let maximumLinks = 40

    /// The folder of every target along the chain of links that starts at `path` (empty when
    /// `path` is not a link). A target folder that does not exist is replaced by its closest
    /// existing ancestor, where its coming back is seen.
    static func folders(of path: String) -> Set<String> {
        var folders: Set<String> = []
        var current = path
        for _ in 0..<maximumLinks {
            guard let target = readLink(current) else { break }
            let next = PathResolver.resolve(target, relativeTo: PathText.parentFolder(of: current))
            if let folder = existingFolder(atOrAbove: PathText.parentFolder(of: next)) { folders.insert(folder) }
            current = next
        }
        return folders
    }

    /// `folder` when it exists, else its closest existing ancestor; nil when that is not a folder.
    static func existingFolder(atOrAbove folder: String) -> String? {
        var folder = folder
        while true {
            var info = stat()
            if stat(folder, &info) == 0 { return info.isDirectory ? folder : nil }
            if folder == "/" { return nil }
            folder = PathText.parentFolder(of: folder)
        }
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                readlink(path, $0, bytes.count - 1)
            }
        }
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count], as: UTF8.self)
    }
}
