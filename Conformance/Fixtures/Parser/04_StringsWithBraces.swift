struct Templates {
    let json = "{ \"key\": \"value\" } // not a comment"
    let raw = #"^\d{3}-\d{4} "quoted" { brace $"#
    let rawMulti = #"""
        func fake() { var x = 1 }
        // still a string """ not the end
        """#
    var multi: String = """
        Hello {name},
        a brace } and /* not a comment */
        """
    let interpolated = "value: \("nested { \(1 + 2) }")"
    let slash = "http://example.com/{id}" // trailing comment { brace
    let escapedQuote = "she said \"}\""
    var afterStrings: Int = 3
}
