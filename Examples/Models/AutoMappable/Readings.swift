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
