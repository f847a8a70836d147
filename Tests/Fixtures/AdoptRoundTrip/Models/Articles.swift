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
    var code: String?
    var comments: [Comment] = []
    var localNote: String = "draft"   // never mapped

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        id <- map["id"]
        title <- map["title"]
        authorName <- map["author.name"]
        publishedAt <- (map["published_at"], DateTransform())
        tags <- map["tags"]
        code <- (map["code"], PrefixTransform(prefix: "A-"))
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

/// Adds a prefix when reading, removes it when writing.
struct PrefixTransform: TransformType {
    let prefix: String

    func transformFromJSON(_ value: Any?) -> String? {
        (value as? String).map { prefix + $0 }
    }

    func transformToJSON(_ value: String?) -> String? {
        value.map { String($0.dropFirst(prefix.count)) }
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
