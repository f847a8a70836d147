#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The order of the `sorted` filters: Foundation's `caseInsensitiveCompare`, which is not in
/// FoundationEssentials.
///
/// For ASCII text (type and member names) this is exactly Foundation's order: letters compare as
/// lowercase, so `_` (0x5F) sorts before `a`. Foundation also compares non-ASCII text decomposed
/// (`é` next to `e`); the standard library has no decomposition, so other text compares its
/// lowercased scalars, which puts such letters after the ASCII ones.
enum CaseInsensitiveOrder {
    static func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        let left = lhs.lowercased()
        let right = rhs.lowercased()
        if left == right { return .orderedSame }
        return left < right ? .orderedAscending : .orderedDescending
    }
}
