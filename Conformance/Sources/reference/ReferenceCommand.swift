import Dispatch
import Foundation
import StencilReference
import SyntaxReference

/// Runs the reference pipeline: find files, parse in parallel, compose, render, write.
enum ReferenceCommand {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func run(_ arguments: [String]) -> Int32 {
        let options: ReferenceOptions
        do {
            options = try ReferenceOptions(arguments: arguments)
        } catch {
            printError("reference: error: \(error)\n\(ReferenceOptions.usage)")
            return 2
        }
        do {
            try run(options)
            return 0
        } catch {
            printError("reference: error: \(error)")
            return 1
        }
    }

    private static func run(_ options: ReferenceOptions) throws {
        var clock = PhaseClock()
        let sourceFiles = try files(under: options.sources, withExtension: "swift")
        let parsed = parse(sourceFiles)
        let model = ReferenceModel(files: parsed)
        clock.lap("parse+compose", detail: "\(parsed.count) files, \(model.types.count) types")
        if options.parseOnly {
            clock.finish(counting: nil)
            return
        }
        let parseLap = clock.total

        let templates = try files(under: options.templates, withExtension: "stencil")
        var outputs: [(name: String, text: String)] = []
        let context: [String: Any] = ["types": model.templateTypes, "argument": [String: Any]()]
        for path in templates {
            let source = try String(contentsOfFile: path, encoding: .utf8)
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            // Stencil through Sourcery's template class and whitespace post-processing (§2.5).
            let renderer = StencilRenderer(templates: [name: source], mode: .sourcery)
            switch renderer.render(name: name, context: context) {
            case .success(let text): outputs.append((name, text))
            case .failure(let error): throw Failure(description: "\(path): \(error)")
            }
        }
        clock.lap("render", detail: "\(templates.count) templates")

        try FileManager.default.createDirectory(atPath: options.output, withIntermediateDirectories: true)
        for output in outputs {
            let path = (options.output as NSString).appendingPathComponent("\(output.name).generated.swift")
            try Data((options.header + output.text).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        }
        clock.lap("write", detail: "\(outputs.count) files")
        clock.finish(counting: options.renderOnly ? parseLap : nil)
    }

    /// Files parsed on all cores, as Sourcery does; results keep the sorted input order.
    /// Generated files (Sourcery's or modelgen's header) are skipped, as both tools do.
    private static func parse(_ paths: [String]) -> [NormalizedFile] {
        var results = [NormalizedFile?](repeating: nil, count: paths.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            guard let data = FileManager.default.contents(atPath: paths[index]) else { return }
            let source = String(decoding: data, as: UTF8.self)
            if source.hasPrefix("// Generated using Sourcery") || source.hasPrefix("// Generated using modelgen") { return }
            let file = ReferenceParser.normalize(path: paths[index], source: source, dialect: .modelgen)
            lock.lock()
            results[index] = file
            lock.unlock()
        }
        return results.compactMap { $0 }
    }

    /// Every file with that extension under `directory` (or the file itself), sorted by path.
    private static func files(under directory: String, withExtension pathExtension: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw Failure(description: "\(directory): no such file or directory")
        }
        guard isDirectory.boolValue else { return [directory] }
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
            throw Failure(description: "\(directory): cannot be listed")
        }
        var found: [String] = []
        for case let relative as String in enumerator where (relative as NSString).pathExtension == pathExtension {
            found.append((directory as NSString).appendingPathComponent(relative))
        }
        return found.sorted()
    }
}

/// Phase timings printed to stderr: `reference: parse+compose 812.4 ms (500 files, …)`.
private struct PhaseClock {
    private let start = DispatchTime.now()
    private var last = DispatchTime.now()

    var total: Double { milliseconds(from: start) }

    mutating func lap(_ phase: String, detail: String) {
        printError("reference: \(phase) \(format(milliseconds(from: last))) ms (\(detail))")
        last = DispatchTime.now()
    }

    /// `excluding`: time not to count in the total (`--render-only` leaves parsing out).
    func finish(counting excluded: Double?) {
        printError("reference: total \(format(total - (excluded ?? 0))) ms")
    }

    private func milliseconds(from time: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - time.uptimeNanoseconds) / 1_000_000
    }

    private func format(_ value: Double) -> String { String(format: "%.1f", value) }
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
