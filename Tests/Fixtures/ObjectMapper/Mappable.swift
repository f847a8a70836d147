// Test double of ObjectMapper's Mappable protocols (Sources/Mappable.swift, ImmutableMappable.swift).
import Foundation

/// Do not adopt directly: adopt Mappable, StaticMappable or ImmutableMappable.
public protocol BaseMappable {
    mutating func mapping(map: Map)
    func validateMapping(map: Map) -> Bool
}

public protocol Mappable: BaseMappable {
    /// Return nil to cancel mapping (the object is then not created).
    init?(map: Map)
}

public protocol StaticMappable: BaseMappable {
    static func objectForMapping(map: Map) -> BaseMappable?
}

public protocol ImmutableMappable: BaseMappable {
    init(map: Map) throws
}

extension BaseMappable {
    public func validateMapping(map: Map) -> Bool { true }
}

public extension ImmutableMappable {
    /// Implement this to support object → JSON.
    func mapping(map: Map) {}

    init(JSONString: String, context: MapContext? = nil) throws {
        self = try Mapper(context: context).map(JSONString: JSONString)
    }

    init(JSON: [String: Any], context: MapContext? = nil) throws {
        self = try Mapper(context: context).map(JSON: JSON)
    }

    init(JSONObject: Any, context: MapContext? = nil) throws {
        self = try Mapper(context: context).map(JSONObject: JSONObject)
    }
}

public extension BaseMappable {
    init?(JSONString: String, context: MapContext? = nil) {
        guard let object: Self = Mapper(context: context).map(JSONString: JSONString) else { return nil }
        self = object
    }

    init?(JSON: [String: Any], context: MapContext? = nil) {
        guard let object: Self = Mapper(context: context).map(JSON: JSON) else { return nil }
        self = object
    }

    func toJSON() -> [String: Any] {
        return Mapper().toJSON(self)
    }

    func toJSONString(prettyPrint: Bool = false) -> String? {
        return Mapper().toJSONString(self, prettyPrint: prettyPrint)
    }
}

public extension Array where Element: BaseMappable {
    init?(JSONString: String, context: MapContext? = nil) {
        guard let objects: [Element] = Mapper(context: context).mapArray(JSONString: JSONString) else { return nil }
        self = objects
    }

    func toJSON() -> [[String: Any]] {
        return Mapper().toJSONArray(self)
    }
}

public struct MapError: Error, CustomStringConvertible {
    public var key: String?
    public var currentValue: Any?
    public var reason: String?
    public var file: StaticString?
    public var function: StaticString?
    public var line: UInt?

    public init(key: String?, currentValue: Any?, reason: String?, file: StaticString? = nil, function: StaticString? = nil, line: UInt? = nil) {
        self.key = key
        self.currentValue = currentValue
        self.reason = reason
        self.file = file
        self.function = function
        self.line = line
    }

    public var description: String {
        "Got an error while mapping: key '\(key ?? "")', value \(String(describing: currentValue)), \(reason ?? "")"
    }
}
