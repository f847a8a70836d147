#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport

/// The text of a template and the path to report in its error messages.
public struct TemplateSource: Sendable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The UTF-8 text of a file's bytes; bytes that are not UTF-8 are an error located at the
    /// first of them (`what` names the file in the message), as Sourcery's reads of them fail.
    public static func decoding(_ bytes: [UInt8], path: String, what: String = "template") throws -> TemplateSource {
        if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
            let (line, column, lineText) = UTF8Validation.location(ofOffset: offset, in: bytes)
            throw TemplateError(message: "\(what) file is not valid UTF-8 (byte \(UTF8Validation.hex(bytes[offset])))",
                                location: SourceLocation(path: path, line: line, column: column, lineText: lineText))
        }
        return TemplateSource(path: path, text: String(decoding: bytes, as: UTF8.self))
    }
}

/// Resolves the names used by `include`, `extends` and `import` (and `Environment.loadTemplate`).
public protocol TemplateLoader {
    /// The named template, or nil when this loader has none by that name.
    func loadTemplate(named name: String) throws -> TemplateSource?
}

/// Serves templates from folders. Names are relative paths; a name that would resolve
/// outside its folder (`../secret`, `/etc/passwd`) is refused.
public struct FileSystemLoader: TemplateLoader {
    public let directories: [String]

    public init(directories: [String]) {
        self.directories = directories
    }

    public func loadTemplate(named name: String) throws -> TemplateSource? {
        for directory in directories {
            let base = URL(fileURLWithPath: directory).standardizedFileURL.path
            let candidate = URL(fileURLWithPath: name, relativeTo: URL(fileURLWithPath: base, isDirectory: true))
                .standardizedFileURL.path
            let prefix = base.hasSuffix("/") ? base : base + "/"
            guard candidate.hasPrefix(prefix) else {
                throw TemplateError("Path `\(name)` is located outside of base path `\(directory)`")
            }
            guard FileManager.default.isDirectory(atPath: candidate) == false else {
                continue
            }
            guard let data = FileManager.default.contents(atPath: candidate) else {
                throw TemplateError("Template `\(name)` could not be read at \(candidate)")
            }
            return try TemplateSource.decoding([UInt8](data), path: candidate)
        }
        return nil
    }
}

/// Serves templates from memory (tests, conformance cases).
public struct DictionaryLoader: TemplateLoader {
    public let templates: [String: String]

    public init(templates: [String: String] = [:]) {
        self.templates = templates
    }

    public func loadTemplate(named name: String) throws -> TemplateSource? {
        templates[name].map { TemplateSource(path: name, text: $0) }
    }
}
