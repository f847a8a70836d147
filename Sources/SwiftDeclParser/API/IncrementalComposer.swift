#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch

/// A composition kept between runs, for watch mode: when the files that changed since the last
/// run changed only members (properties, methods, subscripts), the previous model is updated in
/// place instead of composed anew. Otherwise, and on the first run, it composes from scratch.
///
/// The returned model stays owned by the composer and is mutated by the next `compose`: render
/// from it, then let it be until then. Not thread-safe; one caller at a time.
public final class IncrementalComposer: @unchecked Sendable {
    private var composer: ModelComposer?
    private var model: ComposedModel?
    /// True when the last `compose` updated the previous model rather than composing anew.
    public private(set) var lastCompositionWasIncremental = false

    public init() {}

    /// Forgets the kept composition: the next `compose` starts from scratch. For callers that
    /// lost track of which results they passed (a run that failed before composing).
    public func reset() {
        composer = nil
        model = nil
    }

    /// `changedPaths`: the files whose results may differ from the last call's (nil: unknown,
    /// which composes anew). Every other file's result must be the one passed last time.
    public func compose(_ files: [FileParseResult], changedPaths: Set<String>?) -> ComposedModel {
        // Callers usually pass files in path order already; sorting would copy every result.
        let inOrder = files.indices.dropFirst().allSatisfy { files[$0 - 1].path < files[$0].path }
        let sorted = inOrder ? files : files.sorted { $0.path < $1.path }
        if let composer, let model, let changedPaths,
           composer.updateMembers(files: sorted, changedPaths: changedPaths) {
            model.diagnostics = sorted.flatMap { $0.diagnostics }
            lastCompositionWasIncremental = true
            return model
        }
        let composer = ModelComposer(isUpdatable: true)
        let model = composer.compose(sorted)
        // Freeing the previous model (every type, member and link of a large project) is work no
        // output waits for: a helper thread does it. Nobody reads it again (see above).
        let previous = Unmanaged.passRetained(Previous(composer: self.composer, model: self.model))
        self.composer = composer
        self.model = model
        DispatchQueue.global(qos: .utility).async { previous.release() }
        lastCompositionWasIncremental = false
        return model
    }
}

/// The composition a full composition replaces, handed to a helper thread to be freed.
private final class Previous: @unchecked Sendable {
    let composer: ModelComposer?
    let model: ComposedModel?

    init(composer: ModelComposer?, model: ComposedModel?) {
        self.composer = composer
        self.model = model
    }
}
