import Foundation
import StencilReference
import XCTest

/// The generative half of the differential: thousands of random templates (fixed seeds, so every run
/// renders the same ones) through Stencil and through our engine, in all four whitespace modes.
/// A disagreement prints the seed and the template; add it to `Cases/` as a regression case.
///
/// `CONFORMANCE_RANDOM_COUNT` changes the number of templates (default 1,500),
/// `CONFORMANCE_RANDOM_SEED` the first seed (default 1).
final class GeneratedTemplateTests: XCTestCase {
    func testRandomTemplatesAgreeWithStencil() {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["CONFORMANCE_RANDOM_COUNT"].flatMap(Int.init) ?? 1_500
        let firstSeed = environment["CONFORMANCE_RANDOM_SEED"].flatMap(UInt64.init) ?? 1
        var renders = 0
        var failures = 0
        var disagreements: [String] = []
        for seed in firstSeed..<firstSeed + UInt64(count) {
            var generator = TemplateGenerator(seed: seed)
            let template = generator.template()
            let mode = ReferenceMode.allCases[Int(seed % 4)]
            let testCase = ConformanceCase(
                name: "random-\(seed)", area: "random", file: "-", template: template,
                partials: TemplateGenerator.partials, context: TemplateGenerator.context, modes: [mode],
                expected: nil, expectsError: false, difference: nil, stencilCrashes: false)
            let reference = StencilSide.render(testCase, mode: mode)
            let ours = EngineSide.render(testCase, mode: mode)
            renders += 1
            if case .failure = reference { failures += 1 }
            if !ours.agrees(with: reference) {
                disagreements.append("""
                    seed \(seed) [\(mode.rawValue)]
                      template: \(Escaping.quoted(template))
                      stencil:  \(reference.summary)
                      ours:     \(ours.summary)
                    """)
            }
        }
        print("random templates: \(renders) renders (\(failures) fail in Stencil), \(disagreements.count) disagreements")
        for text in disagreements.prefix(20) { print(text) }
        XCTAssertTrue(disagreements.isEmpty, "\(disagreements.count) random templates disagree (first ones printed above)")
    }
}
