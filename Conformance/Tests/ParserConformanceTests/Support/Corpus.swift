import Foundation

/// Source files to compare: the benchmark corpus generated on the fly, or the fixture set.
enum Corpus {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The repository root, found from this file's location (Conformance/Tests/…/Support/).
    static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { url.deleteLastPathComponent() }
        return url
    }()

    static var fixtureDirectory: URL {
        repositoryRoot.appendingPathComponent("Conformance/Fixtures/Parser")
    }

    /// The repository's `scripts/gen_corpus.py`, unless MODELGEN_CORPUS_GENERATOR names another path.
    static var generatorPath: String {
        if let custom = ProcessInfo.processInfo.environment["MODELGEN_CORPUS_GENERATOR"] { return custom }
        return repositoryRoot.appendingPathComponent("scripts/gen_corpus.py").path
    }

    /// Runs the generator into a fresh temporary directory and returns it.
    static func generate(files: Int, seed: Int) throws -> URL {
        let generator = generatorPath
        guard FileManager.default.fileExists(atPath: generator) else {
            throw Failure(description: "corpus generator not found at \(generator) "
                + "(expected scripts/gen_corpus.py in the repository, or set MODELGEN_CORPUS_GENERATOR)")
        }
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("modelgen-conformance-\(seed)-\(files)-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: output)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", generator, "--files", String(files), "--out", output.path, "--seed", String(seed)]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(generator) exited with status \(process.terminationStatus)")
        }
        return output
    }

    /// Every `.swift` file under `directory`, sorted by path, with its content.
    static func swiftFiles(in directory: URL) throws -> [(path: String, source: String)] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) else {
            throw Failure(description: "cannot list \(directory.path)")
        }
        var files: [(String, String)] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            // A folder can be named like a source file (`GRDB.swift/`).
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            files.append((url.path, try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }
}
