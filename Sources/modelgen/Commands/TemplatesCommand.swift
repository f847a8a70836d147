// Placeholder: owned by the helper implementing `modelgen templates`.
import Foundation
enum TemplatesCommand {
    static func run(_ arguments: [String]) -> Int32 {
        FileHandle.standardError.write("modelgen: 'templates' is not implemented yet\n".data(using: .utf8)!)
        return 2
    }
}
