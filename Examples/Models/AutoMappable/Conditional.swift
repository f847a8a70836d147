import Foundation
import ObjectMapper

/// A property inside `#if` / `#elseif` / `#else` is mapped inside the same clauses, so the generated
/// code compiles whichever branch is active (the tests build it with and without `-D MAPPABLE_BETA`).
struct Device: AutoMappable {
    var name = ""
    #if MAPPABLE_BETA
    var betaChannel: String?
    #elseif os(Windows)
    var windowsBuild = 0
    #else
    var channel = "stable"
    #endif
    var serial: Int = 0

    #if MAPPABLE_BETA
    /// Beta builds also accept the channel under its former key; the call is generated inside the same `#if`.
    mutating func mapExtra(map: Map) {
        if map.mappingType == .fromJSON, betaChannel == nil {
            betaChannel <- map["legacyChannel"]
        }
    }
    #endif
}

/// The same for an `ImmutableMappable` class: the constant is read and written under its condition.
class Sensor: AutoMappable {
    let id: Int
    #if MAPPABLE_BETA
    let calibration: Double
    #endif
    #if !os(Windows)
    #if MAPPABLE_BETA
    var unit = "kelvin"
    #else
    var unit = "celsius"
    #endif
    #endif

    #if MAPPABLE_BETA
    init(id: Int, calibration: Double) {
        self.id = id
        self.calibration = calibration
    }
    #else
    init(id: Int) {
        self.id = id
    }
    #endif

// sourcery:inline:auto:Sensor.AutoMappable
    required init(map: Map) throws {
        id = try map.value("id")
        #if MAPPABLE_BETA
        calibration = try map.value("calibration")
        #endif
        #if !os(Windows)
        #if MAPPABLE_BETA
        unit = (try? map.value("unit")) ?? "kelvin"
        #endif
        #endif
        #if !os(Windows)
        #if MAPPABLE_BETA
        #else
        unit = (try? map.value("unit")) ?? "celsius"
        #endif
        #endif
    }

    func mapping(map: Map) {
        id >>> map["id"]
        #if MAPPABLE_BETA
        calibration >>> map["calibration"]
        #endif
        #if !os(Windows)
        #if MAPPABLE_BETA
        unit >>> map["unit"]
        #endif
        #endif
        #if !os(Windows)
        #if MAPPABLE_BETA
        #else
        unit >>> map["unit"]
        #endif
        #endif
    }
// sourcery:end
}
