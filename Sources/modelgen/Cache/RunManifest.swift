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

/// What the last successful run read and wrote, so a run whose inputs and outputs are all
/// exactly as they were can stop before parsing, composing and rendering anything.
///
/// Inputs are the source files, the template files (with everything they included) and the
/// settings (a digest over flags, config values, the working folder and the executable's
/// identity). Files are compared by stamp (modification and status change times in nanoseconds,
/// size, inode), as git does, not by content: reading every input would cost more than the
/// warm run it is meant to skip. Outputs are stamped after writing, so a generated file edited or deleted by
/// hand is regenerated; a path planned empty must still be absent.
///
/// A stamp cannot see a second edit within one timestamp tick that keeps the size. So, like
/// git's "racily clean" rule, no manifest is saved while any input was modified less than
/// `racyWindow` before the run started; the next run is a full one and saves it.
struct RunManifest: Equatable {
    struct Entry: Equatable {
        var path: String
        /// nil: the file must not exist.
        var stamp: FileStamp?
    }

    var settingsDigest: String
    /// Sorted by path.
    var inputs: [Entry]
    var outputs: [Entry]
    /// Warnings of the recorded run, shown again when it is skipped.
    var warnings: [String]
    /// Generated files the run checked (for the "N unchanged" summary).
    var outputCount: Int

    static let fileExtension = "mgrun"
    static let magic = "modelgen-run-manifest-2"
    static let racyWindow: Int64 = 2_000_000_000

    /// True when every recorded file still has its recorded stamp. (The lists of collected
    /// files are part of the settings digest: a new or removed file changes the digest.)
    func isCurrent() -> Bool {
        inputs.allSatisfy { FileStamp.read($0.path) == $0.stamp }
            && outputs.allSatisfy { FileStamp.read($0.path) == $0.stamp }
    }

    /// True when an input changed so recently that an equal stamp would not prove equal content.
    static func hasRacyInput(_ inputs: [Entry], runStartedAt start: Int64) -> Bool {
        inputs.contains { entry in (entry.stamp?.modification ?? 0) >= start - racyWindow }
    }

    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}

/// Reads and writes manifests in the cache folder: one file per settings digest, written
/// atomically, checksummed like parse-cache entries (a damaged manifest is simply not used).
struct RunManifestStore {
    let directory: String

    func fileName(for digest: String) -> String { "run-\(digest).\(RunManifest.fileExtension)" }

    func load(settingsDigest digest: String) -> RunManifest? {
        let url = URL(fileURLWithPath: directory).appendingPathComponent(fileName(for: digest))
        guard let data = try? Data(contentsOf: url),
              let payload = ParseCache.verifiedPayload(of: [UInt8](data)) else { return nil }
        var reader = ByteReader(payload)
        func entry(_ reader: inout ByteReader) throws -> RunManifest.Entry {
            let path = try reader.string()
            let stamp = try reader.optional { reader in
                FileStamp(modification: Int64(try reader.int()), size: Int64(try reader.int()),
                          inode: UInt64(truncatingIfNeeded: try reader.int()), statusChange: Int64(try reader.int()))
            }
            return RunManifest.Entry(path: path, stamp: stamp)
        }
        guard (try? reader.string()) == RunManifest.magic,
              let storedDigest = try? reader.string(), storedDigest == digest,
              let inputs = try? reader.list(entry),
              let outputs = try? reader.list(entry),
              let warnings = try? reader.list({ try $0.string() }),
              let outputCount = try? reader.int(), reader.isAtEnd
        else { return nil }
        return RunManifest(settingsDigest: digest, inputs: inputs, outputs: outputs,
                           warnings: warnings, outputCount: outputCount)
    }

    /// Failures are ignored: the manifest is an optimisation only.
    func save(_ manifest: RunManifest) {
        var writer = ByteWriter()
        writer.string(RunManifest.magic)
        writer.string(manifest.settingsDigest)
        func entry(_ writer: inout ByteWriter, _ entry: RunManifest.Entry) {
            writer.string(entry.path)
            writer.optional(entry.stamp) { writer, stamp in
                writer.int(Int(stamp.modification))
                writer.int(Int(stamp.size))
                writer.int(Int(truncatingIfNeeded: stamp.inode))
                writer.int(Int(stamp.statusChange))
            }
        }
        writer.list(manifest.inputs, entry)
        writer.list(manifest.outputs, entry)
        writer.list(manifest.warnings) { $0.string($1) }
        writer.int(manifest.outputCount)
        var bytes = writer.bytes
        var checksum = FNV1aHasher()
        checksum.combine(bytes)
        withUnsafeBytes(of: checksum.value.littleEndian) { bytes.append(contentsOf: $0) }
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let name = fileName(for: manifest.settingsDigest)
        let finalPath = directory + "/" + name
        let temporaryPath = directory + "/.\(name).\(getpid()).\(UUID().uuidString).tmp"
        guard FileManager.default.createFile(atPath: temporaryPath, contents: Data(bytes)) else { return }
        if rename(temporaryPath, finalPath) != 0 { unlink(temporaryPath) }
    }

    /// Removes the manifest for `digest` (a failed run must not leave an older success standing).
    func remove(settingsDigest digest: String) {
        unlink(directory + "/" + fileName(for: digest))
    }
}
