import SyntaxReference

/// A deliberate difference between modelgen and what Sourcery sees. Every entry is listed in
/// Conformance/README.md with its reason; the differential waives it (and counts how often).
struct KnownDifference {
    var id: String
    /// field, swift-syntax value, our value, the reference variable (for variable fields).
    var applies: (String, String, String, NormalizedVariable?) -> Bool

    static let all: [KnownDifference] = []
}
