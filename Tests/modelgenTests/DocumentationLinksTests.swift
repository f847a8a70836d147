import Foundation
import XCTest

/// Every relative link in README.md and docs/ leads to a file that exists and, with `#anchor`, to
/// one of its headings (the check `scripts/check-doc-links.py` makes for all Markdown files).
final class DocumentationLinksTests: XCTestCase {
    func testReadmeAndDocsLinksResolve() throws {
        var pages = ["README.md"]
        let docs = try XCTUnwrap(FileManager.default.enumerator(atPath: EndToEnd.path("docs")))
        while let relative = docs.nextObject() as? String {
            if relative.hasSuffix(".md") { pages.append("docs/" + relative) }
        }
        for page in pages.sorted() {
            let text = try String(contentsOfFile: EndToEnd.path(page), encoding: .utf8)
            XCTAssertEqual(MarkdownLinks.broken(in: text, folder: (page as NSString).deletingLastPathComponent), [], page)
        }
    }

    func testBrokenLinksAreFound() {
        let text = """
        # Title
        [file](docs/missing.md) [heading](docs/safety.md#no-such-heading) [ok](docs/safety.md) [self](#title)
        `[code](nowhere.md)` [web](https://example.com/x.md)
        ```
        [fenced](nowhere.md)
        ```
        """
        XCTAssertEqual(MarkdownLinks.broken(in: text, folder: ""),
                       ["2: docs/missing.md (no such file)", "2: docs/safety.md#no-such-heading (no such heading)"])
    }
}

/// The relative links of a Markdown page, outside code, and the headings they can point at.
private enum MarkdownLinks {
    /// "line: target (reason)" for every link of `text` (a page in the repository folder `folder`)
    /// that leads nowhere.
    static func broken(in text: String, folder: String) -> [String] {
        var problems: [String] = []
        for (number, line) in codeFreeLines(text) {
            for target in targets(in: line) where target.range(of: "^[a-zA-Z][a-zA-Z0-9+.-]*:", options: .regularExpression) == nil {
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file = parts[0].isEmpty ? nil : ((folder as NSString).appendingPathComponent(parts[0]) as NSString).standardizingPath
                if let file, !FileManager.default.fileExists(atPath: EndToEnd.path(file)) {
                    problems.append("\(number): \(target) (no such file)")
                } else if parts.count == 2, file?.hasSuffix(".md") ?? true {
                    let page = file.flatMap { try? String(contentsOfFile: EndToEnd.path($0), encoding: .utf8) } ?? text
                    if !anchors(of: page).contains(parts[1]) { problems.append("\(number): \(target) (no such heading)") }
                }
            }
        }
        return problems
    }

    /// Numbered lines outside fenced blocks, with code spans removed unless `keepingCodeSpans`.
    private static func codeFreeLines(_ text: String, keepingCodeSpans: Bool = false) -> [(Int, String)] {
        var inFence = false
        var lines: [(Int, String)] = []
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { inFence.toggle(); continue }
            if inFence { continue }
            lines.append((index + 1, keepingCodeSpans ? line : line.replacingOccurrences(of: "`[^`]*`", with: "", options: .regularExpression)))
        }
        return lines
    }

    private static func targets(in line: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)"#)
        return pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)).compactMap {
            Range($0.range(at: 1), in: line).map { String(line[$0]) }
        }
    }

    /// GitHub's heading anchors: lower case, punctuation other than `-` dropped, spaces to hyphens,
    /// `-1`, `-2`… for repeated headings.
    private static func anchors(of page: String) -> Set<String> {
        var found: Set<String> = []
        var counts: [String: Int] = [:]
        for (_, line) in codeFreeLines(page, keepingCodeSpans: true) {
            guard let heading = line.range(of: "^#{1,6}\\s+", options: .regularExpression) else { continue }
            let slug = String(line[heading.upperBound...].lowercased().unicodeScalars.filter {
                CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == " " || $0 == "_"
            }.map(Character.init)).replacingOccurrences(of: " ", with: "-")
            let count = counts[slug, default: 0]
            found.insert(count == 0 ? slug : "\(slug)-\(count)")
            counts[slug] = count + 1
        }
        return found
    }
}
