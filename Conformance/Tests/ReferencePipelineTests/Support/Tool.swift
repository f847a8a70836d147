import Foundation

/// A command-line tool run to completion, for tests that drive built executables.
struct Tool {
    struct Result {
        var status: Int32
        var standardError: String
    }

    var executable: URL

    /// Executables built with this package sit beside the test bundle.
    static func built(_ name: String) -> Tool {
        Tool(executable: productsDirectory.appendingPathComponent(name))
    }

    static var productsDirectory: URL {
        #if os(macOS)
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    var exists: Bool { FileManager.default.isExecutableFile(atPath: executable.path) }

    @discardableResult
    func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, standardError: String(decoding: data, as: UTF8.self))
    }
}

/// Paths of the repository this package lives in.
enum Repository {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { url.deleteLastPathComponent() }
        return url
    }()

    static var benchTemplates: URL { root.appendingPathComponent("Conformance/BenchTemplates") }

    /// The repository's `scripts/gen_corpus.py`, or MODELGEN_CORPUS_GENERATOR.
    static var corpusGenerator: String {
        ProcessInfo.processInfo.environment["MODELGEN_CORPUS_GENERATOR"]
            ?? root.appendingPathComponent("scripts/gen_corpus.py").path
    }

    static func temporaryDirectory(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("modelgen-\(label)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
