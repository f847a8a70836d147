import Foundation
import XCTest

/// A `modelgen` subprocess whose output is collected while it runs.
/// Always `stop()` it (tests do so in a `defer`), so no watcher outlives a test.
final class WatchProcess {
    private let process = Process()
    private let lock = NSLock()
    private var stdoutText = ""
    private var stderrText = ""

    init(arguments: [String], directory: String, environment: [String: String] = [:]) throws {
        guard let binary = ModelgenBinary.path else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey:
                "modelgen binary not found next to the test bundle; run `swift build` first"])
        }
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.append(handle.availableData, error: false) }
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.append(handle.availableData, error: true) }
        try process.run()
    }

    private func append(_ data: Data, error: Bool) {
        let text = String(decoding: data, as: UTF8.self)
        lock.lock()
        if error { stderrText += text } else { stdoutText += text }
        lock.unlock()
    }

    var stdout: String { lock.lock(); defer { lock.unlock() }; return stdoutText }
    var stderr: String { lock.lock(); defer { lock.unlock() }; return stderrText }
    var isRunning: Bool { process.isRunning }
    var transcript: String { "--- stdout:\n\(stdout)\n--- stderr:\n\(stderr)" }

    /// Sends SIGINT (Ctrl-C) and returns the exit status, or nil if it did not exit within `timeout`.
    func interrupt(timeout: Double = 20) -> Int32? {
        guard process.isRunning else { return process.terminationStatus }
        kill(process.processIdentifier, SIGINT)
        guard waitUntil(timeout: timeout, { !process.isRunning }) else { return nil }
        return process.terminationStatus
    }

    /// Kills the process if it still runs (cleanup after a failed assertion).
    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}
