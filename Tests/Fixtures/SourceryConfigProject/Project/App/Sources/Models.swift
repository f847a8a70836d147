/// Someone who signs in.
protocol AutoDescribed {}

/// A person using the app.
struct User: AutoDescribed {
    /// Shown on the profile.
    let name: String
    let age: Int
}

/// Something for sale.
struct Item: AutoDescribed {
    let title: String
}
