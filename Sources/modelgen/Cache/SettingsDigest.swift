#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport

/// One digest over everything besides file contents that decides a run's output: the resolved
/// settings, the collected file lists, the working folder (messages show paths relative to it)
/// and the executable's identity (a rebuilt modelgen may render differently).
enum SettingsDigest {
    static func make(settings: GenerationSettings, sourceFiles: [String], templateFiles: [String],
                     workingDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        var hasher = FNV1aHasher()
        hasher.combine(ParseCache.currentToolVersion)
        hasher.combine(workingDirectory)
        hasher.combine(settings.output)
        hasher.combine(settings.strict ? "strict" : "lenient")
        hasher.combine(canonical(.dictionary(settings.arguments)))
        hasher.combine(canonical(.array(settings.forceParse.map { .string($0) })))
        hasher.combine("limits \(settings.limits.loopIterations ?? 0) \(settings.limits.outputBytes ?? 0)")
        hasher.combine(settings.header.text)
        hasher.combine("indent \(settings.baseIndentation), documentation \(settings.parseDocumentation), root \(settings.projectRoot)")
        for (label, list) in [("sources", sourceFiles), ("templates", templateFiles)] {
            hasher.combine(label)
            hasher.combine(String(list.count))
            for path in list { hasher.combine(path) }
        }
        return hasher.hexDigest
    }

    /// A text form with dictionary keys sorted (dictionary order varies from process to process).
    static func canonical(_ value: ArgumentValue) -> String {
        switch value {
        case .string(let text): return "s\(text.utf8.count):\(text)"
        case .bool(let flag): return flag ? "T" : "F"
        case .int(let number): return "i\(number);"
        case .double(let number): return "d\(number.bitPattern);"
        case .array(let items): return "[" + items.map(canonical).joined(separator: ",") + "]"
        case .dictionary(let entries):
            return "{" + entries.keys.sorted().map { "s\($0.utf8.count):\($0)=" + canonical(entries[$0]!) }.joined(separator: ",") + "}"
        }
    }
}
