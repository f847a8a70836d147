// Test double of ObjectMapper's internal readers/writers (FromJSON.swift, ToJSON.swift).
import Foundation

internal enum FromJSON {
    /// A missing or wrongly typed value leaves the field untouched.
    static func basicType<FieldType>(_ field: inout FieldType, object: FieldType?) {
        if let value = object { field = value }
    }

    static func optionalBasicType<FieldType>(_ field: inout FieldType?, object: FieldType?) {
        field = object
    }

    static func object<N: BaseMappable>(_ field: inout N, map: Map) {
        if map.toObject {
            field = Mapper(context: map.context).map(JSONObject: map.currentValue, toObject: field)
        } else if let value: N = Mapper(context: map.context).map(JSONObject: map.currentValue) {
            field = value
        }
    }

    static func optionalObject<N: BaseMappable>(_ field: inout N?, map: Map) {
        if let existing = field, map.toObject, map.currentValue != nil {
            field = Mapper(context: map.context).map(JSONObject: map.currentValue, toObject: existing)
        } else {
            field = Mapper(context: map.context).map(JSONObject: map.currentValue)
        }
    }

    static func objectArray<N: BaseMappable>(_ field: inout [N], map: Map) {
        if let objects = Mapper<N>(context: map.context).mapArray(JSONObject: map.currentValue) { field = objects }
    }

    static func optionalObjectArray<N: BaseMappable>(_ field: inout [N]?, map: Map) {
        field = Mapper<N>(context: map.context).mapArray(JSONObject: map.currentValue)
    }

    static func twoDimensionalObjectArray<N: BaseMappable>(_ field: inout [[N]], map: Map) {
        if let objects = Mapper<N>(context: map.context).mapArrayOfArrays(JSONObject: map.currentValue) { field = objects }
    }

    static func optionalTwoDimensionalObjectArray<N: BaseMappable>(_ field: inout [[N]]?, map: Map) {
        field = Mapper<N>(context: map.context).mapArrayOfArrays(JSONObject: map.currentValue)
    }

    static func objectDictionary<N: BaseMappable>(_ field: inout [String: N], map: Map) {
        if let objects = Mapper<N>(context: map.context).mapDictionary(JSONObject: map.currentValue) { field = objects }
    }

    static func optionalObjectDictionary<N: BaseMappable>(_ field: inout [String: N]?, map: Map) {
        field = Mapper<N>(context: map.context).mapDictionary(JSONObject: map.currentValue)
    }

    static func objectDictionaryOfArrays<N: BaseMappable>(_ field: inout [String: [N]], map: Map) {
        if let objects = Mapper<N>(context: map.context).mapDictionaryOfArrays(JSONObject: map.currentValue) { field = objects }
    }

    static func optionalObjectDictionaryOfArrays<N: BaseMappable>(_ field: inout [String: [N]]?, map: Map) {
        field = Mapper<N>(context: map.context).mapDictionaryOfArrays(JSONObject: map.currentValue)
    }

    static func objectSet<N: BaseMappable & Hashable>(_ field: inout Set<N>, map: Map) {
        if let objects = Mapper<N>(context: map.context).mapArray(JSONObject: map.currentValue) { field = Set(objects) }
    }

    static func optionalObjectSet<N: BaseMappable & Hashable>(_ field: inout Set<N>?, map: Map) {
        field = Mapper<N>(context: map.context).mapArray(JSONObject: map.currentValue).map { Set($0) }
    }
}

internal enum ToJSON {
    /// Only JSON-compatible values are written, as ObjectMapper does; anything else is silently dropped.
    static func basicType<N>(_ field: N, map: Map) {
        let x = field as Any
        let isJSONValue = x is NSNumber || x is Bool || x is Int || x is Double || x is Float || x is String || x is NSNull
            || x is [NSNumber] || x is [Bool] || x is [Int] || x is [Double] || x is [Float] || x is [String]
            || x is [Any] || x is [[String: Any]]
            || x is [String: NSNumber] || x is [String: Bool] || x is [String: Int] || x is [String: Double]
            || x is [String: Float] || x is [String: String] || x is [String: Any]
        if isJSONValue { setValue(x, map: map) }
    }

    static func optionalBasicType<N>(_ field: N?, map: Map) {
        if let field = field {
            basicType(field, map: map)
        } else if map.shouldIncludeNilValues {
            basicType(NSNull(), map: map)
        }
    }

    static func object<N: BaseMappable>(_ field: N, map: Map) {
        setValue(Mapper(context: map.context, shouldIncludeNilValues: map.shouldIncludeNilValues).toJSON(field), map: map)
    }

    static func optionalObject<N: BaseMappable>(_ field: N?, map: Map) {
        if let field = field { object(field, map: map) }
    }

    static func objectArray<N: BaseMappable>(_ field: [N], map: Map) {
        setValue(Mapper(context: map.context, shouldIncludeNilValues: map.shouldIncludeNilValues).toJSONArray(field), map: map)
    }

    static func optionalObjectArray<N: BaseMappable>(_ field: [N]?, map: Map) {
        if let field = field { objectArray(field, map: map) }
    }

    static func twoDimensionalObjectArray<N: BaseMappable>(_ field: [[N]], map: Map) {
        let mapper = Mapper<N>(context: map.context, shouldIncludeNilValues: map.shouldIncludeNilValues)
        setValue(field.map(mapper.toJSONArray), map: map)
    }

    static func optionalTwoDimensionalObjectArray<N: BaseMappable>(_ field: [[N]]?, map: Map) {
        if let field = field { twoDimensionalObjectArray(field, map: map) }
    }

    static func objectSet<N: BaseMappable & Hashable>(_ field: Set<N>, map: Map) {
        setValue(Mapper(context: map.context, shouldIncludeNilValues: map.shouldIncludeNilValues).toJSONArray(Array(field)), map: map)
    }

    static func optionalObjectSet<N: BaseMappable & Hashable>(_ field: Set<N>?, map: Map) {
        if let field = field { objectSet(field, map: map) }
    }

    static func objectDictionary<N: BaseMappable>(_ field: [String: N], map: Map) {
        setValue(Mapper(context: map.context, shouldIncludeNilValues: map.shouldIncludeNilValues).toJSONDictionary(field), map: map)
    }

    static func optionalObjectDictionary<N: BaseMappable>(_ field: [String: N]?, map: Map) {
        if let field = field { objectDictionary(field, map: map) }
    }

    static func objectDictionaryOfArrays<N: BaseMappable>(_ field: [String: [N]], map: Map) {
        setValue(Mapper(context: map.context, shouldIncludeNilValues: map.shouldIncludeNilValues).toJSONDictionaryOfArrays(field), map: map)
    }

    static func optionalObjectDictionaryOfArrays<N: BaseMappable>(_ field: [String: [N]]?, map: Map) {
        if let field = field { objectDictionaryOfArrays(field, map: map) }
    }

    /// Writes at the current key; a nested key creates (or extends) the intermediate dictionaries.
    private static func setValue(_ value: Any, map: Map) {
        guard let key = map.currentKey else { return }
        if map.keyIsNested {
            let path = key.components(separatedBy: map.nestedKeyDelimiter).filter { !$0.isEmpty }
            setValue(value, at: path[...], in: &map.JSON)
        } else {
            map.JSON[key] = value
        }
    }

    private static func setValue(_ value: Any, at path: ArraySlice<String>, in dictionary: inout [String: Any]) {
        guard let head = path.first else { return }
        if path.count == 1 {
            dictionary[head] = value
        } else {
            var child = dictionary[head] as? [String: Any] ?? [:]
            setValue(value, at: path.dropFirst(), in: &child)
            dictionary[head] = child
        }
    }
}

// Array/dictionary helpers used by the transform operators.
internal func fromJSONArrayWithTransform<Transform: TransformType>(_ input: Any?, transform: Transform) -> [Transform.Object]? {
    guard let values = input as? [Any] else { return nil }
    return values.compactMap { transform.transformFromJSON($0) }
}

internal func fromJSONDictionaryWithTransform<Transform: TransformType>(_ input: Any?, transform: Transform) -> [String: Transform.Object]? {
    guard let values = input as? [String: Any] else { return nil }
    return values.compactMapValues { transform.transformFromJSON($0) }
}

internal func toJSONArrayWithTransform<Transform: TransformType>(_ input: [Transform.Object]?, transform: Transform) -> [Transform.JSON]? {
    return input?.compactMap { transform.transformToJSON($0) }
}

internal func toJSONDictionaryWithTransform<Transform: TransformType>(_ input: [String: Transform.Object]?, transform: Transform) -> [String: Transform.JSON]? {
    return input?.compactMapValues { transform.transformToJSON($0) }
}
