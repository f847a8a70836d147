// Test double of ObjectMapper's `Map` (tristanhimmelman/ObjectMapper, Sources/Map.swift).
// Same public names, signatures and semantics; written from the documented API, not copied.
import Foundation

/// Passed through a mapping run for the user's own purposes.
public protocol MapContext {}

public enum MappingType {
    case fromJSON
    case toJSON
}

/// Holds the JSON being read or written and the key the next `<-` / `>>>` applies to.
public final class Map {
    public let mappingType: MappingType

    public internal(set) var JSON: [String: Any] = [:]
    public internal(set) var isKeyPresent = false
    public internal(set) var currentValue: Any?
    public internal(set) var currentKey: String?
    var keyIsNested = false
    public internal(set) var nestedKeyDelimiter: String = "."
    public var context: MapContext?
    public var shouldIncludeNilValues = false

    let toObject: Bool

    public init(mappingType: MappingType, JSON: [String: Any], toObject: Bool = false, context: MapContext? = nil, shouldIncludeNilValues: Bool = false) {
        self.mappingType = mappingType
        self.JSON = JSON
        self.currentValue = JSON
        self.toObject = toObject
        self.context = context
        self.shouldIncludeNilValues = shouldIncludeNilValues
    }

    /// A key containing "." is a nested path ("distance.value").
    public subscript(key: String) -> Map {
        return self[key, delimiter: ".", ignoreNil: false]
    }

    public subscript(key: String, delimiter delimiter: String) -> Map {
        return self[key, nested: key.contains(delimiter), delimiter: delimiter, ignoreNil: false]
    }

    public subscript(key: String, nested nested: Bool) -> Map {
        return self[key, nested: nested, delimiter: ".", ignoreNil: false]
    }

    public subscript(key: String, nested nested: Bool, delimiter delimiter: String) -> Map {
        return self[key, nested: nested, delimiter: delimiter, ignoreNil: false]
    }

    public subscript(key: String, ignoreNil ignoreNil: Bool) -> Map {
        return self[key, delimiter: ".", ignoreNil: ignoreNil]
    }

    public subscript(key: String, delimiter delimiter: String, ignoreNil ignoreNil: Bool) -> Map {
        return self[key, nested: key.contains(delimiter), delimiter: delimiter, ignoreNil: ignoreNil]
    }

    public subscript(key: String, nested nested: Bool, ignoreNil ignoreNil: Bool) -> Map {
        return self[key, nested: nested, delimiter: ".", ignoreNil: ignoreNil]
    }

    /// `nested: nil`: nested when the key contains the delimiter.
    public subscript(key: String, nested nested: Bool?, delimiter delimiter: String, ignoreNil ignoreNil: Bool) -> Map {
        let nested = nested ?? key.contains(delimiter)
        currentKey = key
        keyIsNested = nested
        nestedKeyDelimiter = delimiter
        if mappingType == .fromJSON {
            if nested {
                (isKeyPresent, currentValue) = lookUp(key.components(separatedBy: delimiter)[...], in: JSON)
            } else {
                let object = JSON[key]
                let isNull = object is NSNull
                isKeyPresent = isNull ? true : object != nil
                currentValue = isNull ? nil : object
            }
            if ignoreNil && currentValue == nil {
                isKeyPresent = false
            }
        }
        return self
    }

    public func value<T>() -> T? {
        return currentValue as? T
    }
}

/// Follows a key path through dictionaries and (numeric components) arrays; NSNull counts as present.
private func lookUp(_ path: ArraySlice<String>, in container: Any) -> (Bool, Any?) {
    guard let head = path.first else { return (false, nil) }
    let object: Any?
    if let dictionary = container as? [String: Any] {
        object = dictionary[head]
    } else if let array = container as? [Any], let index = Int(head), array.indices.contains(index) {
        object = array[index]
    } else {
        return (false, nil)
    }
    guard let found = object else { return (false, nil) }
    if found is NSNull { return (true, nil) }
    if path.count > 1 { return lookUp(path.dropFirst(), in: found) }
    return (true, found)
}
