// The Codable side of Run/main.swift.
import Foundation

func roundTrip<T: Codable>(_ label: String, _: T.Type, _ payload: String) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    show(label, try? JSONDecoder().decode(T.self, from: Data(payload.utf8))) { value in
        (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "<encode failed>"
    }
}
