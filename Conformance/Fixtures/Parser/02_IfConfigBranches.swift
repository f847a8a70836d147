import Foundation

struct Platform {
    #if os(iOS)
    var scale: Double = 2
    let idiom: String
    #elseif os(macOS)
    var scale: Double = 1
    let backingFactor: CGFloat
    #else
    var scale: Double
    #endif

    #if DEBUG
    var debugName: String { "debug" }
    #endif
}

#if canImport(UIKit)
class ViewController: UIViewController {
    var label: UILabel?
}
#else
class ViewController: NSViewController {
    var label: NSTextField?
}
#endif

extension Platform {
    #if swift(>=5.9)
    static let current = Platform(idiom: "phone")
    #endif
}
