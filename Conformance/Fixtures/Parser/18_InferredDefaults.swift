import Foundation

struct Inferred {
    var string = "text"
    var integer = 42
    var negative = -1
    var underscored = 1_000
    var double = 3.14
    var exponent = -1.5e3
    var bool = true
    var date = Date()
    var member = Int.max
    var dot = Date.distantPast
    var url = URL(string: "https://example.com")!
    var localized = NSLocalizedString("title.key", comment: "")
    var array = [1, 2, 3]
    var strings = ["a", "b"]
    var mixed = [1, "a"] as [Any]
    var dictionary = ["a": 1]
    var tuple = (0, "")
    var labeled = (x: 1, y: 2.5)
    var generic = Set<String>()
    var initCall = Formatter.init()
    var product = 60 * 60
    var withComment = 7 /* seven */
    var raw = #"raw"#
    var emptyList = [String]()
    var emptyMap = [String: Int]()
    static var cache = [UUID]()
    var failable = Decimal(string: "9.99")!
    var enumCase = Direction.north
    var privateType = _Storage()
    static let key = _CodingKey(stringValue: "super")!
}
