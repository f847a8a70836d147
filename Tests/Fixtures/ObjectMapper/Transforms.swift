// Test double of ObjectMapper's transforms (TransformType.swift, TransformOf.swift, DateTransform.swift,
// EnumTransform.swift, URLTransform.swift).
import Foundation

public protocol TransformType {
    associatedtype Object
    associatedtype JSON

    func transformFromJSON(_ value: Any?) -> Object?
    func transformToJSON(_ value: Object?) -> JSON?
}

open class TransformOf<ObjectType, JSONType>: TransformType {
    public typealias Object = ObjectType
    public typealias JSON = JSONType

    private let fromJSON: (JSONType?) -> ObjectType?
    private let toJSON: (ObjectType?) -> JSONType?

    public init(fromJSON: @escaping (JSONType?) -> ObjectType?, toJSON: @escaping (ObjectType?) -> JSONType?) {
        self.fromJSON = fromJSON
        self.toJSON = toJSON
    }

    open func transformFromJSON(_ value: Any?) -> ObjectType? {
        return fromJSON(value as? JSONType)
    }

    open func transformToJSON(_ value: ObjectType?) -> JSONType? {
        return toJSON(value)
    }
}

/// Seconds (or milliseconds) since 1970 ↔ Date; also reads numeric strings.
open class DateTransform: TransformType {
    public typealias Object = Date
    public typealias JSON = Double

    public enum Unit: TimeInterval {
        case seconds = 1
        case milliseconds = 1_000

        func addScale(to interval: Double) -> TimeInterval { interval * rawValue }
        func removeScale(from interval: Double) -> TimeInterval { interval / rawValue }
    }

    private let unit: Unit

    public init(unit: Unit = .seconds) {
        self.unit = unit
    }

    open func transformFromJSON(_ value: Any?) -> Date? {
        var timeInterval: TimeInterval?
        if let number = value as? Double {
            timeInterval = number
        } else if let text = value as? String {
            timeInterval = TimeInterval(text)
        }
        guard let interval = timeInterval else { return nil }
        return Date(timeIntervalSince1970: unit.removeScale(from: interval))
    }

    open func transformToJSON(_ value: Date?) -> Double? {
        guard let date = value else { return nil }
        return Double(unit.addScale(to: date.timeIntervalSince1970))
    }
}

open class EnumTransform<T: RawRepresentable>: TransformType {
    public typealias Object = T
    public typealias JSON = T.RawValue

    public init() {}

    open func transformFromJSON(_ value: Any?) -> T? {
        guard let raw = value as? T.RawValue else { return nil }
        return T(rawValue: raw)
    }

    open func transformToJSON(_ value: T?) -> T.RawValue? {
        return value?.rawValue
    }
}

open class URLTransform: TransformType {
    public typealias Object = URL
    public typealias JSON = String

    private let shouldEncodeURLString: Bool
    private let allowedCharacterSet: CharacterSet

    public init(shouldEncodeURLString: Bool = false, allowedCharacterSet: CharacterSet = .urlQueryAllowed) {
        self.shouldEncodeURLString = shouldEncodeURLString
        self.allowedCharacterSet = allowedCharacterSet
    }

    open func transformFromJSON(_ value: Any?) -> URL? {
        guard let text = value as? String else { return nil }
        guard shouldEncodeURLString else { return URL(string: text) }
        guard let escaped = text.addingPercentEncoding(withAllowedCharacters: allowedCharacterSet) else { return nil }
        return URL(string: escaped)
    }

    open func transformToJSON(_ value: URL?) -> String? {
        return value?.absoluteString
    }
}
