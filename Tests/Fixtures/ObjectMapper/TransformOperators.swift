// Test double of ObjectMapper's transform operators (TransformOperators.swift):
// `property <- (map["key"], SomeTransform())` and `property >>> (map["key"], SomeTransform())`.
import Foundation

// MARK: Basic types with a transform

public func <- <Transform: TransformType>(left: inout Transform.Object, right: (Map, Transform)) {
    let (map, transform) = right
    switch map.mappingType {
    case .fromJSON where map.isKeyPresent || map.currentValue != nil:
        FromJSON.basicType(&left, object: transform.transformFromJSON(map.currentValue))
    case .toJSON: left >>> right
    default: ()
    }
}

public func >>> <Transform: TransformType>(left: Transform.Object, right: (Map, Transform)) {
    let (map, transform) = right
    if map.mappingType == .toJSON {
        let value: Transform.JSON? = transform.transformToJSON(left)
        ToJSON.optionalBasicType(value, map: map)
    }
}

public func <- <Transform: TransformType>(left: inout Transform.Object?, right: (Map, Transform)) {
    let (map, transform) = right
    switch map.mappingType {
    case .fromJSON where map.isKeyPresent || map.currentValue != nil:
        FromJSON.optionalBasicType(&left, object: transform.transformFromJSON(map.currentValue))
    case .toJSON: left >>> right
    default: ()
    }
}

public func >>> <Transform: TransformType>(left: Transform.Object?, right: (Map, Transform)) {
    let (map, transform) = right
    if map.mappingType == .toJSON {
        let value: Transform.JSON? = transform.transformToJSON(left)
        ToJSON.optionalBasicType(value, map: map)
    }
}

public func <- <Transform: TransformType>(left: inout [Transform.Object], right: (Map, Transform)) {
    let (map, transform) = right
    switch map.mappingType {
    case .fromJSON where map.isKeyPresent || map.currentValue != nil:
        FromJSON.basicType(&left, object: fromJSONArrayWithTransform(map.currentValue, transform: transform))
    case .toJSON: left >>> right
    default: ()
    }
}

public func >>> <Transform: TransformType>(left: [Transform.Object], right: (Map, Transform)) {
    let (map, transform) = right
    if map.mappingType == .toJSON {
        ToJSON.optionalBasicType(toJSONArrayWithTransform(left, transform: transform), map: map)
    }
}

public func <- <Transform: TransformType>(left: inout [Transform.Object]?, right: (Map, Transform)) {
    let (map, transform) = right
    switch map.mappingType {
    case .fromJSON where map.isKeyPresent || map.currentValue != nil:
        FromJSON.optionalBasicType(&left, object: fromJSONArrayWithTransform(map.currentValue, transform: transform))
    case .toJSON: left >>> right
    default: ()
    }
}

public func >>> <Transform: TransformType>(left: [Transform.Object]?, right: (Map, Transform)) {
    let (map, transform) = right
    if map.mappingType == .toJSON {
        ToJSON.optionalBasicType(toJSONArrayWithTransform(left, transform: transform), map: map)
    }
}

public func <- <Transform: TransformType>(left: inout [String: Transform.Object], right: (Map, Transform)) {
    let (map, transform) = right
    switch map.mappingType {
    case .fromJSON where map.isKeyPresent || map.currentValue != nil:
        FromJSON.basicType(&left, object: fromJSONDictionaryWithTransform(map.currentValue, transform: transform))
    case .toJSON: left >>> right
    default: ()
    }
}

public func >>> <Transform: TransformType>(left: [String: Transform.Object], right: (Map, Transform)) {
    let (map, transform) = right
    if map.mappingType == .toJSON {
        ToJSON.optionalBasicType(toJSONDictionaryWithTransform(left, transform: transform), map: map)
    }
}

public func <- <Transform: TransformType>(left: inout [String: Transform.Object]?, right: (Map, Transform)) {
    let (map, transform) = right
    switch map.mappingType {
    case .fromJSON where map.isKeyPresent || map.currentValue != nil:
        FromJSON.optionalBasicType(&left, object: fromJSONDictionaryWithTransform(map.currentValue, transform: transform))
    case .toJSON: left >>> right
    default: ()
    }
}

public func >>> <Transform: TransformType>(left: [String: Transform.Object]?, right: (Map, Transform)) {
    let (map, transform) = right
    if map.mappingType == .toJSON {
        ToJSON.optionalBasicType(toJSONDictionaryWithTransform(left, transform: transform), map: map)
    }
}

// MARK: Mappable objects with a transform

public func <- <Transform: TransformType>(left: inout Transform.Object, right: (Map, Transform)) where Transform.Object: BaseMappable {
    let (map, transform) = right
    switch map.mappingType {
    case .fromJSON where map.isKeyPresent || map.currentValue != nil:
        FromJSON.basicType(&left, object: transform.transformFromJSON(map.currentValue))
    case .toJSON: left >>> right
    default: ()
    }
}

public func >>> <Transform: TransformType>(left: Transform.Object, right: (Map, Transform)) where Transform.Object: BaseMappable {
    let (map, transform) = right
    if map.mappingType == .toJSON {
        let value: Transform.JSON? = transform.transformToJSON(left)
        ToJSON.optionalBasicType(value, map: map)
    }
}

public func <- <Transform: TransformType>(left: inout Transform.Object?, right: (Map, Transform)) where Transform.Object: BaseMappable {
    let (map, transform) = right
    switch map.mappingType {
    case .fromJSON where map.isKeyPresent || map.currentValue != nil:
        FromJSON.optionalBasicType(&left, object: transform.transformFromJSON(map.currentValue))
    case .toJSON: left >>> right
    default: ()
    }
}

public func >>> <Transform: TransformType>(left: Transform.Object?, right: (Map, Transform)) where Transform.Object: BaseMappable {
    let (map, transform) = right
    if map.mappingType == .toJSON {
        let value: Transform.JSON? = transform.transformToJSON(left)
        ToJSON.optionalBasicType(value, map: map)
    }
}

public func <- <Transform: TransformType>(left: inout [Transform.Object], right: (Map, Transform)) where Transform.Object: BaseMappable {
    let (map, transform) = right
    switch map.mappingType {
    case .fromJSON where map.isKeyPresent || map.currentValue != nil:
        if let values = fromJSONArrayWithTransform(map.currentValue, transform: transform) {
            FromJSON.basicType(&left, object: values)
        }
    case .toJSON: left >>> right
    default: ()
    }
}

public func >>> <Transform: TransformType>(left: [Transform.Object], right: (Map, Transform)) where Transform.Object: BaseMappable {
    let (map, transform) = right
    if map.mappingType == .toJSON {
        ToJSON.optionalBasicType(toJSONArrayWithTransform(left, transform: transform), map: map)
    }
}

public func <- <Transform: TransformType>(left: inout [Transform.Object]?, right: (Map, Transform)) where Transform.Object: BaseMappable {
    let (map, transform) = right
    switch map.mappingType {
    case .fromJSON where map.isKeyPresent || map.currentValue != nil:
        FromJSON.optionalBasicType(&left, object: fromJSONArrayWithTransform(map.currentValue, transform: transform))
    case .toJSON: left >>> right
    default: ()
    }
}

public func >>> <Transform: TransformType>(left: [Transform.Object]?, right: (Map, Transform)) where Transform.Object: BaseMappable {
    let (map, transform) = right
    if map.mappingType == .toJSON {
        ToJSON.optionalBasicType(toJSONArrayWithTransform(left, transform: transform), map: map)
    }
}
