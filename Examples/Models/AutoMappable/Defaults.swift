import Foundation
import ObjectMapper

/// Constants that fall back to a value when their key is missing, null or mistyped (ObjectMapper's
/// `map.value("k", default:)`): a constant with an initial value is never read, so the value is written
/// in a `default` annotation.
struct Kennel: AutoMappable {
    // sourcery: default = "\"Sasha\""
    let dogName: String
    // sourcery: key = "max", key = "limit", default = ".greatestFiniteMagnitude"
    let limit: Double
    // sourcery: default = "[\"bone\"]"
    let toys: [String]?
    let city: String
}

/// Under a `Mappable` root, a subclass's constant with a `default` is read in `init?(map:)` without
/// making it fail.
class Shelter: AutoMappable {
    var name: String?

// sourcery:inline:auto:Shelter.AutoMappable
    required init?(map: Map) {}

    func mapping(map: Map) {
        name <- map["name"]
    }
// sourcery:end
}

class AnimalShelter: Shelter {
    // sourcery: default = "10"
    let capacity: Int

// sourcery:inline:auto:AnimalShelter.AutoMappable
    required init?(map: Map) {
        self.capacity = (try? map.value("capacity")) ?? 10
        super.init(map: map)
    }

    override func mapping(map: Map) {
        super.mapping(map: map)
        capacity >>> map["capacity"]
    }
// sourcery:end
}
