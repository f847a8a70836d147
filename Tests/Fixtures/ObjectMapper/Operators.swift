// Test double of ObjectMapper's mapping operators (Operators.swift): `<-` maps both ways,
// `>>>` only writes JSON. One overload per supported shape, as in the real library.
import Foundation

infix operator <-
infix operator >>>

// MARK: Basic types

public func <- <T>(left: inout T, right: Map) {
    switch right.mappingType {
    case .fromJSON where right.isKeyPresent: FromJSON.basicType(&left, object: right.value())
    case .toJSON: left >>> right
    default: ()
    }
}

public func >>> <T>(left: T, right: Map) {
    if right.mappingType == .toJSON { ToJSON.basicType(left, map: right) }
}

public func <- <T>(left: inout T?, right: Map) {
    switch right.mappingType {
    case .fromJSON where right.isKeyPresent: FromJSON.optionalBasicType(&left, object: right.value())
    case .toJSON: left >>> right
    default: ()
    }
}

public func >>> <T>(left: T?, right: Map) {
    if right.mappingType == .toJSON { ToJSON.optionalBasicType(left, map: right) }
}

// MARK: Mappable objects

public func <- <T: BaseMappable>(left: inout T, right: Map) {
    switch right.mappingType {
    case .fromJSON: FromJSON.object(&left, map: right)
    case .toJSON: left >>> right
    }
}

public func >>> <T: BaseMappable>(left: T, right: Map) {
    if right.mappingType == .toJSON { ToJSON.object(left, map: right) }
}

public func <- <T: BaseMappable>(left: inout T?, right: Map) {
    switch right.mappingType {
    case .fromJSON where right.isKeyPresent: FromJSON.optionalObject(&left, map: right)
    case .toJSON: left >>> right
    default: ()
    }
}

public func >>> <T: BaseMappable>(left: T?, right: Map) {
    if right.mappingType == .toJSON { ToJSON.optionalObject(left, map: right) }
}

// MARK: Dictionary of Mappable objects

public func <- <T: BaseMappable>(left: inout [String: T], right: Map) {
    switch right.mappingType {
    case .fromJSON where right.isKeyPresent: FromJSON.objectDictionary(&left, map: right)
    case .toJSON: left >>> right
    default: ()
    }
}

public func >>> <T: BaseMappable>(left: [String: T], right: Map) {
    if right.mappingType == .toJSON { ToJSON.objectDictionary(left, map: right) }
}

public func <- <T: BaseMappable>(left: inout [String: T]?, right: Map) {
    switch right.mappingType {
    case .fromJSON where right.isKeyPresent: FromJSON.optionalObjectDictionary(&left, map: right)
    case .toJSON: left >>> right
    default: ()
    }
}

public func >>> <T: BaseMappable>(left: [String: T]?, right: Map) {
    if right.mappingType == .toJSON { ToJSON.optionalObjectDictionary(left, map: right) }
}

public func <- <T: BaseMappable>(left: inout [String: [T]], right: Map) {
    switch right.mappingType {
    case .fromJSON where right.isKeyPresent: FromJSON.objectDictionaryOfArrays(&left, map: right)
    case .toJSON: left >>> right
    default: ()
    }
}

public func >>> <T: BaseMappable>(left: [String: [T]], right: Map) {
    if right.mappingType == .toJSON { ToJSON.objectDictionaryOfArrays(left, map: right) }
}

public func <- <T: BaseMappable>(left: inout [String: [T]]?, right: Map) {
    switch right.mappingType {
    case .fromJSON where right.isKeyPresent: FromJSON.optionalObjectDictionaryOfArrays(&left, map: right)
    case .toJSON: left >>> right
    default: ()
    }
}

public func >>> <T: BaseMappable>(left: [String: [T]]?, right: Map) {
    if right.mappingType == .toJSON { ToJSON.optionalObjectDictionaryOfArrays(left, map: right) }
}

// MARK: Array of Mappable objects

public func <- <T: BaseMappable>(left: inout [T], right: Map) {
    switch right.mappingType {
    case .fromJSON where right.isKeyPresent: FromJSON.objectArray(&left, map: right)
    case .toJSON: left >>> right
    default: ()
    }
}

public func >>> <T: BaseMappable>(left: [T], right: Map) {
    if right.mappingType == .toJSON { ToJSON.objectArray(left, map: right) }
}

public func <- <T: BaseMappable>(left: inout [T]?, right: Map) {
    switch right.mappingType {
    case .fromJSON where right.isKeyPresent: FromJSON.optionalObjectArray(&left, map: right)
    case .toJSON: left >>> right
    default: ()
    }
}

public func >>> <T: BaseMappable>(left: [T]?, right: Map) {
    if right.mappingType == .toJSON { ToJSON.optionalObjectArray(left, map: right) }
}

// MARK: Array of arrays of Mappable objects

public func <- <T: BaseMappable>(left: inout [[T]], right: Map) {
    switch right.mappingType {
    case .fromJSON where right.isKeyPresent: FromJSON.twoDimensionalObjectArray(&left, map: right)
    case .toJSON: left >>> right
    default: ()
    }
}

public func >>> <T: BaseMappable>(left: [[T]], right: Map) {
    if right.mappingType == .toJSON { ToJSON.twoDimensionalObjectArray(left, map: right) }
}

public func <- <T: BaseMappable>(left: inout [[T]]?, right: Map) {
    switch right.mappingType {
    case .fromJSON where right.isKeyPresent: FromJSON.optionalTwoDimensionalObjectArray(&left, map: right)
    case .toJSON: left >>> right
    default: ()
    }
}

public func >>> <T: BaseMappable>(left: [[T]]?, right: Map) {
    if right.mappingType == .toJSON { ToJSON.optionalTwoDimensionalObjectArray(left, map: right) }
}

// MARK: Set of Mappable objects

public func <- <T: BaseMappable>(left: inout Set<T>, right: Map) {
    switch right.mappingType {
    case .fromJSON where right.isKeyPresent: FromJSON.objectSet(&left, map: right)
    case .toJSON: left >>> right
    default: ()
    }
}

public func >>> <T: BaseMappable>(left: Set<T>, right: Map) {
    if right.mappingType == .toJSON { ToJSON.objectSet(left, map: right) }
}

public func <- <T: BaseMappable>(left: inout Set<T>?, right: Map) {
    switch right.mappingType {
    case .fromJSON where right.isKeyPresent: FromJSON.optionalObjectSet(&left, map: right)
    case .toJSON: left >>> right
    default: ()
    }
}

public func >>> <T: BaseMappable>(left: Set<T>?, right: Map) {
    if right.mappingType == .toJSON { ToJSON.optionalObjectSet(left, map: right) }
}
