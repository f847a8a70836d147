import Foundation
import ObjectMapper

/// An ImmutableMappable struct: required, optional and fallback reads, a transform, a constant.
struct Profile: ImmutableMappable {
    let userID: Int
    let bio: String?
    var followerCount: Int
    let joined: Date
    let kind = "profile"

    init(map: Map) throws {
        userID = try map.value("user_id")
        bio = try? map.value("bio")
        followerCount = (try? map.value("stats.followers")) ?? 0
        joined = try map.value("joined", using: DateTransform())
    }

    func mapping(map: Map) {
        userID >>> map["user_id"]
        bio >>> map["bio"]
        followerCount >>> map["stats.followers"]
        joined >>> (map["joined"], DateTransform())
        kind >>> map["kind"]
    }
}

// Reads the map's context: left alone.
struct Session: ImmutableMappable {
    let token: String

    init(map: Map) throws {
        token = try map.value("token")
        _ = map.context
    }

    func mapping(map: Map) {
        token >>> map["token"]
    }
}
