import Foundation

// Models that once produced code that did not compile or decoded wrong; each is decoded and
// round-tripped by Tests/Fixtures/AutoCodableRun.

/// A generic model conforms where its type parameter is Codable.
struct Page<Item>: AutoCodable {
    var items: [Item]
    var total: Int = 0
}

/// The same spelling as a nested path and as one literal key: two coding keys, both decoded.
struct Activity: AutoCodable {
    // sourcery: key = "actor.name"
    var actorName: String
    // sourcery: key = "actor.name", nested = false
    var literalActorName: String
}

/// A private setter: another file cannot assign it, so the members are generated in the body.
struct Account: AutoCodable {
    private(set) var balance: Int
    var owner: String

// sourcery:inline:auto:Account.AutoCodable
    enum CodingKeys: String, CodingKey {
        case balance
        case owner
    }

    init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Account.self)
        self.balance = try container.decode(Int.self, forKey: .balance)
        self.owner = try container.decode(String.self, forKey: .owner)
    }

    func encode(to encoder: any Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(balance, forKey: .balance)
        try container.encode(owner, forKey: .owner)
    }
// sourcery:end
}

/// A fileprivate type cannot be named from another file: it declares Codable itself and gets its
/// members in the body.
fileprivate struct Secret: AutoCodable, Codable {
    var code: String
    var hint: String = "none"

// sourcery:inline:auto:Secret.AutoCodable
    enum CodingKeys: String, CodingKey {
        case code
        case hint
    }

    init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Secret.self)
        self.code = try container.decode(String.self, forKey: .code)
        self.hint = try container.decode(String.self, forKey: .hint, default: "none")
    }

    func encode(to encoder: any Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(hint, forKey: .hint)
    }
// sourcery:end
}

/// Decodes a `Secret` from JSON and encodes it again, for the run fixture (which cannot name the type).
func secretRoundTrip(_ json: Data) throws -> (code: String, hint: String, encoded: Data) {
    let secret = try JSONDecoder().decode(Secret.self, from: json)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return (secret.code, secret.hint, try encoder.encode(secret))
}

/// Tolerant conversion for an optional with a default, and for every numeric type.
struct Measurements: AutoCodable {
    var limit: Int? = 5
    var ratio: Float = 0
    var width: CGFloat = 0
    var small: Int8 = 0
    var port: UInt16 = 0
    var count: Int32 = 0
    var big: UInt64 = 0
    var price: Decimal = 0
}

/// A plain Codable superclass (synthesized conformance) with an AutoCodable subclass.
class Gadget: Codable {
    var batteries: Int = 2
}

class Phone: Gadget, AutoCodable {
    var brand: String = ""

// sourcery:inline:auto:Phone.AutoCodable
    enum CodingKeys: String, CodingKey {
        case brand
    }

    override init() {
        super.init()
    }

    required init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Phone.self)
        self.brand = try container.decode(String.self, forKey: .brand, default: "")
        try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(brand, forKey: .brand)
    }
// sourcery:end
}

/// Every stored property has an initial value: the class keeps `init()`.
class Preferences: AutoCodable {
    var theme: String = "light"
    var volume: Int = 5
    var nickname: String?
    lazy var summary: String = "\(theme) at \(volume)"

// sourcery:inline:auto:Preferences.AutoCodable
    enum CodingKeys: String, CodingKey {
        case theme
        case volume
        case nickname
    }

    init() {}

    required init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Preferences.self)
        self.theme = try container.decode(String.self, forKey: .theme, default: "light")
        self.volume = try container.decode(Int.self, forKey: .volume, default: 5)
        self.nickname = try container.decodeIfPresent(String.self, forKey: .nickname)
    }

    func encode(to encoder: any Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(theme, forKey: .theme)
        try container.encode(volume, forKey: .volume)
        try container.encodeIfPresent(nickname, forKey: .nickname)
    }
// sourcery:end
}

/// `lazy var` is neither decoded nor encoded.
struct Report: AutoCodable {
    var title: String
    lazy var shout: String = title.uppercased()
}

/// Constants only: nothing to decode, so no unused container.
struct Constants: AutoCodable {
    let version: Int = 2
}

/// A back-ticked case name and an associated value with a default.
enum Media: AutoCodable {
    case `default`
    case video(id: String, duration: Double = 33)
}

/// An open class: subclasses in other modules can override `encode(to:)`.
open class Widget: AutoCodable {
    open var size: Int = 1

// sourcery:inline:auto:Widget.AutoCodable
    enum CodingKeys: String, CodingKey {
        case size
    }

    public init() {}

    public required init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Widget.self)
        self.size = try container.decode(Int.self, forKey: .size, default: 1)
    }

    open func encode(to encoder: any Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(size, forKey: .size)
    }
// sourcery:end
}

/// A required property whose transformer fails: DecodingError.dataCorrupted at the property's path,
/// and a transformer written with escaped quotes.
struct Paint: AutoCodable {
    // sourcery: transformer = "HexTransformer()"
    var color: Int
    // sourcery: transformer = "PrefixTransformer(prefix: \"id:\")"
    var reference: String = ""
}
