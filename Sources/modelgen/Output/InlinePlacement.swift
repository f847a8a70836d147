/// Where one inline block goes in a source file, as `--dry` reports it: the range it replaces in
/// the file as it is on disk, counted in UTF-16 code units (Sourcery's `NSRange`), and the text put there.
struct InlinePlacement: Equatable {
    var path: String
    /// The template whose rendered text holds the block (the first one, when several render it).
    var templatePath: String
    var location: Int
    var length: Int
    var text: String

    /// The placements of `edits` (byte offsets into `bytes`), converted in one pass over the file.
    static func placements(of edits: [SourceryInlineLayout.Edit], in bytes: [UInt8], path: String,
                           templates: [String: String]) -> [InlinePlacement] {
        let offsets = Set(edits.flatMap { [$0.start, $0.end] }).sorted()
        var units: [Int: Int] = [:]
        var count = 0
        var byte = 0
        for offset in offsets {
            while byte < offset {
                let lead = bytes[byte]
                // A UTF-8 sequence's first byte counts one unit, a four-byte one (beyond the BMP) two.
                if lead & 0xC0 != 0x80 { count += lead >= 0xF0 ? 2 : 1 }
                byte += 1
            }
            units[offset] = count
        }
        return edits.map { edit in
            InlinePlacement(path: path, templatePath: templates[edit.name] ?? "", location: units[edit.start]!,
                            length: units[edit.end]! - units[edit.start]!, text: edit.text)
        }
    }
}
