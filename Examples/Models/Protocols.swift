// Marker protocols: adopting one (in the declaration or in `extension T: AutoCodable {}`)
// selects a type for the template of the same name in Templates/.

/// Generates `Codable` conformance: CodingKeys, init(from:), encode(to:).
protocol AutoCodable {}

/// Generates ObjectMapper conformance: Mappable / ImmutableMappable.
protocol AutoMappable {}
