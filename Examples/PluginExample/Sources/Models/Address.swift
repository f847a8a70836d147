public struct Address: Equatable {
    public var city: String
    // sourcery: jsonKey = "zip_code"
    public var zipCode: String
}

// Adopting the marker in an extension works too.
extension Address: AutoDecodable {}
