// Placeholder: owned by the helper implementing `modelgen init`.
import Foundation
enum InitCommand {
    static func run(_ arguments: [String]) -> Int32 {
        FileHandle.standardError.write("modelgen: 'init' is not implemented yet\n".data(using: .utf8)!)
        return 2
    }
}
