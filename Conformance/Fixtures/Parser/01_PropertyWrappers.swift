import SwiftUI

@propertyWrapper
struct Clamped<Value: Comparable> {
    var wrappedValue: Value
    let range: ClosedRange<Value>

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.wrappedValue = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
}

final class SettingsStore: ObservableObject {
    @Published var volume: Double = 0.5
    @Published private(set) var isMuted = false
    @AppStorage("user.name") var userName: String = ""
    @Clamped(0...100) var brightness: Int = 50
    @UserDefault("launch.count", defaultValue: 0) var launchCount: Int
    @UserDefault(key: "flags", defaultValue: ["a": true, "b": false]) var flags: [String: Bool]
    @State private var draft: String = "{ not: code }"
    @Environment(\.colorScheme) var colorScheme
    @objc dynamic var legacyValue: NSNumber?
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet private weak var stack: UIStackView?
    @available(iOS 15, *) @MainActor var modern: Bool = true
}
