/// The two lines printed under a located message (`path:line:column: error: message`): the
/// offending source line and a caret under the column. Swift diagnostics, template errors and
/// config errors all print their excerpt through this one formatter, so they look alike.
///
/// A line longer than `maximumWidth` characters (a minified file, a hostile config) is shown as a
/// window of that many characters around the column, with `…` where text was cut, so an excerpt
/// stays one screen line whatever the input.
package enum SourceExcerpt {
    /// The most characters of a line an excerpt shows.
    package static let maximumWidth = 120

    /// The line (or its window around the column), a newline, then the caret line: `^` under the
    /// column and `~` under the rest of the `length` highlighted characters. `column` is 1-based,
    /// in Characters of `line`; a column past the end puts the caret just after the last one.
    /// Tabs before the column are kept in the caret line, so the caret lines up however wide a
    /// terminal draws them.
    package static func lines(of line: String, column: Int, length: Int = 1) -> String {
        let characters = Array(line)
        let caret = min(max(column - 1, 0), characters.count)
        var start = 0
        var end = characters.count
        if characters.count > maximumWidth {
            start = max(0, min(caret - maximumWidth / 2, characters.count - maximumWidth))
            end = start + maximumWidth
        }
        var shown = start > 0 ? "…" : ""
        shown += String(characters[start..<end])
        if end < characters.count { shown += "…" }

        var marker = start > 0 ? " " : ""
        for character in characters[start..<caret] { marker += character == "\t" ? "\t" : " " }
        let highlighted = min(max(length, 1), max(end - caret, 1))
        marker += "^" + String(repeating: "~", count: highlighted - 1)
        return shown + "\n" + marker
    }

    /// The 1-based Character column of a 1-based UTF-8 byte column of `line` (a byte inside a
    /// Character counts as that Character). A column past the end of the line stays that many
    /// bytes past its last Character.
    package static func characterColumn(ofByteColumn byteColumn: Int, in line: String) -> Int {
        let target = max(byteColumn - 1, 0)
        var bytes = 0
        var characters = 0
        for character in line {
            let next = bytes + character.utf8.count
            if next > target { return characters + 1 }
            bytes = next
            characters += 1
        }
        return characters + (target - bytes) + 1
    }
}
