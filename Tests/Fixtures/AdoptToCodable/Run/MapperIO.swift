// The ObjectMapper side of Run/main.swift.
import Foundation
import ObjectMapper

func roundTrip<T: BaseMappable>(_ label: String, _: T.Type, _ payload: String) {
    show(label, Mapper<T>().map(JSONString: payload)) { value in
        let data = try? JSONSerialization.data(withJSONObject: Mapper<T>().toJSON(value), options: [.sortedKeys])
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "<not JSON>"
    }
}
