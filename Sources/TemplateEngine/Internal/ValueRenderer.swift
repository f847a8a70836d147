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

    /// Swift's debug form, as used for elements inside array/dictionary text.
    static func appendDebug(_ value: Value, to text: inout String) {
        switch value {
        case .null:
            text += "nil"
        case .string(let string):
            text += string.debugDescription
        case .array(let array):
            text += "["
            for (index, element) in array.enumerated() {
                if index > 0 { text += ", " }
                appendDebug(element, to: &text)
            }
            text += "]"
        case .dictionary(let dictionary):
            if dictionary.isEmpty {
                text += "[:]"
                return
            }
            text += "["
            // Swift's order is unspecified; sorted keys keep our output deterministic.
            for (index, key) in dictionary.keys.sorted().enumerated() {
                if index > 0 { text += ", " }
                text += key.debugDescription
                text += ": "
                appendDebug(dictionary[key]!, to: &text)
            }
            text += "]"
        case .object(let lazy as LazyDictionary):
            appendDebug(.dictionary(lazy.dictionary), to: &text)
        case .object(let object):
            if let character = object as? CharacterValue {
                text += character.character.debugDescription
            } else if let pushed = object as? PushedElement {
                text += "Optional("
                appendDebug(pushed.value, to: &text)
                text += ")"
            } else {
                text += object is BoxedNil ? "nil" : object.templateDescription
            }
        case .bool, .int, .double, .float:
            text += render(value)
        }
    }
}
