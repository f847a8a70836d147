import Foundation
import ObjectMapper

/// The superclass the subclasses below re-map: mapped by its own keys.
class Player: AutoMappable {
    var name: String?
    var weight: Double = 0
    var joinedAt: Date?
    var team = ""
    var scores: [String: Int] = [:]

// sourcery:inline:auto:Player.AutoMappable
    required init?(map: Map) {}

    func mapping(map: Map) {
        name <- map["name"]
        weight <- map["weight"]
        joinedAt <- map["joinedAt"]
        team <- map["team"]
        scores <- map["scores"]
    }
// sourcery:end
}

/// `remap:NAME:` re-maps an inherited property under other keys: here with aliases (the first key present is
/// read, the first key written), as ObjectMapper's `map["name"].or["nickname"]`. The generated mapping
/// replaces the superclass's, like a hand-written override: `team` and `scores` keep their own keys.
// sourcery:remap:name: key = "name", key = "nickname"
// sourcery:remap:weight: key = "weight", key = "weightInKG"
// sourcery:remap:joinedAt: key = "joined", transform = "DateTransform()"
class AliasedPlayer: Player {
    var rank = 0

// sourcery:inline:auto:AliasedPlayer.AutoMappable
    required init?(map: Map) {
        super.init(map: map)
    }

    override func mapping(map: Map) {
        if map.mappingType == .fromJSON, let key = ["name", "nickname"].first(where: { map[$0].isKeyPresent }) {
            name <- map[key]
        } else {
            name <- map["name"]
        }
        if map.mappingType == .fromJSON, let key = ["weight", "weightInKG"].first(where: { map[$0].isKeyPresent }) {
            weight <- map[key]
        } else {
            weight <- map["weight"]
        }
        joinedAt <- (map["joined"], DateTransform())
        team <- map["team"]
        scores <- map["scores"]
        rank <- map["rank"]
    }
// sourcery:end
}

/// The type's `delimiter` applies to the re-mapped properties; a re-mapping can also carry its own
/// `nested = false` or `delimiter` (ObjectMapper's DelimiterNestedKeys).
// sourcery: delimiter = "->"
// sourcery:remap:name: key = "profile->full.name"
// sourcery:remap:weight: key = "body.weight", nested = false
// sourcery:remap:team: key = "org/team", delimiter = "/"
class NestedPlayer: Player {
// sourcery:inline:auto:NestedPlayer.AutoMappable
    required init?(map: Map) {
        super.init(map: map)
    }

    override func mapping(map: Map) {
        name <- map["profile->full.name", delimiter: "->"]
        weight <- map["body.weight", nested: false, delimiter: "->"]
        joinedAt <- map["joinedAt"]
        team <- map["org/team", delimiter: "/"]
        scores <- map["scores"]
    }
// sourcery:end
}

/// `wholeObject` reads a property from the whole JSON object instead of a key: ObjectMapper's
/// `(map, transform)`. It is only read; nothing is written for it.
// sourcery:remap:scores: wholeObject, transform = "ScoreTableTransform()"
class ScoreSheet: Player {
// sourcery:inline:auto:ScoreSheet.AutoMappable
    required init?(map: Map) {
        super.init(map: map)
    }

    override func mapping(map: Map) {
        name <- map["name"]
        weight <- map["weight"]
        joinedAt <- map["joinedAt"]
        team <- map["team"]
        if map.mappingType == .fromJSON {
            scores <- (Map(mappingType: .fromJSON, JSON: map.JSON, context: map.context), ScoreTableTransform())
        }
    }
// sourcery:end
}

/// Reads every numeric value of a JSON object as a score.
struct ScoreTableTransform: TransformType {
    func transformFromJSON(_ value: Any?) -> [String: Int]? {
        (value as? [String: Any])?.compactMapValues { $0 as? Int }
    }

    func transformToJSON(_ value: [String: Int]?) -> [String: Any]? {
        value
    }
}
