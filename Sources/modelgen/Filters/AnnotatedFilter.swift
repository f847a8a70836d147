#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport
import TemplateEngine

/// `annotated:"spec"` (context-model.md §5.4) on anything carrying `annotations`, as Sourcery's
/// `isAnnotated(with:)` reads it:
/// - `"key"`: an annotation of exactly that name is present (dots are part of the name);
/// - `"key = value"`: its stringified value equals `value` (a flag matches `1` and `true`, Q3);
///   text after a second `=` is ignored;
/// - `"NS.key = value"`: a dotted path into namespaced annotations.
enum AnnotatedFilter {
    static func register(in registry: Extension) {
        registry.registerPredicateFilter("annotated") { value, arguments in
            let spec = try ModelFilters.stringArgument(arguments, filter: "annotated")
            guard let object = value.objectValue,
                  case .dictionary(let annotations)? = object.templateValue(forKey: "annotations")
            else { return nil }
            return matches(annotations, spec: Spec(spec))
        }
    }

    struct Spec {
        var path: [String]
        var expected: String?

        init(_ text: String) {
            // A bare key, what most templates pass (`annotated:"AutoMockable"`), is its own path.
            if !text.isEmpty && text.utf8.allSatisfy(Spec.isIdentifierByte) {
                path = [text]
                expected = nil
            } else if let equals = text.firstIndex(of: "=") {
                path = Spec.keyPath(String(text[..<equals]))
                let rest = text[text.index(after: equals)...]
                expected = String(rest[..<(rest.firstIndex(of: "=") ?? rest.endIndex)]).trimmingHorizontalWhitespace()
            } else {
                path = [text]
                expected = nil
            }
        }

        private static func isIdentifierByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): return true
            default: return false
            }
        }

        private static func keyPath(_ text: String) -> [String] {
            text.trimmingHorizontalWhitespace().split(separator: ".").map {
                $0.trimmingHorizontalWhitespace()
            }
        }
    }

    static func matches(_ annotations: [String: Value], spec: Spec) -> Bool {
        guard !spec.path.isEmpty else { return false }
        // A key written with dots (`json.key = 1`) wins over a namespace walk (`sourcery:json: key = 1`).
        var current: Value
        if spec.path.count > 1, let literal = annotations[spec.path.joined(separator: ".")] {
            current = literal
        } else {
            current = Value.dictionary(annotations)
            for key in spec.path {
                guard case .dictionary(let entries) = current, let next = entries[key] else { return false }
                current = next
            }
        }
        guard let expected = spec.expected else { return true }
        if case .bool(let flag) = current {
            return flag ? (expected == "1" || expected == "true") : (expected == "0" || expected == "false")
        }
        return current.renderedText == expected
    }
}
