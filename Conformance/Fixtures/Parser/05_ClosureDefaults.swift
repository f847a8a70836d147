import Foundation

class Handlers {
    var onTap: () -> Void = { print("tap { }") }
    var transform: (Int) -> String = { value in
        // closure body with { braces }
        return "\(value)"
    }
    lazy var formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ" // ISO {8601}
        return formatter
    }()
    var completion: ((Result<Data, Error>) -> Void)?
    var sendable: @Sendable () async throws -> Void = {}
    let factory = { () -> Int in 42 }()
    var after: Bool = false
}
