import Foundation

/// `// sourcery:` annotations for a declaration, read from source lines (context-model.md §5.1,
/// §5.2): the anchor line's trailing comment, then the comment, attribute and `#` lines directly
/// above it, up to the first blank or code line. The reference only needs what benchmark
/// templates read, so `begin`/`end` blocks, `file:` annotations and namespaces are not read,
/// and a key seen twice keeps its first value instead of becoming an array.
struct AnnotationReader {
    private let lines: [Substring]

    init(source: String) {
        lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Annotations for a declaration anchored on `line` (1-based).
    func annotations(forLine line: Int) -> [String: NormalizedAnnotation] {
        guard line >= 1 && line <= lines.count else { return [:] }
        var found: [String: NormalizedAnnotation] = [:]
        var collected: [String] = []
        var index = line - 2
        while index >= 0 {
            let text = lines[index].trimmingCharacters(in: .whitespaces)
            if text.hasSuffix("*/") && !text.contains("/*") {
                // The last line of a block comment: its other lines are comment too.
                while index >= 0 && !lines[index].contains("/*") { index -= 1 }
                index -= 1
                continue
            }
            guard Self.continuesWalk(text) else { break }
            if let directive = Self.directive(inComment: text) { collected.insert(directive, at: 0) }
            index -= 1
        }
        if let trailing = Self.trailingDirective(lines[line - 1]) { collected.append(trailing) }
        for directive in collected {
            for (key, value) in Self.parse(directive) where found[key] == nil {
                found[key] = value
            }
        }
        return found
    }

    private static func continuesWalk(_ text: String) -> Bool {
        if text.hasPrefix("//") || text.hasPrefix("/*") || text.hasPrefix("*") || text.hasPrefix("#") {
            return true
        }
        // A standalone attribute line, not a declaration that starts with an attribute.
        guard text.hasPrefix("@") else { return false }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "(" })
        return !words.contains { ["var", "let", "func", "class", "struct", "enum", "case", "init"].contains($0) }
    }

    /// The text after `sourcery:` in a comment line, nil for other comments and other directives.
    private static func directive(inComment text: String) -> String? {
        var body = Substring(text)
        for prefix in ["///", "//", "/**", "/*", "*"] where body.hasPrefix(prefix) {
            body = body.dropFirst(prefix.count)
            break
        }
        if body.hasSuffix("*/") { body = body.dropLast(2) }
        let trimmed = body.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("sourcery:") else { return nil }
        let rest = trimmed.dropFirst("sourcery:".count)
        // `sourcery:inline:…`, `sourcery:end`, `sourcery:begin:…`, `sourcery:file:…`, namespaces.
        guard rest.first == " " || rest.isEmpty else { return nil }
        return rest.trimmingCharacters(in: .whitespaces)
    }

    /// `let x: Int // sourcery: a` or `/* sourcery: a */` on the code line itself.
    private static func trailingDirective(_ line: Substring) -> String? {
        for marker in ["// sourcery:", "/* sourcery:"] {
            if let range = line.range(of: marker) {
                return directive(inComment: String(line[range.lowerBound...]).trimmingCharacters(in: .whitespaces))
            }
        }
        return nil
    }

    /// `a, b = 1, c = "text"`: top-level commas separate entries.
    private static func parse(_ directive: String) -> [(String, NormalizedAnnotation)] {
        TypeInference.split(directive, on: ",").compactMap { entry in
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = parts[0].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty else { return nil }
            let value = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
            if value.isEmpty { return (key, .flag) }
            if let number = Double(value) { return (key, .number(number)) }
            if value.count >= 2, let quote = value.first, quote == "\"" || quote == "'", value.last == quote {
                return (key, .string(String(value.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)))
            }
            return (key, .string(value))
        }
    }
}
