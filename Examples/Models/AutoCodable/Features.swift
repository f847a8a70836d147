import Foundation

// One model per AutoCodable feature (docs/autocodable.md); each is decoded and round-tripped by
// Tests/Fixtures/AutoCodableRun.

/// `lossy`: elements that fail to decode are left out (and reported), the rest is kept.
struct Catalog: AutoCodable {
    // sourcery: lossy
    var ids: [Int] = []
    // sourcery: lossy
    var labels: Set<String>
    // sourcery: lossy
    var prices: [String: Double]?
}

/// Dates and data without a transformer of your own.
struct Schedule: AutoCodable {
    // sourcery: date = "iso8601"
    var start: Date
    // sourcery: date = "secondsSince1970"
    var created: Date
    // sourcery: date = "millisecondsSince1970"
    var updated: Date?
    // sourcery: date = "yyyy-MM-dd"
    var day: Date
    // sourcery: data = "base64"
    var payload: Data
}

// sourcery: keyStyle = "kebab-case"
struct KebabKeys: AutoCodable {
    var firstName: String
    var zipCode: String?
}

// sourcery: keyStyle = "SCREAMING_SNAKE_CASE"
struct ScreamingKeys: AutoCodable {
    var firstName: String
}

// sourcery: keyStyle = "PascalCase"
struct PascalKeys: AutoCodable {
    var firstName: String
}

// sourcery: keyStyle = "camelCase"
struct CamelKeys: AutoCodable {
    var first_name: String
}

/// Written in snake_case; read in snake_case or camelCase.
// sourcery: keyStyle = "snake_case", lenientKeys
struct LenientKeys: AutoCodable {
    var firstName: String
    var lastName: String = ""
}

/// Direction and shape: read-only and write-only properties, null for nil, a computed property that
/// is written, a flattened property, and the hooks.
struct Member: AutoCodable {
    var name: String
    // sourcery: skip = "encode"
    var password: String = ""
    // sourcery: skip = "decode"
    var schemaVersion: Int = 1
    // sourcery: encodeNil
    var bio: String?
    // sourcery: encodeNil, date = "iso8601"
    var lastSeen: Date?
    // sourcery: flatten
    var location: Location
    // sourcery: skip
    var decodeCount: Int = 0

    // sourcery: encode
    var displayName: String { name.uppercased() }

    nonisolated(unsafe) static var encodeCount = 0

    mutating func didDecode() {
        decodeCount += 1
    }

    func willEncode() {
        Member.encodeCount += 1
    }
}

/// Read from and written to the object of the property that flattens it.
struct Location: Codable, Equatable {
    var lat: Double
    var lng: Double
}

/// Tolerant Bool: true/false, "yes"/"no", "y"/"n", "t"/"f", "1"/"0", 1/0 and 1.0/0.0.
struct Switches: AutoCodable {
    var a: Bool
    var b: Bool
    var c: Bool
    var d: Bool
    var e: Bool = false
}

/// Cases as plain strings, alternative values per case, and a fallback for unknown values.
// sourcery: enumCoding = "string"
enum Weekday: AutoCodable {
    case monday
    // sourcery: key = "TUE", key = "tue", key = "2"
    case tuesday
    // sourcery: fallback
    case unknown
}

/// Internally tagged: {"type": "image", "url": …}.
// sourcery: tag = "type"
enum Attachment: AutoCodable, Equatable {
    case image(url: String, width: Int = 100)
    case note(String)
    // sourcery: key = "none", key = "0"
    case none
}

/// Adjacently tagged: {"kind": "text", "data": {"body": …}}, with a fallback.
// sourcery: tag = "kind", content = "data"
enum Message: AutoCodable, Equatable {
    case text(body: String)
    // sourcery: key = "ping", key = "PING"
    case ping
    // sourcery: fallback
    case unsupported
}

/// The default, keyed shape with a fallback case.
enum Reaction: AutoCodable, Equatable {
    // sourcery: key = "thumbs_up", key = "like"
    case like
    case emoji(String)
    // sourcery: fallback
    case other
}

/// A raw-value enum with a fallback for values added to the API later.
enum Plan: String, AutoCodable {
    case free
    case pro
    // sourcery: fallback
    case unknown
}

/// Hooks that take the decoder or encoder (and may throw), and a property with its own key style.
struct Session: AutoCodable {
    var token: String
    // sourcery: keyStyle = "SCREAMING_SNAKE_CASE"
    var expiresIn: Int = 0
    // sourcery: skip
    var path: String = ""

    mutating func didDecode(from decoder: any Decoder) throws {
        guard !token.isEmpty else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "empty token"))
        }
        path = decoder.codingPath.map(\.stringValue).joined(separator: ".")
    }

    func willEncode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AutoCodingKey.self)
        try container.encode("v1", forKey: "apiVersion")
    }
}

/// Untagged: the JSON value's shape picks the case, tried in declaration order.
// sourcery: enumCoding = "untagged"
enum Setting: AutoCodable, Equatable {
    case off
    case number(Int)
    case text(String)
    case range(min: Int, max: Int = 10)
}
