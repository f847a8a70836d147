/// Composes files handed over one at a time, so that registering the types of the files parsed
/// so far overlaps the parsing of the others (registration is the one pass of composition that
/// runs on a single core). `finish()` returns exactly the model `Composer.compose` returns for
/// the same files.
///
/// Files should arrive in ascending path order, which is the order `Composer.compose` registers
/// them in; if they do not, `finish()` composes them anew in that order. One thread at a time:
/// any number of `add` calls, then one `finish`.
public final class StreamingComposer: @unchecked Sendable {
    private var composer = ModelComposer(files: [])
    private var arrivedInOrder = true

    public init() {}

    public func add(_ file: FileParseResult) {
        if let last = composer.files.last, !(last.path < file.path) { arrivedInOrder = false }
        composer.files.append(file)
        if arrivedInOrder { composer.register(file) }
    }

    public func finish() -> ComposedModel {
        if arrivedInOrder { return composer.finish() }
        return Composer.compose(composer.files)
    }
}
