/// Config files type `args:` values the YAML way: `true`/`yes`/`on` are Bools (YAML 1.1, as Sourcery's
/// YAML library reads them), `42` an Int, `0.5` a Double, quoted text always a String, and so is a
/// value that came from an environment variable (Sourcery expands placeholders in text only).
extension ArgumentValue {
    init(yaml node: YAMLNode, path: String, keyPath: String) throws {
        switch node.kind {
        case .scalar(let text, let quoted):
            self = quoted || node.holdsEnvironmentText ? .string(text) : ArgumentValue.typedScalar(text)
        case .sequence(let items):
            self = .array(try items.enumerated().map { offset, item in
                try ArgumentValue(yaml: item, path: path, keyPath: "\(keyPath)[\(offset)]")
            })
        case .mapping(let entries):
            var result: [String: ArgumentValue] = [:]
            for entry in entries {
                result[entry.key] = try ArgumentValue(yaml: entry.value, path: path, keyPath: "\(keyPath).\(entry.key)")
            }
            self = .dictionary(result)
        case .null:
            throw ConfigError(path: path, line: node.line, column: node.column,
                              message: "'\(keyPath)' has no value (write `true` for a flag, or a quoted \"\" for empty text)")
        }
    }

    static func typedScalar(_ text: String) -> ArgumentValue {
        switch text {
        case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return .bool(true)
        case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return .bool(false)
        default: break
        }
        if let integer = Int(text) { return .int(integer) }
        if let first = text.first, first.isNumber || first == "-" || first == "+" || first == ".",
           text.contains(where: { $0.isNumber }), let number = Double(text) {
            return .double(number)
        }
        return .string(text)
    }
}
