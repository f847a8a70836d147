import TemplateEngine

/// One run of bytes of a planned output file: a range of a rendered template's buffer, or a
/// text of its own (a line break, an inline block's lines, a `sourcery:file` block's body).
enum OutputPiece {
    case rendered(ByteBuffer, Range<Int>)
    case text(String)

    /// The pieces, in order, after `header`, in one exactly sized array: outputs run to
    /// megabytes, so no intermediate text is built and rendered bytes are copied once. Nil when
    /// the pieces are blank, unless `keepingBlank`.
    static func join(_ pieces: [OutputPiece], after header: String, keepingBlank: Bool = false) -> FileContents? {
        var count = 0
        var blank = true
        for piece in pieces {
            piece.withBytes { bytes in
                count += bytes.count
                if blank { blank = OutputPlanner.isBlank(bytes) }
            }
        }
        if blank && !keepingBlank { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(header.utf8.count + count)
        bytes.append(contentsOf: header.utf8)
        for piece in pieces { piece.withBytes { bytes.append(contentsOf: $0) } }
        return FileContents(bytes)
    }

    private func withBytes(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        switch self {
        case .rendered(let buffer, let range):
            buffer.withBytes { body(UnsafeBufferPointer(rebasing: $0[range])) }
        case .text(var text):
            text.withUTF8(body)
        }
    }
}
