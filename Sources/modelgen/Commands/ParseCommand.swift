// Placeholder: owned by the helper implementing `modelgen parse`.
import Foundation
enum ParseCommand {
    static func run(_ arguments: [String]) -> Int32 {
        FileHandle.standardError.write("modelgen: 'parse' is not implemented yet\n".data(using: .utf8)!)
        return 2
    }
}
