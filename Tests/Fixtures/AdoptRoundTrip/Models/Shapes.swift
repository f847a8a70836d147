/// A Codable class and a subclass with its own keys.
class Shape: Codable {
    var name: String

    enum CodingKeys: String, CodingKey {
        case name = "shape_name"
    }

    init(name: String) {
        self.name = name
    }
}

class Circle: Shape {
    var radius: Double

    enum CodingKeys: String, CodingKey {
        case radius
    }

    init(name: String, radius: Double) {
        self.radius = radius
        super.init(name: name)
    }

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        radius = try container.decode(Double.self, forKey: .radius)
        try super.init(from: decoder)
    }

    override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(radius, forKey: .radius)
    }
}
