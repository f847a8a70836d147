import RegexBuilder

struct Validators {
    static let digits = /\d+/
    let email = /[a-z]+@[a-z]+\.(com|org)/
    let extended = #/ { "braces" } /#
    var pattern: String = "/not a regex {/"
    var afterRegex: Int = 0

    func matches(_ text: String) -> Bool {
        let local = /(\w+)\s*=\s*\{/
        return text.contains(local)
    }
}
