// Test double of ObjectMapper's `Mapper` (Sources/Mapper.swift): JSON ↔ objects.
import Foundation

public final class Mapper<N: BaseMappable> {
    public var context: MapContext?
    public var shouldIncludeNilValues = false

    public init(context: MapContext? = nil, shouldIncludeNilValues: Bool = false) {
        self.context = context
        self.shouldIncludeNilValues = shouldIncludeNilValues
    }

    // MARK: JSON → object

    public func map(JSONObject: Any?, toObject object: N) -> N {
        guard let JSON = JSONObject as? [String: Any] else { return object }
        return map(JSON: JSON, toObject: object)
    }

    public func map(JSON: [String: Any], toObject object: N) -> N {
        var mutableObject = object
        let map = Map(mappingType: .fromJSON, JSON: JSON, toObject: true, context: context, shouldIncludeNilValues: shouldIncludeNilValues)
        mutableObject.mapping(map: map)
        return mutableObject
    }

    public func map(JSONString: String) -> N? {
        guard let JSON = Mapper.parseJSONStringIntoDictionary(JSONString: JSONString) else { return nil }
        return map(JSON: JSON)
    }

    public func map(JSONObject: Any?) -> N? {
        guard let JSON = JSONObject as? [String: Any] else { return nil }
        return map(JSON: JSON)
    }

    /// StaticMappable, then Mappable (init?(map:) may cancel), then ImmutableMappable (errors → nil).
    public func map(JSON: [String: Any]) -> N? {
        let map = Map(mappingType: .fromJSON, JSON: JSON, context: context, shouldIncludeNilValues: shouldIncludeNilValues)
        if let klass = N.self as? StaticMappable.Type {
            if var object = klass.objectForMapping(map: map) as? N {
                object.mapping(map: map)
                return object
            }
        } else if let klass = N.self as? Mappable.Type {
            if var object = klass.init(map: map) as? N {
                object.mapping(map: map)
                return object
            }
        } else if let klass = N.self as? ImmutableMappable.Type {
            do {
                if var object = try klass.init(map: map) as? N {
                    object.mapping(map: map)
                    return object
                }
            } catch {
                return nil
            }
        } else {
            assertionFailure("BaseMappable should not be implemented directly.")
        }
        return nil
    }

    public func mapArray(JSONString: String) -> [N]? {
        let parsed = Mapper.parseJSONString(JSONString: JSONString)
        if let objects = mapArray(JSONObject: parsed) { return objects }
        if let object = map(JSONObject: parsed) { return [object] }
        return nil
    }

    public func mapArray(JSONObject: Any?) -> [N]? {
        guard let JSONArray = JSONObject as? [[String: Any]] else { return nil }
        return mapArray(JSONArray: JSONArray)
    }

    public func mapArray(JSONArray: [[String: Any]]) -> [N] {
        return JSONArray.compactMap(map(JSON:))
    }

    public func mapDictionary(JSONString: String) -> [String: N]? {
        return mapDictionary(JSONObject: Mapper.parseJSONString(JSONString: JSONString))
    }

    public func mapDictionary(JSONObject: Any?) -> [String: N]? {
        guard let JSON = JSONObject as? [String: [String: Any]] else { return nil }
        return mapDictionary(JSON: JSON)
    }

    public func mapDictionary(JSON: [String: [String: Any]]) -> [String: N]? {
        let result = JSON.compactMapValues(map(JSON:))
        return result.isEmpty ? nil : result
    }

    public func mapDictionaryOfArrays(JSONObject: Any?) -> [String: [N]]? {
        guard let JSON = JSONObject as? [String: [[String: Any]]] else { return nil }
        return mapDictionaryOfArrays(JSON: JSON)
    }

    public func mapDictionaryOfArrays(JSON: [String: [[String: Any]]]) -> [String: [N]]? {
        let result = JSON.mapValues(mapArray(JSONArray:))
        return result.isEmpty ? nil : result
    }

    public func mapArrayOfArrays(JSONObject: Any?) -> [[N]]? {
        guard let JSONArray = JSONObject as? [[[String: Any]]] else { return nil }
        let result = JSONArray.map(mapArray(JSONArray:))
        return result.isEmpty ? nil : result
    }

    // MARK: object → JSON

    public func toJSON(_ object: N) -> [String: Any] {
        var mutableObject = object
        let map = Map(mappingType: .toJSON, JSON: [:], context: context, shouldIncludeNilValues: shouldIncludeNilValues)
        mutableObject.mapping(map: map)
        return map.JSON
    }

    public func toJSONArray(_ array: [N]) -> [[String: Any]] {
        return array.map(toJSON)
    }

    public func toJSONDictionary(_ dictionary: [String: N]) -> [String: [String: Any]] {
        return dictionary.mapValues(toJSON)
    }

    public func toJSONDictionaryOfArrays(_ dictionary: [String: [N]]) -> [String: [[String: Any]]] {
        return dictionary.mapValues(toJSONArray)
    }

    public func toJSONString(_ object: N, prettyPrint: Bool = false) -> String? {
        return Mapper.toJSONString(toJSON(object) as Any, prettyPrint: prettyPrint)
    }

    public func toJSONString(_ array: [N], prettyPrint: Bool = false) -> String? {
        return Mapper.toJSONString(toJSONArray(array) as Any, prettyPrint: prettyPrint)
    }

    // MARK: JSON text

    public static func parseJSONStringIntoDictionary(JSONString: String) -> [String: Any]? {
        return parseJSONString(JSONString: JSONString) as? [String: Any]
    }

    public static func parseJSONString(JSONString: String) -> Any? {
        guard let data = JSONString.data(using: .utf8, allowLossyConversion: true) else { return nil }
        return try? JSONSerialization.jsonObject(with: data, options: .allowFragments)
    }

    public static func toJSONString(_ JSONObject: Any, prettyPrint: Bool) -> String? {
        let options: JSONSerialization.WritingOptions = prettyPrint ? [.prettyPrinted, .sortedKeys] : [.sortedKeys]
        guard let data = toJSONData(JSONObject, options: options) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    public static func toJSONData(_ JSONObject: Any, options: JSONSerialization.WritingOptions) -> Data? {
        guard JSONSerialization.isValidJSONObject(JSONObject) else { return nil }
        return try? JSONSerialization.data(withJSONObject: JSONObject, options: options)
    }
}

public extension Mapper where N: ImmutableMappable {
    func map(JSON: [String: Any]) throws -> N {
        return try mapOrFail(JSON: JSON)
    }

    func map(JSONString: String) throws -> N {
        return try mapOrFail(JSONString: JSONString)
    }

    func map(JSONObject: Any) throws -> N {
        return try mapOrFail(JSONObject: JSONObject)
    }

    func mapArray(JSONArray: [[String: Any]]) throws -> [N] {
        return try JSONArray.map(mapOrFail(JSON:))
    }

    func mapArray(JSONString: String) throws -> [N] {
        guard let JSONObject = Mapper.parseJSONString(JSONString: JSONString) else {
            throw MapError(key: nil, currentValue: JSONString, reason: "Cannot convert string into Any'")
        }
        return try mapArray(JSONObject: JSONObject)
    }

    func mapArray(JSONObject: Any) throws -> [N] {
        guard let JSONArray = JSONObject as? [[String: Any]] else {
            throw MapError(key: nil, currentValue: JSONObject, reason: "Cannot cast to '[[String: Any]]'")
        }
        return try mapArray(JSONArray: JSONArray)
    }
}

internal extension Mapper {
    func mapOrFail(JSON: [String: Any]) throws -> N {
        let map = Map(mappingType: .fromJSON, JSON: JSON, context: context, shouldIncludeNilValues: shouldIncludeNilValues)
        if let klass = N.self as? ImmutableMappable.Type, var object = try klass.init(map: map) as? N {
            object.mapping(map: map)
            return object
        }
        guard let value = self.map(JSON: JSON) else {
            throw MapError(key: nil, currentValue: JSON, reason: "Cannot map to '\(N.self)'")
        }
        return value
    }

    func mapOrFail(JSONString: String) throws -> N {
        guard let JSON = Mapper.parseJSONStringIntoDictionary(JSONString: JSONString) else {
            throw MapError(key: nil, currentValue: JSONString, reason: "Cannot parse into '[String: Any]'")
        }
        return try mapOrFail(JSON: JSON)
    }

    func mapOrFail(JSONObject: Any) throws -> N {
        guard let JSON = JSONObject as? [String: Any] else {
            throw MapError(key: nil, currentValue: JSONObject, reason: "Cannot cast to '[String: Any]'")
        }
        return try mapOrFail(JSON: JSON)
    }
}
