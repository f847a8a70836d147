import Foundation

protocol AutoInit {}
protocol AutoDescribe {}

struct User: AutoInit {
    let name: String
    let age: Int
}

enum Outer {
    struct Inner: AutoInit {
        let id: Int
    }
}

struct Tiny: AutoInit { let flag: Bool }

final class Empty: AutoInit {}
