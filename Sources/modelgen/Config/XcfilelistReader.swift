#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport

/// Reads Xcode file lists (`--sources-list FILE.xcfilelist`): one path per
/// line, `#` comments and blank lines ignored, `$(VAR)` and `${VAR}` expanded
/// from the environment (Xcode exports `SRCROOT`, `PROJECT_DIR`, … to Run
/// Script phases). Listing inputs this way lets the build phase declare them,
/// which Xcode needs to skip the phase when nothing changed and to allow it
/// under user-script sandboxing.
enum XcfilelistReader {
    /// The paths listed in the file at `path`, in file order. Relative entries are
    /// kept relative (Xcode runs script phases from `$(SRCROOT)`).
    static func read(path: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigError(path: path, message: "cannot read the file list")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigError(path: path, message: "the file list is not UTF-8 text")
        }
        return try parse(text, path: path, environment: environment)
    }

    static func parse(_ text: String, path: String, environment: [String: String]) throws -> [String] {
        var paths: [String] = []
        var lineNumber = 0
        // `\r\n` is a single Character, so `isNewline` splits LF and CRLF files alike.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            let trimmed = line.trimmingHorizontalWhitespace()
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            paths.append(try expand(trimmed, environment: environment) { offset, message in
                ConfigError(path: path, line: lineNumber, column: indent + offset + 1, message: message, lineText: String(line))
            })
        }
        return paths
    }

    /// Replaces `$(NAME)` / `${NAME}`; a lone `$` is kept as written.
    private static func expand(_ entry: String, environment: [String: String],
                               failure: (Int, String) -> ConfigError) throws -> String {
        let characters = Array(entry)
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "$", index + 1 < characters.count,
                  let close: Character = characters[index + 1] == "(" ? ")" : characters[index + 1] == "{" ? "}" : nil
            else {
                result.append(character)
                index += 1
                continue
            }
            guard let end = characters[(index + 2)...].firstIndex(of: close) else {
                throw failure(index, "unterminated variable reference (missing '\(close)')")
            }
            let name = String(characters[(index + 2)..<end])
            guard !name.isEmpty else { throw failure(index, "empty variable reference") }
            guard let value = environment[name] else {
                throw failure(index, "variable '\(name)' is not set in the environment")
            }
            result += value
            index = end + 1
        }
        return result
    }
}
