/* struct NotAType { var x: Int } */
// class AlsoNotAType {}

/// Doc comment with `{` braces } and code: `struct Fake {}`.
struct Real /* inline */ : /* before */ Codable /* after */ {
    // sourcery: key = "real_value", skipEquality
    var value: Int // sourcery: trailing
    /* var commented: Int = 0 */
    var /* odd */ spaced: String = "a"
    /**
     Block doc { with braces
     */
    let documented: Bool = true

    /* nested /* comments */ still comment { */
    var afterNested: Double = 1.5
}
