@available(iOS 14.0,
           macOS 11.0,
           *)
@MainActor
final class Presenter: NSObject,
                       Presenting,   // comment between entries
                       Sendable {
    @available(*, deprecated,
               message: "Use the { new } API")
    var oldValue: Int = 0

    @objc(customName)
    dynamic var renamed: String = ""

    @Published
    var title: String = "untitled"

    @discardableResult func run() -> Int { 0 }
}
