import Foundation
import XCTest
@testable import modelgen

/// A temporary project folder for CLI, config and output tests, removed at the end.
final class ProjectFolder {
    let path: String

    init() throws {
        let base = NSTemporaryDirectory() + "modelgen-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        path = URL(fileURLWithPath: base).resolvingSymlinksInPath().path
    }

    deinit {
        ReadOnly.restore(under: path)
        // FileManager cannot remove folders nested past PATH_MAX; rm walks them by descriptor.
        if (try? FileManager.default.removeItem(atPath: path)) == nil { runTool("/bin/rm", ["-rf", path]) }
    }

    func url(_ relative: String) -> String { relative.isEmpty ? path : path + "/" + relative }

    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let target = url(relative)
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try text.write(toFile: target, atomically: false, encoding: .utf8)
        return target
    }

    func read(_ relative: String) -> String? { try? String(contentsOfFile: url(relative), encoding: .utf8) }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: url(relative)) }

    func modificationDate(_ relative: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url(relative)))?[.modificationDate] as? Date
    }

    /// Sets a file's mtime into the past, so a rewrite would be visible even within one second.
    func age(_ relative: String) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: url(relative))
    }

    /// Every file below the folder (relative paths, sorted), hidden ones included.
    func allFiles() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
        var files: [String] = []
        while let next = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url(next), isDirectory: &isDirectory), !isDirectory.boolValue { files.append(next) }
        }
        return files.sorted()
    }
}

/// Makes a folder unwritable even for root (tests run as root in some containers):
/// `chmod 555`, and `chattr +i` when permissions alone do not stop root.
enum ReadOnly {
    private static var immutable: Set<String> = []

    static func make(_ folder: String) throws {
        chmod(folder, 0o555)
        if canWrite(in: folder) {
            let status = runTool("/usr/bin/chattr", ["+i", folder]) ?? runTool("/bin/chattr", ["+i", folder])
            if status == 0 { immutable.insert(folder) }
        }
        if canWrite(in: folder) {
            throw XCTSkip("cannot make a folder read-only here (root without chattr)")
        }
    }

    static func restore(under base: String) {
        for folder in immutable where folder.hasPrefix(base) {
            _ = runTool("/usr/bin/chattr", ["-i", folder]) ?? runTool("/bin/chattr", ["-i", folder])
            immutable.remove(folder)
        }
        if let enumerator = FileManager.default.enumerator(atPath: base) {
            while let next = enumerator.nextObject() as? String { chmod(base + "/" + next, 0o755) }
        }
    }

    private static func canWrite(in folder: String) -> Bool {
        let probe = folder + "/.probe-\(UUID().uuidString)"
        if FileManager.default.createFile(atPath: probe, contents: Data()) {
            unlink(probe)
            return true
        }
        return false
    }
}

/// Runs a system tool quietly; nil when it is not there or cannot start.
@discardableResult
func runTool(_ tool: String, _ arguments: [String]) -> Int32? {
    guard FileManager.default.isExecutableFile(atPath: tool) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    process.waitUntilExit()
    return process.terminationStatus
}

func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

func header(_ text: String) -> String { GeneratedHeader.text + text }
