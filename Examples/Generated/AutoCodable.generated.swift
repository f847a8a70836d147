// Generated using modelgen 0.1.0 — DO NOT EDIT (regenerate with `modelgen`)

import Foundation

// MARK: - Animal

extension Animal: Codable {}



// MARK: - Drawing

extension Drawing: Codable {
    enum CodingKeys: String, CodingKey {
        case title
        case shapes
    }

    init(from decoder: Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Drawing.self)
        self.title = try container.decode(String.self, forKey: .title, default: "Untitled")
        self.shapes = try container.decode([Shape].self, forKey: .shapes, default: [])
    }

    func encode(to encoder: Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(shapes, forKey: .shapes)
    }
}

// MARK: - Friend

extension Friend: Codable {
    enum CodingKeys: String, CodingKey {
        case id
        case name
    }

    init(from decoder: Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Friend.self)
        self.id = try container.decode(Int.self, forKey: .id)
        self.name = try container.decode(String.self, forKey: .name, default: "")
    }

    func encode(to encoder: Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
    }
}

// MARK: - Money

extension Money: Codable {
    enum CodingKeys: String, CodingKey {
        case amount
        case currency
    }

    public init(from decoder: Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Money.self)
        self.amount = try container.decode(Decimal.self, forKey: .amount)
        self.currency = try container.decode(String.self, forKey: .currency, default: "EUR")
    }

    public func encode(to encoder: Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(amount, forKey: .amount)
        try container.encode(currency, forKey: .currency)
    }
}

// MARK: - Order

extension Order: Codable {
    enum CodingKeys: String, CodingKey {
        case orderID = "order_id"
        case customerName = "customer_name"
        case totalPrice = "total_price"
        case isPaid = "is_paid"
        case trackingCode = "shipping.trackingCode"
        case placedAt = "placed_at"
        case items
        case color
    }

    init(from decoder: Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Order.self)
        self.orderID = try container.decode(String.self, forKey: .orderID)
        self.customerName = try container.decode(String.self, forKey: .customerName, default: "")
        self.totalPrice = try container.decode(Double.self, forKey: .totalPrice, default: 0)
        self.isPaid = try container.decode(Bool.self, forKey: .isPaid, default: false)
        self.trackingCode = try container.decodeIfPresent(String.self, forKey: .trackingCode)
        self.placedAt = try container.decodeIfPresent(forKey: .placedAt, using: UnixMillisecondsTransformer())
        self.items = try container.decode(forKey: .items, using: CommaSeparatedTransformer())
        self.color = try container.decode(forKey: .color, using: HexTransformer(), default: 0)
    }

    func encode(to encoder: Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(orderID, forKey: .orderID)
        try container.encode(customerName, forKey: .customerName)
        try container.encode(totalPrice, forKey: .totalPrice)
        try container.encode(isPaid, forKey: .isPaid)
        try container.encodeIfPresent(trackingCode, forKey: .trackingCode)
        try container.encodeIfPresent(placedAt, forKey: .placedAt, using: UnixMillisecondsTransformer())
        try container.encode(items, forKey: .items, using: CommaSeparatedTransformer())
        try container.encode(color, forKey: .color, using: HexTransformer())
    }
}

// MARK: - Payment

extension Payment: Codable {
    enum CodingKeys: String, CodingKey {
        case amount
        case currency
        case reference
        case paidAt
    }

    init(from decoder: Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Payment.self, strict: true)
        self.amount = try container.decode(Int.self, forKey: .amount)
        self.currency = try container.decode(String.self, forKey: .currency, default: "EUR")
        self.reference = try container.decodeIfPresent(String.self, forKey: .reference)
        self.paidAt = try container.decodeIfPresent(forKey: .paidAt, using: UnixMillisecondsTransformer())
    }

    func encode(to encoder: Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(amount, forKey: .amount)
        try container.encode(currency, forKey: .currency)
        try container.encodeIfPresent(reference, forKey: .reference)
        try container.encodeIfPresent(paidAt, forKey: .paidAt, using: UnixMillisecondsTransformer())
    }
}

// MARK: - Pet

extension Pet: Codable {
    enum CodingKeys: String, CodingKey {
        case species
        case legs
    }

    init(from decoder: Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Pet.self)
        self.species = try container.decode(String.self, forKey: .species)
        self.legs = try container.decode(Int.self, forKey: .legs, default: 4)
    }

    func encode(to encoder: Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(species, forKey: .species)
        try container.encode(legs, forKey: .legs)
    }
}

// MARK: - Role

extension Role: Codable {}

// MARK: - Shape

extension Shape: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AutoCodingKey.self)
        guard container.allKeys.count == 1, let caseKey = container.allKeys.first else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: container.codingPath, debugDescription: "Expected exactly one key naming a case of Shape."))
        }
        switch caseKey.stringValue {
        case "circle":
            let values = try container.nestedContainer(keyedBy: AutoCodingKey.self, forKey: caseKey)
            self = .circle(
                radius: try values.decode(Double.self, forKey: "radius")
            )
        case "rectangle":
            let values = try container.nestedContainer(keyedBy: AutoCodingKey.self, forKey: caseKey)
            self = .rectangle(
                width: try values.decode(Double.self, forKey: "width"),
                height: try values.decode(Double.self, forKey: "height")
            )
        case "label":
            let values = try container.nestedContainer(keyedBy: AutoCodingKey.self, forKey: caseKey)
            self = .label(
                try values.decode(String.self, forKey: "_0"),
                size: try values.decodeIfPresent(Int.self, forKey: "size")
            )
        case "empty":
            self = .empty
        default:
            throw DecodingError.dataCorruptedError(forKey: caseKey, in: container, debugDescription: "Unknown case '\(caseKey.stringValue)' of Shape.")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: AutoCodingKey.self)
        switch self {
        case let .circle(radius):
            var values = container.nestedContainer(keyedBy: AutoCodingKey.self, forKey: "circle")
            try values.encode(radius, forKey: "radius")
        case let .rectangle(width, height):
            var values = container.nestedContainer(keyedBy: AutoCodingKey.self, forKey: "rectangle")
            try values.encode(width, forKey: "width")
            try values.encode(height, forKey: "height")
        case let .label(value0, size):
            var values = container.nestedContainer(keyedBy: AutoCodingKey.self, forKey: "label")
            try values.encode(value0, forKey: "_0")
            try values.encodeIfPresent(size, forKey: "size")
        case .empty:
            _ = container.nestedContainer(keyedBy: AutoCodingKey.self, forKey: "empty")
        }
    }
}

// MARK: - User

extension User: Codable {
    enum CodingKeys: String, CodingKey {
        case id
        case name = "user_name"
        case nickname
        case age
        case isVIP = "is_vip"
        case score
        case city = "address.city"
        case metaVersion = "meta.version"
        case tags
        case role
        case friends
        case pets
        case bestFriend
        case followers
        case groups
        case avatar
        case createdAt
        case balance
        case interests
    }

    init(from decoder: Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: User.self)
        self.id = try container.decode(Int.self, forKey: .id, aliases: ["user_id"])
        self.name = try container.decode(String.self, forKey: .name)
        self.nickname = try container.decodeIfPresent(String.self, forKey: .nickname)
        self.age = try container.decode(Int.self, forKey: .age, default: 0)
        self.isVIP = try container.decode(Bool.self, forKey: .isVIP, default: false)
        self.score = try container.decode(Double.self, forKey: .score, default: 0)
        self.city = try container.decode(String.self, forKey: .city, default: "Unknown")
        self.metaVersion = try container.decodeIfPresent(String.self, forKey: .metaVersion, nested: false)
        self.tags = try container.decode([String].self, forKey: .tags, default: [])
        self.role = try container.decode(Role.self, forKey: .role, default: .member)
        self.friends = try container.decode([Friend].self, forKey: .friends, default: [])
        self.pets = try container.decode([String: Pet].self, forKey: .pets, default: [:])
        self.bestFriend = try container.decodeIfPresent(Friend.self, forKey: .bestFriend)
        self.followers = try container.decodeIfPresent([Friend].self, forKey: .followers)
        self.groups = try container.decodeIfPresent([String: [Friend]].self, forKey: .groups)
        self.avatar = try container.decodeIfPresent(URL.self, forKey: .avatar)
        self.createdAt = try container.decodeIfPresent(Date.self, forKey: .createdAt)
        self.balance = try container.decodeIfPresent(Decimal.self, forKey: .balance)
        self.interests = try container.decode(forKey: .interests, using: CommaSeparatedTransformer(), default: [])
    }

    func encode(to encoder: Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(nickname, forKey: .nickname)
        try container.encode(age, forKey: .age)
        try container.encode(isVIP, forKey: .isVIP)
        try container.encode(score, forKey: .score)
        try container.encode(city, forKey: .city)
        try container.encodeIfPresent(metaVersion, forKey: .metaVersion, nested: false)
        try container.encode(tags, forKey: .tags)
        try container.encode(role, forKey: .role)
        try container.encode(friends, forKey: .friends)
        try container.encode(pets, forKey: .pets)
        try container.encodeIfPresent(bestFriend, forKey: .bestFriend)
        try container.encodeIfPresent(followers, forKey: .followers)
        try container.encodeIfPresent(groups, forKey: .groups)
        try container.encodeIfPresent(avatar, forKey: .avatar)
        try container.encodeIfPresent(createdAt, forKey: .createdAt)
        try container.encodeIfPresent(balance, forKey: .balance)
        try container.encode(interests, forKey: .interests, using: CommaSeparatedTransformer())
    }
}

