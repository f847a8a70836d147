import Foundation

/// The template files a build depends on, so SwiftPM reruns modelgen when one changes.
///
/// modelgen itself reads the config; the plugin only needs the *paths* under
/// `templates:` to declare them as inputs. A full YAML reader would be a second
/// copy of modelgen's, so this reads the few shapes that list paths:
///
///     templates: Templates            templates: [A.stencil, Shared]
///     templates:                      templates:
///       - Templates                     include: [Templates]
///                                       exclude: [Templates/Old]
///
/// Over-declaring is harmless (an extra rebuild); a missed template only means
/// editing it needs a clean build, which is why folders are expanded here.
enum TemplateInputs {
    static func files(inConfig config: String) throws -> [String] {
        let text = try String(contentsOfFile: config, encoding: .utf8)
        let base = (config as NSString).deletingLastPathComponent
        return paths(inConfigText: text).flatMap { entry -> [String] in
            if entry.hasPrefix("builtin:") { return [] }
            let path = entry.hasPrefix("/") ? entry : base + "/" + entry
            return isFolder(path) ? templates(under: path) : [path]
        }
    }

    /// Values listed under the top-level `templates:` key (excluding an `exclude:` list).
    static func paths(inConfigText text: String) -> [String] {
        var found: [String] = []
        var inTemplates = false
        var inExclude = false
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let line = String(rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            let isTopLevel = !line.hasPrefix(" ") && !line.hasPrefix("\t")
            if isTopLevel {
                inTemplates = trimmed.hasPrefix("templates:")
                inExclude = false
                if inTemplates { found += scalars(String(trimmed.dropFirst("templates:".count))) }
                continue
            }
            guard inTemplates else { continue }
            var value = trimmed
            if value.hasPrefix("include:") { inExclude = false; value = String(value.dropFirst("include:".count)) }
            else if value.hasPrefix("exclude:") { inExclude = true; continue }
            if inExclude { continue }
            if value.hasPrefix("-") { value = String(value.dropFirst()) }
            found += scalars(value)
        }
        return found
    }

    /// `A`, `"A"`, `[A, 'B']` → the plain strings.
    private static func scalars(_ value: String) -> [String] {
        var text = value.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("[") && text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        return text.split(separator: ",").map { item in
            item.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }.filter { !$0.isEmpty }
    }

    static func templates(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            // Templates and the support files they include (`Templates/AutoCodable*.swift`).
            if relative.hasSuffix(".stencil") || relative.hasSuffix(".swift") { found.append(folder + "/" + relative) }
        }
        return found.sorted()
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
