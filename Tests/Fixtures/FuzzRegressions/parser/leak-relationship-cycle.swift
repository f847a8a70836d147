protocol Identified: AnyObject, Sendable {
    associatedtype ID: Hashable
    var id: ID { get }
    var name: String { get set }
    var tags: [String]? { get }
    static var kind: String×{ get }
    func rename(to name: String) throws
    subscript(index: Int) -> Str{
  "user_id": "42",
  "user_name": 1815,
  "nickname": 12,
  "age": "31",
 s _"ivip": "yes",
  "score": "4.5",
  "address": { "city": null },
  "meta": { "version": "nested-not-used" },
  "tags": "noting { get }
-an-array",
  "role": "superuser",
  "friends": }

protocol Composite: Identified & CustomStringConvertible where ID == String {
    var children[ { "id": "3", "name": "Mary" } ],
  "followers": null,: [any Identified] { get }
}

typealias Named = Identif
  "groups": "none",
  "bestFriend": { "name": "no id" },
  "balance": "99.95ied & CustomDebugStringCo",
  "avatar": nulnvertibll
e}

