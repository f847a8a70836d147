// Test double of ObjectMapper's integer operators (IntegerOperators.swift): JSON numbers are read
// through NSNumber and must fit the integer type exactly.
import Foundation

public func <- <T: SignedInteger>(left: inout T, right: Map) {
    switch right.mappingType {
    case .fromJSON where right.isKeyPresent:
        let value: T = toSignedInteger(right.currentValue) ?? 0
        FromJSON.basicType(&left, object: value)
    case .toJSON: left >>> right
    default: ()
    }
}

public func <- <T: SignedInteger>(left: inout T?, right: Map) {
    switch right.mappingType {
    case .fromJSON where right.isKeyPresent:
        let value: T? = toSignedInteger(right.currentValue)
        FromJSON.basicType(&left, object: value)
    case .toJSON: left >>> right
    default: ()
    }
}

public func <- <T: UnsignedInteger>(left: inout T, right: Map) {
    switch right.mappingType {
    case .fromJSON where right.isKeyPresent:
        let value: T = toUnsignedInteger(right.currentValue) ?? 0
        FromJSON.basicType(&left, object: value)
    case .toJSON: left >>> right
    default: ()
    }
}

public func <- <T: UnsignedInteger>(left: inout T?, right: Map) {
    switch right.mappingType {
    case .fromJSON where right.isKeyPresent:
        let value: T? = toUnsignedInteger(right.currentValue)
        FromJSON.basicType(&left, object: value)
    case .toJSON: left >>> right
    default: ()
    }
}

private func toSignedInteger<T: SignedInteger>(_ value: Any?) -> T? {
    guard let number = value as? NSNumber, !(value is String) else { return nil }
    return T(exactly: number.int64Value)
}

private func toUnsignedInteger<T: UnsignedInteger>(_ value: Any?) -> T? {
    guard let number = value as? NSNumber, !(value is String) else { return nil }
    return T(exactly: number.uint64Value)
}
