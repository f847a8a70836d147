/// Annotation values of `// sourcery:` comments (context-model.md §5.3).
public typealias Annotations = [String: AnnotationValue]

public indirect enum AnnotationValue: Codable, Sendable, Hashable, CustomStringConvertible {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([AnnotationValue])
    case dictionary([String: AnnotationValue])

    /// Text used by `annotated:"k = v"` comparisons and by plain rendering.
    public var description: String {
        switch self {
        case .string(let s): return s
        case .number(let d):
            if d.rounded() == d, abs(d) < 1e15 { return String(Int64(d)) }
            return String(d)
        case .bool(let b): return b ? "true" : "false"
        case .array(let items): return "[" + items.map { $0.debugText }.joined(separator: ", ") + "]"
        case .dictionary(let dict):
            let parts = dict.keys.sorted().map { "\"\($0)\": \(dict[$0]!.debugText)" }
            return "[" + (parts.isEmpty ? ":" : parts.joined(separator: ", ")) + "]"
        }
    }

    private var debugText: String {
        if case .string(let s) = self { return "\"\(s)\"" }
        return description
    }

    public var stringValue: String? { if case .string(let s) = self { return s }; return nil }
    public var numberValue: Double? { if case .number(let d) = self { return d }; return nil }
    public var boolValue: Bool? { if case .bool(let b) = self { return b }; return nil }
    public var arrayValue: [AnnotationValue]? { if case .array(let a) = self { return a }; return nil }
    public var dictionaryValue: [String: AnnotationValue]? { if case .dictionary(let d) = self { return d }; return nil }
}

extension Dictionary where Key == String, Value == AnnotationValue {
    /// Adds `value` under `key` with §5.2 rule 4: a repeated key collects values into an array
    /// (equal values not repeated); two dictionaries for one key are merged key by key.
    public mutating func appendAnnotation(_ value: AnnotationValue, forKey key: String) {
        // One hash for a new key (the usual case); a repeated key is combined after.
        guard let existing = updateValue(value, forKey: key) else { return }
        self[key] = AnnotationValue.combining(existing, value)
    }

    /// Merges every entry of `other` with `appendAnnotation`.
    public mutating func appendAnnotations(_ other: Annotations) {
        for key in other.keys.sorted() { appendAnnotation(other[key]!, forKey: key) }
    }
}

extension Dictionary where Key == String, Value == AnnotationValue {
    /// `appendAnnotation` for a run of merges into one dictionary: `listMembers` holds the values of
    /// each key whose value is a list, so a value repeated under one key thousands of times is
    /// looked up in a set, not compared with every value before it. Every merge into the
    /// dictionary must go through here while `listMembers` is kept.
    mutating func appendAnnotation(_ value: AnnotationValue, forKey key: String, listMembers: inout [String: Set<AnnotationValue>]) {
        guard var existing = updateValue(value, forKey: key) else { return }
        guard case .array(var items) = existing else {
            self[key] = AnnotationValue.combining(existing, value)
            return
        }
        // The list and its set are taken out while they are extended, so neither is copied.
        existing = .bool(false)
        var members = listMembers.removeValue(forKey: key) ?? Set(items)
        for item in value.arrayValue ?? [value] where members.insert(item).inserted { items.append(item) }
        listMembers[key] = members
        self[key] = .array(items)
    }

    /// `appendAnnotations` with the list members of `appendAnnotation(_:forKey:listMembers:)`.
    mutating func appendAnnotations(_ other: Annotations, listMembers: inout [String: Set<AnnotationValue>]) {
        for key in other.keys.sorted() { appendAnnotation(other[key]!, forKey: key, listMembers: &listMembers) }
    }
}

extension AnnotationValue {
    static func combining(_ existing: AnnotationValue, _ new: AnnotationValue) -> AnnotationValue {
        switch (existing, new) {
        case (.dictionary(var a), .dictionary(let b)):
            for key in b.keys.sorted() { a.appendAnnotation(b[key]!, forKey: key) }
            return .dictionary(a)
        case (.array(var items), _):
            if case .array(let more) = new {
                for item in more where !items.contains(item) { items.append(item) }
            } else if !items.contains(new) {
                items.append(new)
            }
            return .array(items)
        case (_, .array(let more)):
            var items = [existing]
            for item in more where !items.contains(item) { items.append(item) }
            return .array(items)
        default:
            if existing == new { return existing }
            return .array([existing, new])
        }
    }
}
