#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport

/// Where a problem found in a template's rendered output comes from, for its message.
///
/// The rendered line is known; the template line that produced it is found by matching the marker
/// text against the template's lines, with every `{{ … }}` and `{% … %}` standing for any text. When
/// exactly one template line matches, the message names it (`Templates/Mocks.stencil:12: error: …`);
/// otherwise it names the rendered line.
struct RenderedOutputLocation {
    var templatePath: String
    var renderedLine: Int
    /// The text of the marker as rendered (`sourcery:file:Mocks/UserMock`).
    var markerLine: String

    func error(_ message: String) -> String {
        if let line = TemplateLineFinder.line(producing: markerLine, inTemplateAt: templatePath) {
            return "\(templatePath):\(line): error: \(message) (rendered output line \(renderedLine))"
        }
        return "\(templatePath): error: \(message) (rendered output line \(renderedLine))"
    }
}

enum TemplateLineFinder {
    /// The 1-based line of the template at `path` whose text can render `rendered`, when exactly one can.
    static func line(producing rendered: String, inTemplateAt path: String) -> Int? {
        let source: String
        if let builtin = BuiltinTemplates.name(inPath: path) {
            guard let text = BuiltinTemplates.sources[builtin] else { return nil }
            source = text
        } else {
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            source = String(decoding: data, as: UTF8.self)
        }
        let wanted = rendered.trimmingScalars { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        var found: Int?
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard matches(pieces(of: line), wanted) else { continue }
            if found != nil { return nil }
            found = index + 1
        }
        return found
    }

    /// The literal parts of a template line, split at its tags (a tag stands for any text).
    static func pieces(of line: Substring) -> [Substring] {
        var pieces: [Substring] = []
        var rest = line
        while let open = rest.firstRange(of: "{{") ?? rest.firstRange(of: "{%") {
            pieces.append(rest[..<open.lowerBound])
            let closer = rest[open.lowerBound...].hasPrefix("{{") ? "}}" : "%}"
            guard let close = rest[open.upperBound...].firstRange(of: closer) else { return pieces + [""] }
            rest = rest[close.upperBound...]
        }
        pieces.append(rest)
        return pieces
    }

    /// True when `text` contains the pieces in order, with nothing but tags between them: the first
    /// piece's end and the last piece's start anchor the line's ends (blanks aside).
    static func matches(_ pieces: [Substring], _ text: String) -> Bool {
        let literal = pieces.map { String($0) }
        guard literal.contains(where: { $0.contains("sourcery:") }) else { return false }
        var rest = Substring(text)
        for (index, piece) in literal.enumerated() {
            let trimmed = index == 0 ? piece.trimmingHorizontalWhitespace() : piece
            let last = index == literal.count - 1
            let text = last ? trimmed.trimmingHorizontalWhitespace() : trimmed
            if text.isEmpty { continue }
            if index == 0 {
                guard rest.hasPrefix(text) else { return false }
                rest = rest.dropFirst(text.count)
            } else if last, literal.count > 1 {
                guard rest.hasSuffix(text) else { return false }
                rest = rest.dropLast(text.count)
            } else {
                guard let range = rest.firstRange(of: text) else { return false }
                rest = rest[range.upperBound...]
            }
        }
        return literal.count > 1 || rest.isEmpty
    }
}
