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

/// Properties without default are read in `init?(map:)`: mapping fails (nil) when one is missing.
class Ship: AutoMappable {
    let name: String
    // sourcery: key = "imo", key = "imo_number"
    let imoNumber: Int
    var tonnage: Double = 0

    init(name: String, imoNumber: Int) {
        self.name = name
        self.imoNumber = imoNumber
    }

// sourcery:inline:auto:Ship.AutoMappable
    required init?(map: Map) {
        guard let name: String = try? map.value("name") else { return nil }
        self.name = name
        guard let imoNumber: Int = (try? map.value("imo")) ?? (try? map.value("imo_number")) else { return nil }
        self.imoNumber = imoNumber
    }

    func mapping(map: Map) {
        name >>> map["name"]
        imoNumber >>> map["imo"]
        tonnage <- map["tonnage"]
    }
// sourcery:end
}
