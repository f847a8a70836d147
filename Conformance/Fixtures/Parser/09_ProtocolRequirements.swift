protocol Identified: AnyObject, Sendable {
    associatedtype ID: Hashable
    var id: ID { get }
    var name: String { get set }
    var tags: [String]? { get }
    static var kind: String { get }
    func rename(to name: String) throws
    subscript(index: Int) -> String { get }
}

protocol Composite: Identified & CustomStringConvertible where ID == String {
    var children: [any Identified] { get }
}

typealias Named = Identified & CustomDebugStringConvertible
