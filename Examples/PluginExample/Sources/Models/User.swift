public struct User: AutoDecodable, Equatable {
    public let id: Int
    // sourcery: jsonKey = "full_name"
    public let name: String
    public let email: String?
    public var tags: [String]
    public var address: Address?

    public init(id: Int, name: String, email: String?, tags: [String], address: Address?) {
        self.id = id
        self.name = name
        self.email = email
        self.tags = tags
        self.address = address
    }

    /// Computed properties are not part of the JSON.
    public var displayName: String { email.map { "\(name) <\($0)>" } ?? name }
}
