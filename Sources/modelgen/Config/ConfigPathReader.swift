/// Reads path-valued keys, resolving them against the config file's folder.
///
/// Sourcery ignores keys it does not know inside `sources:`, `templates:` and `output:`, so in a
/// Sourcery config such a key is a warning naming it (and the closest known key); modelgen's own
/// config refuses it.
struct ConfigPathReader {
    var path: String
    var baseDirectory: String
    var followsSourcery: Bool

    func resolve(_ text: String) -> String {
        if BuiltinTemplates.isBuiltinEntry(text) { return text }
        return PathResolver.resolve(text, relativeTo: baseDirectory)
    }

    func single(_ node: YAMLNode, key: String) throws -> String {
        guard let text = node.string, !text.isEmpty else {
            throw ConfigError(path: path, line: node.line, column: node.column,
                              message: "'\(key)' must be a path, found \(node.kindName)")
        }
        return resolve(text)
    }

    func list(_ node: YAMLNode, key: String) throws -> [String] {
        switch node.kind {
        case .scalar: return [try single(node, key: key)]
        case .sequence(let items): return try items.map { try single($0, key: key) }
        case .null: return []
        case .mapping:
            throw ConfigError(path: path, line: node.line, column: node.column,
                              message: "'\(key)' must be a path or a list of paths, found a mapping")
        }
    }

    /// `sources: path`, `sources: [a, b]` or `sources: { include: [...], exclude: [...] }`.
    func selection(_ node: YAMLNode, key: String, warn: (ConfigDiagnostic) -> Void) throws -> PathSelection {
        guard let entries = node.entries else {
            return PathSelection(include: try list(node, key: key))
        }
        var selection = PathSelection()
        for entry in entries {
            switch entry.key {
            case "include": selection.include = try list(entry.value, key: "\(key).include")
            case "exclude": selection.exclude = try list(entry.value, key: "\(key).exclude")
            default:
                try unknown(entry, in: key, known: ["include", "exclude"], warn: warn)
            }
        }
        return selection
    }

    /// A key `within` does not read: a warning in a Sourcery config, else an error.
    private func unknown(_ entry: YAMLNode.Entry, in within: String, known: [String], warn: (ConfigDiagnostic) -> Void) throws {
        let hint = ClosestMatch.suggestion(for: entry.key, among: known).map { " (did you mean '\($0)'?)" } ?? ""
        if followsSourcery {
            warn(.warning(path: path, line: entry.keyLine, column: entry.keyColumn,
                          message: "unknown key '\(within).\(entry.key)' ignored, as Sourcery does\(hint)"))
            return
        }
        throw ConfigError(path: path, line: entry.keyLine, column: entry.keyColumn,
                          message: "unsupported key '\(within).\(entry.key)'\(hint); '\(within)' accepts "
                            + known.map { "'\($0)'" }.joined(separator: " and "))
    }

    /// `output: path` or `output: { path: … }`. Sourcery's `link:` (adding the outputs to an Xcode
    /// project) is not done: a Sourcery config still runs, with a warning; modelgen's own config
    /// refuses it.
    func output(_ node: YAMLNode, warn: (ConfigDiagnostic) -> Void) throws -> String {
        guard let entries = node.entries else { return try single(node, key: "output") }
        var result: String?
        for entry in entries {
            switch entry.key {
            case "path": result = try single(entry.value, key: "output.path")
            case "link" where followsSourcery:
                warn(.warning(path: path, line: entry.keyLine, column: entry.keyColumn,
                              message: "'output.link' ignored: modelgen writes the files but does not add them to an Xcode project"))
            case "link":
                throw ConfigError(path: path, line: entry.keyLine, column: entry.keyColumn,
                                  message: "unsupported key 'output.link': Xcode project linking is not supported")
            default:
                try unknown(entry, in: "output", known: followsSourcery ? ["path", "link"] : ["path"], warn: warn)
            }
        }
        guard let output = result else {
            throw ConfigError(path: path, line: node.line, column: node.column, message: "'output' needs a 'path'")
        }
        return output
    }
}
