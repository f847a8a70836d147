// Generated using modelgen 0.1.0 — DO NOT EDIT (regenerate with `modelgen`)

import Foundation

// MARK: - Account

extension Account: Codable {}


// MARK: - Activity

extension Activity: Codable {
    enum CodingKeys: String, CodingKey {
        case actorName = "actor.name"
        case literalActorName = "actor\\.name"
    }

    init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Activity.self)
        self.actorName = try container.decode(String.self, forKey: .actorName)
        self.literalActorName = try container.decode(String.self, forKey: .literalActorName, nested: false)
    }

    func encode(to encoder: any Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(actorName, forKey: .actorName)
        try container.encode(literalActorName, forKey: .literalActorName, nested: false)
    }
}

// MARK: - Animal

extension Animal: Codable {}


// MARK: - Attachment

extension Attachment: Codable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AutoCodingKey.self)
        let tag = try container.decode(AutoJSONScalar.self, forKey: "type").text
        switch tag {
        case "image":
            let values = container
            self = .image(
                url: try values.decode(String.self, forKey: "url"),
                width: try values.decodeIfPresent(Int.self, forKey: "width") ?? 100
            )
        case "note":
            let values = container
            self = .note(
                try values.decode(String.self, forKey: "_0")
            )
        case "none", "0":
            self = .none
        default:
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: container.codingPath + [AutoCodingKey("type")],
                debugDescription: "Unknown case '\(tag)' of Attachment."))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AutoCodingKey.self)
        switch self {
        case let .image(url, width):
            try container.encode("image", forKey: "type")
            try container.encode(url, forKey: "url")
            try container.encode(width, forKey: "width")
        case let .note(value0):
            try container.encode("note", forKey: "type")
            try container.encode(value0, forKey: "_0")
        case .none:
            try container.encode("none", forKey: "type")
        }
    }
}

// MARK: - CamelKeys

extension CamelKeys: Codable {
    enum CodingKeys: String, CodingKey {
        case first_name = "firstName"
    }

    init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: CamelKeys.self)
        self.first_name = try container.decode(String.self, forKey: .first_name)
    }

    func encode(to encoder: any Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(first_name, forKey: .first_name)
    }
}

// MARK: - Catalog

extension Catalog: Codable {
    enum CodingKeys: String, CodingKey {
        case ids
        case labels
        case prices
    }

    init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Catalog.self)
        self.ids = try container.decode(lossy: [Int].self, forKey: .ids, default: [])
        self.labels = try container.decode(lossy: Set<String>.self, forKey: .labels)
        self.prices = try container.decodeIfPresent(lossy: [String: Double].self, forKey: .prices)
    }

    func encode(to encoder: any Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(ids, forKey: .ids)
        try container.encode(labels, forKey: .labels)
        try container.encodeIfPresent(prices, forKey: .prices)
    }
}

// MARK: - Constants

extension Constants: Codable {
    enum CodingKeys: String, CodingKey {
        case version
    }

    init(from decoder: any Decoder) throws {
    }

    func encode(to encoder: any Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
    }
}


// MARK: - Drawing

extension Drawing: Codable {
    enum CodingKeys: String, CodingKey {
        case title
        case shapes
    }

    init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Drawing.self)
        self.title = try container.decode(String.self, forKey: .title, default: "Untitled")
        self.shapes = try container.decode([Shape].self, forKey: .shapes, default: [])
    }

    func encode(to encoder: any Encoder) throws {
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

    init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Friend.self)
        self.id = try container.decode(Int.self, forKey: .id)
        self.name = try container.decode(String.self, forKey: .name, default: "")
    }

    func encode(to encoder: any Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
    }
}

// MARK: - KebabKeys

extension KebabKeys: Codable {
    enum CodingKeys: String, CodingKey {
        case firstName = "first-name"
        case zipCode = "zip-code"
    }

    init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: KebabKeys.self)
        self.firstName = try container.decode(String.self, forKey: .firstName)
        self.zipCode = try container.decodeIfPresent(String.self, forKey: .zipCode)
    }

    func encode(to encoder: any Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(firstName, forKey: .firstName)
        try container.encodeIfPresent(zipCode, forKey: .zipCode)
    }
}

// MARK: - LenientKeys

extension LenientKeys: Codable {
    enum CodingKeys: String, CodingKey {
        case firstName = "first_name"
        case lastName = "last_name"
    }

    init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: LenientKeys.self)
        self.firstName = try container.decode(String.self, forKey: .firstName, aliases: ["firstName"])
        self.lastName = try container.decode(String.self, forKey: .lastName, aliases: ["lastName"], default: "")
    }

    func encode(to encoder: any Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(firstName, forKey: .firstName)
        try container.encode(lastName, forKey: .lastName)
    }
}

// MARK: - Measurements

extension Measurements: Codable {
    enum CodingKeys: String, CodingKey {
        case limit
        case ratio
        case width
        case small
        case port
        case count
        case big
        case price
    }

    init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Measurements.self)
        self.limit = try container.decode(Int?.self, forKey: .limit, default: 5)
        self.ratio = try container.decode(Float.self, forKey: .ratio, default: 0)
        self.width = try container.decode(CGFloat.self, forKey: .width, default: 0)
        self.small = try container.decode(Int8.self, forKey: .small, default: 0)
        self.port = try container.decode(UInt16.self, forKey: .port, default: 0)
        self.count = try container.decode(Int32.self, forKey: .count, default: 0)
        self.big = try container.decode(UInt64.self, forKey: .big, default: 0)
        self.price = try container.decode(Decimal.self, forKey: .price, default: 0)
    }

    func encode(to encoder: any Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encodeIfPresent(limit, forKey: .limit)
        try container.encode(ratio, forKey: .ratio)
        try container.encode(width, forKey: .width)
        try container.encode(small, forKey: .small)
        try container.encode(port, forKey: .port)
        try container.encode(count, forKey: .count)
        try container.encode(big, forKey: .big)
        try container.encode(price, forKey: .price)
    }
}

// MARK: - Media

extension Media: Codable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AutoCodingKey.self)
        guard container.allKeys.count == 1, let caseKey = container.allKeys.first else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: container.codingPath,
                debugDescription: "Expected exactly one key naming a case of Media."))
        }
        switch caseKey.stringValue {
        case "default":
            self = .`default`
        case "video":
            let values = try container.nestedContainer(keyedBy: AutoCodingKey.self, forKey: caseKey)
            self = .video(
                id: try values.decode(String.self, forKey: "id"),
                duration: try values.decodeIfPresent(Double.self, forKey: "duration") ?? 33
            )
        default:
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: container.codingPath + [caseKey],
                debugDescription: "Unknown case '\(caseKey.stringValue)' of Media."))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AutoCodingKey.self)
        switch self {
        case .`default`:
            _ = container.nestedContainer(keyedBy: AutoCodingKey.self, forKey: "default")
        case let .video(id, duration):
            var values = container.nestedContainer(keyedBy: AutoCodingKey.self, forKey: "video")
            try values.encode(id, forKey: "id")
            try values.encode(duration, forKey: "duration")
        }
    }
}

// MARK: - Member

extension Member: Codable {
    enum CodingKeys: String, CodingKey {
        case name
        case password
        case schemaVersion
        case bio
        case lastSeen
        case displayName
    }

    init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Member.self)
        self.name = try container.decode(String.self, forKey: .name)
        self.password = try container.decode(String.self, forKey: .password, default: "")
        self.bio = try container.decodeIfPresent(String.self, forKey: .bio)
        self.lastSeen = try container.decodeIfPresent(forKey: .lastSeen, using: AutoISO8601Date())
        self.location = try Location(from: decoder)
        didDecode()
    }

    func encode(to encoder: any Encoder) throws {
        willEncode()
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encodeIfPresent(bio, forKey: .bio, nullForNil: true)
        try container.encodeIfPresent(lastSeen, forKey: .lastSeen, using: AutoISO8601Date(), nullForNil: true)
        try location.encode(to: encoder)
        try container.encode(displayName, forKey: .displayName)
    }
}

// MARK: - Message

extension Message: Codable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AutoCodingKey.self)
        let tag = try container.decodeIfPresent(AutoJSONScalar.self, forKey: "kind")?.text ?? ""
        switch tag {
        case "text":
            let values = try container.nestedContainer(keyedBy: AutoCodingKey.self, forKey: "data")
            self = .text(
                body: try values.decode(String.self, forKey: "body")
            )
        case "ping", "PING":
            self = .ping
        case "unsupported":
            self = .unsupported
        default:
            self = .unsupported
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AutoCodingKey.self)
        switch self {
        case let .text(body):
            try container.encode("text", forKey: "kind")
            var values = container.nestedContainer(keyedBy: AutoCodingKey.self, forKey: "data")
            try values.encode(body, forKey: "body")
        case .ping:
            try container.encode("ping", forKey: "kind")
        case .unsupported:
            try container.encode("unsupported", forKey: "kind")
        }
    }
}

// MARK: - Money

extension Money: Codable {
    enum CodingKeys: String, CodingKey {
        case amount
        case currency
    }

    public init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Money.self)
        self.amount = try container.decode(Decimal.self, forKey: .amount)
        self.currency = try container.decode(String.self, forKey: .currency, default: "EUR")
    }

    public func encode(to encoder: any Encoder) throws {
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

    init(from decoder: any Decoder) throws {
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

    func encode(to encoder: any Encoder) throws {
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

// MARK: - Page

extension Page: Codable where Item: Codable {
    enum CodingKeys: String, CodingKey {
        case items
        case total
    }

    init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Page.self)
        self.items = try container.decode([Item].self, forKey: .items)
        self.total = try container.decode(Int.self, forKey: .total, default: 0)
    }

    func encode(to encoder: any Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(items, forKey: .items)
        try container.encode(total, forKey: .total)
    }
}

// MARK: - Paint

extension Paint: Codable {
    enum CodingKeys: String, CodingKey {
        case color
        case reference
    }

    init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Paint.self)
        self.color = try container.decode(forKey: .color, using: HexTransformer())
        self.reference = try container.decode(forKey: .reference, using: PrefixTransformer(prefix: "id:"), default: "")
    }

    func encode(to encoder: any Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(color, forKey: .color, using: HexTransformer())
        try container.encode(reference, forKey: .reference, using: PrefixTransformer(prefix: "id:"))
    }
}

// MARK: - PascalKeys

extension PascalKeys: Codable {
    enum CodingKeys: String, CodingKey {
        case firstName = "FirstName"
    }

    init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: PascalKeys.self)
        self.firstName = try container.decode(String.self, forKey: .firstName)
    }

    func encode(to encoder: any Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(firstName, forKey: .firstName)
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

    init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Payment.self, strict: true)
        self.amount = try container.decode(Int.self, forKey: .amount)
        self.currency = try container.decode(String.self, forKey: .currency, default: "EUR")
        self.reference = try container.decodeIfPresent(String.self, forKey: .reference)
        self.paidAt = try container.decodeIfPresent(forKey: .paidAt, using: UnixMillisecondsTransformer())
    }

    func encode(to encoder: any Encoder) throws {
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

    init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Pet.self)
        self.species = try container.decode(String.self, forKey: .species)
        self.legs = try container.decode(Int.self, forKey: .legs, default: 4)
    }

    func encode(to encoder: any Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(species, forKey: .species)
        try container.encode(legs, forKey: .legs)
    }
}


// MARK: - Plan

extension Plan: Codable {
    init(from decoder: any Decoder) throws {
        let rawValue = try decoder.singleValueContainer().decode(String.self)
        self = Plan(rawValue: rawValue) ?? .unknown
    }
}

// MARK: - Preferences

extension Preferences: Codable {}


// MARK: - Reaction

extension Reaction: Codable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AutoCodingKey.self)
        guard container.allKeys.count == 1, let caseKey = container.allKeys.first else {
            self = .other
            return
        }
        switch caseKey.stringValue {
        case "thumbs_up", "like":
            self = .like
        case "emoji":
            let values = try container.nestedContainer(keyedBy: AutoCodingKey.self, forKey: caseKey)
            self = .emoji(
                try values.decode(String.self, forKey: "_0")
            )
        case "other":
            self = .other
        default:
            self = .other
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AutoCodingKey.self)
        switch self {
        case .like:
            _ = container.nestedContainer(keyedBy: AutoCodingKey.self, forKey: "thumbs_up")
        case let .emoji(value0):
            var values = container.nestedContainer(keyedBy: AutoCodingKey.self, forKey: "emoji")
            try values.encode(value0, forKey: "_0")
        case .other:
            _ = container.nestedContainer(keyedBy: AutoCodingKey.self, forKey: "other")
        }
    }
}

// MARK: - Report

extension Report: Codable {
    enum CodingKeys: String, CodingKey {
        case title
    }

    init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Report.self)
        self.title = try container.decode(String.self, forKey: .title)
    }

    func encode(to encoder: any Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
    }
}

// MARK: - Role

extension Role: Codable {}

// MARK: - Schedule

extension Schedule: Codable {
    enum CodingKeys: String, CodingKey {
        case start
        case created
        case updated
        case day
        case payload
    }

    init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Schedule.self)
        self.start = try container.decode(forKey: .start, using: AutoISO8601Date())
        self.created = try container.decode(forKey: .created, using: AutoEpochDate(unitsPerSecond: 1))
        self.updated = try container.decodeIfPresent(forKey: .updated, using: AutoEpochDate(unitsPerSecond: 1000))
        self.day = try container.decode(forKey: .day, using: AutoFormattedDate(format: "yyyy-MM-dd"))
        self.payload = try container.decode(forKey: .payload, using: AutoBase64Data())
    }

    func encode(to encoder: any Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(start, forKey: .start, using: AutoISO8601Date())
        try container.encode(created, forKey: .created, using: AutoEpochDate(unitsPerSecond: 1))
        try container.encodeIfPresent(updated, forKey: .updated, using: AutoEpochDate(unitsPerSecond: 1000))
        try container.encode(day, forKey: .day, using: AutoFormattedDate(format: "yyyy-MM-dd"))
        try container.encode(payload, forKey: .payload, using: AutoBase64Data())
    }
}

// MARK: - ScreamingKeys

extension ScreamingKeys: Codable {
    enum CodingKeys: String, CodingKey {
        case firstName = "FIRST_NAME"
    }

    init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: ScreamingKeys.self)
        self.firstName = try container.decode(String.self, forKey: .firstName)
    }

    func encode(to encoder: any Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(firstName, forKey: .firstName)
    }
}


// MARK: - Session

extension Session: Codable {
    enum CodingKeys: String, CodingKey {
        case token
        case expiresIn = "EXPIRES_IN"
    }

    init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Session.self)
        self.token = try container.decode(String.self, forKey: .token)
        self.expiresIn = try container.decode(Int.self, forKey: .expiresIn, default: 0)
        try didDecode(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
        try willEncode(to: encoder)
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(token, forKey: .token)
        try container.encode(expiresIn, forKey: .expiresIn)
    }
}

// MARK: - Setting

extension Setting: Codable {
    init(from decoder: any Decoder) throws {
        let string = (try? decoder.singleValueContainer().decode(AutoJSONScalar.self))?.text
        if let string, ["off"].contains(string) {
            self = .off
            return
        }
        if let value = try? decoder.singleValueContainer().decode(Int.self) {
            self = .number(value)
            return
        }
        if let value = try? decoder.singleValueContainer().decode(String.self) {
            self = .text(value)
            return
        }
        do {
            let values = try decoder.container(keyedBy: AutoCodingKey.self)
            self = .range(
                min: try values.decode(Int.self, forKey: "min"),
                max: try values.decodeIfPresent(Int.self, forKey: "max") ?? 10
            )
            return
        } catch {}
        throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
            debugDescription: "No case of Setting matches the value."))
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .off:
            var container = encoder.singleValueContainer()
            try container.encode("off")
        case let .number(value0):
            var container = encoder.singleValueContainer()
            try container.encode(value0)
        case let .text(value0):
            var container = encoder.singleValueContainer()
            try container.encode(value0)
        case let .range(min, max):
            var values = encoder.container(keyedBy: AutoCodingKey.self)
            try values.encode(min, forKey: "min")
            try values.encode(max, forKey: "max")
        }
    }
}

// MARK: - Shape

extension Shape: Codable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AutoCodingKey.self)
        guard container.allKeys.count == 1, let caseKey = container.allKeys.first else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: container.codingPath,
                debugDescription: "Expected exactly one key naming a case of Shape."))
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
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: container.codingPath + [caseKey],
                debugDescription: "Unknown case '\(caseKey.stringValue)' of Shape."))
        }
    }

    func encode(to encoder: any Encoder) throws {
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

// MARK: - Switches

extension Switches: Codable {
    enum CodingKeys: String, CodingKey {
        case a
        case b
        case c
        case d
        case e
    }

    init(from decoder: any Decoder) throws {
        let container = try AutoDecodingContainer(decoder, keyedBy: CodingKeys.self, for: Switches.self)
        self.a = try container.decode(Bool.self, forKey: .a)
        self.b = try container.decode(Bool.self, forKey: .b)
        self.c = try container.decode(Bool.self, forKey: .c)
        self.d = try container.decode(Bool.self, forKey: .d)
        self.e = try container.decode(Bool.self, forKey: .e, default: false)
    }

    func encode(to encoder: any Encoder) throws {
        var container = AutoEncodingContainer(encoder, keyedBy: CodingKeys.self)
        try container.encode(a, forKey: .a)
        try container.encode(b, forKey: .b)
        try container.encode(c, forKey: .c)
        try container.encode(d, forKey: .d)
        try container.encode(e, forKey: .e)
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
        case metaVersion = "meta\\.version"
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

    init(from decoder: any Decoder) throws {
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

    func encode(to encoder: any Encoder) throws {
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

// MARK: - Weekday

extension Weekday: Codable {
    init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(AutoJSONScalar.self).text
        switch value {
        case "monday":
            self = .monday
        case "TUE", "tue", "2":
            self = .tuesday
        case "unknown":
            self = .unknown
        default:
            self = .unknown
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .monday:
            try container.encode("monday")
        case .tuesday:
            try container.encode("TUE")
        case .unknown:
            try container.encode("unknown")
        }
    }
}

// MARK: - Widget

extension Widget: Codable {}


