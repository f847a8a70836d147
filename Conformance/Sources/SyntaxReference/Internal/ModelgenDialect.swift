import Foundation

/// modelgen's documented departures from Sourcery for default values (Conformance/README.md,
/// "Deliberate differences"), applied on top of Sourcery's rules. The `reference` benchmark
/// pipeline uses them so that it writes exactly modelgen's files; the differential does not,
/// because it exists to show those departures.
enum ModelgenDialect {
    /// `0 // note` → `0`: a comment after the value on its last line is not part of it.
    static func defaultValue(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let lastLine = lines.last, let cut = commentStart(in: lastLine, quotesBefore: quoteCount(lines.dropLast())) else {
            return text
        }
        let kept = lines.dropLast().map(String.init) + [String(lastLine[..<cut])]
        return kept.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The type modelgen infers from a default value's text.
    static func inferredType(fromDefaultValue text: String) -> SpelledType? {
        let value = defaultValue(text.trimmed)
        if value.contains(" as ") || value.hasPrefix("/") || value.hasPrefix("#/") {
            return nil
        }
        if isMemberAccess(value) { return memberOwner(value).map { SpelledType(base: $0) } }
        if value.hasPrefix("#") && value.contains("\"") { return SpelledType(base: "String") }
        if let number = numberLiteralType(value) { return SpelledType(base: number) }
        guard var inferred = TypeInference.infer(fromDefaultValue: value), !inferred.name.isEmpty else { return nil }
        if value.hasSuffix(")!") && inferred.base.hasSuffix("!") && !inferred.isOptional {
            inferred.base.removeLast()
        }
        return inferred
    }

    /// `Int.max`, `Direction.north`: a dotted chain of identifiers without a call.
    private static func isMemberAccess(_ value: String) -> Bool {
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return false }
        return parts.allSatisfy { part in
            guard let first = part.first, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }

    /// `Int.max` → `Int`, as Sourcery; only when the owner's last component is capitalised
    /// (`self.value`, `shared.next` name no type: unknown).
    private static func memberOwner(_ value: String) -> String? {
        let parts = value.split(separator: ".")
        guard parts.count > 1, let last = parts.last?.first, last.isLowercase,
              let owner = parts[parts.count - 2].drop(while: { $0 == "_" }).first, owner.isUppercase else { return nil }
        return parts.dropLast().joined(separator: ".")
    }

    /// `1_000`, `-1.5e3`, `0x1F`: Swift number literals Sourcery's `Int(…)`/`Double(…)` reject.
    private static func numberLiteralType(_ value: String) -> String? {
        var body = Substring(value)
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        guard let first = body.first, first.isNumber, body.contains("_") || body.hasPrefix("0x") else { return nil }
        let digits = body.replacingOccurrences(of: "_", with: "")
        if digits.hasPrefix("0x") {
            return digits.dropFirst(2).allSatisfy(\.isHexDigit) ? "Int" : nil
        }
        if Int(digits) != nil { return "Int" }
        if Double(digits) != nil { return "Double" }
        return nil
    }

    private static func quoteCount<S: Sequence>(_ lines: S) -> Int where S.Element == Substring {
        lines.reduce(0) { $0 + $1.filter { $0 == "\"" }.count }
    }

    /// Where a `//` or `/*` outside string literals starts on `line`, if anywhere.
    private static func commentStart(in line: Substring, quotesBefore: Int) -> Substring.Index? {
        var insideString = quotesBefore % 2 == 1
        var index = line.startIndex
        while index < line.endIndex {
            let char = line[index]
            let next = line.index(after: index)
            if insideString && char == "\\" {
                index = next < line.endIndex ? line.index(after: next) : next
                continue
            }
            if char == "\"" { insideString.toggle() }
            if !insideString, char == "/", next < line.endIndex, line[next] == "/" || line[next] == "*" {
                return index
            }
            index = next
        }
        return nil
    }
}
