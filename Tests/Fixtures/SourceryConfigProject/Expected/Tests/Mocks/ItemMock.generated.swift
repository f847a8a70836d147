// Generated using modelgen — DO NOT EDIT (regenerate with `modelgen`)
final class ItemMock {
    var described: [String] = []
    func describe(_ value: Item) { described.append(value.description) }
}
