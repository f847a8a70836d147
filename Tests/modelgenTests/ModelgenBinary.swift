import Foundation
import XCTest

/// Runs the built `modelgen` executable, for end-to-end tests.
///
/// The binary sits next to the test bundle (`.build/<config>/modelgen`); when it is missing (a test
/// run that did not build the product) it is built once with `swift build --product modelgen`.
enum ModelgenBinary {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// True when the process was killed by a signal (a crash), not ended with an exit status.
        var signaled = false
    }

    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// `swift test` builds every product first, so the binary is next to the test bundle
    /// (`.build/<triple>/<config>/`). Building it from inside a test would deadlock on the build
    /// folder's lock, so a missing binary is a failure with instructions instead.
    static let path: String? = {
        var candidates = [
            Bundle(for: Marker.self).bundleURL.deletingLastPathComponent().appendingPathComponent("modelgen").path,
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("modelgen").path,
        ]
        for configuration in ["debug", "release"] {
            candidates.append(packageRoot + "/.build/\(configuration)/modelgen")
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    private final class Marker {}

    /// Runs modelgen in `directory` with a private cache folder (unless the arguments name one).
    /// `launcher` runs the binary through another program, e.g. `["/usr/bin/taskset", "-c", "0"]`;
    /// `environment` adds variables to the inherited environment.
    static func run(_ arguments: [String], in directory: String, cacheHome: String? = nil, launcher: [String] = [],
                    environment extra: [String: String] = [:]) throws -> Result {
        guard let binary = path else {
            XCTFail("modelgen binary not found next to the test bundle; run `swift build` first")
            throw XCTSkip("no modelgen binary")
        }
        let process = Process()
        if let program = launcher.first {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = Array(launcher.dropFirst()) + [binary] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cacheHome ?? directory + "/.test-cache"
        environment.merge(extra) { _, added in added }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes concurrently so a full pipe cannot block the child.
        let errBox = DataBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errBox.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errData = errBox.data
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self),
                      signaled: process.terminationReason == .uncaughtSignal)
    }
}

/// The stderr bytes read on a helper thread; `DispatchGroup.wait()` orders the write before the read.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
