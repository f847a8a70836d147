import Foundation

/// Every key defaults to the snake_case form of the property name.
// sourcery: keyStyle = "snake_case"
struct Order: AutoCodable {
    var orderID: String
    var customerName: String = ""
    var totalPrice: Double = 0
    var isPaid: Bool = false
    // An explicit key still wins over the key style.
    // sourcery: key = "shipping.trackingCode"
    var trackingCode: String?
    // sourcery: transformer = "UnixMillisecondsTransformer()"
    var placedAt: Date?
    // A required property through a transformer.
    // sourcery: transformer = "CommaSeparatedTransformer()"
    var items: [String]
    // sourcery: transformer = "HexTransformer()"
    var color: Int = 0
}

/// No tolerant conversion: a wrong type throws, exactly like plain Codable.
// sourcery: strict
struct Payment: AutoCodable {
    var amount: Int
    var currency: String = "EUR"
    var reference: String?
    // sourcery: transformer = "UnixMillisecondsTransformer()"
    var paidAt: Date?
}

/// A public model gets public Codable members.
public struct Money: AutoCodable, Equatable {
    public var amount: Decimal
    public var currency: String = "EUR"

    public init(amount: Decimal, currency: String = "EUR") {
        self.amount = amount
        self.currency = currency
    }
}
