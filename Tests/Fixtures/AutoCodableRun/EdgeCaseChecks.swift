// Checks of Examples/Models/AutoCodable/EdgeCases.swift, called from main.swift.
import Foundation

func json(_ text: String) -> Data { Data(text.utf8) }

/// Encodes with sorted keys and returns the text.
func encodedText<T: Encodable>(_ value: T) -> String {
    (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "<encoding failed>"
}

func decoded<T: Decodable>(_ type: T.Type, _ text: String, line: Int = #line) -> T? {
    do {
        return try decoder.decode(T.self, from: json(text))
    } catch {
        check(false, "decoding \(text) threw \(error)", line: line)
        return nil
    }
}

@MainActor func runEdgeCaseChecks() {
    // Generic model.
    if let page = decoded(Page<Int>.self, #"{"items": [1, 2], "total": "2"}"#) {
        expectEqual(page.items, [1, 2], "generic items")
        expectEqual(page.total, 2, "generic total converted from a string")
        expectEqual(encodedText(page), #"{"items":[1,2],"total":2}"#, "generic round trip")
    }
    expectEqual(decoded(Page<String>.self, #"{"items": []}"#)?.total, 0, "generic default")

    // Nested path and literal key of the same spelling.
    if let activity = decoded(Activity.self, #"{"actor": {"name": "nested"}, "actor.name": "literal"}"#) {
        expectEqual(activity.actorName, "nested", "nested path")
        expectEqual(activity.literalActorName, "literal", "literal dotted key")
        expectEqual(encodedText(activity), #"{"actor":{"name":"nested"},"actor.name":"literal"}"#, "both written")
    }

    // Private setter and fileprivate type.
    if let account = decoded(Account.self, #"{"balance": 10, "owner": "Ada"}"#) {
        expectEqual(account.balance, 10, "private(set) decoded")
        expectEqual(account.owner, "Ada", "owner")
        expectEqual(encodedText(account), #"{"balance":10,"owner":"Ada"}"#, "private(set) encoded")
    }
    if let secret = try? secretRoundTrip(json(#"{"code": "x1"}"#)) {
        expectEqual(secret.code, "x1", "fileprivate type decoded")
        expectEqual(secret.hint, "none", "fileprivate default")
        expectEqual(String(decoding: secret.encoded, as: UTF8.self), #"{"code":"x1","hint":"none"}"#, "fileprivate encoded")
    } else {
        check(false, "fileprivate type must decode")
    }

    // Tolerant conversion: optional with default, every numeric width.
    let measured = #"{"limit": "12", "ratio": "0.5", "width": "2.5", "small": "-8", "port": 8080.0, "count": "7","#
        + #" "big": "18446744073709551615", "price": "19.99"}"#
    if let m = decoded(Measurements.self, measured) {
        expectEqual(m.limit, 12, "Int? = 5 from \"12\"")
        expectEqual(m.ratio, 0.5, "Float from string")
        expectEqual(m.width, 2.5, "CGFloat from string")
        expectEqual(m.small, -8, "Int8 from string")
        expectEqual(m.port, 8080, "UInt16 from 8080.0")
        expectEqual(m.count, 7, "Int32 from string")
        expectEqual(m.big, UInt64.max, "UInt64 from string")
        expectEqual(m.price, Decimal(string: "19.99")!, "Decimal from string")
    }
    if let m = decoded(Measurements.self, #"{"limit": null, "small": 300, "ratio": 1.25, "width": 3}"#) {
        expectEqual(m.limit, 5, "Int? = 5 on null keeps the default")
        expectEqual(m.small, 0, "Int8 out of range falls back to its default")
        expectEqual(m.ratio, 1.25, "Float from number")
        expectEqual(m.width, 3, "CGFloat from integer")
    }
    expectEqual(decoded(Measurements.self, #"{"limit": "x"}"#)?.limit, 5, "unconvertible optional keeps its default")
    if let m = decoded(Measurements.self, #"{"limit": true, "ratio": false, "price": "12abc", "count": "1.5"}"#) {
        expectEqual(m.limit, 1, "Int from true")
        expectEqual(m.ratio, 0, "Float from false")
        expectEqual(m.price, 0, "Decimal refuses a string that is not wholly a number")
        expectEqual(m.count, 0, "Int32 refuses 1.5")
    }

    // Subclass of a plain Codable class.
    if let phone = decoded(Phone.self, #"{"batteries": 1, "brand": "Fair"}"#) {
        expectEqual(phone.batteries, 1, "superclass property through super.init(from:)")
        expectEqual(phone.brand, "Fair", "subclass property")
        expectEqual(encodedText(phone), #"{"batteries":1,"brand":"Fair"}"#, "super.encode and own keys")
    }

    let phone = Phone()
    expectEqual([phone.brand, String(phone.batteries)], ["", "2"], "subclass keeps init() when its superclass has one")

    // init() kept; lazy not coded.
    let preferences = Preferences()
    expectEqual(preferences.theme, "light", "init() kept")
    expectEqual(encodedText(preferences), #"{"theme":"light","volume":5}"#, "lazy var not encoded, nil omitted")
    if let decodedPreferences = decoded(Preferences.self, #"{"volume": 7, "summary": "ignored"}"#) {
        expectEqual(decodedPreferences.summary, "light at 7", "lazy var computed, not decoded")
    }
    if var report = decoded(Report.self, #"{"title": "hi", "shout": "ignored"}"#) {
        expectEqual(report.shout, "HI", "lazy var in a struct not decoded")
        expectEqual(encodedText(report), #"{"title":"hi"}"#, "lazy var in a struct not encoded")
    }
    expectEqual(encodedText(Constants()), #"{"version":2}"#, "constant encoded")
    expectEqual(decoded(Constants.self, #"{"version": 9}"#)?.version, 2, "constant not decoded")

    // Back-ticked case and associated-value default.
    expectEqual(encodedText(Media.default), #"{"default":{}}"#, "back-ticked case written without backticks")
    if case .default? = decoded(Media.self, #"{"default": {}}"#) {} else { check(false, "back-ticked case read") }
    if case let .video(id, duration)? = decoded(Media.self, #"{"video": {"id": "v"}}"#) {
        expectEqual(id, "v", "associated value")
        expectEqual(duration, 33, "associated-value default on a missing key")
    } else {
        check(false, "video case must decode")
    }
    expectEqual(encodedText(Media.video(id: "v", duration: 2)), #"{"video":{"duration":2,"id":"v"}}"#, "video written")

    // open class, transformer errors, escaped quotes.
    expectEqual(encodedText(Widget()), #"{"size":1}"#, "open class encodes")
    if let paint = decoded(Paint.self, #"{"color": "0x1A", "reference": "id:42"}"#) {
        expectEqual(paint.color, 26, "transformer")
        expectEqual(paint.reference, "42", "transformer with escaped quotes")
        expectEqual(encodedText(paint), #"{"color":"0x1A","reference":"id:42"}"#, "transformers encode")
    }
    if case .dataCorrupted(let context)? = decodingError(Paint.self, json(#"{"color": "zz"}"#)) {
        expectEqual(context.codingPath.map(\.stringValue), ["color"], "transformer error path")
        check(context.underlyingError is HexTransformer.NotHex, "transformer error kept as underlying error")
    } else {
        check(false, "a failing transformer must throw dataCorrupted")
    }
}
