import Foundation

/// Codable with renamed keys, a literal dotted key, fallbacks and an unmapped property.
struct User: Codable {
    let id: Int
    var name: String
    var nickname: String?
    var age: Int
    var city: String
    var tags: [String]
    var isAdmin: Bool = false

    enum CodingKeys: String, CodingKey {
        case id
        case name = "user_name"
        case nickname
        case age
        case city = "address.city"
        case tags
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        nickname = try container.decodeIfPresent(String.self, forKey: .nickname)
        age = try container.decodeIfPresent(Int.self, forKey: .age) ?? 0
        city = try container.decodeIfPresent(String.self, forKey: .city) ?? "Unknown"
        tags = (try? container.decode([String].self, forKey: .tags)) ?? []
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(nickname, forKey: .nickname)
        try container.encode(age, forKey: .age)
        try container.encode(city, forKey: .city)
        try container.encode(tags, forKey: .tags)
    }
}

/// Only CodingKeys: the compiler synthesises the rest.
struct Order: Codable {
    var orderID: String
    var items: [Item]
    var note: String?

    enum CodingKeys: String, CodingKey {
        case orderID = "order_id", items, note
    }
}

struct Item: Codable {
    var sku: String
    var quantity: Int
}

// Converts a value while decoding: left alone.
struct Money: Codable {
    var amount: Decimal
    var currency: String

    enum CodingKeys: String, CodingKey {
        case amount, currency
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let raw = try container.decode(String.self, forKey: .amount)
        amount = Decimal(string: raw) ?? 0
        currency = try container.decode(String.self, forKey: .currency)
    }
}
