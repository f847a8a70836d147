import Foundation
import StencilReference
import TemplateEngine

// render-bench: renders large templates against large contexts with Stencil 0.15.1 and with our
// engine in the same process, and reports the median render times and their ratio. Two workloads:
// the model template (`BenchTemplate`, Stencil and Sourcery whitespace) and the macro-heavy mock
// template `BenchMockTemplates/Mockable.stencil` (Sourcery whitespace; `macro`/`call` and the
// filters it uses are rebuilt for Stencil in `StencilReference/MockTemplateExtension`).
//
//     swift run -c release --package-path Conformance render-bench [--types N] [--properties N]
//         [--protocols N] [--methods N] [--runs N] [--only models|mocks]
//
// Both sides load (and so parse) the template on every run, as a generation run does. The outputs
// are compared first: a benchmark of two engines that disagree would be meaningless.

struct BenchOptions {
    var types = 2_000
    var properties = 10
    var protocols = 400
    var methods = 12
    var runs = 3
    var workloads: Set<String> = ["models", "mocks"]

    init(arguments: [String]) {
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            if argument == "--only", let workload = iterator.next(), ["models", "mocks"].contains(workload) {
                workloads = [workload]
                continue
            }
            guard let value = iterator.next().flatMap(Int.init), value > 0 else {
                FileHandle.standardError.write(Data("render-bench: \(argument) needs a positive number\n".utf8))
                exit(2)
            }
            switch argument {
            case "--types": types = value
            case "--properties": properties = value
            case "--protocols": protocols = value
            case "--methods": methods = value
            case "--runs": runs = value
            default:
                FileHandle.standardError.write(Data("render-bench: unknown option \(argument)\n".utf8))
                exit(2)
            }
        }
    }
}

func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2]
        : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// This thread's CPU time in seconds: on a shared machine, wall time also counts the time other
/// processes held the core, while both engines render on one thread.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func measure(runs: Int, _ body: () throws -> String) rethrows -> (seconds: [Double], cpu: [Double], output: String) {
    var samples: [Double] = [], cpuSamples: [Double] = []
    var output = ""
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds, cpuStart = threadCPUSeconds()
        output = try body()
        cpuSamples.append(threadCPUSeconds() - cpuStart)
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return (samples, cpuSamples, output)
}

func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }

let options = BenchOptions(arguments: CommandLine.arguments)
var failed = false

/// Renders `template` with both engines `options.runs` times each; prints the medians and ratio.
func compare(_ label: String, templates: [String: String], context: [String: Value], mode: ReferenceMode,
             ourMode: WhitespaceMode, mockTemplateTags: Bool, extensions: [Extension]) {
    let stencil = StencilRenderer(templates: templates, mode: mode, mockTemplateTags: mockTemplateTags)
    let stencilContext = BenchContext.stencilContext(context)
    do {
        let theirs = try measure(runs: options.runs) {
            try stencil.loadTemplate(name: "main").render(stencilContext)
        }
        let ours = try measure(runs: options.runs) {
            // A fresh environment per run: ours caches parsed templates, Stencil parses every render.
            let environment = Environment(
                loader: DictionaryLoader(templates: templates), extensions: extensions,
                options: RenderOptions(whitespace: ourMode))
            return try environment.render(environment.loadTemplate(name: "main"), context: context)
        }
        let identical = theirs.output == ours.output
        let ratio = median(theirs.seconds) / median(ours.seconds)
        let cpuRatio = median(theirs.cpu) / median(ours.cpu)
        print("""
            [\(label)] output \(ours.output.utf8.count) bytes, \(identical ? "identical" : "DIFFERENT") \
            | Stencil median \(milliseconds(median(theirs.seconds))) (\(milliseconds(median(theirs.cpu))) CPU) \
            | ours median \(milliseconds(median(ours.seconds))) (\(milliseconds(median(ours.cpu))) CPU) \
            | \(String(format: "%.1f", ratio))× faster (\(String(format: "%.1f", cpuRatio))× in CPU time)
            """)
        if !identical { failed = true }
    } catch {
        print("[\(label)] render failed: \(error)")
        failed = true
    }
}

if options.workloads.contains("models") {
    let context = BenchContext.make(types: options.types, properties: options.properties)
    print("render-bench: models, \(options.types) types × \(options.properties) properties, \(options.runs) runs per engine")
    for (mode, ourMode) in [(ReferenceMode.sourcery, WhitespaceMode.sourcery), (.stencil, .stencil)] {
        compare(mode.rawValue, templates: BenchTemplate.templates, context: context, mode: mode, ourMode: ourMode,
                mockTemplateTags: false, extensions: [])
    }
}
if options.workloads.contains("mocks") {
    let context = BenchMockContext.make(protocols: options.protocols, methods: options.methods)
    print("render-bench: mocks, \(options.protocols) protocols, up to \(options.methods) methods each, \(options.runs) runs per engine")
    compare("mocks, sourcery", templates: ["main": BenchMockTemplate.source()], context: context, mode: .sourcery,
            ourMode: .sourcery, mockTemplateTags: true, extensions: [BenchMockTemplate.sourceryFilters()])
}
exit(failed ? 1 : 0)
