// MARK: - Tolerant conversion

/// A JSON scalar of whatever type the document holds.
enum AutoJSONScalar: Decodable {
    case int(Int64)
    case double(Double)
    case bool(Bool)
    case string(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Int64.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    /// The scalar as text (`1` → "1", `true` → "true"), how enum case keys compare with it.
    var text: String {
        String(converting: self) ?? ""
    }

    var typeName: String {
        switch self {
        case .int: return "number"
        case .double: return "number"
        case .bool: return "bool"
        case .string: return "string"
        }
    }
}

/// Types that accept a JSON scalar of another type: `"12"` → 12, `12` → "12", `"yes"` → true, `"1.5"` → 1.5,
/// `true` → 1.
/// Conversions never lose information: 1.5 does not become an Int.
protocol AutoCodableConvertible {
    init?(converting scalar: AutoJSONScalar)
}

extension AutoCodableConvertible where Self: FixedWidthInteger {
    init?(converting scalar: AutoJSONScalar) {
        switch scalar {
        case .int(let value): self.init(exactly: value)
        case .double(let value): self.init(exactly: value)
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if let value = Self(trimmed) {
                self = value
            } else if let value = Double(trimmed) {
                self.init(exactly: value)
            } else {
                return nil
            }
        case .bool(let value): self = value ? 1 : 0
        }
    }
}

extension AutoCodableConvertible where Self: BinaryFloatingPoint {
    init?(converting scalar: AutoJSONScalar) {
        switch scalar {
        case .int(let value): self.init(value)
        case .double(let value): self.init(value)
        case .string(let text):
            guard let value = Double(text.trimmingCharacters(in: .whitespaces)) else { return nil }
            self.init(value)
        case .bool(let value): self = value ? 1 : 0
        }
    }
}

extension Int: AutoCodableConvertible {}
extension Int8: AutoCodableConvertible {}
extension Int16: AutoCodableConvertible {}
extension Int32: AutoCodableConvertible {}
extension Int64: AutoCodableConvertible {}
extension UInt: AutoCodableConvertible {}
extension UInt8: AutoCodableConvertible {}
extension UInt16: AutoCodableConvertible {}
extension UInt32: AutoCodableConvertible {}
extension UInt64: AutoCodableConvertible {}
extension Double: AutoCodableConvertible {}
extension Float: AutoCodableConvertible {}
extension CGFloat: AutoCodableConvertible {}

/// An optional property with a default (`var count: Int? = 5`) converts like its wrapped type.
extension Optional: AutoCodableConvertible where Wrapped: AutoCodableConvertible {
    init?(converting scalar: AutoJSONScalar) {
        guard let value = Wrapped(converting: scalar) else { return nil }
        self = .some(value)
    }
}

extension String: AutoCodableConvertible {
    init?(converting scalar: AutoJSONScalar) {
        switch scalar {
        case .int(let value): self = String(value)
        case .double(let value): self = String(value)
        case .bool(let value): self = value ? "true" : "false"
        case .string(let value): self = value
        }
    }
}

extension Bool: AutoCodableConvertible {
    init?(converting scalar: AutoJSONScalar) {
        switch scalar {
        case .int(1): self = true
        case .int(0): self = false
        case .double(1): self = true
        case .double(0): self = false
        case .string(let text):
            switch text.trimmingCharacters(in: .whitespaces).lowercased() {
            case "true", "yes", "y", "t", "1", "1.0": self = true
            case "false", "no", "n", "f", "0", "0.0": self = false
            default: return nil
            }
        case .bool(let value): self = value
        default: return nil
        }
    }
}

extension Decimal: AutoCodableConvertible {
    init?(converting scalar: AutoJSONScalar) {
        switch scalar {
        case .int(let value): self.init(value)
        case .double(let value): self.init(value)
        case .string(let text):
            // Decimal(string:) would read the number at the start of "12abc"; the whole text must be a number.
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard Double(trimmed) != nil, let value = Decimal(string: trimmed) else { return nil }
            self = value
        case .bool(let value): self = value ? 1 : 0
        }
    }
}
