#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport
import Dispatch
import SwiftDeclParser
import TemplateEngine

/// Renders several templates against one composed model, side by side on the available cores.
///
/// Templates only read the composed model (it is complete once composed), but the template
/// objects in front of it memoise values as they are read, so every template gets its own
/// `ContextModel`. Rendered texts, warnings and the first error come back in template order,
/// exactly as rendering them one after the other gives them.
struct TemplateBatchRenderer {
    var composed: ComposedModel
    var arguments: [String: ArgumentValue]
    var strict: Bool
    /// Templates already parsed (`ParseDemand.load`), by path; the others are loaded to render.
    var loaded: [String: TemplateRenderer.LoadedTemplate] = [:]
    /// The engine's limits for this run (`TemplateLimits`).
    var limits = RenderLimits()
    var header = GeneratedHeader.standard
    /// Off: `documentation` reads as empty everywhere (Sourcery without `parseDocumentation`).
    var includesDocumentation = true

    struct Outcome {
        var rendered: [RenderedTemplate]
        /// `template-path: warning: …`, template by template.
        var warnings: [String]
    }

    /// Templates nest as deep as `RenderOptions` allows, so helper threads get a main-thread-sized
    /// stack (dispatch worker threads may have far less).
    static let helperStackSize = 16 << 20

    func render(_ templatePaths: [String]) throws -> Outcome {
        let results = ResultSlots(count: templatePaths.count)
        let helperCount = min(templatePaths.count, ProcessInfo.processInfo.activeProcessorCount) - 1
        let helpersDone = DispatchGroup()
        for _ in 0..<max(0, helperCount) {
            helpersDone.enter()
            HelperThread.start(stackSize: Self.helperStackSize) { [self] in
                renderUntilNoneLeft(templatePaths, into: results)
                helpersDone.leave()
            }
        }
        renderUntilNoneLeft(templatePaths, into: results)
        helpersDone.wait()

        var outcome = Outcome(rendered: [], warnings: [])
        for result in results.take() {
            let (rendered, warnings) = try result.get()
            outcome.rendered.append(rendered)
            outcome.warnings += warnings
        }
        return outcome
    }

    private func renderUntilNoneLeft(_ templatePaths: [String], into results: ResultSlots) {
        while let index = results.claimNext() {
            results.store(Result { try renderOne(templatePaths[index]) }, at: index)
        }
    }

    private func renderOne(_ templatePath: String) throws -> (RenderedTemplate, [String]) {
        let model = ContextModel(composed)
        model.includesDocumentation = includesDocumentation
        // The template objects' memoised values form reference cycles: cut them once rendered, on a
        // helper thread, as freeing them is work no output waits for (in watch mode, every save).
        defer { DispatchQueue.global(qos: .utility).async { model.tearDown() } }
        let context = TemplateContext.make(model: model, arguments: arguments)
        let rendered = try TemplateRenderer(strict: strict, limits: limits, header: header)
            .render(templatePath: templatePath, context: context, loaded: loaded[templatePath])
        return (rendered, model.takeWarnings().map { "\(templatePath): warning: \($0)" })
    }
}

/// Hands out template indices to the rendering threads and keeps each one's result.
private final class ResultSlots: @unchecked Sendable {
    private let lock = Lock()
    private var next = 0
    private var results: [Result<(RenderedTemplate, [String]), Error>?]

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    func claimNext() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < results.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ result: Result<(RenderedTemplate, [String]), Error>, at index: Int) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }

    /// Every slot, in template order (call once every thread is done).
    func take() -> [Result<(RenderedTemplate, [String]), Error>] {
        lock.lock()
        defer { lock.unlock() }
        return results.map { $0! }
    }
}
