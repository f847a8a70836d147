import Foundation

protocol AutoInit {}
protocol AutoDescribe {}

struct User: AutoInit {
    let name: String
    let age: Int

// sourcery:inline:auto:User.AutoInit
    init(name: String, age: Int) {
        self.name = name
        self.age = age
    }
// sourcery:end
}
// sourcery:inline:after-auto:User.Equatable
extension User: Equatable {}
// sourcery:end

enum Outer {
    struct Inner: AutoInit {
        let id: Int

    // sourcery:inline:auto:Outer.Inner.AutoInit
        init(id: Int) {
            self.id = id
        }
    // sourcery:end
    }
}

struct Tiny: AutoInit {
// sourcery:inline:auto:Tiny.AutoInit
    init(flag: Bool) {
        self.flag = flag
    }
// sourcery:end
 let flag: Bool }

final class Empty: AutoInit {
// sourcery:inline:auto:Empty.AutoInit
    init() {
    }
// sourcery:end
}
