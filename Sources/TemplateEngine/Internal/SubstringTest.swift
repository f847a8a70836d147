/// Substring tests as Stencil answers them: it calls Foundation's `String.contains(_:)`, for which
/// an empty string is in no string (NSString finds no range for it). The standard library's
/// `contains(_:)`, which is what a FoundationEssentials-only build gets, says true there.
enum SubstringTest {
    static func contains(_ text: String, _ needle: String) -> Bool {
        !needle.isEmpty && ByteSubstringSearch.contains(text, needle)
    }
}
