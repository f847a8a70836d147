actor Counter {
    private var value = 0
    private(set) var hits: Int = 0
    let capacity: Int
    nonisolated let label: String = "counter"
    nonisolated var description: String { label }

    init(capacity: Int) { self.capacity = capacity }

    func increment() -> Int {
        value += 1
        return value
    }
}

@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

distributed actor Remote {
    var state: [String: Int] = [:]
}
