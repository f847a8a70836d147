import Foundation

/// Classes get their Codable members inside the class body (inline generation),
/// because `required init(from:)` cannot live in an extension of a non-final class.
class Animal: AutoCodable {
    var name: String = ""
    var legs: Int = 4
    var nickname: String?

    init() {}

// sourcery:inline:auto:Animal.AutoCodable
    enum CodingKeys: String, CodingKey {
        case name
        case legs
        case nickname
    }

    required init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Animal.self)
        self.name = try container.decode(String.self, forKey: .name, default: "")
        self.legs = try container.decode(Int.self, forKey: .legs, default: 4)
        self.nickname = try container.decodeIfPresent(String.self, forKey: .nickname)
    }

    func encode(to encoder: any Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(legs, forKey: .legs)
        try container.encodeIfPresent(nickname, forKey: .nickname)
    }
// sourcery:end
}

/// A subclass of an AutoCodable class: decodes its own fields, then calls super.
class Dog: Animal {
    var breed: String = "mixed"
    // sourcery: key = "good_boy"
    var isGoodBoy: Bool = true
    var tricks: [String] = []

    override init() {
        super.init()
    }

// sourcery:inline:auto:Dog.AutoCodable
    enum CodingKeys: String, CodingKey {
        case breed
        case isGoodBoy = "good_boy"
        case tricks
    }

    required init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Dog.self)
        self.breed = try container.decode(String.self, forKey: .breed, default: "mixed")
        self.isGoodBoy = try container.decode(Bool.self, forKey: .isGoodBoy, default: true)
        self.tricks = try container.decode([String].self, forKey: .tricks, default: [])
        try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(breed, forKey: .breed)
        try container.encode(isGoodBoy, forKey: .isGoodBoy)
        try container.encode(tricks, forKey: .tricks)
    }
// sourcery:end
}
