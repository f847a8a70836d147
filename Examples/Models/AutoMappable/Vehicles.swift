import Foundation
import ObjectMapper

/// Classes get `required init?(map:)` and `mapping(map:)` inside the class body (inline generation).
class Vehicle: AutoMappable {
    var wheels: Int = 4
    var brand: String = ""
    var owner: String?

    init() {}

    // sourcery:inline:auto:Vehicle.AutoMappable
    required init?(map: Map) {}

    func mapping(map: Map) {
        wheels <- map["wheels"]
        brand <- map["brand"]
        owner <- map["owner"]
    }
    // sourcery:end
}

/// A subclass of an AutoMappable class overrides `mapping(map:)` and calls super.
class Car: Vehicle {
    var seats: Int = 5
    // sourcery: key = "engine.power_kw"
    var powerKW: Double = 0

    override init() {
        super.init()
    }

    // sourcery:inline:auto:Car.AutoMappable
    required init?(map: Map) {
        super.init(map: map)
    }

    override func mapping(map: Map) {
        super.mapping(map: map)
        seats <- map["seats"]
        powerKW <- map["engine.power_kw"]
    }
    // sourcery:end
}
