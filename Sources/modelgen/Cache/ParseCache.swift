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
import SystemSupport
import SwiftDeclParser

/// On-disk cache of per-file parse results, so an unchanged file is not parsed again.
///
/// One entry per source file, named by a hash of (tool version, path, bytes) plus the byte
/// length. An entry holds a small header repeating that key, the result in `ParseResultCodec`'s
/// field-by-field binary form (decoding JSON would cost more than parsing the source again)
/// and a trailing FNV-1a checksum of all of it, so an entry that is truncated, corrupt, written
/// by another modelgen build or simply not ours is detected when read and ignored (the file is
/// parsed again and the entry replaced). The header also records the `ParseOptions` the result
/// was parsed with: a run needing more (a template now reads methods) parses the file again and
/// replaces the entry; one needing less takes the fuller result as it is. Writes go to a
/// temporary file that is renamed into place, so a reader never sees half an entry, even with
/// several modelgen runs at once.
struct ParseCache {
    let directory: String
    /// Identifies the producer of the entries; any change invalidates every entry.
    let toolVersion: String

    init(directory: String, toolVersion: String = ParseCache.currentToolVersion) {
        self.directory = directory
        self.toolVersion = toolVersion
    }

    /// Cache format + identity of the running executable (size and modification time): the
    /// parser is compiled into the executable, so a rebuilt modelgen never trusts entries of an
    /// older build even when nobody remembered to bump a version constant.
    static let currentToolVersion: String = {
        var parts = ["modelgen-parse-cache-4", "codec-\(ParseResultCodec.formatVersion)"]
        if let executable = executableIdentity() { parts.append(executable) }
        return parts.joined(separator: "|")
    }()

    static let fileExtension = "mgcache"
    static let magic = "modelgen-parse-cache"

    struct Key: Equatable {
        /// Short hash of the tool version: entries of other builds are recognisable by name.
        var toolTag: String
        var digest: String
        var byteCount: Int
        var fileName: String { "\(toolTag)-\(digest)-\(byteCount).\(ParseCache.fileExtension)" }
    }

    private var toolTag: String {
        var hasher = FNV1aHasher()
        hasher.combine(toolVersion)
        return String(hasher.hexDigest.prefix(8))
    }

    /// `forceParse` changes what a file parses to, so it is part of the key.
    func key(path: String, bytes: [UInt8], forceParse: [String] = []) -> Key {
        var hasher = FNV1aHasher()
        hasher.combine(toolVersion)
        for extensionName in forceParse { hasher.combine("force-parse:" + extensionName) }
        hasher.combine(path)
        hasher.combine(bytes)
        return Key(toolTag: toolTag, digest: hasher.hexDigest, byteCount: bytes.count)
    }

    /// The stored result for `key`, or nil when absent, not trustworthy, or parsed with less
    /// than `needed`.
    func load(_ key: Key, path: String, covering needed: ParseOptions = .everything) -> FileParseResult? {
        let url = URL(fileURLWithPath: directory).appendingPathComponent(key.fileName)
        guard let data = try? Data(contentsOf: url),
              let payload = ParseCache.verifiedPayload(of: [UInt8](data))
        else { return nil }
        // The entry repeats its key; anything else is another file's entry or another format.
        var reader = ByteReader(payload)
        guard (try? reader.string()) == ParseCache.magic,
              (try? reader.string()) == toolVersion,
              (try? reader.string()) == key.digest,
              (try? reader.int()) == key.byteCount,
              (try? reader.string()) == path,
              let optionBits = try? reader.int(), ParseOptions(bits: optionBits).covers(needed),
              let result = try? ParseResultCodec.decode(payload, from: reader.offset),
              result.path == path
        else { return nil }
        return result
    }

    /// Stores `result`, parsed with `options`, under `key`. Failures are ignored: the cache is an
    /// optimisation only.
    func store(_ result: FileParseResult, key: Key, options: ParseOptions = .everything) {
        var writer = ByteWriter()
        writer.string(ParseCache.magic)
        writer.string(toolVersion)
        writer.string(key.digest)
        writer.int(key.byteCount)
        writer.string(result.path)
        writer.int(options.bits)
        var bytes = writer.bytes + ParseResultCodec.encode(result)
        var checksum = FNV1aHasher()
        checksum.combine(bytes)
        withUnsafeBytes(of: checksum.value.littleEndian) { bytes.append(contentsOf: $0) }
        let data = Data(bytes)
        let fileManager = FileManager.default
        try? fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let finalURL = URL(fileURLWithPath: directory).appendingPathComponent(key.fileName)
        let temporaryURL = URL(fileURLWithPath: directory)
            .appendingPathComponent(".\(key.fileName).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporaryURL)
            if rename(temporaryURL.path, finalURL.path) != 0 {
                try? fileManager.removeItem(at: temporaryURL)
            }
        } catch {
            try? fileManager.removeItem(at: temporaryURL)
        }
    }

    /// Deletes the entries written by other modelgen builds (they can never be read again) and
    /// temporary files left by interrupted writes. Entries of this build are kept, whichever
    /// project they belong to.
    func removeEntriesOfOtherVersions() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        let ownPrefix = toolTag + "-"
        let extensionSuffix = "." + ParseCache.fileExtension
        for name in names {
            let isForeignEntry = name.hasSuffix(extensionSuffix) && !name.hasPrefix(ownPrefix)
            let isStaleTemporary = name.hasPrefix(".") && name.hasSuffix(".tmp") && isOlderThanAnHour(name)
            guard isForeignEntry || isStaleTemporary else { continue }
            unlink(URL(fileURLWithPath: directory).appendingPathComponent(name).path)
        }
    }

    private func isOlderThanAnHour(_ name: String) -> Bool {
        let path = URL(fileURLWithPath: directory).appendingPathComponent(name).path
        guard let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        else { return false }
        return Date().timeIntervalSince(modified) > 3600
    }

    /// The entry without its trailing checksum, or nil when the checksum does not match
    /// (a flipped bit could otherwise still decode, and a cache must never be trusted blindly).
    static func verifiedPayload(of bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count > 8 else { return nil }
        let payload = Array(bytes[..<(bytes.count - 8)])
        var stored: UInt64 = 0
        for index in 0..<8 { stored |= UInt64(bytes[bytes.count - 8 + index]) << (8 * index) }
        var checksum = FNV1aHasher()
        checksum.combine(payload)
        return checksum.value == stored ? payload : nil
    }

    /// Size, modification time and inode of the running executable (symlinks followed). Without
    /// it a rebuilt modelgen could trust entries written by an older parser.
    private static func executableIdentity() -> String? {
        #if canImport(FoundationEssentials)
        // Bundle is in the full Foundation; on Linux it read /proc/self/exe, which `stat` follows.
        let candidates: [String?] = ["/proc/self/exe", CommandLine.arguments.first]
        #else
        let candidates: [String?] = [Bundle.main.executablePath, "/proc/self/exe", CommandLine.arguments.first]
        #endif
        for case let path? in candidates where !path.isEmpty {
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            #if canImport(Darwin)
            let modified = "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)"
            #else
            let modified = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
            #endif
            return "\(info.st_size)@\(modified)#\(info.st_ino)"
        }
        return nil
    }
}

