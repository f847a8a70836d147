import Foundation

/// Parses `--args` text with the annotation value grammar (context-model.md §5.3), as Sourcery does:
/// `--args imports=[\"UIKit\"],public,prefix=\"MG\",limit=3`.
///
/// Pieces are split on top-level commas (commas inside `()[]{}<>` and quotes stay). Each piece is
/// `key` or `key =` (Bool true), or `key = value`: a number, a quoted string (quotes removed), a JSON
/// array or object, or the text as written (so `k = true` is the *string* "true", like Sourcery).
enum ArgumentsParser {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func parse(_ text: String) throws -> [String: ArgumentValue] {
        var result: [String: ArgumentValue] = [:]
        for piece in splitTopLevel(text) {
            let trimmed = piece.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            let key: String
            let value: ArgumentValue
            if let equals = trimmed.firstIndex(of: "=") {
                key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
                let rawValue = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                value = rawValue.isEmpty ? .bool(true) : parseValue(rawValue)
            } else {
                key = trimmed
                value = .bool(true)
            }
            guard !key.isEmpty else {
                throw Failure(description: "'\(trimmed)' has no key (expected key=value or flag)")
            }
            guard key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }) else {
                throw Failure(description: "'\(key)' is not a valid argument name (letters, digits, '_', '-', '.')")
            }
            result[key] = value
        }
        return result
    }

    /// One value per §5.3: number, quoted string, JSON array/object, else the text as written.
    static func parseValue(_ text: String) -> ArgumentValue {
        if let integer = Int(text) { return .int(integer) }
        if let number = Double(text) { return .double(number) }
        var unquoted = text
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
            unquoted = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        if let first = unquoted.first, first == "[" || first == "{",
           let data = unquoted.data(using: .utf8),
           let json = try? JSONSerialization.jsonObject(with: data, options: []),
           let value = argumentValue(fromJSON: json) {
            return value
        }
        return .string(unquoted)
    }

    private static func argumentValue(fromJSON json: Any) -> ArgumentValue? {
        switch json {
        case let string as String:
            return .string(string)
        case let array as [Any]:
            return .array(array.compactMap(argumentValue(fromJSON:)))
        case let dictionary as [String: Any]:
            var result: [String: ArgumentValue] = [:]
            for (key, value) in dictionary {
                if let converted = argumentValue(fromJSON: value) { result[key] = converted }
            }
            return .dictionary(result)
        case let number as NSNumber:
            // JSON booleans arrive as NSNumber holding a C `char`.
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            let double = number.doubleValue
            if double.rounded() == double, abs(double) < 1e15, !String(describing: number).contains(".") {
                return .int(number.intValue)
            }
            return .double(double)
        case let bool as Bool:
            return .bool(bool)
        default:
            return nil   // JSON null: no value to pass on
        }
    }

    /// Splits on commas that are not inside brackets or quotes.
    static func splitTopLevel(_ text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        var quote: Character?
        var escaped = false
        for character in text {
            if let open = quote {
                current.append(character)
                if escaped { escaped = false }
                else if character == "\\" { escaped = true }
                else if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": quote = character
            case "(", "[", "{", "<": depth += 1
            case ")", "]", "}", ">": depth = max(0, depth - 1)
            case "," where depth == 0:
                pieces.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        pieces.append(current)
        return pieces
    }
}
