import TemplateEngine

/// The bounds a run renders its templates under. They exist to stop runaway templates, not
/// large projects: loop iterations and output bytes grow with the total size of the sources,
/// and `limits:` in the config file sets either one outright. The engine bounds the text filters
/// build to a multiple of the output limit, so `outputBytes` raises that bound too.
///
///     limits:
///       loopIterations: 20000000
///       outputBytes: 1000000000
struct TemplateLimits: Equatable {
    /// From the config file; nil: the engine's default, grown with the sources.
    var loopIterations: Int?
    var outputBytes: Int?

    /// Loop iterations allowed per byte of source: a model property (a line of a few dozen bytes)
    /// is iterated a handful of times by the shipped templates.
    static let loopIterationsPerSourceByte = 1
    /// Output allowed per byte of source: the shipped templates write a few times their input.
    static let outputBytesPerSourceByte = 16

    /// The engine's limits for sources of `sourceBytes` bytes in total.
    func renderLimits(sourceBytes: Int) -> RenderLimits {
        var limits = RenderLimits()
        limits.maxLoopIterations = loopIterations
            ?? max(limits.maxLoopIterations, Self.scaled(sourceBytes, Self.loopIterationsPerSourceByte))
        limits.maxOutputBytes = outputBytes
            ?? max(limits.maxOutputBytes, Self.scaled(sourceBytes, Self.outputBytesPerSourceByte))
        return limits
    }

    /// What to add to an engine error about a limit: how to raise it.
    static func hint(for message: String) -> String? {
        if message.hasPrefix("loops exceed the limit") || message.hasPrefix("include, extends, import and macro calls exceed the limit")
            || (message.hasPrefix("range ") && message.contains("larger than the limit")) {
            return "the limit grows with the size of the sources; set it with `limits: { loopIterations: N }` in .modelgen.yml"
        }
        if message.hasPrefix("output exceeds the limit") {
            return "the limit grows with the size of the sources; set it with `limits: { outputBytes: N }` in .modelgen.yml"
        }
        if message.hasPrefix("filter results exceed the limit") {
            return "the limit is a multiple of the output limit, which grows with the size of the sources; raise it with `limits: { outputBytes: N }` in .modelgen.yml"
        }
        return nil
    }

    private static func scaled(_ bytes: Int, _ factor: Int) -> Int {
        let product = bytes.multipliedReportingOverflow(by: factor)
        return product.overflow ? Int.max : product.partialValue
    }
}
