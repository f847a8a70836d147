/// One change to a file's bytes: `range` is replaced by `replacement` (an empty range inserts).
struct SourceEdit: Equatable {
    var range: Range<Int>
    var replacement: [UInt8]
}

/// Turns what `adopt` decided into byte edits of one file, touching nothing else: a member's lines
/// are removed whole (with its documentation comment and attributes, and one blank line so no
/// double gap is left), annotation lines are inserted above a property with its indentation and
/// the file's line break, a default goes after the property's type, a conformance name is
/// replaced where it is written.
struct SourceEditor {
    let source: SourceText

    struct Refusal: Error {
        var line: Int
        var reason: String
    }

    /// The lines of the member whose name (or, for an initializer, first token) is at `line`/`column`,
    /// with the documentation, annotation and attribute lines right above it.
    func removal(ofMemberAt line: Int, column: Int, description: String) throws -> SourceEdit {
        let nameOffset = source.offset(line: line, column: column)
        let lineStart = source.lines.start(ofLine: line)
        guard onlyModifiers(source.text(lineStart..<nameOffset)) else {
            throw Refusal(line: line, reason: "\(description) shares its line with other code")
        }
        guard let body = source.body(after: nameOffset), source.restOfLineIsEmpty(from: body.upperBound) else {
            throw Refusal(line: line, reason: "\(description): its body could not be delimited")
        }
        var startLine = line
        while startLine > 1 {
            let above = source.lineText(startLine - 1).trimmed
            if isAttributeOrDocumentation(above) {
                startLine -= 1
            } else if above.hasSuffix("*/"), let opening = documentationBlockStart(endingAt: startLine - 1) {
                startLine = opening
            } else {
                break
            }
        }
        let start = source.lines.start(ofLine: startLine)
        let end = source.nextLineStart(afterOffset: body.upperBound - 1)
        return SourceEdit(range: start..<end, replacement: [])
    }

    /// Annotation lines (`// sourcery: …`) above the property (or type) declared at `line`, above its attributes.
    func annotationInsertion(_ annotations: [String], forPropertyAt line: Int, column: Int, name: String) throws -> SourceEdit {
        let nameOffset = source.offset(line: line, column: column)
        guard onlyModifiers(source.text(source.lines.start(ofLine: line)..<nameOffset)) else {
            throw Refusal(line: line, reason: "`\(name)` shares its line with other code")
        }
        var targetLine = line
        while targetLine > 1, source.lineText(targetLine - 1).trimmed.hasPrefix("@") { targetLine -= 1 }
        let indentation = source.indentation(ofLine: targetLine)
        var text: [UInt8] = []
        text += indentation
        text += Array("// sourcery: \(annotations.joined(separator: ", "))".utf8)
        text += source.lineBreak
        let offset = source.lines.start(ofLine: targetLine)
        return SourceEdit(range: offset..<offset, replacement: text)
    }

    /// ` = value` after the type of the property declared at `line` (`var count: Int` → `var count: Int = 0`).
    func defaultInsertion(_ value: String, forPropertyAt line: Int, column: Int, name: String) throws -> SourceEdit {
        let nameOffset = source.offset(line: line, column: column)
        var end = nameOffset
        while end < source.bytes.count, source.bytes[end] != 10 {
            if source.bytes[end] == UInt8(ascii: "/"), end + 1 < source.bytes.count,
               source.bytes[end + 1] == UInt8(ascii: "/") || source.bytes[end + 1] == UInt8(ascii: "*") { break }
            end += 1
        }
        while end > nameOffset, [32, 9, 13].contains(source.bytes[end - 1]) { end -= 1 }
        let declaration = source.text(nameOffset..<end)
        guard declaration.contains(":"), !declaration.contains(where: { "={};,".contains($0) }), !value.contains("\n") else {
            throw Refusal(line: line, reason: "property `\(name)` needs the default `\(value)`, and its declaration is not a plain `var \(name): Type`")
        }
        return SourceEdit(range: end..<end, replacement: Array(" = \(value)".utf8))
    }

    /// Replaces the conformance `name` (or `Module.name`) in the inheritance clause of the
    /// declaration whose name is at `line`/`column` and whose body opens at `bodyStart`.
    func conformanceReplacement(of names: Set<String>, with replacement: String, declarationAt line: Int, column: Int,
                                bodyStart: Int) -> SourceEdit? {
        var index = source.offset(line: line, column: column)
        var previousIdentifierEnd: Int?
        var qualifiedStart: Int?
        while index < bodyStart {
            if let skipped = source.skipNonCode(at: index, end: bodyStart) {
                index = skipped
                continue
            }
            let byte = source.bytes[index]
            if isIdentifierByte(byte) {
                var end = index
                while end < bodyStart, isIdentifierByte(source.bytes[end]) { end += 1 }
                let word = source.text(index..<end)
                if names.contains(word) {
                    let start = qualifiedStart ?? index
                    return SourceEdit(range: start..<end, replacement: Array(replacement.utf8))
                }
                qualifiedStart = nil
                if word == "ObjectMapper" || word == "Swift" {
                    previousIdentifierEnd = end
                    qualifiedStart = index
                }
                index = end
                continue
            }
            if byte == UInt8(ascii: "."), previousIdentifierEnd == index {
                index += 1
                continue
            }
            if byte != 32 && byte != 9 { qualifiedStart = nil }
            index += 1
        }
        return nil
    }

    /// Removals of whole lines joined when only blank lines separate them, then widened by one
    /// blank line where they would otherwise leave two blank lines, or one before a closing brace.
    func tidied(_ edits: [SourceEdit]) -> [SourceEdit] {
        var removals: [Range<Int>] = []
        var others: [SourceEdit] = []
        for edit in SourceEditor.merged(edits) {
            guard edit.replacement.isEmpty, !edit.range.isEmpty else {
                others.append(edit)
                continue
            }
            if let last = removals.last, last.upperBound <= edit.range.lowerBound,
               source.bytes[last.upperBound..<edit.range.lowerBound].allSatisfy({ [32, 9, 10, 13].contains($0) }),
               !others.contains(where: { last.upperBound <= $0.range.lowerBound && $0.range.lowerBound <= edit.range.lowerBound }) {
                removals[removals.count - 1] = last.lowerBound..<max(last.upperBound, edit.range.upperBound)
            } else {
                removals.append(edit.range)
            }
        }
        for (position, range) in removals.enumerated() {
            let startLine = source.lines.line(of: range.lowerBound)
            var start = range.lowerBound, end = range.upperBound
            let previousBlank = startLine > 1 && isBlankLine(startLine - 1)
            let previousOpens = startLine > 1 && source.lineText(startLine - 1).trimmed.hasSuffix("{")
            let nextLine = source.lines.line(of: end)
            let atEnd = end >= source.bytes.count
            if !atEnd, isBlankLine(nextLine), previousBlank || previousOpens {
                end = source.nextLineStart(afterOffset: end)
            } else if previousBlank, !atEnd, source.lineText(nextLine).trimmed.hasPrefix("}") {
                start = source.lines.start(ofLine: startLine - 1)
            }
            removals[position] = start..<end
        }
        return others + removals.map { SourceEdit(range: $0, replacement: []) }
    }

    /// Applies non-overlapping edits (overlapping removals are merged first).
    static func apply(_ edits: [SourceEdit], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 256)
        var position = 0
        for edit in merged(edits) {
            if edit.range.lowerBound > position { result += bytes[position..<edit.range.lowerBound] }
            result += edit.replacement
            position = max(position, edit.range.upperBound)
        }
        if position < bytes.count { result += bytes[position...] }
        return result
    }

    /// Sorted by position (insertions before removals at the same offset); overlapping removals joined.
    static func merged(_ edits: [SourceEdit]) -> [SourceEdit] {
        let sorted = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.element.range.isEmpty ? 0 : 1, $0.offset)
                < ($1.element.range.lowerBound, $1.element.range.isEmpty ? 0 : 1, $1.offset)
        }.map(\.element)
        var result: [SourceEdit] = []
        for edit in sorted {
            if let last = result.last, !last.range.isEmpty, !edit.range.isEmpty, last.replacement.isEmpty, edit.replacement.isEmpty,
               edit.range.lowerBound < last.range.upperBound {
                result[result.count - 1].range = last.range.lowerBound..<max(last.range.upperBound, edit.range.upperBound)
            } else {
                result.append(edit)
            }
        }
        return result
    }

    /// The line opening the `/** … */` block that ends on line `end`, if it is one.
    private func documentationBlockStart(endingAt end: Int) -> Int? {
        var number = end
        while number >= 1 {
            let text = source.lineText(number).trimmed
            if text.hasPrefix("/**") { return number }
            if number != end, text.contains("*/") || text.contains("/*") { return nil }
            number -= 1
        }
        return nil
    }

    private func isBlankLine(_ number: Int) -> Bool { source.lineText(number).trimmed.isEmpty }

    private func isAttributeOrDocumentation(_ line: String) -> Bool {
        let trimmed = line.trimmed
        return trimmed.hasPrefix("///") || trimmed.hasPrefix("// sourcery:") || (trimmed.hasPrefix("@") && !trimmed.contains("{"))
    }

    /// Text before a declaration's name on its line: indentation, attributes, modifiers, the keyword.
    private func onlyModifiers(_ text: String) -> Bool {
        !text.contains(where: { "{};=,\"/".contains($0) })
    }

    private func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte == 95
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and line breaks.
    var trimmed: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" || first == "\r" || first == "\n" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" || last == "\r" || last == "\n" { scalars.removeLast() }
        return String(scalars)
    }
}
