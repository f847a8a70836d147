/// JSON → the values Stencil sees (template-language.md §0).
///
/// Integers become `Int`, other numbers `Double`, objects `[String: Any]` and arrays `[Any]`.
/// A `null` value in an object is left out, which is exactly an absent key; a `null` array element
/// becomes `Optional<Any>.none`, the "boxed nil" Stencil prints as `nil` inside array text.
enum StencilContext {
    static func dictionary(_ value: JSONValue) -> [String: Any] {
        guard case let .object(pairs) = value else { return [:] }
        var result: [String: Any] = [:]
        for (key, item) in pairs {
            if let converted = convert(item) { result[key] = converted }
        }
        return result
    }

    static func convert(_ value: JSONValue) -> Any? {
        switch value {
        case .null: return nil
        case let .bool(b): return b
        case let .int(i): return i
        case let .double(d): return d
        case let .string(s): return s
        case let .array(items): return items.map { item -> Any in convert(item) ?? (Optional<Any>.none as Any) }
        case .object: return dictionary(value)
        }
    }
}
