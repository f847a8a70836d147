import Foundation
import ObjectMapper

/// `delimiter` on the type: every nested key is split at "->" instead of ".", so "geo->lat" is a path
/// and "postal.code" a plain key. A property's own `delimiter` overrides the type's.
/// `ignoreNil`: a JSON null leaves the property as it is, instead of clearing it.
// sourcery: delimiter = "->"
struct Place: AutoMappable {
    // sourcery: key = "geo->lat"
    var latitude: Double = 0
    // sourcery: key = "geo->lng"
    var longitude: Double = 0
    // sourcery: key = "postal.code"
    var postalCode: String?
    // sourcery: key = "names/local", delimiter = "/"
    var localName: String?
    // sourcery: ignoreNil
    var nickname: String? = "unnamed"
    var note: String? = "none"
    // sourcery: key = "geo->alt", ignoreNil
    var altitude: Double?
}

/// The same annotations on an `ImmutableMappable` type read through `map.value(_:delimiter:)`.
// sourcery: delimiter = "->"
struct Route: AutoMappable {
    // sourcery: key = "from->name"
    let origin: String
    // sourcery: key = "to->name"
    let destination: String
    // sourcery: key = "stats|km", delimiter = "|"
    let kilometres: Double
    // sourcery: ignoreNil
    var toll: Double? = 0
}

/// A type that writes its own `init(map:)` keeps it (here to validate); only `mapping(map:)` is generated,
/// and the initializer decides the protocol (a throwing one: `ImmutableMappable`).
struct Coordinate: AutoMappable {
    let lat: Double
    let lng: Double

    init(map: Map) throws {
        lat = try map.value("lat")
        lng = try map.value("lng", default: 0)
        guard (-90...90).contains(lat) else {
            throw MapError(key: "lat", currentValue: lat, reason: "latitude out of range")
        }
    }
}
