// Generated using modelgen 0.1.0 — DO NOT EDIT (regenerate with `modelgen`)

import Foundation
import ObjectMapper




// MARK: - Article

extension Article: Mappable {
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        if map.mappingType == .fromJSON, let key = ["id", "article_id"].first(where: { map[$0].isKeyPresent }) {
            id <- map[key]
        } else {
            id <- map["id"]
        }
        title <- map["title"]
        subtitle <- map["subtitle"]
        authorName <- map["author.name"]
        views <- map["stats.views"]
        metaTag <- map["meta.tag", nested: false]
        publishedAt <- (map["published_at"], DateTransform())
        status <- map["status"]
        rating <- map["rating"]
        isFeatured <- map["isFeatured"]
        comments <- map["comments"]
        commentsByID <- map["commentsByID"]
        pinned <- map["pinned"]
        history <- map["history"]
        threads <- map["threads"]
        scores <- map["scores"]
    }
}


// MARK: - Badge

extension Badge: ImmutableMappable {
    init(map: Map) throws {
        name = try map.value("name")
        level = (try? map.value("level")) ?? 1
    }

    func mapping(map: Map) {
        name >>> map["name"]
        level >>> map["level"]
    }
}


// MARK: - Caption

extension Caption: ImmutableMappable {
    init(map: Map) throws {
        greeting = try (try? map.value("say \"hi\"")) ?? map.value("it\"s")
        reference = try? map.value("C:\\ref", using: PrefixTransform(prefix: "id:"))
    }

    func mapping(map: Map) {
        greeting >>> map["say \"hi\""]
        reference >>> (map["C:\\ref"], PrefixTransform(prefix: "id:"))
    }
}


// MARK: - Comment

extension Comment: Mappable {
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        author <- map["author"]
        text <- map["text"]
        likes <- map["likes"]
    }
}

// MARK: - Coordinate

extension Coordinate: ImmutableMappable {
    func mapping(map: Map) {
        lat >>> map["lat"]
        lng >>> map["lng"]
    }
}

// MARK: - Counter

extension Counter: ImmutableMappable {}


// MARK: - Device

extension Device: Mappable {
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        name <- map["name"]
        #if MAPPABLE_BETA
        betaChannel <- map["betaChannel"]
        #endif
        #if MAPPABLE_BETA
        #elseif os(Windows)
        windowsBuild <- map["windowsBuild"]
        #endif
        #if MAPPABLE_BETA
        #elseif os(Windows)
        #else
        channel <- map["channel"]
        #endif
        serial <- map["serial"]
        #if MAPPABLE_BETA
        mapExtra(map: map)
        #endif
    }
}

// MARK: - Invoice

extension Invoice: Mappable {
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        number <- map["number"]
        amount <- map["amount"]
        mapExtra(map: map)
    }
}

// MARK: - InvoiceNote

extension InvoiceNote: Mappable {
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        guard (map.context as? InvoiceContext)?.includesNotes == true else { return }
        text <- map["text"]
    }
}

// MARK: - InvoiceRemark

extension InvoiceRemark: Mappable {}



// MARK: - Kennel

extension Kennel: ImmutableMappable {
    init(map: Map) throws {
        dogName = (try? map.value("dogName")) ?? "Sasha"
        limit = (try? map.value("max")) ?? (try? map.value("limit")) ?? .greatestFiniteMagnitude
        toys = (try? map.value("toys") as [String]) ?? ["bone"]
        city = try map.value("city")
    }

    func mapping(map: Map) {
        dogName >>> map["dogName"]
        limit >>> map["max"]
        toys >>> map["toys"]
        city >>> map["city"]
    }
}

// MARK: - Label

extension Label: Mappable {
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        reference <- (map["reference"], PrefixTransform(prefix: "id:"))
        drive <- (map["drive"], PrefixTransform(prefix: "C:\\"))
        if map.mappingType == .fromJSON, let key = ["say \"hi\"", "it\"s"].first(where: { map[$0].isKeyPresent }) {
            greeting <- map[key]
        } else {
            greeting <- map["say \"hi\""]
        }
        folder <- map["C:\\Users"]
        nestedValue <- map["a\\b/c", delimiter: "/"]
    }
}

// MARK: - Ledger

extension Ledger: Mappable {}



// MARK: - Notice

extension Notice: StaticMappable {
    /// The instance of the class `classForMapping(map:)` picks for this JSON (nil: not mapped).
    static func objectForMapping(map: Map) -> BaseMappable? {
        classForMapping(map: map)?.init()
    }
}


// MARK: - Place

extension Place: Mappable {
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        latitude <- map["geo->lat", delimiter: "->"]
        longitude <- map["geo->lng", delimiter: "->"]
        postalCode <- map["postal.code", delimiter: "->"]
        localName <- map["names/local", delimiter: "/"]
        nickname <- map["nickname", delimiter: "->", ignoreNil: true]
        note <- map["note", delimiter: "->"]
        altitude <- map["geo->alt", delimiter: "->", ignoreNil: true]
    }
}

// MARK: - Player

extension Player: Mappable {}


// MARK: - Preferences

extension Preferences: ImmutableMappable {
    init(map: Map) throws {
        theme = (try? map.value("theme")) ?? "light"
        fontSize = (try? map.value("fontSize")) ?? 12
    }

    func mapping(map: Map) {
        theme >>> map["theme"]
        fontSize >>> map["fontSize"]
        version >>> map["version"]
    }
}

// MARK: - Profile

extension Profile: ImmutableMappable {
    init(map: Map) throws {
        userID = try map.value("user_id")
        displayName = try (try? map.value("display_name")) ?? map.value("name")
        bio = (try? map.value("bio")) ?? (try? map.value("about"))
        followerCount = (try? map.value("follower_count")) ?? (try? map.value("followers")) ?? 0
        homepage = try? map.value("homepage", using: URLTransform())
        lastSeen = try? map.value("last_seen", using: DateTransform(unit: .milliseconds))
        status = try map.value("status")
        badges = try map.value("badges")
        pinnedBadge = try? map.value("pinned_badge")
    }

    func mapping(map: Map) {
        userID >>> map["user_id"]
        displayName >>> map["display_name"]
        bio >>> map["bio"]
        followerCount >>> map["follower_count"]
        homepage >>> (map["homepage"], URLTransform())
        lastSeen >>> (map["last_seen"], DateTransform(unit: .milliseconds))
        status >>> map["status"]
        badges >>> map["badges"]
        pinnedBadge >>> map["pinned_badge"]
        kind >>> map["kind"]
    }
}

// MARK: - Reading

extension Reading: Mappable {
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        takenAt <- (map["takenAt"], DateTransform(unit: .milliseconds))
        level <- (map["level"], TransformOf<Int, String>(fromJSON: { $0.flatMap { Int($0) } }, toJSON: { $0.map { String($0) } }))
        temperature <- (map["temperature"], ReadingTransforms.celsius)
    }
}

// MARK: - Route

extension Route: ImmutableMappable {
    init(map: Map) throws {
        origin = try map.value("from->name", delimiter: "->")
        destination = try map.value("to->name", delimiter: "->")
        kilometres = try map.value("stats|km", delimiter: "|")
        toll = (try? map.value("toll", delimiter: "->") as Double) ?? 0
    }

    func mapping(map: Map) {
        origin >>> map["from->name", delimiter: "->"]
        destination >>> map["to->name", delimiter: "->"]
        kilometres >>> map["stats|km", delimiter: "|"]
        toll >>> map["toll", delimiter: "->", ignoreNil: true]
    }
}


// MARK: - Sensor

extension Sensor: ImmutableMappable {}


// MARK: - Shelter

extension Shelter: Mappable {}


// MARK: - Ship

extension Ship: ImmutableMappable {}



// MARK: - Snapshot

extension Snapshot: ImmutableMappable {}




// MARK: - Vehicle

extension Vehicle: Mappable {}

