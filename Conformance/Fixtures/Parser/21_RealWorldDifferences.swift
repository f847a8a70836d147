import Foundation

// Constructs from real packages where modelgen deliberately differs from Sourcery
// (Conformance/README.md, "Deliberate differences"); the differential waives and counts them.
final class LockedBox<Value>: @unchecked Sendable {
    private var _value: Value

    init(_ value: Value) { _value = value }

    var value: Value {
        get { _value }
        _modify { yield &_value }
    }
}

extension Int: @retroactive Identifiable {
    public var id: Int { self }
}

final class Connection:
    // the lock makes this safe
    @unchecked Sendable {
    var isOpen = false
}

struct Author {
    static let books = hasMany(Book.self)
    static let shared = makeShared()
    static let get = Self.builtin("GET")
    static let separators = CharacterSet(charactersIn: ";").union(.whitespacesAndNewlines)
    static let pattern = try! NSRegularExpression(pattern: "[a-z]+")
    static let dayNames = [
        "Sun", "Mon", "Tue",
    ]
    static let escapes = [
        ("&", "&amp;"),
        ("<", "&lt;"),
    ]
}

struct Book {}
