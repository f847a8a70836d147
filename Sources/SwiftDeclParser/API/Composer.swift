/// Composes the per-file results into one model: extensions merged, nested names built,
/// relationships computed. Deterministic whatever the input order (inputs are sorted by path).
public enum Composer {
    public static func compose(_ files: [FileParseResult]) -> ComposedModel {
        ModelComposer(files: files.sorted { $0.path < $1.path }, keepsDeclarations: false).compose()
    }
}
