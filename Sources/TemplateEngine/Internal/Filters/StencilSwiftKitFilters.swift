#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport

/// StencilSwiftKit's filters (§8.3).
enum StencilSwiftKitFilters {
    static let all: [String: FilterFunction] = [
        "upperFirstLetter": .simple { .string(CaseFilters.upperFirstLetter(try inputString($0))) },
        "titlecase": .simple { .string(CaseFilters.upperFirstLetter(try inputString($0))) },
        "lowerFirstLetter": .simple { .string(CaseFilters.lowerFirstLetter(try inputString($0))) },
        "lowerFirstWord": .simple { .string(CaseFilters.lowerFirstWord(try inputString($0))) },
        "snakeToCamelCase": .arguments { value, arguments in
            let stripLeading = try option(arguments, at: 0) ?? false
            return .string(CaseFilters.snakeToCamelCase(try inputString(value), stripLeading: stripLeading))
        },
        "camelToSnakeCase": .arguments { value, arguments in
            let lowercase = try option(arguments, at: 0) ?? true
            let snake = CaseFilters.snakeCase(try inputString(value))
            return .string(lowercase ? snake.lowercased() : snake)
        },
        "swiftIdentifier": .arguments(swiftIdentifier),
        "escapeReservedKeywords": .simple { value in
            let string = try inputString(value)
            return .string(SwiftIdentifier.reservedKeywords.contains(string) ? "`\(string)`" : string)
        },
        "replace": .budgeted(replace),
        "contains": .arguments { value, arguments in .bool(SubstringTest.contains(try inputString(value), try stringArgument(arguments, at: 0))) },
        "!contains": .arguments { value, arguments in .bool(!SubstringTest.contains(try inputString(value), try stringArgument(arguments, at: 0))) },
        "hasPrefix": .arguments { value, arguments in .bool(try inputString(value).hasPrefix(try stringArgument(arguments, at: 0))) },
        "!hasPrefix": .arguments { value, arguments in .bool(!(try inputString(value).hasPrefix(try stringArgument(arguments, at: 0)))) },
        "hasSuffix": .arguments { value, arguments in .bool(try inputString(value).hasSuffix(try stringArgument(arguments, at: 0))) },
        "!hasSuffix": .arguments { value, arguments in .bool(!(try inputString(value).hasSuffix(try stringArgument(arguments, at: 0)))) },
        "basename": .simple { .string(PathText.lastComponent(try inputString($0))) },
        "dirname": .simple { value in
            let parent = PathText.deletingLastComponent(try inputString(value))
            return .string(parent.isEmpty ? "." : parent)
        },
        "removeNewlines": .arguments(removeNewlines),
        "hexToInt": .simple { value in
            guard case .string(let string) = value else { throw invalidInputType }
            return Int(string, radix: 16).map { .int($0) } ?? .null
        },
        "int255toFloat": .simple { value in
            guard case .int(let int) = value else { throw invalidInputType }
            return .float(Float(int) / Float(255.0))
        },
        "percent": .simple { value in
            guard case .float(let float) = value else { throw invalidInputType }
            return .string("\(Int(float * 100))%")
        },
    ]

    static let invalidInputType = TemplateError("invalidInputType")
    private static let resultTooLarge = TemplateError("'replace' result would exceed \(StencilFilters.maxResultBytes) bytes")

    /// The input rule of the string filters: Strings, numbers and Bools as text; model objects by
    /// their rendered form; nil, arrays and dictionaries are errors.
    static func inputString(_ value: Value) throws -> String {
        switch value {
        case .string(let string): return string
        case .bool, .int, .double, .float: return ValueRenderer.render(value)
        case .object(let object) where !(object is BoxedNil): return object.templateDescription
        default: throw invalidInputType
        }
    }

    static func stringArgument(_ arguments: [Value], at index: Int) throws -> String {
        guard index < arguments.count else { throw TemplateError("invalidArgument: missing argument \(index + 1)") }
        switch arguments[index] {
        case .string(let string): return string
        case .bool, .int, .double, .float: return ValueRenderer.render(arguments[index])
        default: throw TemplateError("invalidArgument: argument \(index + 1) must be a string")
        }
    }

    /// Boolean options are read from strings only; anything else counts as absent.
    static func option(_ arguments: [Value], at index: Int) throws -> Bool? {
        guard index < arguments.count, case .string(let text) = arguments[index] else { return nil }
        switch text.lowercased() {
        case "false", "no", "0": return false
        case "true", "yes", "1": return true
        default: throw TemplateError("invalidOption: '\(text)'")
        }
    }

    private static func enumOption(_ arguments: [Value], allowed: [String], default defaultValue: String) throws -> String {
        guard let first = arguments.first, case .string(let text) = first else { return defaultValue }
        guard allowed.contains(text) else {
            throw TemplateError("invalidOption: '\(text)' (expected one of \(allowed.joined(separator: ", ")))")
        }
        return text
    }

    private static func swiftIdentifier(_ value: Value, _ arguments: [Value]) throws -> Value {
        let string = try inputString(value)
        switch try enumOption(arguments, allowed: ["normal", "valid", "pretty"], default: "normal") {
        case "valid":
            return .string(SwiftIdentifier.identifier(from: string, capitalizeComponents: false))
        case "pretty":
            let normal = SwiftIdentifier.identifier(from: string, capitalizeComponents: true)
            let camel = CaseFilters.snakeToCamelCase(normal, stripLeading: true)
            return .string(SwiftIdentifier.prefixWithUnderscoreIfNeeded(camel))
        default:
            return .string(SwiftIdentifier.identifier(from: string, capitalizeComponents: true))
        }
    }

    private static func replace(_ value: Value, _ arguments: [Value], _ budget: FilterBudget) throws -> Value {
        guard arguments.count == 2 || arguments.count == 3 else {
            throw TemplateError("'replace' filter takes 2 or 3 arguments: \"find\",\"with\"[,\"regex\"]")
        }
        let source = try inputString(value)
        let target = try stringArgument(arguments, at: 0)
        let replacement = try stringArgument(arguments, at: 1)
        var useRegex = false
        if arguments.count == 3, case .string(let mode) = arguments[2] {
            useRegex = mode.lowercased() == "regex" ? true : (try option(arguments, at: 2) ?? false)
        }
        if useRegex {
            let bound = min(budget.remaining, StencilFilters.maxResultBytes)
            guard let result = RegexReplacement.replace(in: source, pattern: target, template: replacement, upTo: bound) else {
                throw bound == StencilFilters.maxResultBytes ? resultTooLarge : FilterBudget.exceeded(budget.limit)
            }
            return .string(result)
        }
        // Bound the result before building it: a long replacement of a frequent target can ask
        // for gigabytes.
        let starts = LiteralReplacement.occurrences(of: target, in: source)
        if replacement.utf8.count > target.utf8.count {
            let growth = starts.count.multipliedReportingOverflow(by: replacement.utf8.count - target.utf8.count)
            guard !growth.overflow, source.utf8.count + growth.partialValue <= StencilFilters.maxResultBytes else {
                throw resultTooLarge
            }
            try budget.check(source.utf8.count + growth.partialValue)
        }
        return .string(LiteralReplacement.replace(in: source, at: starts, targetLength: target.utf8.count, replacement: replacement))
    }

    private static func removeNewlines(_ value: Value, _ arguments: [Value]) throws -> Value {
        let string = try inputString(value)
        switch try enumOption(arguments, allowed: ["all", "leading"], default: "all") {
        case "leading":
            let lines = string.components(separatedByScalars: UnicodeWhitespace.isNewline).map { line -> String in
                String(line.unicodeScalars.drop { UnicodeWhitespace.isWhitespace($0) })
            }
            return .string(lines.joined().trimmingHorizontalWhitespace())
        default:
            return .string(string.components(separatedByScalars: UnicodeWhitespace.isWhitespaceOrNewline).joined())
        }
    }
}
