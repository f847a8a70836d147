import SystemSupport

/// A minimal JSON value with a byte-stable writer: object keys sorted, two-space indentation,
/// strings escaped per RFC 8259. Used by `modelgen parse --json`.
enum JSONValue {
    case null
    case bool(Bool)
    case number(Double)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    func rendered() -> String {
        var output = ""
        write(into: &output, indent: 0)
        output.append("\n")
        return output
    }

    private func write(into output: inout String, indent: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .number(let value):
            if value.isFinite, value.rounded() == value, abs(value) < 1e15 { output += String(Int64(value)) } else if value.isFinite { output += String(value) } else { output += "null" }
        case .string(let value): JSONValue.writeString(value, into: &output)
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (position, item) in items.enumerated() {
                output += String(repeating: " ", count: indent + 2)
                item.write(into: &output, indent: indent + 2)
                output += position == items.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "]"
        case .object(let entries):
            guard !entries.isEmpty else { output += "{}"; return }
            output += "{\n"
            let keys = entries.keys.sorted()
            for (position, key) in keys.enumerated() {
                output += String(repeating: " ", count: indent + 2)
                JSONValue.writeString(key, into: &output)
                output += ": "
                entries[key]!.write(into: &output, indent: indent + 2)
                output += position == keys.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "}"
        }
    }

    private static func writeString(_ value: String, into output: inout String) {
        output += JSONStringLiteral.quoted(value, .minimal)
    }
}
