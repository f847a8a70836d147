import Foundation
import ObjectMapper

/// `let`s and properties without defaults make it `ImmutableMappable`:
/// a missing required key throws instead of producing a half-filled value.
// sourcery: keyStyle = "snake_case"
struct Profile: AutoMappable {
    let userID: Int
    // sourcery: key = "display_name", key = "name"
    let displayName: String
    // sourcery: key = "bio", key = "about"
    let bio: String?
    // sourcery: key = "follower_count", key = "followers"
    var followerCount: Int = 0
    // sourcery: transform = "URLTransform()"
    let homepage: URL?
    // sourcery: key = "last_seen", transform = "DateTransform(unit: .milliseconds)"
    var lastSeen: Date?
    let status: ArticleStatus
    let badges: [Badge]
    var pinnedBadge: Badge?
    let kind = "profile"
}

struct Badge: AutoMappable {
    let name: String
    var level: Int = 1
}
