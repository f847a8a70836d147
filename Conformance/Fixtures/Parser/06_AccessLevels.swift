public struct Account {
    public private(set) var balance: Decimal
    private(set) var history: [String] = []
    internal(set) public var nickname: String?
    fileprivate var secret: String = ""
    open var notAllowedButParsed: Int = 0
    public internal(set) var owner: String
    package var packaged: Int = 1
    public let id: UUID
}

public extension Account {
    var isEmpty: Bool { balance == 0 }
    static var zero: Int { 0 }
}

private extension Account {
    var hidden: Int { 1 }
}

protocol Ledger {
    var entries: [String] { get set }
    var total: Decimal { get }
    static var name: String { get }
}

public protocol PublicLedger {
    var count: Int { get }
}
