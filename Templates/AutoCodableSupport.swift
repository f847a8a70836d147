import Foundation

// Shared by every AutoCodable type; emitted once. Needs nothing but Foundation.

/// Any JSON key, so generated code can follow aliases and nested paths that no fixed enum describes.
struct AutoCodingKey: CodingKey, ExpressibleByStringLiteral {
    var stringValue: String
    var intValue: Int?

    init(_ stringValue: String) {
        self.stringValue = stringValue
    }

    init(stringLiteral value: String) {
        self.init(value)
    }

    init?(stringValue: String) {
        self.init(stringValue)
    }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// Converts a property between its Swift type (`Value`) and the type it has in JSON (`JSON`).
/// Use it with `// sourcery: transformer = "MyTransformer()"`.
protocol CodableTransformer {
    associatedtype Value
    associatedtype JSON: Codable

    func decode(_ json: JSON) throws -> Value
    func encode(_ value: Value) throws -> JSON
}

/// Reported whenever decoding did not take a value as it was: a default or `nil` stood in,
/// or a value of the wrong JSON type was converted. Set `AutoCodableFallback.handler` to log API drift.
struct AutoCodableFallback: CustomStringConvertible {
    enum Kind: Equatable {
        /// The key was missing (or null) and the property's default was used.
        case usedDefaultForMissingValue
        /// The value could not be decoded or converted and the property's default was used.
        case usedDefaultForInvalidValue
        /// The value could not be decoded or converted and the optional property was set to nil.
        case usedNilForInvalidValue
        /// A value of another JSON type was converted (`"12"` → 12).
        case convertedValue(from: String)
        /// An element of a `lossy` collection could not be decoded and was left out.
        case droppedInvalidElement
    }

    /// The model type being decoded (`User`).
    var type: Any.Type
    /// Where in the document, from the root (`friends.0.name`).
    var keyPath: String
    var kind: Kind
    /// The decoding error that caused the fallback, if any.
    var error: (any Error)?

    var description: String {
        "\(type).\(keyPath): \(kind)"
    }

    /// Off (nil) by default. Called synchronously on the decoding thread.
    nonisolated(unsafe) static var handler: ((AutoCodableFallback) -> Void)?
}

/// Key paths written `a.b.c`. A backslash before a dot (`actor\\.name`, as a `nested = false` key is spelled
/// in CodingKeys) makes the dot part of one key, so that key never collides with the path `actor.name`.
enum AutoKeyPath {
    static func components(_ key: String, nested: Bool) -> [String] {
        guard nested else { return [unescaped(key)] }
        var components: [String] = []
        var current = ""
        var escaping = false
        for character in key {
            if escaping {
                current.append(character == "." ? "." : "\\\(character)")
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == "." {
                components.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaping { current.append("\\") }
        components.append(current)
        return components
    }

    static func unescaped(_ key: String) -> String {
        key.replacingOccurrences(of: "\\.", with: ".")
    }

    /// `friends.0.name`: a coding path as the fallback handler reports it.
    static func text(_ codingPath: [any CodingKey]) -> [String] {
        codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
    }
}

