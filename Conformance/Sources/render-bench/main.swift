import Foundation
import StencilReference
import TemplateEngine

// render-bench: renders one large template against one large context with Stencil 0.15.1 and with
// our engine in the same process, and reports the median render times and their ratio.
//
//     swift run -c release --package-path Conformance render-bench [--types N] [--properties N] [--runs N]
//
// Both sides load (and so parse) the template on every run, as a generation run does. The outputs
// are compared first: a benchmark of two engines that disagree would be meaningless.

struct BenchOptions {
    var types = 2_000
    var properties = 10
    var runs = 3

    init(arguments: [String]) {
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            guard let value = iterator.next().flatMap(Int.init), value > 0 else {
                FileHandle.standardError.write(Data("render-bench: \(argument) needs a positive number\n".utf8))
                exit(2)
            }
            switch argument {
            case "--types": types = value
            case "--properties": properties = value
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

func measure(runs: Int, _ body: () throws -> String) rethrows -> (seconds: [Double], output: String) {
    var samples: [Double] = []
    var output = ""
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        output = try body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return (samples, output)
}

func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }

let options = BenchOptions(arguments: CommandLine.arguments)
let context = BenchContext.make(types: options.types, properties: options.properties)
let stencilContext = BenchContext.stencilContext(context)
print("render-bench: \(options.types) types × \(options.properties) properties, \(options.runs) runs per engine")

var failed = false
for (mode, ourMode) in [(ReferenceMode.sourcery, WhitespaceMode.sourcery), (.stencil, .stencil)] {
    let stencil = StencilRenderer(templates: BenchTemplate.templates, mode: mode)
    do {
        let theirs = try measure(runs: options.runs) {
            try stencil.loadTemplate(name: "main").render(stencilContext)
        }
        let ours = try measure(runs: options.runs) {
            // A fresh environment per run: ours caches parsed templates, Stencil parses every render.
            let environment = Environment(
                loader: DictionaryLoader(templates: BenchTemplate.templates),
                options: RenderOptions(whitespace: ourMode))
            return try environment.render(environment.loadTemplate(name: "main"), context: context)
        }
        let identical = theirs.output == ours.output
        let ratio = median(theirs.seconds) / median(ours.seconds)
        print("""
            [\(mode.rawValue)] output \(ours.output.utf8.count) bytes, \(identical ? "identical" : "DIFFERENT") \
            | Stencil median \(milliseconds(median(theirs.seconds))) \
            | ours median \(milliseconds(median(ours.seconds))) \
            | \(String(format: "%.1f", ratio))× faster
            """)
        if !identical { failed = true }
    } catch {
        print("[\(mode.rawValue)] render failed: \(error)")
        failed = true
    }
}
exit(failed ? 1 : 0)
