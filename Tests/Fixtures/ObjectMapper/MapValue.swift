// Test double of ObjectMapper's throwing readers for ImmutableMappable (`map.value(...)`,
// Sources/ImmutableMappable.swift). Same overload set, so overload resolution matches the real library.
import Foundation

public extension Map {
    fileprivate func currentValue(for key: String, nested: Bool? = nil, delimiter: String = ".") -> Any? {
        let isNested = nested ?? key.contains(delimiter)
        return self[key, nested: isNested, delimiter: delimiter].currentValue
    }

    // MARK: Basic

    func value<T>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> T {
        let currentValue = self.currentValue(for: key, nested: nested, delimiter: delimiter)
        guard let value = currentValue as? T else {
            throw MapError(key: key, currentValue: currentValue, reason: "Cannot cast to '\(T.self)'", file: file, function: function, line: line)
        }
        return value
    }

    func value<Transform: TransformType>(_ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform, file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> Transform.Object {
        let currentValue = self.currentValue(for: key, nested: nested, delimiter: delimiter)
        guard let value = transform.transformFromJSON(currentValue) else {
            throw MapError(key: key, currentValue: currentValue, reason: "Cannot transform to '\(Transform.Object.self)' using \(transform)", file: file, function: function, line: line)
        }
        return value
    }

    // MARK: RawRepresentable

    func value<T: RawRepresentable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> T {
        return try value(key, nested: nested, delimiter: delimiter, using: EnumTransform(), file: file, function: function, line: line)
    }

    func value<T: RawRepresentable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> T? {
        return try value(key, nested: nested, delimiter: delimiter, using: EnumTransform(), file: file, function: function, line: line)
    }

    func value<T: RawRepresentable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [T] {
        return try value(key, nested: nested, delimiter: delimiter, using: EnumTransform(), file: file, function: function, line: line)
    }

    func value<T: RawRepresentable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [T]? {
        return try value(key, nested: nested, delimiter: delimiter, using: EnumTransform(), file: file, function: function, line: line)
    }

    // MARK: BaseMappable

    func value<T: BaseMappable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> T {
        let currentValue = self.currentValue(for: key, nested: nested, delimiter: delimiter)
        guard let JSONObject = currentValue else {
            throw MapError(key: key, currentValue: currentValue, reason: "Found unexpected nil value", file: file, function: function, line: line)
        }
        return try Mapper<T>(context: context).mapOrFail(JSONObject: JSONObject)
    }

    func value<T: BaseMappable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> T? {
        let currentValue = self.currentValue(for: key, nested: nested, delimiter: delimiter)
        guard let JSONObject = currentValue else {
            throw MapError(key: key, currentValue: currentValue, reason: "Found unexpected nil value", file: file, function: function, line: line)
        }
        return try Mapper<T>(context: context).mapOrFail(JSONObject: JSONObject)
    }

    // MARK: [BaseMappable]

    func value<T: BaseMappable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [T] {
        let currentValue = self.currentValue(for: key, nested: nested, delimiter: delimiter)
        guard let jsonArray = currentValue as? [Any] else {
            throw MapError(key: key, currentValue: currentValue, reason: "Cannot cast to '[Any]'", file: file, function: function, line: line)
        }
        return try jsonArray.map { try Mapper<T>(context: context).mapOrFail(JSONObject: $0) }
    }

    func value<T: BaseMappable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [T]? {
        let currentValue = self.currentValue(for: key, nested: nested, delimiter: delimiter)
        guard let jsonArray = currentValue as? [Any] else {
            throw MapError(key: key, currentValue: currentValue, reason: "Cannot cast to '[Any]'", file: file, function: function, line: line)
        }
        return try jsonArray.map { try Mapper<T>(context: context).mapOrFail(JSONObject: $0) }
    }

    func value<Transform: TransformType>(_ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform, file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [Transform.Object] {
        let currentValue = self.currentValue(for: key, nested: nested, delimiter: delimiter)
        guard let jsonArray = currentValue as? [Any] else {
            throw MapError(key: key, currentValue: currentValue, reason: "Cannot cast to '[Any]'", file: file, function: function, line: line)
        }
        return try jsonArray.map { json in
            guard let object = transform.transformFromJSON(json) else {
                throw MapError(key: key, currentValue: json, reason: "Cannot transform to '\(Transform.Object.self)' using \(transform)", file: file, function: function, line: line)
            }
            return object
        }
    }

    // MARK: [String: BaseMappable]

    func value<T: BaseMappable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [String: T] {
        let currentValue = self.currentValue(for: key, nested: nested, delimiter: delimiter)
        guard let jsonDictionary = currentValue as? [String: Any] else {
            throw MapError(key: key, currentValue: currentValue, reason: "Cannot cast to '[String: Any]'", file: file, function: function, line: line)
        }
        return try jsonDictionary.mapValues { try Mapper<T>(context: context).mapOrFail(JSONObject: $0) }
    }

    func value<T: BaseMappable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [String: T]? {
        let currentValue = self.currentValue(for: key, nested: nested, delimiter: delimiter)
        guard let jsonDictionary = currentValue as? [String: Any] else {
            throw MapError(key: key, currentValue: currentValue, reason: "Cannot cast to '[String: Any]'", file: file, function: function, line: line)
        }
        return try jsonDictionary.mapValues { try Mapper<T>(context: context).mapOrFail(JSONObject: $0) }
    }

    func value<Transform: TransformType>(_ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform, file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [String: Transform.Object] {
        let currentValue = self.currentValue(for: key, nested: nested, delimiter: delimiter)
        guard let jsonDictionary = currentValue as? [String: Any] else {
            throw MapError(key: key, currentValue: currentValue, reason: "Cannot cast to '[String: Any]'", file: file, function: function, line: line)
        }
        return try jsonDictionary.mapValues { json in
            guard let object = transform.transformFromJSON(json) else {
                throw MapError(key: key, currentValue: json, reason: "Cannot transform to '\(Transform.Object.self)' using \(transform)", file: file, function: function, line: line)
            }
            return object
        }
    }

    // MARK: [[BaseMappable]]

    func value<T: BaseMappable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [[T]]? {
        let currentValue = self.currentValue(for: key, nested: nested, delimiter: delimiter)
        guard let json2DArray = currentValue as? [[Any]] else {
            throw MapError(key: key, currentValue: currentValue, reason: "Cannot cast to '[[Any]]'", file: file, function: function, line: line)
        }
        return try json2DArray.map { try $0.map { try Mapper<T>(context: context).mapOrFail(JSONObject: $0) } }
    }

    func value<T: BaseMappable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [[T]] {
        let currentValue = self.currentValue(for: key, nested: nested, delimiter: delimiter)
        guard let json2DArray = currentValue as? [[Any]] else {
            throw MapError(key: key, currentValue: currentValue, reason: "Cannot cast to '[[Any]]'", file: file, function: function, line: line)
        }
        return try json2DArray.map { try $0.map { try Mapper<T>(context: context).mapOrFail(JSONObject: $0) } }
    }
}

// MARK: - Default value (ObjectMapper's Map.swift): the value, or `default` when it cannot be read.

public extension Map {
    func value<T>(_ key: String, default: T.Object, using transform: T) throws -> T.Object where T: TransformType {
        if let value: T.Object = try? self.value(key, using: transform) {
            return value
        }
        return `default`
    }

    func value<T>(_ key: String, default: T) throws -> T {
        if let value: T = try? self.value(key) {
            return value
        }
        return `default`
    }

    func value<T: BaseMappable>(_ key: String, default: [T]) -> [T] {
        do {
            let value: [T] = try self.value(key)
            return value
        } catch {
            return `default`
        }
    }

    func value<T>(_ key: String, default: T) throws -> T where T: BaseMappable {
        if let value: T = try? self.value(key) as T {
            return value
        }
        return `default`
    }
}
