// Compiled by AdoptRoundTripTests with ../Models as written (ObjectMapper, with MapperIO.swift) and
// after `modelgen adopt --to AutoCodable` and `modelgen` (Codable, with CodableIO.swift): both
// builds decode the same payloads and must print the same values and the same JSON.
import Foundation

func show<T>(_ label: String, _ value: T?, json: (T) -> String) {
    print("== \(label)")
    guard let value else {
        print("failed")
        return
    }
    var text = ""
    dump(value, to: &text)
    print(text, terminator: "")
    print("json: \(json(value))")
}

roundTrip("account full", Account.self, """
{"account_id": 5, "owner": {"name": "Ada", "age": 36, "score": 99}, "status": "banned", "limits": {"daily": 3},
 "geo": {"region": "EU"}, "meta.flag": "red", "cached": true}
""")
roundTrip("account sparse", Account.self, #"{"owner": {"name": "Bob"}}"#)
roundTrip("person missing name", Person.self, #"{"age": 3}"#)
roundTrip("node", Node.self, #"{"label": "root", "children": [{"label": "a"}, {"label": "b", "children": []}]}"#)
roundTrip("leaf", Leaf.self, #"{"label": "leaf", "weight": 7}"#)
