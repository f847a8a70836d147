import SwiftDeclParser
import TemplateEngine

/// The first lines of every file modelgen writes into the output folder.
///
/// It names the tool and tells readers not to edit the file. It is also the ownership mark:
/// modelgen only overwrites or removes output files that carry a generated-file header (its own,
/// or Sourcery's: a project moving from Sourcery keeps its committed output), so a hand-written
/// file that happens to sit at an output path is never lost.
///
/// As in Sourcery, `--hideVersionHeader` leaves the version out and `--headerPrefix TEXT` puts
/// TEXT on the line(s) before the marker line.
struct GeneratedHeader: Equatable {
    static let marker = "// Generated using modelgen"

    /// Leave the tool version out (`--hideVersionHeader`): the output does not change with each release.
    var hidesVersion = false
    /// Text put before the marker line, followed by a newline (`--headerPrefix`).
    var prefix: String?

    static let standard = GeneratedHeader()

    /// `// Generated using modelgen 0.1.0 — DO NOT EDIT (regenerate with `modelgen`)`
    static var text: String { standard.text }

    var text: String {
        let version = hidesVersion ? "" : " \(ToolVersion.current)"
        let line = "\(Self.marker)\(version) — DO NOT EDIT (regenerate with `modelgen`)\n"
        guard let prefix else { return line }
        return prefix + "\n" + line
    }

    /// Why the prefix cannot be used, if it cannot: later runs must still recognise the file as
    /// generated (`isPresent`), which they do after a few `//` comment lines only.
    var prefixProblem: String? {
        guard let prefix else { return nil }
        let lines = prefix.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.count > SwiftParser.maximumHeaderPrefixLines {
            return "at most \(SwiftParser.maximumHeaderPrefixLines) lines"
        }
        if let line = lines.first(where: { !$0.hasPrefix("//") }) {
            return "every line must be a // comment, so that later runs recognise the file as generated (found '\(line)')"
        }
        return nil
    }

    /// A buffer holding the header, for a template to render its text after.
    func buffer() -> ByteBuffer {
        let buffer = ByteBuffer()
        buffer.append(text)
        return buffer
    }

    static func buffer() -> ByteBuffer { standard.buffer() }

    /// True when `bytes` carry a generated-file header: modelgen's or Sourcery's marker line,
    /// first or after a few `//` lines (a header prefix), whatever the version.
    static func isPresent(in bytes: [UInt8]) -> Bool {
        SwiftParser.hasGeneratedFileHeader(bytes)
    }
}
