/// Stamps what a successful run read and wrote (`RunManifest`), unless the result cannot be
/// trusted to repeat: a template reads the clock, or an input changed too recently for its
/// stamp to prove its content (files the run rewrote itself are exempt: their content is known).
struct RunRecorder {
    var store: RunManifestStore
    var digest: String
    /// When the run started (`RunManifest.now()`).
    var startStamp: Int64

    func record(result: GenerationResult, plan: OutputPlan, changes: [OutputChange], templateFiles: [String]) {
        guard !result.rendered.contains(where: \.usesClock) else {
            store.remove(settingsDigest: digest)
            return
        }
        let rewritten = Set(changes.map(\.path))
        let templatePaths = templateFiles.filter { !BuiltinTemplates.isBuiltinEntry($0) } + result.rendered.flatMap(\.dependencies)
        let inputPaths = Set(result.sourceFiles + templatePaths).sorted()
        let inputs = inputPaths.map { RunManifest.Entry(path: $0, stamp: FileStamp.read($0)) }
        let settled = inputs.filter { !rewritten.contains($0.path) }
        guard !RunManifest.hasRacyInput(settled, runStartedAt: startStamp) else {
            store.remove(settingsDigest: digest)
            return
        }
        let outputs = plan.generatedFiles.map { RunManifest.Entry(path: $0.path, stamp: FileStamp.read($0.path)) }
        store.save(RunManifest(settingsDigest: digest, inputs: inputs, outputs: outputs,
                               warnings: result.warnings, outputCount: plan.outputFileCount))
    }
}
