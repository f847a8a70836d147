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
    /// word of a million brackets cannot overflow the stack.
    private static func append(_ word: String, to components: inout [String]) {
        var word = word
        var trailingBrackets: [String] = []
        while true {
            guard let previous = components.last else {
                components.append(word)
                break
            }
            if let last = previous.last, isSpecial(last) {
                // Labelled loops: `outer: for …` keeps `for` separate.
                if components.count == 1 && word == "for" {
                    components.append(word)
                } else {
                    components[components.count - 1] += word
                }
                break
            } else if isSpecialString(word) {
                components[components.count - 1] += word
                break
            } else if word != "(" && word.first == "(" || word != ")" && word.first == ")" {
                components.append(String(word.prefix(1)))
                word = String(word.dropFirst())
            } else if word != "(" && word.last == "(" || word != ")" && word.last == ")" {
                trailingBrackets.append(String(word.suffix(1)))
                word = String(word.dropLast())
            } else {
                components.append(word)
                break
            }
        }
        components.append(contentsOf: trailingBrackets.reversed())
    }

    /// Stencil tests `",|:".contains(word)`, a substring test: true for `,`, `|`, `:`, `,|`,
    /// `|:`, `,|:` (the empty word is never passed here).
    private static func isSpecialString(_ word: String) -> Bool {
        SubstringTest.contains(",|:", word)
    }
}
