// Test double of ObjectMapper's RawRepresentable operators (EnumOperators.swift): enums map by raw value.
import Foundation

public func <- <T: RawRepresentable>(left: inout T, right: Map) {
    left <- (right, EnumTransform())
}

public func >>> <T: RawRepresentable>(left: T, right: Map) {
    left >>> (right, EnumTransform())
}

public func <- <T: RawRepresentable>(left: inout T?, right: Map) {
    left <- (right, EnumTransform())
}

public func >>> <T: RawRepresentable>(left: T?, right: Map) {
    left >>> (right, EnumTransform())
}

public func <- <T: RawRepresentable>(left: inout [T], right: Map) {
    left <- (right, EnumTransform())
}

public func >>> <T: RawRepresentable>(left: [T], right: Map) {
    left >>> (right, EnumTransform())
}

public func <- <T: RawRepresentable>(left: inout [T]?, right: Map) {
    left <- (right, EnumTransform())
}

public func >>> <T: RawRepresentable>(left: [T]?, right: Map) {
    left >>> (right, EnumTransform())
}

public func <- <T: RawRepresentable>(left: inout [String: T], right: Map) {
    left <- (right, EnumTransform())
}

public func >>> <T: RawRepresentable>(left: [String: T], right: Map) {
    left >>> (right, EnumTransform())
}

public func <- <T: RawRepresentable>(left: inout [String: T]?, right: Map) {
    left <- (right, EnumTransform())
}

public func >>> <T: RawRepresentable>(left: [String: T]?, right: Map) {
    left >>> (right, EnumTransform())
}
