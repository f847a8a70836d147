#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport

/// Sourcery's generic filters (§8.4). The model-aware ones (`annotated`, `implements`, kind
/// filters, …) are registered by modelgen through `Extension`.
enum SourceryFilters {
    static let all: [String: FilterFunction] = [
        "count": .simple { value in
            if case .array(let array) = value { return .int(array.count) }
            return value
        },
        // An empty string counts as empty: Sourcery's published AutoMockable output needs
        // `requirements|isEmpty == false` to be false when the `set` text is empty.
        "isEmpty": .simple { value in
            switch value {
            case .array(let array): return .bool(array.isEmpty)
            case .string(let string): return .bool(string.isEmpty)
            default: return .bool(false)
            }
        },
        "reversed": .simple { value in
            if case .array(let array) = value { return .array(array.reversed()) }
            return value
        },
        "last": .simple { value in
            if case .array(let array) = value { return array.last.map(ValueSemantics.boxed) ?? .null }
            return .null
        },
        "toArray": .simple { value in
            switch value {
            case .array, .null: return value
            // Sourcery's single annotation value is an `NSString`: inside the array's text it
            // prints without quotes (`[HelloWorld]`).
            case .string(let string): return .array([.object(BridgedString(string))])
            default: return .array([value])
            }
        },
        "sortedValuesByKeys": .simple { value in
            guard case .dictionary(let dictionary) = value else { return .null }
            return .array(dictionary.keys.sorted().map { dictionary[$0]! })
        },
        "push": .arguments { value, arguments in
            guard arguments.count == 1 else { throw TemplateError("'push' filter takes one argument") }
            var array: [Value] = []
            if case .array(let existing) = value { array = existing }
            array.append(.object(PushedElement(arguments[0])))
            return .array(array)
        },
        "capitalise": .simple { value in mapText(value, typeNames: true) { $0.capitalized } },
        "titleCase": .simple { value in mapText(value, typeNames: true, CaseFilters.titleCase) },
        "deletingLastComponent": .simple { value in mapText(value, typeNames: false, PathText.deletingLastComponent) },
        "json": .arguments { value, arguments in
            if case .null = value { return .null }
            // As Sourcery: no argument, or one boolean literal (`json:true` pretty-prints).
            var pretty = false
            switch arguments.first {
            case nil: break
            case .bool(let flag)? where arguments.count == 1: pretty = flag
            default: throw TemplateError("'json' filter takes a single boolean argument")
            }
            switch value {
            case .array, .dictionary:
                return .string(JSONText.encode(value, pretty: pretty))
            default:
                throw TemplateError("'json' filter only supports dictionaries and arrays")
            }
        },
        "sorted": .arguments { value, arguments in try sorted(value, arguments, descending: false) },
        "sortedDescending": .arguments { value, arguments in try sorted(value, arguments, descending: true) },
    ]

    /// How Sourcery's string helpers apply: a String (and, with `typeNames`, a model object such as
    /// a TypeName, by its text) is transformed; an array maps its elements of the kind its first
    /// element has and drops the others; anything else is returned unchanged.
    private static func mapText(_ value: Value, typeNames: Bool, _ transform: (String) -> String) -> Value {
        func text(_ element: Value) -> String? {
            switch element {
            case .string(let string): return string
            case .object(let bridged as BridgedString): return bridged.string
            case .object(let object) where typeNames && !(object is BoxedNil): return object.templateDescription
            default: return nil
            }
        }
        guard case .array(let array) = value else { return text(value).map { .string(transform($0)) } ?? value }
        let firstIsString = array.first.map { $0.stringValue != nil || $0.isFoundationString } ?? true
        return .array(array.compactMap { element in
            let isString = element.stringValue != nil || element.isFoundationString
            guard isString == firstIsString else { return nil }
            return text(element).map { .string(transform($0)) }
        })
    }

    /// Orders an array by a property (or the elements' own text), case-insensitively, stably;
    /// anything that is not an array gives nil, as in Sourcery.
    private static func sorted(_ value: Value, _ arguments: [Value], descending: Bool) throws -> Value {
        guard case .array(let array) = value else { return .null }
        let property: String? = arguments.first.flatMap { argument in
            if case .string(let name) = argument { return name }
            return nil
        }
        let keyed = array.enumerated().map { offset, element -> (Int, String, Value) in
            // `description` of a value without such a member (a string) is its own text, as in Sourcery.
            let key = property.map { ValueSemantics.member(of: element, key: $0) ?? ($0 == "description" ? element : .null) } ?? element
            return (offset, ValueRenderer.render(key), element)
        }
        let ordered = keyed.sorted { lhs, rhs in
            let comparison = CaseInsensitiveOrder.compare(lhs.1, rhs.1)
            if comparison == .orderedSame { return lhs.0 < rhs.0 }
            return descending ? comparison == .orderedDescending : comparison == .orderedAscending
        }
        return .array(ordered.map(\.2))
    }
}

/// A string Sourcery holds as an `NSString` (an annotation value): Swift prints it without
/// quotes inside an array's text; taken out of the array it is the plain string.
final class BridgedString: TemplateObject {
    let string: String

    init(_ string: String) {
        self.string = string
    }

    func templateValue(forKey key: String) -> Value? { ValueSemantics.member(of: .string(string), key: key) }
    var templateDescription: String { string }
}

/// An element appended by `push`: Sourcery stores it as an Optional, so inside array text it
/// prints as `Optional(…)`; everywhere else it behaves like the value itself.
final class PushedElement: TemplateObject {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    func templateValue(forKey key: String) -> Value? { ValueSemantics.member(of: value, key: key) }
    var templateDescription: String { ValueRenderer.render(value) }
}

/// JSON text for the `json` filter (keys sorted so output is deterministic).
enum JSONText {
    static func encode(_ value: Value, pretty: Bool) -> String {
        var text = ""
        append(value, to: &text, pretty: pretty, indent: 0)
        return text
    }

    private static func append(_ value: Value, to text: inout String, pretty: Bool, indent: Int) {
        switch value {
        case .null: text += "null"
        case .bool(let bool): text += bool ? "true" : "false"
        case .int(let int): text += String(int)
        case .double(let double): text += double == double.rounded() && abs(double) < 1e15 ? String(Int(double)) : "\(double)"
        case .float(let float): text += float == float.rounded() && abs(float) < 1e7 ? String(Int(float)) : "\(float)"
        case .string(let string): text += quoted(string)
        case .object(let object):
            if let pushed = object as? PushedElement {
                append(pushed.value, to: &text, pretty: pretty, indent: indent)
            } else {
                text += object is BoxedNil ? "null" : quoted(object.templateDescription)
            }
        case .array(let array):
            guard !array.isEmpty else { text += "[]"; return }
            text += "["
            for (index, element) in array.enumerated() {
                if index > 0 { text += "," }
                if pretty { text += "\n" + String(repeating: " ", count: indent + 2) }
                append(element, to: &text, pretty: pretty, indent: indent + 2)
            }
            if pretty { text += "\n" + String(repeating: " ", count: indent) }
            text += "]"
        case .dictionary(let dictionary):
            guard !dictionary.isEmpty else { text += "{}"; return }
            text += "{"
            for (index, key) in dictionary.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                if pretty { text += "\n" + String(repeating: " ", count: indent + 2) }
                text += quoted(key)
                text += pretty ? " : " : ":"
                append(dictionary[key]!, to: &text, pretty: pretty, indent: indent + 2)
            }
            if pretty { text += "\n" + String(repeating: " ", count: indent) }
            text += "}"
        }
    }

    private static func quoted(_ string: String) -> String {
        JSONStringLiteral.quoted(string, .jsonSerialization)
    }
}
