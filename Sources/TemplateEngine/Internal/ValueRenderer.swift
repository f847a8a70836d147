/// The text of a value (§3.5): what `{{ v }}` prints and what string filters start from.
enum ValueRenderer {
    static func render(_ value: Value) -> String {
        switch value {
        case .null: return ""
        case .bool(let bool): return bool ? "true" : "false"
        case .int(let int): return String(int)
        case .double(let double): return double.description
        case .float(let float): return float.description
        case .string(let string): return string
        case .array, .dictionary:
            var text = ""
            appendDebug(value, to: &text)
            return text
        case .object(let lazy as LazyDictionary): return render(.dictionary(lazy.dictionary))
        case .object(let object): return object.templateDescription
        }
    }

    /// `render(value)`, or nil as soon as the text passes `bound` UTF-8 bytes. A list can hold
    /// itself many times over (`{% set l l|push:l %}` n times holds 2ⁿ copies of the first
    /// element) at little memory, so its text is built only as far as the caller can take it.
    static func render(_ value: Value, upTo bound: Int) -> String? {
        switch value {
        case .array, .dictionary:
            var text = ""
            return appendDebug(value, to: &text, upTo: bound) ? text : nil
        case .object(let lazy as LazyDictionary): return render(.dictionary(lazy.dictionary), upTo: bound)
        case .object(let pushed as PushedElement): return render(pushed.value, upTo: bound)
        default:
            let text = render(value)
            return text.utf8.count <= bound ? text : nil
        }
    }

    /// Swift's debug form, as used for elements inside array/dictionary text.
    static func appendDebug(_ value: Value, to text: inout String) {
        appendDebug(value, to: &text, upTo: .max)
    }

    /// Appends the debug form; false (the text cut short) as soon as `text` passes `bound` bytes.
    @discardableResult
    static func appendDebug(_ value: Value, to text: inout String, upTo bound: Int) -> Bool {
        switch value {
        case .null:
            text += "nil"
        case .string(let string):
            text += string.debugDescription
        case .array(let array):
            text += "["
            for (index, element) in array.enumerated() {
                if index > 0 { text += ", " }
                guard appendDebug(element, to: &text, upTo: bound) else { return false }
            }
            text += "]"
        case .dictionary(let dictionary):
            if dictionary.isEmpty {
                text += "[:]"
                return text.utf8.count <= bound
            }
            text += "["
            // Swift's order is unspecified; sorted keys keep our output deterministic.
            for (index, key) in dictionary.keys.sorted().enumerated() {
                if index > 0 { text += ", " }
                text += key.debugDescription
                text += ": "
                guard appendDebug(dictionary[key]!, to: &text, upTo: bound) else { return false }
            }
            text += "]"
        case .object(let lazy as LazyDictionary):
            return appendDebug(.dictionary(lazy.dictionary), to: &text, upTo: bound)
        case .object(let object):
            if let character = object as? CharacterValue {
                text += character.character.debugDescription
            } else if let pushed = object as? PushedElement {
                text += "Optional("
                guard appendDebug(pushed.value, to: &text, upTo: bound) else { return false }
                text += ")"
            } else {
                text += object is BoxedNil ? "nil" : object.templateDescription
            }
        case .bool, .int, .double, .float:
            text += render(value)
        }
        return text.utf8.count <= bound
    }
}
