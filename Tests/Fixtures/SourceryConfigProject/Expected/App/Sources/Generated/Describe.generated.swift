// Generated using modelgen — DO NOT EDIT (regenerate with `modelgen`)

/// Something for sale.
extension Item: CustomStringConvertible {
    var description: String {
        "Item(title: \(title))"
    }
}
/// A person using the app.
extension User: CustomStringConvertible {
    var description: String {
        "User(name: \(name), age: \(age))"
    }
}
