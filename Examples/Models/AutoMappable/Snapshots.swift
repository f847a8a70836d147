import Foundation
import ObjectMapper

/// A class with a `let` (here an optional one) is `ImmutableMappable`: `required init(map:) throws`
/// assigns every constant, so the class compiles, and a missing required key throws `MapError`.
class Snapshot: AutoMappable {
    let title: String?
    let takenAt: Int
    var caption = ""

    init(title: String?, takenAt: Int) {
        self.title = title
        self.takenAt = takenAt
    }

// sourcery:inline:auto:Snapshot.AutoMappable
    required init(map: Map) throws {
        title = try? map.value("title")
        takenAt = try map.value("takenAt")
        caption = (try? map.value("caption")) ?? ""
    }

    func mapping(map: Map) {
        title >>> map["title"]
        takenAt >>> map["takenAt"]
        caption >>> map["caption"]
    }
// sourcery:end
}

/// Subclasses of an `ImmutableMappable` class read their own properties, then `try super.init(map:)`.
class TaggedSnapshot: Snapshot {
    let tags: [String]
    var pinned: Bool?

    init(title: String?, takenAt: Int, tags: [String]) {
        self.tags = tags
        super.init(title: title, takenAt: takenAt)
    }

// sourcery:inline:auto:TaggedSnapshot.AutoMappable
    required init(map: Map) throws {
        tags = try map.value("tags")
        pinned = try? map.value("pinned")
        try super.init(map: map)
    }

    override func mapping(map: Map) {
        super.mapping(map: map)
        tags >>> map["tags"]
        pinned >>> map["pinned"]
    }
// sourcery:end
}

/// `immutable`: `ImmutableMappable` although every property has a default; the `let` with a value
/// is only written.
// sourcery: immutable
struct Preferences: AutoMappable {
    var theme = "light"
    var fontSize: Int = 12
    let version = 2
}

/// `immutable` on a class: the same, in the class body.
// sourcery: immutable
class Counter: AutoMappable {
    var count = 0
    var step: Int?

    init() {}

// sourcery:inline:auto:Counter.AutoMappable
    required init(map: Map) throws {
        count = (try? map.value("count")) ?? 0
        step = try? map.value("step")
    }

    func mapping(map: Map) {
        count >>> map["count"]
        step >>> map["step"]
    }
// sourcery:end
}
