import Foundation

/// An enum with associated values. JSON form: `{"circle": {"radius": 2}}`;
/// unlabeled values are keyed `_0`, `_1`…; a case without values is `{"empty": {}}`.
enum Shape: AutoCodable, Equatable {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case label(String, size: Int?)
    case empty
}

struct Drawing: AutoCodable {
    var title: String = "Untitled"
    var shapes: [Shape] = []
}
