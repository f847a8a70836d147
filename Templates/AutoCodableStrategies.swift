// MARK: - Dates and data (`date = "…"`, `data = "base64"`)

/// `date = "iso8601"`: an ISO 8601 string, with or without fractional seconds; written without them.
struct AutoISO8601Date: CodableTransformer {
    func decode(_ json: String) throws -> Date {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: json) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        guard let date = formatter.date(from: json) else { throw AutoCodableValueError("not an ISO 8601 date: \(json)") }
        return date
    }

    func encode(_ value: Date) throws -> String {
        ISO8601DateFormatter().string(from: value)
    }
}

/// `date = "secondsSince1970"` / `"millisecondsSince1970"`: a number (or a numeric string) of seconds or
/// milliseconds since 1970-01-01T00:00:00Z.
struct AutoEpochDate: CodableTransformer {
    /// Units of the JSON number per second: 1 or 1000.
    var unitsPerSecond: Double

    func decode(_ json: Double) throws -> Date {
        Date(timeIntervalSince1970: json / unitsPerSecond)
    }

    func encode(_ value: Date) throws -> Double {
        value.timeIntervalSince1970 * unitsPerSecond
    }
}

/// `date = "yyyy-MM-dd"` (any other value is a DateFormatter format): read and written in UTC with the
/// POSIX locale, so the result does not depend on the device's settings.
struct AutoFormattedDate: CodableTransformer {
    var format: String

    private var formatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = format
        return formatter
    }

    func decode(_ json: String) throws -> Date {
        guard let date = formatter.date(from: json) else {
            throw AutoCodableValueError("'\(json)' does not match the date format '\(format)'")
        }
        return date
    }

    func encode(_ value: Date) throws -> String {
        formatter.string(from: value)
    }
}

/// `data = "base64"`: a Base64 string.
struct AutoBase64Data: CodableTransformer {
    func decode(_ json: String) throws -> Data {
        guard let data = Data(base64Encoded: json) else { throw AutoCodableValueError("not Base64: \(json)") }
        return data
    }

    func encode(_ value: Data) throws -> String {
        value.base64EncodedString()
    }
}

/// Why a built-in transformer refused a value; surfaces as `DecodingError.dataCorrupted`.
struct AutoCodableValueError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

// MARK: - Lossy collections (`lossy`)

/// Collections that a `lossy` property decodes element by element, leaving out (and reporting) the
/// elements that fail instead of failing the whole collection.
protocol AutoLossyDecodable {
    static func decodeLossily(from parent: KeyedDecodingContainer<AutoCodingKey>, forKey key: AutoCodingKey,
                              dropped: (_ element: String, _ error: any Error) -> Void) throws -> Self
}

/// One element that may fail without failing its collection.
struct AutoLossyElement<Element: Decodable>: Decodable {
    var result: Result<Element, any Error>

    init(from decoder: any Decoder) throws {
        do {
            result = .success(try decoder.singleValueContainer().decode(Element.self))
        } catch {
            result = .failure(error)
        }
    }
}

extension Array: AutoLossyDecodable where Element: Decodable {
    static func decodeLossily(from parent: KeyedDecodingContainer<AutoCodingKey>, forKey key: AutoCodingKey,
                              dropped: (_ element: String, _ error: any Error) -> Void) throws -> [Element] {
        var elements: [Element] = []
        for (index, element) in try parent.decode([AutoLossyElement<Element>].self, forKey: key).enumerated() {
            switch element.result {
            case .success(let value): elements.append(value)
            case .failure(let error): dropped(String(index), error)
            }
        }
        return elements
    }
}

extension Set: AutoLossyDecodable where Element: Decodable {
    static func decodeLossily(from parent: KeyedDecodingContainer<AutoCodingKey>, forKey key: AutoCodingKey,
                              dropped: (_ element: String, _ error: any Error) -> Void) throws -> Set<Element> {
        Set(try [Element].decodeLossily(from: parent, forKey: key, dropped: dropped))
    }
}

extension Dictionary: AutoLossyDecodable where Key: Decodable, Value: Decodable {
    static func decodeLossily(from parent: KeyedDecodingContainer<AutoCodingKey>, forKey key: AutoCodingKey,
                              dropped: (_ element: String, _ error: any Error) -> Void) throws -> [Key: Value] {
        var entries: [Key: Value] = [:]
        let decoded = try parent.decode([Key: AutoLossyElement<Value>].self, forKey: key)
        // Reported in key order, so the reports do not depend on hashing.
        for (entryKey, entry) in decoded.sorted(by: { "\($0.key)" < "\($1.key)" }) {
            switch entry.result {
            case .success(let value): entries[entryKey] = value
            case .failure(let error): dropped("\(entryKey)", error)
            }
        }
        return entries
    }
}

/// An optional `lossy` collection with a default (`var tags: [String]? = []`).
extension Optional: AutoLossyDecodable where Wrapped: AutoLossyDecodable {
    static func decodeLossily(from parent: KeyedDecodingContainer<AutoCodingKey>, forKey key: AutoCodingKey,
                              dropped: (_ element: String, _ error: any Error) -> Void) throws -> Wrapped? {
        try Wrapped.decodeLossily(from: parent, forKey: key, dropped: dropped)
    }
}
