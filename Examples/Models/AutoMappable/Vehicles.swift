import Foundation
import ObjectMapper

/// Classes get their initializer and `mapping(map:)` inside the class body (inline generation).
/// Only optional `var`s and properties with defaults: `Mappable`, and its subclasses too.
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

/// A `let` or a property without default makes a class `ImmutableMappable`: `required init(map:) throws`
/// reads every property, and a missing required key throws `MapError`.
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
    required init(map: Map) throws {
        name = try map.value("name")
        imoNumber = try (try? map.value("imo")) ?? map.value("imo_number")
        tonnage = (try? map.value("tonnage")) ?? 0
    }

    func mapping(map: Map) {
        name >>> map["name"]
        imoNumber >>> map["imo"]
        tonnage >>> map["tonnage"]
    }
// sourcery:end
}

/// A subclass of a `Mappable` class stays `Mappable`: its constants (even optional ones) are read in
/// `init?(map:)`, which returns nil when a required one is missing.
class Truck: Vehicle {
    let plate: String?
    let axles: Int
    var payload: Double?

    init(plate: String?, axles: Int) {
        self.plate = plate
        self.axles = axles
        super.init()
    }

// sourcery:inline:auto:Truck.AutoMappable
    required init?(map: Map) {
        self.plate = try? map.value("plate")
        guard let axles: Int = try? map.value("axles") else { return nil }
        self.axles = axles
        super.init(map: map)
    }

    override func mapping(map: Map) {
        super.mapping(map: map)
        plate >>> map["plate"]
        axles >>> map["axles"]
        payload <- map["payload"]
    }
// sourcery:end
}

/// A subclass that writes its own mapping is left alone: nothing is generated for it.
class Bus: Vehicle {
    var line = 0

    override init() {
        super.init()
    }

    required init?(map: Map) {
        super.init(map: map)
    }

    override func mapping(map: Map) {
        super.mapping(map: map)
        line <- map["route.number"]
    }
}

/// `skip` opts a type out explicitly: its conformance is written by hand.
// sourcery: skip
struct Tram: AutoMappable {
    var depot = ""
}

extension Tram: Mappable {
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        depot <- map["home_depot"]
    }
}
