infix operator <=> : ComparisonPrecedence
precedencegroup PowerPrecedence { higherThan: MultiplicationPrecedence }
infix operator ** : PowerPrecedence

struct Version: Comparable {
    var major: Int
    var minor: Int = 0

    static func < (lhs: Version, rhs: Version) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    static func <=> (lhs: Version, rhs: Version) -> Int { lhs < rhs ? -1 : (lhs > rhs ? 1 : 0) }

    static func >>> <T>(lhs: T, rhs: (T) -> T) -> T { rhs(lhs) }

    var isBeta: Bool { minor < 0 || major > 99 }
    let shifted: Int = 1 << 4 >> 2
    var generic: Array<Dictionary<String, Int>> = []
}
