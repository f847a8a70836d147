import Foundation
import ObjectMapper

/// Classes get `required init?(map:)` and `mapping(map:)` inside the class body (inline generation).
class Vehicle: AutoMappable {
    var wheels: Int = 4
    var brand: String = ""
    var owner: String?

    init() {}
}

/// A subclass of an AutoMappable class overrides `mapping(map:)` and calls super.
class Car: Vehicle {
    var seats: Int = 5
    // sourcery: key = "engine.power_kw"
    var powerKW: Double = 0

    override init() {
        super.init()
    }
}
