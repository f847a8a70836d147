import TemplateEngine

/// Wraps a loader and remembers every template file it served (the main template and whatever
/// it includes, extends or imports), so the run manifest can tell when any of them changed.
/// It also notes templates using `{% now %}`: their output depends on the clock, so a run that
/// rendered one must never be skipped as "nothing changed".
final class RecordingTemplateLoader: TemplateLoader {
    private let wrapped: TemplateLoader
    private(set) var loadedPaths: [String] = []
    private(set) var usesClock = false

    init(wrapping wrapped: TemplateLoader) {
        self.wrapped = wrapped
    }

    func loadTemplate(named name: String) throws -> TemplateSource? {
        guard let source = try wrapped.loadTemplate(named: name) else { return nil }
        // Built-in support files are part of the executable, which the manifest already identifies.
        if BuiltinTemplates.name(inPath: source.path) == nil { loadedPaths.append(source.path) }
        if Self.mentionsNowTag(source.text) { usesClock = true }
        return source
    }

    /// `{% now`, `{%- now` (any spacing). A false positive only costs a skipped shortcut.
    static func mentionsNowTag(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "%") {
                var position = index + 2
                if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
                while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 || bytes[position] == 0x0A {
                    position += 1
                }
                if position + 3 <= bytes.count, bytes[position] == UInt8(ascii: "n"),
                   bytes[position + 1] == UInt8(ascii: "o"), bytes[position + 2] == UInt8(ascii: "w"),
                   position + 3 == bytes.count || !Self.isNameByte(bytes[position + 3]) {
                    return true
                }
            }
            index += 1
        }
        return false
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "_")
    }
}
