// Protocols in the shapes apps mock: the input of MockableRun (EndToEndMockableTests renders
// Tests/Fixtures/MockableRun/Mock.stencil over this file, then compiles and runs main.swift).
import Foundation

protocol AutoMockable {}

struct Account: Equatable, Sendable {
    var id: Int
    var name: String
}

enum FetchError: Error, Equatable {
    case offline
    case status(Int)
}

struct Rejected: Error, Equatable {}

/// Reads and writes accounts.
protocol AccountStore: AutoMockable {
    /// The signed-in account, if any.
    var current: Account? { get }
    var cached: [Account] { get set }
    var byID: [Int: Account] { get }
    var token: String! { get set }
    var pageSize: Int { get set }

    func account(id: Int) async throws -> Account
    // sourcery: mockName = "removeAccount"
    func remove(_ account: Account) throws
    func save(_ account: Account, completion: @escaping (Result<Account, FetchError>) -> Void)
    @discardableResult
    func refresh() async -> Bool
    func validate(_ account: Account) throws(Rejected) -> Bool
    func observe(onChange: ((Account) -> Void)?)
}

protocol Connectivity: AutoMockable {
    var isOnline: Bool { get async }
    var carrier: String { get async throws }
    var latency: Double { get throws(FetchError) }
}

protocol KeyValueStore: AutoMockable {
    func data(forKey key: String) -> Data?
    // sourcery: mockName = "setData"
    func set(_ value: Data?, forKey key: String)
    // sourcery: mockName = "setInt"
    func set(_ value: Int, forKey key: String)
    func removeAll(keys: String...)
    func increment(_ counter: inout Int)
    func transform(_ block: (Data) throws -> Data) rethrows -> Data
    func decode<T: Decodable>(_ type: T.Type, forKey key: String) throws -> T
    func store<Value>(_ value: Value, forKey key: String) where Value: Encodable & Sendable
}

protocol Tracker: AutoMockable {
    static var shared: Tracker? { get set }
    static func configure(apiKey: String)
    // sourcery: mockName = "trackEvent"
    func track(event name: String, properties: [String: String])
    // sourcery: mockName = "trackName"
    func track(_ name: String)
    func log(_ message: @autoclosure () -> String)
    func ignore(_: String, _: Int)
}

@MainActor
protocol ScreenModel: AutoMockable {
    var title: String { get }
    var isBusy: Bool { get set }
    func load() async
    func select(row: Int, in section: Int)
}

protocol TaskRunner: AutoMockable, Sendable {
    func schedule(after delay: TimeInterval, _ work: @escaping @Sendable () -> Void)
    func onMain(_ work: @MainActor @escaping () -> Void)
    func makeCanceller(id: Int) -> () -> Void
    func curried() -> (Int) -> (String) -> Bool
}

protocol Loader: AutoMockable {
    func load(from url: URL, limit: Int?) async throws -> Data
    func first(of values: any Sequence<Int>) -> Int?
    func count(_ values: some Collection<Int>) -> Int
    func pair() -> (Int, String)
    func distance(between points: (x: Int, y: Int)) -> Int
    func both(_ value: any CustomStringConvertible & Sendable)
    func take(_ account: consuming Account, _ other: borrowing Account)
    func hand(_ account: sending Account) async
}

protocol Registry: AutoMockable {
    associatedtype Key: Hashable
    associatedtype Value
    subscript(key: Key) -> Value? { get set }
    func register(_ value: Value, for key: Key)
}

protocol Startable {
    var name: String { get }
    func start()
}

protocol Session: Startable, AutoMockable {
    var isValid: Bool { get }
    init(name: String)
    func signIn(user: String, password: String) async throws -> Account
    func signOut()
}

protocol Reserved: AutoMockable {
    func `default`() -> Int
    func `class`(_ value: Int)
    func größe() -> Int
}

protocol Platformed: AutoMockable {
    #if os(Linux) || os(macOS)
    func desktopOnly()
    #endif
    @available(macOS 12, iOS 15, *)
    func modern() -> String
    /// Documented.
    // sourcery: note = "between members"
    func annotated(count: Int, name: String)
}

protocol Indexed: AutoMockable {
    subscript(index: Int) -> String { get }
    subscript<T>(key: String) -> T? { get set }
}

// sourcery: AutoMockable
protocol Flagged {
    func flag() -> Bool
}
