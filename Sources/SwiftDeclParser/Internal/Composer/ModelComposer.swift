/// Placeholder composer; replaced by the full implementation.
struct ModelComposer {
    let files: [FileParseResult]
    func compose() -> ComposedModel {
        ComposedModel(types: [], functions: [], typealiases: [], diagnostics: files.flatMap { $0.diagnostics }, extensionObjects: [])
    }
}
