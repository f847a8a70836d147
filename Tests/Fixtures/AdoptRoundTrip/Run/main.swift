// Compiled twice by AdoptRoundTripTests, once with the hand-written models of ../Models and once
// with the same models after `modelgen adopt` and `modelgen` (annotations + generated code),
// against the ObjectMapper test double. It decodes the same payloads with each model and prints
// what it decoded (every stored value, via dump) and what it encodes (JSON with sorted keys);
// the test asserts that both builds print exactly the same text.
import Foundation
import ObjectMapper

func sortedJSON(_ object: Any) -> String {
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return "<not JSON>" }
    return String(decoding: data, as: UTF8.self)
}

func show<T>(_ label: String, _ value: T?, json: (T) -> String) {
    print("== \(label)")
    guard let value else {
        print("nil")
        return
    }
    var text = ""
    dump(value, to: &text)
    // NSObject subclasses dump with their address.
    print(text.replacingOccurrences(of: "0x[0-9a-f]+", with: "0x…", options: .regularExpression), terminator: "")
    print("json: \(json(value))")
}

func mapped<T: BaseMappable>(_ label: String, _: T.Type, _ payload: String) {
    show(label, Mapper<T>().map(JSONString: payload)) { sortedJSON(Mapper<T>().toJSON($0)) }
}

/// The kind of a decoding error and the key it names: the wording of the description is the
/// decoder's own and is not compared.
func describe(_ error: Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, _): return "keyNotFound \(key.stringValue)"
    case DecodingError.typeMismatch(let type, let context): return "typeMismatch \(type) at \(context.codingPath.map(\.stringValue))"
    case DecodingError.valueNotFound(let type, let context): return "valueNotFound \(type) at \(context.codingPath.map(\.stringValue))"
    case DecodingError.dataCorrupted: return "dataCorrupted"
    default: return "\(type(of: error))"
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]

func coded<T: Codable>(_ label: String, _: T.Type, _ payload: String) {
    let value: T?
    do {
        value = try JSONDecoder().decode(T.self, from: Data(payload.utf8))
    } catch {
        print("== \(label)\nthrew \(describe(error))")
        return
    }
    show(label, value) { (try? encoder.encode($0)).map { String(decoding: $0, as: UTF8.self) } ?? "<encode failed>" }
}

// MARK: - ObjectMapper

mapped("article full", Article.self, """
{"id": 7, "title": "Adopt", "author": {"name": "Ada"}, "published_at": 1700000000, "tags": ["a", "b"], "code": "77",
 "comments": [{"text": "first", "score": 4.5, "raw.key": "literal"}, {"text": "second"}], "localNote": "ignored"}
""")
mapped("article sparse", Article.self, #"{"title": "Only"}"#)
mapped("article mistyped", Article.self, #"{"id": "seven", "title": 3, "author": "flat"}"#)
mapped("comment", Comment.self, #"{"text": "hi", "score": 2, "raw": {"key": "nested, not literal"}}"#)
mapped("flag", Flag.self, #"{"v": 3}"#)
mapped("profile full", Profile.self, #"{"user_id": 1, "bio": "hello", "stats": {"followers": 12}, "joined": 1600000000, "kind": "x"}"#)
mapped("profile fallback", Profile.self, #"{"user_id": 2, "joined": 1600000000}"#)
mapped("profile missing required", Profile.self, #"{"bio": "no id"}"#)
mapped("session", Session.self, #"{"token": "t"}"#)
mapped("vehicle", Vehicle.self, #"{"wheels": 3, "name": "trike", "cacheKey": "x"}"#)
mapped("car", Car.self, #"{"wheels": 4, "name": "car", "brand": "Volvo", "specs": {"top_speed": 180.5}}"#)
mapped("car sparse", Car.self, #"{"brand": "Saab"}"#)
mapped("truck", Truck.self, #"{"wheels": 6, "load": 9}"#)
mapped("garage", Garage.self, #"{"spots": 2, "owner": {"name": "Lin"}}"#)

// MARK: - Codable

coded("user full", User.self, #"{"id": 1, "user_name": "Ada", "nickname": "countess", "age": 36, "address.city": "London", "tags": ["x"]}"#)
coded("user tags of the wrong type", User.self, #"{"id": 4, "user_name": "Eve", "tags": "x,y"}"#)
coded("user minimal", User.self, #"{"id": 2, "user_name": "Bob"}"#)
coded("user nested city is not the key", User.self, #"{"id": 3, "user_name": "Cy", "address": {"city": "Paris"}}"#)
coded("user missing required", User.self, #"{"user_name": "Dee"}"#)
coded("order", Order.self, #"{"order_id": "A1", "items": [{"sku": "s", "quantity": 2}], "note": "fragile"}"#)
coded("order without note", Order.self, #"{"order_id": "A2", "items": []}"#)
coded("money", Money.self, #"{"amount": "12.50", "currency": "EUR"}"#)
coded("shape", Shape.self, #"{"shape_name": "blob"}"#)
coded("circle", Circle.self, #"{"shape_name": "disc", "radius": 2.5}"#)
