enum Direction: String, CaseIterable, Codable {
    case north = "N", south = "S"
    case east
    case west

    var opposite: Direction {
        switch self {
        case .north: return .south
        case .south: return .north
        case .east: return .west
        case .west: return .east
        }
    }

    static let all: [Direction] = [.north, .south]
    static var fallback = Direction.north
}

indirect enum Expression {
    case number(Int)
    case add(Expression, Expression)
    case named(label: String, value: Expression)
}
