import Foundation
import ObjectMapper

/// Transforms written in the annotation: a type with arguments, a closure-based `TransformOf`, and a
/// constant declared elsewhere.
struct Reading: AutoMappable {
    // sourcery: transform = "DateTransform(unit: .milliseconds)"
    var takenAt: Date?
    // sourcery: transform = "TransformOf<Int, String>(fromJSON: { $0.flatMap { Int($0) } }, toJSON: { $0.map { String($0) } })"
    var level: Int = 0
    // sourcery: transform = "ReadingTransforms.celsius"
    var temperature: Double?
}

/// Reading transforms shared by several models.
enum ReadingTransforms {
    /// "21.5C" ↔ 21.5
    static var celsius: TransformOf<Double, String> {
        TransformOf(fromJSON: { text in
            guard let text, text.hasSuffix("C") else { return nil }
            return Double(text.dropLast())
        }, toJSON: { value in
            value.map { "\($0)C" }
        })
    }
}

/// Annotation values holding quotes and backslashes. A key reads like a Swift string literal (`\"` is a
/// quote, `\\` a backslash; in a single-quoted value a quote needs no escape, and another backslash is
/// itself). A transform is Swift code in which `\"` stands for a quote.
struct Label: AutoMappable {
    // sourcery: transform = "PrefixTransform(prefix: \"id:\")"
    var reference: String = ""
    // sourcery: transform = 'PrefixTransform(prefix: "C:\\")'
    var drive: String?
    // sourcery: key = "say \"hi\"", key = 'it"s'
    var greeting: String?
    // sourcery: key = 'C:\Users'
    var folder: String?
    // sourcery: key = "a\\b/c", delimiter = "/"
    var nestedValue: String?
}

/// The same values read by an ImmutableMappable type (`map.value`).
struct Caption: AutoMappable {
    // sourcery: key = "say \"hi\"", key = 'it"s'
    let greeting: String
    // sourcery: transform = "PrefixTransform(prefix: \"id:\")", key = 'C:\ref'
    let reference: String?
}

/// "id:42" ↔ "42": a transform whose argument is a string literal.
struct PrefixTransform: TransformType {
    let prefix: String

    func transformFromJSON(_ value: Any?) -> String? {
        guard let text = value as? String, text.hasPrefix(prefix) else { return nil }
        return String(text.dropFirst(prefix.count))
    }

    func transformToJSON(_ value: String?) -> String? {
        value.map { prefix + $0 }
    }
}
