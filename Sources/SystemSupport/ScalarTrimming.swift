/// The CharacterSet-based `String` operations the product used, scalar by scalar as NSString does
/// them (so `" \u{301}a"` trims to `"\u{301}a"`, and `"\r\n"` holds two line breaks).
extension StringProtocol {
    /// `trimmingCharacters(in: .whitespaces)`: Unicode spaces and tabs, not line breaks (unlike the
    /// parser's own ASCII `trimmingWhitespace()`, which also drops them).
    package func trimmingHorizontalWhitespace() -> String {
        trimmingScalars(where: UnicodeWhitespace.isWhitespace)
    }

    /// `trimmingCharacters(in: set)` for the set `isMember` describes.
    package func trimmingScalars(where isMember: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isMember($0) }),
              let last = scalars.lastIndex(where: { !isMember($0) }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    /// `components(separatedBy: set)`: splits at every member scalar, keeping empty pieces.
    package func components(separatedByScalars isMember: (Unicode.Scalar) -> Bool) -> [String] {
        var pieces: [String] = []
        var piece = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if isMember(scalar) {
                pieces.append(String(piece))
                piece = String.UnicodeScalarView()
            } else {
                piece.append(scalar)
            }
        }
        pieces.append(String(piece))
        return pieces
    }
}
