import Foundation
import XCTest

/// Compiles generated code with `swiftc` and runs it: the end-to-end proof that the shipped templates
/// produce Swift that compiles and behaves. Compiles are slow (seconds each), so each template family
/// builds one executable with many assertions (`Tests/Fixtures/*Run/main.swift`).
enum EndToEnd {
    /// The repository root, found from this file so the tests run from any working directory.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// `.swift` files directly in a repository folder, sorted.
    static func swiftFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path(folder))
            .filter { $0.hasSuffix(".swift") }.sorted().map { path(folder + "/" + $0) }
    }

    /// `swiftc` from PATH (CI's toolchain), else next to the running toolchain.
    static func swiftc() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for folder in folders {
            let candidate = folder + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        #if os(macOS)
        if let found = try? run("/usr/bin/xcrun", ["--find", "swiftc"]), found.status == 0 {
            return found.output.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #endif
        throw EndToEndError("swiftc not found on PATH")
    }

    /// A fresh folder for build products, removed by the caller.
    static func scratchFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("modelgen-e2e-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `swiftc` and fails with the compiler's diagnostics if it does not succeed; returns them
    /// (warnings) when it does.
    @discardableResult
    static func compile(_ arguments: [String]) throws -> String {
        let result = try run(try swiftc(), arguments, timeout: 600)
        guard result.status == 0 else {
            throw EndToEndError("swiftc failed (\(result.status)):\n\(result.output)")
        }
        return result.output
    }

    struct ProcessResult {
        var status: Int32
        var output: String
    }

    /// Runs a program, collecting stdout and stderr together; kills it after `timeout` seconds.
    static func run(_ executable: String, _ arguments: [String], timeout: TimeInterval = 120) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = root
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("modelgen-e2e-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let handle = try FileHandle(forWritingTo: outputFile)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw EndToEndError("\(executable) timed out after \(Int(timeout))s")
        }
        process.waitUntilExit()
        let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        return ProcessResult(status: process.terminationStatus, output: output)
    }
}

struct EndToEndError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
