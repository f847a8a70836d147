// Magic literals (`#line`, `#file`, …) as default arguments and values. `#line` is an
// expression since Swift 3, not a line directive: the rest of its line must still be read.
struct Checker {
    func check(_ condition: Bool, file: StaticString = #file, line: UInt = #line) { _ = condition }
    var origin: (String, Int) = (#fileID, #line)
    let column = #column
    var function = #function
    let location: Location = Location(file: #filePath, line: #line)
}

struct Location {
    var file: String
    var line: UInt
}

extension Checker {
    static let shared = Checker()
}
