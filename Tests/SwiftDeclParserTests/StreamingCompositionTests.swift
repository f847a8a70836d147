import Dispatch
import SystemSupport
import XCTest
@testable import SwiftDeclParser
import TestSupport

/// A one-shot run adds each file to a `StreamingComposer` once it and every file before it are
/// parsed, from whichever scan worker finds them ready (`OrderedHandover`). Whatever order the files
/// complete in, on however many threads, the model must be the one `Composer.compose` makes. The
/// random projects lean on registration order: a type declared again in another file, a name
/// taken by two kinds, extensions in files before their targets', extensions of unknown types
/// in several files, of nested types and of types an extension declares, typealiases and
/// compositions, free functions, a generated file and a file with a warning.
final class StreamingCompositionTests: XCTestCase {
    private typealias Source = (path: String, text: String)

    private func makeProject(_ random: inout SplitMix) -> [Source] {
        let fileCount = 24
        var files = [[String]](repeating: [], count: fileCount)
        let names = (0..<16).map { "T\($0)" }
        let kinds = ["struct", "class", "enum"]
        func anyName() -> String { names[random.below(names.count)] }
        func member() -> String {
            let suffix = random.below(1000)
            return random.chance(50) ? "var v\(suffix): \(anyName())?" : "func m\(suffix)(_ x: [\(anyName())]) -> \(anyName()).Inner? { nil }"
        }
        files[random.below(fileCount)].append("protocol P0 { var p: Int { get } }")
        files[random.below(fileCount)].append("protocol P1: P0 {}")
        for name in names {
            let kind = kinds[random.below(kinds.count)]
            let inner = random.chance(40) ? " struct Inner { var inner: \(anyName()) }" : ""
            let body = kind == "enum" ? "case a, b; \(member())" : member()
            files[random.below(fileCount)].append("\(kind) \(name): P\(random.below(2)) { \(body)\(inner) }")
            if random.chance(25) { files[random.below(fileCount)].append("\(kind) \(name) { \(member()) }") }
            if random.chance(15) { files[random.below(fileCount)].append("\(kind == "enum" ? "struct" : "enum") \(name) {}") }
        }
        for _ in 0..<12 {
            let target = anyName() + (random.chance(30) ? ".Inner" : "")
            files[random.below(fileCount)].append("extension \(target)\(random.chance(40) ? ": P1" : "") { \(member()) }")
        }
        for _ in 0..<3 { files[random.below(fileCount)].append("extension External { var e\(random.below(1000)): Int { 0 } }") }
        let host = anyName()
        files[random.below(fileCount)].append("extension \(host) { struct Added { var a: Int } }")
        files[random.below(fileCount)].append("extension \(host).Added: P0 { var p: Int { a } }")
        for index in 0..<4 {
            files[random.below(fileCount)].append("typealias A\(index) = \(anyName())")
            files[random.below(fileCount)].append("func f\(index)(_ x: A\(index)) -> \(anyName()) { fatalError() }")
        }
        files[random.below(fileCount)].append("typealias Both = P0 & P1")
        files[random.below(fileCount)].append("let broken = \"unterminated")
        var sources = files.enumerated().map { (path: "F\(String($0.offset + 100)).swift", text: $0.element.joined(separator: "\n") + "\n") }
        sources[random.below(fileCount)].text = SwiftParser.generatedFileHeaders[0] + "\nstruct Hidden { var h: Int }\n"
        return sources
    }

    /// `ModelDescription` plus the model's free functions and typealiases.
    private func description(of model: ComposedModel) -> [String] {
        ModelDescription.lines(of: model)
            + model.functions.map { "func \($0.selectorName) -> \($0.returnTypeName.name) returnType=\($0.returnType?.name ?? "-")" }
            + model.typealiases.map { "typealias \($0.name) = \($0.typeName.name) type=\($0.type?.name ?? "-")" }
    }

    /// Composes as a one-shot run does: the files are parsed on `threads` threads, taken in
    /// `order`, and each is added once it and every file before it are done.
    private func streamed(_ sources: [Source], completing order: [Int], threads: Int) -> ComposedModel {
        let composer = StreamingComposer(expectedFileCount: sources.count)
        let slots = UnsafeMutableBufferPointer<FileParseResult?>.allocate(capacity: sources.count)
        slots.initialize(repeating: nil)
        defer {
            slots.deinitialize()
            slots.deallocate()
        }
        let relay = OrderedHandover(count: sources.count) { composer.add(slots[$0]!) }
        let lock = Lock()
        var taken = 0
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while true {
                lock.lock()
                let position = taken
                taken += 1
                lock.unlock()
                guard position < order.count else { return }
                let index = order[position]
                slots[index] = SwiftParser.parse(path: sources[index].path, source: sources[index].text)
                relay.markReady(index)
            }
        }
        XCTAssertEqual(relay.finish(), sources.count)
        return composer.finish()
    }

    private func composed(_ sources: [Source]) -> ComposedModel {
        Composer.compose(sources.map { SwiftParser.parse(path: $0.path, source: $0.text) })
    }

    func testProjectsExerciseOrderSensitiveRegistration() throws {
        var random = SplitMix(seed: 1)
        let model = composed(makeProject(&random))
        XCTAssertNil(model.type(named: "Hidden"), "the generated file registers nothing")
        XCTAssertNotNil(model.type(named: "External"))
        XCTAssertTrue(model.diagnostics.contains { $0.message.contains("unterminated") })
        XCTAssertEqual(try model.require("Both").typeKind, .protocolComposition)
    }

    func testFilesAddedInPathOrderGiveTheComposedModel() {
        for seed in UInt64(1)...10 {
            var random = SplitMix(seed: seed)
            let sources = makeProject(&random)
            let expected = description(of: composed(sources))
            // The expected count only sizes tables: a wrong guess changes nothing.
            for expectedCount in [sources.count, 1, 0, sources.count * 50] {
                let composer = StreamingComposer(expectedFileCount: expectedCount)
                for source in sources { composer.add(SwiftParser.parse(path: source.path, source: source.text)) }
                XCTAssertEqual(description(of: composer.finish()), expected, "seed \(seed), expecting \(expectedCount) files")
            }
        }
    }

    func testScrambledCompletionOrdersGiveTheComposedModel() {
        for seed in UInt64(1)...10 {
            var random = SplitMix(seed: seed)
            let sources = makeProject(&random)
            let expected = description(of: composed(sources))
            for (attempt, threads) in [1, 1, 2, 4, 8].enumerated() {
                var order = Array(sources.indices)
                if attempt == 1 { order.reverse() } else if attempt > 1 {
                    for index in order.indices.reversed() { order.swapAt(index, random.below(index + 1)) }
                }
                XCTAssertEqual(description(of: streamed(sources, completing: order, threads: threads)), expected,
                               "seed \(seed), \(threads) threads, order \(order)")
            }
        }
    }
}
