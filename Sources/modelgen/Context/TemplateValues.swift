import SwiftDeclParser
import TemplateEngine

/// Conversions from model values to template values, shared by every context object.
/// Optional model values become `.null`, so a template sees nil (falsy, renders "").
enum TemplateValues {
    static func string(_ text: String?) -> Value {
        text.map(Value.string) ?? .null
    }

    static func strings(_ texts: [String]) -> Value {
        .array(texts.map(Value.string))
    }

    /// A member's `#if` blocks: one array of directive lines per block, outermost first.
    static func conditionalCompilation(_ blocks: [[String]]) -> Value {
        .array(blocks.map(strings))
    }

    static func objects(_ objects: [TemplateObject]) -> Value {
        .array(objects.map { .object($0) })
    }

    static func object(_ object: TemplateObject?) -> Value {
        object.map { .object($0) } ?? .null
    }

    /// A dictionary of objects keyed by name (`implements`, `containedType`, …).
    static func objectDictionary(_ objects: [String: TemplateObject]) -> Value {
        .dictionary(objects.mapValues { .object($0) })
    }

    /// `based` keeps its names as values: only truthiness of `type.based.X` matters to templates.
    static func nameSet(_ names: [String]) -> Value {
        var dictionary: [String: Value] = [:]
        for name in names { dictionary[name] = .string(name) }
        return .dictionary(dictionary)
    }

    static func annotations(_ annotations: Annotations) -> Value {
        .dictionary(annotationValues(annotations))
    }

    /// The annotations' values as templates see them, by name.
    static func annotationValues(_ annotations: Annotations) -> [String: Value] {
        // Most declarations have none: mapping an empty dictionary still allocates a new one.
        if annotations.isEmpty { return [:] }
        return annotations.mapValues(annotation)
    }

    /// Annotation flags stay Bool (rendered `true`, Q3); numbers that are integral render as
    /// integers (`42`, not `42.0`) because Sourcery stores NSNumber, which prints that way.
    static func annotation(_ value: AnnotationValue) -> Value {
        switch value {
        case .string(let text): return .string(text)
        case .bool(let flag): return .bool(flag)
        case .number(let number):
            if number.rounded() == number, abs(number) < 1e15 { return .int(Int(number)) }
            return .double(number)
        case .array(let items): return .array(items.map(annotationElement))
        case .dictionary(let entries): return .dictionary(entries.mapValues(annotation))
        }
    }

    /// An element of an annotation or argument array: Sourcery's are `NSString`s, printed
    /// without quotes in the array's text (`[Hello, World]`).
    private static func annotationElement(_ value: AnnotationValue) -> Value {
        if case .string(let text) = value { return .foundationString(text) }
        return annotation(value)
    }

    /// User arguments (`argument.x`).
    static func argument(_ value: ArgumentValue) -> Value {
        switch value {
        case .string(let text): return .string(text)
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .double(let number): return .double(number)
        case .array(let items): return .array(items.map { item in
            if case .string(let text) = item { return .foundationString(text) }
            return argument(item)
        })
        case .dictionary(let entries): return .dictionary(entries.mapValues(argument))
        }
    }

    /// `attributes` dictionaries: name → [Attribute].
    static func attributes(_ attributes: [String: [Attribute]]) -> Value {
        .dictionary(attributes.mapValues { list in .array(list.map { .object(AttributeObject($0)) }) })
    }

    static func attributes(_ list: [Attribute]) -> Value {
        var grouped: [String: [Attribute]] = [:]
        for attribute in list { grouped[attribute.name, default: []].append(attribute) }
        return attributes(grouped)
    }

    static func modifiers(_ modifiers: [Modifier]) -> Value {
        .array(modifiers.map { .object(ModifierObject($0)) })
    }

    static func typeName(_ typeName: TypeName?, in model: ContextModel) -> Value {
        typeName.map { .object(TypeNameObject($0, model: model)) } ?? .null
    }
}
