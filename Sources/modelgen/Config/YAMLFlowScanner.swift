#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport

/// Character scanner for one-line values: quoted scalars and flow collections.
struct YAMLFlowScanner {
    struct Failure: Swift.Error {
        var offset: Int
        var message: String
    }

    let characters: [Character]
    var position: Int
    /// Collections open around the current position, the block levels above the line included.
    var depth: Int

    mutating func skipSpaces() {
        while position < characters.count, characters[position] == " " { position += 1 }
    }

    mutating func readValue(line: Int, column: Int, inFlow: Bool) throws -> YAMLNode {
        skipSpaces()
        let start = position
        guard position < characters.count else {
            return YAMLNode(kind: .null, line: line, column: column + start)
        }
        if characters[position] == "[" || characters[position] == "{" {
            guard depth < YAMLReader.maxNesting else {
                throw Failure(offset: position, message: "collections nested deeper than \(YAMLReader.maxNesting) levels")
            }
            depth += 1
        }
        defer { if characters[start] == "[" || characters[start] == "{" { depth -= 1 } }
        switch characters[position] {
        case "[":
            position += 1
            var items: [YAMLNode] = []
            skipSpaces()
            if position < characters.count, characters[position] == "]" {
                position += 1
                return YAMLNode(kind: .sequence(items), line: line, column: column + start)
            }
            while true {
                items.append(try readValue(line: line, column: column, inFlow: true))
                skipSpaces()
                guard position < characters.count else {
                    throw Failure(offset: start, message: "unclosed '[' (flow lists must end on the same line)")
                }
                if characters[position] == "," { position += 1; continue }
                if characters[position] == "]" { position += 1; break }
                throw Failure(offset: position, message: "expected ',' or ']'")
            }
            return YAMLNode(kind: .sequence(items), line: line, column: column + start)
        case "{":
            position += 1
            var entries: [YAMLNode.Entry] = []
            var keys: Set<String> = []
            skipSpaces()
            if position < characters.count, characters[position] == "}" {
                position += 1
                return YAMLNode(kind: .mapping(entries), line: line, column: column + start)
            }
            while true {
                skipSpaces()
                let keyStart = position
                let keyNode = try readValue(line: line, column: column, inFlow: true)
                guard let key = keyNode.string else { throw Failure(offset: keyStart, message: "expected a key") }
                if !keys.insert(key).inserted {
                    throw Failure(offset: keyStart, message: "duplicate key '\(key)'")
                }
                skipSpaces()
                guard position < characters.count, characters[position] == ":" else {
                    throw Failure(offset: position, message: "expected ':' after the key '\(key)'")
                }
                position += 1
                let value = try readValue(line: line, column: column, inFlow: true)
                entries.append(YAMLNode.Entry(key: key, keyLine: line, keyColumn: column + keyStart, value: value))
                skipSpaces()
                guard position < characters.count else {
                    throw Failure(offset: start, message: "unclosed '{' (flow mappings must end on the same line)")
                }
                if characters[position] == "," { position += 1; continue }
                if characters[position] == "}" { position += 1; break }
                throw Failure(offset: position, message: "expected ',' or '}'")
            }
            return YAMLNode(kind: .mapping(entries), line: line, column: column + start)
        case "\"", "'":
            let text = try readQuoted()
            return YAMLNode(kind: .scalar(text, quoted: true), line: line, column: column + start)
        case "&", "*", "!", "|", ">":
            throw Failure(offset: position, message: "'\(characters[position])' (anchors, aliases, tags, block scalars) is not supported")
        default:
            var end = position
            while end < characters.count {
                let character = characters[end]
                if inFlow && (character == "," || character == "]" || character == "}") { break }
                if inFlow && character == ":" && (end + 1 == characters.count || " ,]}".contains(characters[end + 1])) { break }
                end += 1
            }
            let text = String(characters[position..<end]).trimmingHorizontalWhitespace()
            position = end
            if text == "~" || text == "null" || text == "Null" || text == "NULL" {
                return YAMLNode(kind: .null, line: line, column: column + start)
            }
            return YAMLNode(kind: .scalar(text, quoted: false), line: line, column: column + start)
        }
    }

    /// Reads a quoted scalar starting at `position` (which holds the quote).
    mutating func readQuoted() throws -> String {
        let start = position
        let quote = characters[position]
        position += 1
        var text = ""
        while position < characters.count {
            let character = characters[position]
            if character == quote {
                if quote == "'", position + 1 < characters.count, characters[position + 1] == "'" {
                    text.append("'")
                    position += 2
                    continue
                }
                position += 1
                return text
            }
            if quote == "\"" && character == "\\" {
                position += 1
                guard position < characters.count else { break }
                let escaped = characters[position]
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "0": text.append("\0")
                case "\"", "\\", "/": text.append(escaped)
                case "u":
                    let digits = characters.dropFirst(position + 1).prefix(4)
                    guard digits.count == 4, let value = UInt32(String(digits), radix: 16),
                          let scalar = Unicode.Scalar(value) else {
                        throw Failure(offset: position - 1, message: "invalid \\u escape (expected 4 hex digits)")
                    }
                    text.unicodeScalars.append(scalar)
                    position += 4
                default:
                    throw Failure(offset: position - 1, message: "unknown escape '\\\(escaped)'")
                }
                position += 1
                continue
            }
            text.append(character)
            position += 1
        }
        throw Failure(offset: start, message: "unterminated quoted string (quoted strings must end on the same line)")
    }
}
