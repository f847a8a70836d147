struct Cache<Key: Hashable, Value> where Key: Sendable {
    struct Entry<Payload: Codable>: Codable {
        let payload: Payload
        let stored: Date
        var hits: [Key: [Value?]]?
    }

    private var storage: [Key: Entry<Value>] = [:]
    var nested: Dictionary<String, Array<Set<Int>>>
    var results: Result<[Swift.Result<Int, Error>], Never>
    var pages: [Page<Item<Int>>]
    var tuple: (key: Key, values: [(Int, String?)])
    var optionalTuple: (Int, Int)?
    var qualified: Foundation.Date
    var member: Outer.Inner<Int, String>.Leaf
    var metatype: Key.Type
    var protocolMeta: (any Codable).Type
}

enum Tree<T> {
    case leaf(T)
    indirect case node(Tree<T>, Tree<T>)
}
