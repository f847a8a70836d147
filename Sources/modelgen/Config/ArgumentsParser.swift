#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TemplateEngine
import SystemSupport

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
            let trimmed = piece.trimmingHorizontalWhitespace()
            if trimmed.isEmpty { continue }
            let key: String
            let value: ArgumentValue
            if let equals = trimmed.firstIndex(of: "=") {
                key = trimmed[..<equals].trimmingHorizontalWhitespace()
                let rawValue = trimmed[trimmed.index(after: equals)...].trimmingHorizontalWhitespace()
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
            unquoted = String(text.dropFirst().dropLast()).trimmingHorizontalWhitespace()
        }
        if let first = unquoted.first, first == "[" || first == "{",
           let json = try? JSONValueReader.read(unquoted),
           let value = argumentValue(fromJSON: json) {
            return value
        }
        return .string(unquoted)
    }

    /// The values JSONSerialization gave before (so `--args` read the same): an integer written
    /// without fraction or exponent is an Int below 1e15 in magnitude and a Double from there on;
    /// `null` members and elements are dropped. A number too large for a Double fails the whole
    /// JSON text, which is then kept as a string.
    private static func argumentValue(fromJSON json: Value) -> ArgumentValue? {
        switch json {
        case .string(let string):
            return .string(string)
        case .array(let array):
            var result: [ArgumentValue] = []
            for element in array {
                guard case .some(let converted) = convertedElement(element) else { return nil }
                if let converted { result.append(converted) }
            }
            return .array(result)
        case .dictionary(let dictionary):
            var result: [String: ArgumentValue] = [:]
            for (key, value) in dictionary {
                guard case .some(let converted) = convertedElement(value) else { return nil }
                if let converted { result[key] = converted }
            }
            return .dictionary(result)
        case .int(let integer):
            return abs(Double(integer)) < 1e15 ? .int(integer) : .double(Double(integer))
        case .double(let double):
            return double.isFinite ? .double(double) : nil
        case .bool(let bool):
            return .bool(bool)
        default:
            return nil
        }
    }

    /// `.some(nil)` for a null (dropped), `nil` when the element makes the whole JSON invalid.
    private static func convertedElement(_ element: Value) -> ArgumentValue?? {
        if case .null = element { return .some(nil) }
        guard let converted = argumentValue(fromJSON: element) else { return nil }
        return .some(converted)
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
