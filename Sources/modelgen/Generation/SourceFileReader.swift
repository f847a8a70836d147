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

/// Reads a source file into bytes with plain `open`/`fstat`/`read`.
///
/// `Data(contentsOf: URL(fileURLWithPath:))` costs more than the read itself for files of a few
/// kilobytes (building the URL stats the path to learn whether it is a folder, then the data is
/// copied into an array); over thousands of files that is a noticeable part of a cold run.
enum SourceFileReader {
    /// Why a file was not read.
    enum Failure: Error {
        /// A FIFO, socket or device (named `x.swift`, or reached through a link): never read,
        /// since reading one may wait forever or never end.
        case notARegularFile
        /// Any other failure: the caller reads the file through Foundation, whose error says why
        /// in the words users already see.
        case other
    }

    /// The file's bytes, or nil on any failure.
    static func contents(of path: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        return readContents(of: path, into: &bytes) == nil ? bytes : nil
    }

    /// Reads the file into `bytes` (replacing its contents, reusing its storage when it is
    /// large enough, so a worker reading file after file allocates rarely); nil when read.
    static func readContents(of path: String, into bytes: inout [UInt8]) -> Failure? {
        bytes.removeAll(keepingCapacity: true)
        // Non-blocking, so opening a FIFO returns at once instead of waiting for a writer; the
        // flag changes nothing for a regular file.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .other }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .other }
        guard info.st_mode & S_IFMT == S_IFREG else { return .notARegularFile }
        // The size is a hint: a file that grows or shrinks meanwhile is read to its end.
        let size = max(Int(info.st_size), 0)
        bytes.append(contentsOf: repeatElement(0, count: size + 1))
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 4096))) }
            let requested = bytes.count - filled
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, requested)
            }
            if count > 0 {
                filled += count
                // One byte more than the size was asked for and not returned: the file ends
                // where `fstat` said, so the read that would only return 0 is skipped (one
                // system call per file). Any other short read goes on to the end.
                if filled == size && count < requested { break }
            } else if count == 0 {
                break
            } else if errno != EINTR {
                return .other
            }
        }
        bytes.removeLast(bytes.count - filled)
        return nil
    }
}
