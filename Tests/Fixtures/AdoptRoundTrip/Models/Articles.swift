import Foundation
import ObjectMapper

// A Mappable struct: renamed and nested keys, a transform, a literal dotted key, an unmapped property.
struct Article: Mappable {
    var id: Int = 0
    var title: String = ""
    /// The author's display name.
    var authorName: String?
    var publishedAt: Date?
    var tags: [String] = []
    var comments: [Comment] = []
    var localNote: String = "draft"   // never mapped

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        id <- map["id"]
        title <- map["title"]
        authorName <- map["author.name"]
        publishedAt <- (map["published_at"], DateTransform())
        tags <- map["tags"]
        comments <- map["comments"]
    }
}

struct Comment: Mappable {
    var text = ""
    var score: Double = 0
    var rawKey: String?

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        text <- map["text"]
        self.score <- map["score"]
        rawKey <- map["raw.key", nested: false]
    }
}

// Custom logic: a conditional mapping. Left alone.
struct Flag: Mappable {
    var value: Int = 0

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        if map.mappingType == .fromJSON {
            value <- map["v"]
        }
    }
}
