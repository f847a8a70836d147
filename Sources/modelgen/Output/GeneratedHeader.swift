import TemplateEngine

/// The first line of every file modelgen writes into the output folder.
///
/// It names the tool and tells readers not to edit the file. It is also the ownership mark:
/// modelgen only overwrites or removes output files that start with `marker`, so a hand-written
/// file that happens to sit at an output path is never lost.
enum GeneratedHeader {
    static let marker = "// Generated using modelgen"

    /// `// Generated using modelgen 0.1.0 — DO NOT EDIT (regenerate with `modelgen`)`
    static var text: String {
        "\(marker) \(ToolVersion.current) — DO NOT EDIT (regenerate with `modelgen`)\n"
    }

    /// A buffer holding the header, for a template to render its text after.
    static func buffer() -> ByteBuffer {
        let buffer = ByteBuffer()
        buffer.append(text)
        return buffer
    }

    /// True when `bytes` start with the header marker (any modelgen version).
    static func isPresent(in bytes: [UInt8]) -> Bool {
        let prefix = Array(marker.utf8)
        return bytes.count >= prefix.count && Array(bytes[0..<prefix.count]) == prefix
    }
}
