/// Stencil's "smart split" (§1.3): splits on a separator outside quotes, then glues
/// the pieces by the `,` `|` `:` and bracket rules. Used for tag components (separator
/// space), filter chains (`|`), filter names (`:`) and argument lists (`,`).
enum SmartSplit {
    static func split(_ text: String, separator: Character = " ") -> [String] {
        var word = ""
        var components: [String] = []
        var awaited = separator
        var singleQuotes = 0
        var doubleQuotes = 0

        for character in text {
            if character == "'" {
                singleQuotes += 1
            } else if character == "\"" {
                doubleQuotes += 1
            }

            if character == awaited {
                if awaited != separator {
                    // The closing quote of a quoted run.
                    word.append(awaited)
                } else if (singleQuotes % 2 == 0 || doubleQuotes % 2 == 0) && !word.isEmpty {
                    append(word, to: &components)
                    word = ""
                }
                awaited = separator
            } else {
                if awaited == separator && (character == "'" || character == "\"") {
                    awaited = character
                }
                word.append(character)
            }
        }

        if !word.isEmpty {
            append(word, to: &components)
        }
        return components
    }

    private static func isSpecial(_ character: Character) -> Bool {
        character == "," || character == "|" || character == ":"
    }

    /// Stencil's `appendWord`, with its recursion over brackets unrolled into a loop so a
    /// word of a million brackets cannot overflow the stack. The word is a view that brackets
    /// are taken off in place, so a word of many brackets is split in time linear in its length.
    private static func append(_ whole: String, to components: inout [String]) {
        var word = whole[...]
        var trailingBrackets: [String] = []
        while true {
            guard let previous = components.last else {
                components.append(String(word))
                break
            }
            if let last = previous.last, isSpecial(last) {
                // Labelled loops: `outer: for …` keeps `for` separate.
                if components.count == 1 && word == "for" {
                    components.append(String(word))
                } else {
                    components[components.count - 1] += word
                }
                break
            } else if isSpecialString(word) {
                components[components.count - 1] += word
                break
            } else if word != "(" && word.first == "(" || word != ")" && word.first == ")" {
                components.append(String(word.prefix(1)))
                word = word[word.index(after: word.startIndex)...]
            } else if word != "(" && word.last == "(" || word != ")" && word.last == ")" {
                trailingBrackets.append(String(word.suffix(1)))
                word = word[..<word.index(before: word.endIndex)]
            } else {
                components.append(String(word))
                break
            }
        }
        components.append(contentsOf: trailingBrackets.reversed())
    }

    /// Stencil tests `",|:".contains(word)`, a substring test: true for `,`, `|`, `:`, `,|`,
    /// `|:`, `,|:` (the empty word is never passed here).
    private static func isSpecialString(_ word: Substring) -> Bool {
        // Longer than `,|:` itself: not a substring of it (and not copied to find out).
        word.utf8.dropFirst(3).isEmpty && SubstringTest.contains(",|:", String(word))
    }
}
