/// Foundation's `CharacterSet.whitespaces`, `.newlines` and `.whitespacesAndNewlines`, scalar for
/// scalar (the tables below were read off Foundation on Linux; note U+200B is a "whitespace" there
/// although Unicode does not class it Zs). CharacterSet is not in FoundationEssentials.
package enum UnicodeWhitespace {
    /// `CharacterSet.whitespaces`: tab, the Zs spaces and U+200B.
    package static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// `CharacterSet.newlines`: U+000A–U+000D, U+0085, U+2028, U+2029.
    package static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// `CharacterSet.whitespacesAndNewlines`.
    package static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        isWhitespace(scalar) || isNewline(scalar)
    }
}
