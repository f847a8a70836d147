// Generated using modelgen — DO NOT EDIT (regenerate with `modelgen`)
final class UserMock {
    var described: [String] = []
    func describe(_ value: User) { described.append(value.description) }
}
