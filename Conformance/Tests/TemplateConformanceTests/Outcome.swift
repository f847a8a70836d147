/// What one side produced for one case in one mode.
enum Outcome: Equatable {
    case output(String)
    case failure(String)

    var summary: String {
        switch self {
        case let .output(text): return Escaping.quoted(text)
        case let .failure(message): return "error: " + Escaping.quoted(message)
        }
    }

    /// Byte-identical output, or both failing (error wording is not part of conformance, §6).
    func agrees(with other: Outcome) -> Bool {
        switch (self, other) {
        case let (.output(a), .output(b)): return Array(a.utf8) == Array(b.utf8)
        case (.failure, .failure): return true
        default: return false
        }
    }
}
