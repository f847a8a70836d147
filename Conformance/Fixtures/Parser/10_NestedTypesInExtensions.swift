struct Outer {
    var status: Status
    var kind: Kind?
}

extension Outer {
    enum Status: String {
        case active, inactive
    }

    struct Kind: Codable {
        let raw: String
        var meta: Meta

        struct Meta {
            var version: Int = 1
        }
    }
}

extension Outer.Kind.Meta: Equatable {
    var isCurrent: Bool { version > 0 }
}

extension Array where Element == Outer {
    var statuses: [Outer.Status] { map(\.status) }
}
