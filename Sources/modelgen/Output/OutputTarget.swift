/// Where generated text goes: a folder of `<Template>.generated.swift` files, or one `.swift` file
/// holding every template's output (in template order).
enum OutputTarget: Equatable {
    case folder(String)
    case file(String)

    /// `--output` / `output:` ending in `.swift` names a single file; anything else is a folder.
    init(path: String) {
        self = path.hasSuffix(".swift") ? .file(path) : .folder(path)
    }

    /// The folder that `sourcery:file:` blocks are written under, and that every write is confined to.
    var folder: String {
        switch self {
        case .folder(let path): return path
        case .file(let path): return PathResolver.normalize(path + "/..")
        }
    }
}
