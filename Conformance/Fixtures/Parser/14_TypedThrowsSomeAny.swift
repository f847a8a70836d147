enum ParseError: Error { case bad }

struct Effects {
    var view: some View { Text("x") }
    var anyError: any Error
    var optionalAny: (any Error)?
    var existentialArray: [any Codable]
    var composed: any Codable & Sendable
    var optionalComposed: (Codable & Sendable)?
    var typedThrows: () throws(ParseError) -> Void
    var asyncClosure: () async throws -> Data
    var getter: Int {
        get throws(ParseError) { 1 }
    }

    func parse() throws(ParseError) -> Int { 1 }
}
