#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns user-written paths into absolute, normalized ones (no `.`/`..` components, no trailing `/`).
enum PathResolver {
    static var currentDirectory: String { FileManager.default.currentDirectoryPath }

    static func absolute(_ path: String) -> String {
        resolve(path, relativeTo: currentDirectory)
    }

    /// `~` expands to the home folder; relative paths are joined to `base`.
    static func resolve(_ path: String, relativeTo base: String) -> String {
        var expanded = path
        if expanded == "~" || expanded.hasPrefix("~/") {
            expanded = FileManager.default.homeDirectoryForCurrentUser.path + expanded.dropFirst()
        }
        let joined = expanded.hasPrefix("/") ? expanded : base + "/" + expanded
        return normalize(joined)
    }

    /// Lexical normalization: removes `.`, empty components and folds `..` (never above `/`).
    static func normalize(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." { if !components.isEmpty { components.removeLast() }; continue }
            components.append(component)
        }
        return "/" + components.joined(separator: "/")
    }

    /// `path` relative to the current folder when it lies inside it, for readable messages.
    static func display(_ path: String) -> String {
        let base = currentDirectory
        if path == base { return "." }
        if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
        return path
    }

    /// Shortens `path:line:column: …` messages whose path lies under the current folder,
    /// so errors read `Models/User.swift:3:5: error: …` as the user typed the paths. A source
    /// line quoted above a caret line is left as it is written.
    static func relativizeMessages(_ text: String) -> String {
        let prefix = currentDirectory + "/"
        guard text.contains(prefix) else { return text }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.map { index -> String in
            let line = lines[index]
            if index + 1 < lines.count, isCaretLine(lines[index + 1]) { return String(line) }
            guard let range = line.firstRange(of: prefix) as Range<String.Index>?, line[..<range.lowerBound].allSatisfy({ $0 == " " }) else { return String(line) }
            return String(line[..<range.lowerBound]) + String(line[range.upperBound...])
        }.joined(separator: "\n")
    }

    /// The line under a quoted source line: blanks, then `^`, then `~`s (`SourceExcerpt`).
    private static func isCaretLine(_ line: Substring) -> Bool {
        let marker = line.drop { $0 == " " || $0 == "\t" }
        return marker.first == "^" && marker.dropFirst().allSatisfy { $0 == "~" }
    }
}
