/// Replaces `${NAME}` in config values with the environment variable NAME, as Sourcery does for
/// `.sourcery.yml` (for example `output: ${DERIVED_SOURCES_DIR}/Generated`). Values are expanded
/// after the YAML is read, so a variable's text can never change the file's structure.
/// A variable that is not set is an error naming it (Sourcery would empty the whole value).
enum EnvironmentExpansion {
    static func expand(_ node: YAMLNode, environment: [String: String], path: String) throws -> YAMLNode {
        var node = node
        switch node.kind {
        case .scalar(let text, let quoted):
            node.kind = .scalar(try expand(text, environment: environment, at: node, path: path), quoted: quoted)
        case .sequence(let items):
            node.kind = .sequence(try items.map { try expand($0, environment: environment, path: path) })
        case .mapping(let entries):
            node.kind = .mapping(try entries.map { entry in
                var entry = entry
                entry.value = try expand(entry.value, environment: environment, path: path)
                return entry
            })
        case .null:
            break
        }
        return node
    }

    /// `text` with every `${NAME}` (a letter or `_`, then letters, digits, `_`) replaced.
    static func expand(_ text: String, environment: [String: String], at node: YAMLNode, path: String) throws -> String {
        guard text.contains("${") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstRange(of: "${") {
            result += rest[..<open.lowerBound]
            let afterOpen = rest[open.upperBound...]
            guard let close = afterOpen.firstIndex(of: "}"), isVariableName(afterOpen[..<close]) else {
                result += "${"
                rest = afterOpen
                continue
            }
            let name = String(afterOpen[..<close])
            guard let value = environment[name] else {
                throw ConfigError(path: path, line: node.line, column: node.column,
                                  message: "environment variable '\(name)' (written ${\(name)}) is not set")
            }
            result += value
            rest = afterOpen[afterOpen.index(after: close)...]
        }
        return result + rest
    }

    private static func isVariableName(_ name: Substring) -> Bool {
        guard let first = name.first, first == "_" || (first.isASCII && first.isLetter) else { return false }
        return name.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
    }
}
