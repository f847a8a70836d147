/// Replaces `${NAME}` in config values with the environment variable NAME, as Sourcery does for
/// `.sourcery.yml` (for example `output: ${DERIVED_SOURCES_DIR}/Generated`). Values are expanded
/// after the YAML is read, so a variable's text can never change the file's structure.
/// A variable that is not set is an error naming it (Sourcery would empty the whole value).
/// The values of keys no configuration reads (another tool's settings kept in the same file) are
/// left as written: they are ignored, so an unset variable there is no error.
enum EnvironmentExpansion {
    /// The keys a configuration mapping holds that are read (or refused by name); the values of the others are not expanded.
    static let configurationKeys = Set(ConfigFile.supportedKeys).union(ConfigFile.unsupportedSourceryKeys.keys)
        .union(["configurations", "child"])

    /// `node` is a whole config file.
    static func expand(_ node: YAMLNode, environment: [String: String], path: String) throws -> YAMLNode {
        try expand(node, environment: environment, path: path, isConfiguration: true)
    }

    /// `isConfiguration`: `node` is a configuration mapping (the file, or an entry of `configurations:`),
    /// or the list of them.
    private static func expand(_ node: YAMLNode, environment: [String: String], path: String,
                               isConfiguration: Bool) throws -> YAMLNode {
        var node = node
        switch node.kind {
        case .scalar(let text, let quoted):
            let expanded = try expand(text, environment: environment, at: node, path: path)
            node.kind = .scalar(expanded, quoted: quoted)
            if expanded != text { node.holdsEnvironmentText = true }
        case .sequence(let items):
            node.kind = .sequence(try items.map {
                try expand($0, environment: environment, path: path, isConfiguration: isConfiguration)
            })
        case .mapping(let entries):
            node.kind = .mapping(try entries.map { entry in
                var entry = entry
                if isConfiguration && !configurationKeys.contains(entry.key) { return entry }
                entry.value = try expand(entry.value, environment: environment, path: path,
                                         isConfiguration: isConfiguration && entry.key == "configurations")
                return entry
            })
        case .null:
            break
        }
        return node
    }

    /// `text` with every `${NAME}` (a letter or `_`, then letters, digits, `_`) replaced. One pass:
    /// a name is read only as far as name characters go.
    static func expand(_ text: String, environment: [String: String], at node: YAMLNode, path: String) throws -> String {
        guard text.contains("${") else { return text }
        let characters = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < characters.count {
            guard characters[index] == "$", index + 1 < characters.count, characters[index + 1] == "{" else {
                result.append(characters[index])
                index += 1
                continue
            }
            var end = index + 2
            while end < characters.count, isNameCharacter(characters[end], first: end == index + 2) { end += 1 }
            guard end > index + 2, end < characters.count, characters[end] == "}" else {
                result.append(characters[index])
                index += 1
                continue
            }
            let name = String(String.UnicodeScalarView(characters[(index + 2)..<end]))
            guard let value = environment[name] else {
                throw ConfigError(path: path, line: node.line, column: node.column,
                                  message: "environment variable '\(name)' (written ${\(name)}) is not set")
            }
            result.append(contentsOf: value.unicodeScalars)
            index = end + 1
        }
        return String(result)
    }

    private static func isNameCharacter(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        guard scalar.isASCII else { return false }
        let value = scalar.value
        let letter = (65...90).contains(value) || (97...122).contains(value) || value == 95
        return first ? letter : letter || (48...57).contains(value)
    }
}
