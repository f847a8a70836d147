public struct Address: Equatable {
    public var city: String
    // sourcery: jsonKey = "zip_code"
    public var zipCode: String

    public init(city: String, zipCode: String) {
        self.city = city
        self.zipCode = zipCode
    }
}

// Adopting the marker in an extension works too.
extension Address: AutoDecodable {}
