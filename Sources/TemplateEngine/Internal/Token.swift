/// A whitespace marker written right inside a block tag's delimiters (§2.1).
enum WhitespaceMarker {
    case unspecified
    /// `-`: remove all adjacent whitespace of the neighbouring text.
    case trim
    /// `+`: keep the neighbouring text as written.
    case keep
}

/// One lexed piece of a template (§1).
final class Token {
    enum Kind {
        case text
        case variable
        case block
        case comment
    }

    let kind: Kind
    /// Text tokens: the verbatim text. Others: the contents derived per §1.2.
    let contents: String
    /// Where the contents are (for text: the text itself).
    let span: SourceSpan
    let leading: WhitespaceMarker
    let trailing: WhitespaceMarker

    init(kind: Kind, contents: String, span: SourceSpan,
         leading: WhitespaceMarker = .unspecified, trailing: WhitespaceMarker = .unspecified) {
        self.kind = kind
        self.contents = contents
        self.span = span
        self.leading = leading
        self.trailing = trailing
    }

    /// The contents split into components (§1.3), computed once.
    private(set) lazy var components: [String] = SmartSplit.split(contents)

    /// The tag a block token names: its first component, or the second after a loop label
    /// (`outer: for …`); nil for an empty block.
    var tagName: String? {
        guard let first = components.first else { return nil }
        return first.hasSuffix(":") && components.count >= 2 ? components[1] : first
    }

    /// The span of `part` inside the contents (for errors about one filter expression),
    /// or the whole token when `part` cannot be found.
    func span(of part: String) -> SourceSpan {
        let haystack = Array(contents.utf8)
        let needle = Array(part.utf8)
        guard !needle.isEmpty, needle.count <= haystack.count else { return span }
        var index = 0
        while index + needle.count <= haystack.count {
            if haystack[index..<(index + needle.count)].elementsEqual(needle) {
                return span.shifted(by: index, length: needle.count)
            }
            index += 1
        }
        return span
    }
}
