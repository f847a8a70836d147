// Placeholder: owned by the helper implementing `modelgen render`.
import Foundation
enum RenderCommand {
    static func run(_ arguments: [String]) -> Int32 {
        FileHandle.standardError.write("modelgen: 'render' is not implemented yet\n".data(using: .utf8)!)
        return 2
    }
}
