// Placeholder: owned by the helper implementing `modelgen generate`.
import Foundation
enum GenerateCommand {
    static func run(_ arguments: [String]) -> Int32 {
        FileHandle.standardError.write("modelgen: 'generate' is not implemented yet\n".data(using: .utf8)!)
        return 2
    }
}
