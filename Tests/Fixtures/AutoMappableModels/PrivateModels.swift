import Foundation
import ObjectMapper

// Models whose AutoMappable output carries a #warning, so they are not examples (Examples/Generated is
// warning-free): EndToEndAutoMappableTests generates their code at test time, compiles it with the
// examples and checks the compiler reports each warning.

/// A private (or fileprivate) model, or one nested in such a type, cannot be extended from the
/// generated file: it gets a #warning naming it, never code that does not compile.
struct Feed: AutoMappable {
    var title = ""

    private struct Cursor: AutoMappable {
        var next: String?
    }
}

private struct HiddenEntry: AutoMappable {
    var id = 0
}

fileprivate final class LocalCache: AutoMappable {
    var size = 0
}

private enum Scope {
    struct Leaf: AutoMappable {
        var depth = 0
    }
}
