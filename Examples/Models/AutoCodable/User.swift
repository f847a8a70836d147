import Foundation

/// A user as a typical, slightly inconsistent API sends it.
struct User: AutoCodable {
    // Two spellings in the wild; `id` is written back.
    // sourcery: key = "id", key = "user_id"
    let id: Int
    // sourcery: key = "user_name"
    var name: String
    var nickname: String?
    var age: Int = 0
    // sourcery: key = "is_vip"
    var isVIP: Bool = false
    var score: Double = 0
    // sourcery: key = "address.city"
    var city: String = "Unknown"
    // sourcery: key = "meta.version", nested = false
    var metaVersion: String?
    var tags: [String] = []
    var role: Role = .member
    var friends: [Friend] = []
    var pets: [String: Pet] = [:]
    var bestFriend: Friend?
    var followers: [Friend]?
    var groups: [String: [Friend]]?
    var avatar: URL?
    var createdAt: Date?
    var balance: Decimal?
    // sourcery: transformer = "CommaSeparatedTransformer()"
    var interests: [String] = []
    // Local UI state, never sent.
    // sourcery: skip
    var isSelected: Bool = false

    var displayName: String { nickname ?? name }
    static let entityName = "user"
}

enum Role: String, AutoCodable {
    case member
    case admin
}

struct Friend: AutoCodable, Equatable {
    var id: Int
    var name: String = ""
}

struct Pet: AutoCodable, Equatable {
    var species: String
    var legs: Int = 4
}
