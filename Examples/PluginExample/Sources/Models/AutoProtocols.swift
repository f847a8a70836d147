/// Marker: modelgen generates a `Decodable` conformance with `CodingKeys`
/// (annotate a property with `// sourcery: jsonKey = "..."` to rename its key).
public protocol AutoDecodable {}
