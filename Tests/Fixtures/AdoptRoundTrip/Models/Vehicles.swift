import Foundation
import ObjectMapper

/// A class hierarchy: the root conforms, subclasses override and call super.
class Vehicle: Mappable {
    var wheels: Int = 0
    var name: String?
    var cacheKey: String = "none"

    required init?(map: Map) {}

    func mapping(map: Map) {
        wheels <- map["wheels"]
        name <- map["name"]
    }
}

class Car: Vehicle {
    var brand: String = ""
    var topSpeed: Double?

    required init?(map: Map) {
        super.init(map: map)
    }

    override func mapping(map: Map) {
        super.mapping(map: map)
        brand <- map["brand"]
        topSpeed <- map["specs.top_speed"]
    }
}

/// Maps nothing of its own.
class Truck: Vehicle {
    var load: Int = 5
}

/// An NSObject subclass: its initializer calls super.init().
class Garage: NSObject, Mappable {
    var spots: Int = 0
    var owner: String?

    required init?(map: Map) {
        super.init()
    }

    func mapping(map: Map) {
        spots <- map["spots"]
        owner <- map["owner.name"]
    }
}
