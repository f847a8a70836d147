/// Where a property lives in JSON and how it converts, as read from hand-written mapping code.
struct JSONLocation: Equatable {
    var key: String
    /// `nested:` as written; nil when the code does not say.
    var nested: Bool?
    var delimiter: String?
    var ignoreNil = false
    /// Source text of an ObjectMapper transform (`DateTransform()`).
    var transform: String?
}

/// How an initializer reads a property.
enum ReadStyle: Equatable {
    /// A missing value is an error.
    case required
    /// A missing value gives nil.
    case optional
    /// A missing value gives this expression (source text).
    case fallback(String)
}

/// One property as a recogniser found it mapped.
struct RecognizedProperty: Equatable {
    var name: String
    var location: JSONLocation
    /// How an initializer reads it; nil when no initializer is written (the mapping reads it both ways,
    /// or the compiler synthesises the reading).
    var read: ReadStyle?
    /// Whether the property is written to JSON by hand-written code that writes only some properties.
    var isWritten = true
    /// Read with `try?`: a value of the wrong type falls back like a missing one.
    var ignoresWrongTypes = false
    /// Mapped only towards JSON (`>>>`, or encoded and never decoded).
    var writesOnly = false
    var line: Int
}

/// Everything a recogniser read from one type's hand-written mapping.
struct RecognizedMapping: Equatable {
    var properties: [RecognizedProperty] = []
    /// The mapping calls its superclass's (`super.mapping(map:)`, `super.init(from:)`).
    var callsSuper = false
    /// `init(map:)` calls `super.init()`, which Swift also calls implicitly at the end of an initializer.
    var callsPlainSuperInit = false
}

/// Why a type is not adopted, and where.
struct LeftAlone: Error, Equatable {
    /// The family of reasons, for the summary's counts.
    enum Kind: Int, CaseIterable {
        case customCode, mismatch, unsupported, related, layout

        var label: String {
            switch self {
            case .customCode: return "custom code"
            case .mismatch: return "different semantics"
            case .unsupported: return "unsupported"
            case .related: return "related type left alone"
            case .layout: return "source layout"
            }
        }
    }

    var path: String
    var line: Int
    var typeName: String
    var reason: String
    var kind: Kind = .mismatch

    var description: String { "\(AdoptSummary.display(path)):\(line): \(typeName): \(reason)" }
}
