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


// MARK: - Comment

extension Comment: Mappable {
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        author <- map["author"]
        text <- map["text"]
        likes <- map["likes"]
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

// MARK: - Ship

extension Ship: Mappable {}


// MARK: - Vehicle

extension Vehicle: Mappable {}

