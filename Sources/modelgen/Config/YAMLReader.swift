#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport

/// Reads the subset of YAML that configuration files use: block mappings and sequences
/// (indentation-based, including `- key: value` items), one-line flow collections
/// (`[a, b]`, `{k: v}`), plain / 'single' / "double" quoted scalars and `#` comments.
///
/// Anchors, aliases, tags, block scalars (`|`, `>`) and multi-line flow collections are
/// rejected with an error naming the feature, rather than being misread: a config that
/// silently means something else is worse than one that fails loudly.
struct YAMLReader {
    /// One non-blank physical line, comment removed.
    private struct Line {
        var number: Int
        var indent: Int
        var text: String      // content after the indentation, trailing spaces and comment removed
        var raw: String
    }

    /// Deepest nesting of collections (block and flow together) a config may use: the reader
    /// recurses once per level, so a hostile file must end in an error, never a stack overflow.
    static let maxNesting = 64

    private let path: String
    private let rawLines: [String]
    private var lines: [Line] = []
    private var index = 0
    private var depth = 0

    /// Parses `text`; `path` is only used in error messages.
    static func parse(_ text: String, path: String) throws -> YAMLNode {
        var reader = YAMLReader(path: path, text: text)
        return try reader.parseDocument()
    }

    private init(path: String, text: String) {
        self.path = path
        self.rawLines = Self.lines(of: text).map(String.init)
    }

    /// The physical lines of `text` as the reader numbers them: a leading byte order mark is
    /// dropped and lines end at `\n` or `\r\n`.
    static func lines(of text: String) -> [Substring] {
        var normalized = text
        if normalized.hasPrefix("\u{FEFF}") { normalized.removeFirst() }
        return normalized.replacing("\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
    }

    // MARK: - Lines

    private mutating func parseDocument() throws -> YAMLNode {
        var documentStarts = 0
        for (offset, raw) in rawLines.enumerated() {
            let number = offset + 1
            var indent = 0
            for character in raw {
                if character == " " { indent += 1 }
                else if character == "\t" {
                    if raw.trimmingHorizontalWhitespace().isEmpty { break }
                    throw error("tabs are not allowed in YAML indentation; use spaces", line: number, column: indent + 1)
                } else { break }
            }
            let content = stripComment(String(raw.dropFirst(indent)))
            if content.isEmpty { continue }
            if indent == 0 && (content == "---" || content.hasPrefix("--- ")) {
                documentStarts += 1
                if documentStarts > 1 || !lines.isEmpty {
                    throw error("only one YAML document per file is supported", line: number, column: 1)
                }
                continue
            }
            if indent == 0 && content == "..." { break }
            if indent == 0 && content.hasPrefix("%") {
                throw error("YAML directives ('%') are not supported", line: number, column: 1)
            }
            lines.append(Line(number: number, indent: indent, text: content, raw: raw))
        }
        guard !lines.isEmpty else { return YAMLNode(kind: .null, line: 1, column: 1) }
        let node = try parseNode(minIndent: 0)
        if index < lines.count {
            let line = lines[index]
            throw error("unexpected content (check the indentation)", line: line.number, column: line.indent + 1)
        }
        return node
    }

    /// Removes a `#` comment: one at the start or after whitespace, outside quotes.
    private func stripComment(_ text: String) -> String {
        var result = ""
        var quote: Character?
        var previous: Character = " "
        var lastSignificant: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
                result.append(character)
            } else if character == "#" && (previous == " " || previous == "\t") {
                break
            } else {
                if (character == "\"" || character == "'")
                    && (lastSignificant == nil || ":-[{,".contains(lastSignificant!)) {
                    quote = character
                }
                result.append(character)
                if character != " " && character != "\t" { lastSignificant = character }
            }
            previous = character
        }
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }

    // MARK: - Block structure

    private mutating func parseNode(minIndent: Int) throws -> YAMLNode {
        let line = lines[index]
        if line.indent < minIndent {
            return YAMLNode(kind: .null, line: line.number, column: line.indent + 1)
        }
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxNesting else {
            throw error("collections nested deeper than \(Self.maxNesting) levels", line: line.number, column: line.indent + 1)
        }
        if isSequenceItem(line.text) { return try parseSequence(indent: line.indent) }
        if try splitKey(line) != nil { return try parseMapping(indent: line.indent) }
        index += 1
        return try parseInlineValue(line.text, line: line, column: line.indent + 1)
    }

    private func isSequenceItem(_ text: String) -> Bool {
        text == "-" || text.hasPrefix("- ")
    }

    private mutating func parseSequence(indent: Int) throws -> YAMLNode {
        let first = lines[index]
        var items: [YAMLNode] = []
        while index < lines.count, lines[index].indent == indent, isSequenceItem(lines[index].text) {
            let line = lines[index]
            let rest = line.text.dropFirst()
            let spaces = rest.prefix { $0 == " " }.count
            let itemText = String(rest.dropFirst(spaces))
            if itemText.isEmpty {
                index += 1
                if index < lines.count, lines[index].indent > indent {
                    items.append(try parseNode(minIndent: indent + 1))
                } else {
                    items.append(YAMLNode(kind: .null, line: line.number, column: indent + 2))
                }
                continue
            }
            // `- key: value` or `- - x`: the item is a nested block whose first line starts
            // after the dash; continue it as a virtual line at that column.
            let itemIndent = indent + 1 + spaces
            let virtual = Line(number: line.number, indent: itemIndent, text: itemText, raw: line.raw)
            let startsMapping = try splitKey(virtual) != nil
            if isSequenceItem(itemText) || startsMapping {
                lines[index] = virtual
                items.append(try parseNode(minIndent: itemIndent))
            } else {
                index += 1
                items.append(try parseInlineValue(itemText, line: line, column: itemIndent + 1))
            }
            try rejectDeeperLine(than: indent)
        }
        return YAMLNode(kind: .sequence(items), line: first.number, column: indent + 1)
    }

    private mutating func parseMapping(indent: Int) throws -> YAMLNode {
        let first = lines[index]
        var entries: [YAMLNode.Entry] = []
        var keys: Set<String> = []
        while index < lines.count, lines[index].indent == indent {
            let line = lines[index]
            guard let (key, keyColumn, valueText, valueColumn) = try splitKey(line) else {
                if isSequenceItem(line.text) {
                    throw error("a list item cannot follow a mapping entry at the same indentation", line: line.number, column: indent + 1)
                }
                throw error("expected 'key: value'", line: line.number, column: indent + 1)
            }
            if !keys.insert(key).inserted {
                throw error("duplicate key '\(key)'", line: line.number, column: keyColumn)
            }
            index += 1
            let value: YAMLNode
            if !valueText.isEmpty {
                value = try parseInlineValue(valueText, line: line, column: valueColumn)
            } else if index < lines.count, lines[index].indent > indent {
                value = try parseNode(minIndent: indent + 1)
            } else if index < lines.count, lines[index].indent == indent, isSequenceItem(lines[index].text) {
                // YAML allows a block sequence at the same indentation as its key.
                value = try parseSequence(indent: indent)
            } else {
                value = YAMLNode(kind: .null, line: line.number, column: valueColumn)
            }
            entries.append(YAMLNode.Entry(key: key, keyLine: line.number, keyColumn: keyColumn, value: value))
            try rejectDeeperLine(than: indent)
        }
        return YAMLNode(kind: .mapping(entries), line: first.number, column: indent + 1)
    }

    private func rejectDeeperLine(than indent: Int) throws {
        if index < lines.count, lines[index].indent > indent {
            let line = lines[index]
            throw error("unexpected indentation", line: line.number, column: line.indent + 1)
        }
    }

    /// Splits `key: value` (key plain or quoted). Returns nil when the line is not a mapping entry.
    private func splitKey(_ line: Line) throws -> (key: String, keyColumn: Int, value: String, valueColumn: Int)? {
        let characters = Array(line.text)
        let keyColumn = line.indent + 1
        var keyEnd: Int
        var key: String
        if let quote = characters.first, quote == "\"" || quote == "'" {
            var scanner = YAMLFlowScanner(characters: characters, position: 0, depth: 0)
            guard let parsed = try? scanner.readQuoted() else { return nil }
            key = parsed
            keyEnd = scanner.position
            while keyEnd < characters.count, characters[keyEnd] == " " { keyEnd += 1 }
            guard keyEnd < characters.count, characters[keyEnd] == ":",
                  keyEnd + 1 == characters.count || characters[keyEnd + 1] == " " else { return nil }
        } else {
            if let first = characters.first, "[{&*!|>%@`".contains(first) { return nil }
            guard let colon = (0..<characters.count).first(where: { position in
                characters[position] == ":" && (position + 1 == characters.count || characters[position + 1] == " ")
            }) else { return nil }
            keyEnd = colon
            key = String(characters[0..<colon]).trimmingHorizontalWhitespace()
            if key.isEmpty { return nil }
        }
        var valueStart = keyEnd + 1
        while valueStart < characters.count, characters[valueStart] == " " { valueStart += 1 }
        return (key, keyColumn, String(characters[valueStart...]), line.indent + valueStart + 1)
    }

    // MARK: - Inline values

    private func parseInlineValue(_ text: String, line: Line, column: Int) throws -> YAMLNode {
        guard let first = text.first else { return YAMLNode(kind: .null, line: line.number, column: column) }
        switch first {
        case "&": throw error("YAML anchors ('&') are not supported", line: line.number, column: column)
        case "*": throw error("YAML aliases ('*') are not supported", line: line.number, column: column)
        case "!": throw error("YAML tags ('!') are not supported", line: line.number, column: column)
        case "|", ">": throw error("YAML block scalars ('\(first)') are not supported; use a quoted string", line: line.number, column: column)
        case "@", "`": throw error("a plain value cannot start with '\(first)'; quote it", line: line.number, column: column)
        default: break
        }
        var scanner = YAMLFlowScanner(characters: Array(text), position: 0, depth: depth)
        do {
            let node = try scanner.readValue(line: line.number, column: column, inFlow: false)
            scanner.skipSpaces()
            if scanner.position < scanner.characters.count {
                throw YAMLFlowScanner.Failure(offset: scanner.position, message: "unexpected text after the value")
            }
            return node
        } catch let failure as YAMLFlowScanner.Failure {
            throw error(failure.message, line: line.number, column: column + failure.offset)
        }
    }

    private func error(_ message: String, line: Int, column: Int) -> ConfigError {
        let text = line >= 1 && line <= rawLines.count ? rawLines[line - 1] : nil
        return ConfigError(path: path, line: line, column: column, message: message, lineText: text)
    }
}
