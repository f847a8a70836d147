import Foundation
import ObjectMapper

enum Status: String {
    case active, banned
}

/// A Mappable struct moved to AutoCodable: renamed, nested and dotted keys, a raw-value enum,
/// a nested model, a dictionary, an unmapped property.
struct Account: Mappable {
    var id: Int = 0
    var owner: Person?
    var status: Status = .active
    var limits: [String: Int] = [:]
    var region: String?
    var flagged: String?
    var cached: Bool = false

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        id <- map["account_id"]
        owner <- map["owner"]
        status <- map["status"]
        limits <- map["limits"]
        region <- map["geo.region"]
        flagged <- map["meta.flag", nested: false]
    }
}

struct Person: ImmutableMappable {
    let name: String
    let age: Int?
    var score: Int

    init(map: Map) throws {
        name = try map.value("name")
        age = try? map.value("age")
        score = (try? map.value("score")) ?? 10
    }

    func mapping(map: Map) {
        name >>> map["name"]
        age >>> map["age"]
        score >>> map["score"]
    }
}

class Node: Mappable {
    var label: String = ""
    var children: [Node] = []

    required init?(map: Map) {}

    func mapping(map: Map) {
        label <- map["label"]
        children <- map["children"]
    }
}

class Leaf: Node {
    var weight: Int = 1

    required init?(map: Map) {
        super.init(map: map)
    }

    override func mapping(map: Map) {
        super.mapping(map: map)
        weight <- map["weight"]
    }
}
