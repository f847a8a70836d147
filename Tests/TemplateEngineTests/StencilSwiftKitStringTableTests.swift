import XCTest
@testable import TemplateEngine

/// StencilSwiftKit's string filters, which Sourcery registers, over StencilSwiftKit's own table of
/// awkward inputs (underscores, all caps, acronyms, punctuation, empty text): each input with the
/// text StencilSwiftKit gives for it.
final class StencilSwiftKitStringTableTests: XCTestCase {
    /// Renders `{{ s|<filter> }}` for every input and compares with the expected text.
    private func assertTable(_ filter: String, _ table: KeyValuePairs<String, String>,
                             file: StaticString = #filePath, line: UInt = #line) {
        for (input, expected) in table {
            let output = renderSourcery("{{ s|\(filter) }}", ["s": .string(input)], file: file, line: line)
            XCTAssertEqual(output, expected, "\(input.debugDescription)|\(filter)", file: file, line: line)
        }
    }

    func testCamelToSnakeCaseLowercasesByDefault() {
        let table: KeyValuePairs<String, String> = [
            "string": "string", "String": "string", "strIng": "str_ing", "strING": "str_ing", "X": "x", "x": "x",
            "SomeCapString": "some_cap_string", "someCapString": "some_cap_string",
            "string_with_words": "string_with_words", "String_with_words": "string_with_words",
            "String_With_Words": "string_with_words", "String_With_WoRds": "string_with_wo_rds",
            "STRing_with_words": "st_ring_with_words", "string_wiTH_WOrds": "string_wi_th_w_ords", "": "",
            "URLChooser": "url_chooser", "UrlChooser": "url_chooser", "a__b__c": "a__b__c", "__y_z!": "__y_z!",
            "PLEASESTOPSCREAMING": "pleasestopscreaming", "PLEASESTOPSCREAMING!": "pleasestopscreaming!",
            "PLEASE_STOP_SCREAMING": "please_stop_screaming", "PLEASE_STOP_SCREAMING!": "please_stop_screaming!",
        ]
        assertTable("camelToSnakeCase", table)
        assertTable("camelToSnakeCase:\"true\"", table)
        assertRows([("{{ s|camelToSnakeCase }}", ["s": "StringWithWords"], "string_with_words")], mode: .sourcery)
    }

    func testCamelToSnakeCaseKeepingCase() {
        assertTable("camelToSnakeCase:\"false\"", [
            "string": "string", "String": "String", "strIng": "str_Ing", "strING": "str_ING", "X": "X", "x": "x",
            "SomeCapString": "Some_Cap_String", "someCapString": "some_Cap_String",
            "string_with_words": "string_with_words", "String_with_words": "String_with_words",
            "String_With_Words": "String_With_Words", "String_With_WoRds": "String_With_Wo_Rds",
            "STRing_with_words": "ST_Ring_with_words", "string_wiTH_WOrds": "string_wi_TH_W_Ords", "": "",
            "URLChooser": "URL_Chooser", "UrlChooser": "Url_Chooser", "a__b__c": "a__b__c", "__y_z!": "__y_z!",
            "PLEASESTOPSCREAMING": "PLEASESTOPSCREAMING", "PLEASESTOPSCREAMING!": "PLEASESTOPSCREAMING!",
            "PLEASE_STOP_SCREAMING": "PLEASE_STOP_SCREAMING", "PLEASE_STOP_SCREAMING!": "PLEASE_STOP_SCREAMING!",
        ])
    }

    func testEscapeReservedKeywords() {
        assertTable("escapeReservedKeywords", [
            "self": "`self`", "foo": "foo", "Type": "`Type`", "": "", "x": "x", "Bar": "Bar",
            "#imageLiteral": "`#imageLiteral`",
        ])
    }

    func testLowerFirstWord() {
        assertTable("lowerFirstWord", [
            "string": "string", "String": "string", "strIng": "strIng", "strING": "strING", "X": "x", "x": "x",
            "SomeCapString": "someCapString", "someCapString": "someCapString",
            "string_with_words": "string_with_words", "String_with_words": "string_with_words",
            "String_With_Words": "string_With_Words", "STRing_with_words": "stRing_with_words",
            "string_wiTH_WOrds": "string_wiTH_WOrds", "": "", "URLChooser": "urlChooser", "a__b__c": "a__b__c",
            "__y_z!": "__y_z!", "PLEASESTOPSCREAMING": "pleasestopscreaming",
            "PLEASESTOPSCREAMING!": "pleasestopscreaming!", "PLEASE_STOP_SCREAMING": "please_STOP_SCREAMING",
            "PLEASE_STOP_SCREAMING!": "please_STOP_SCREAMING!",
        ])
    }

    func testRemoveNewlines() {
        let all: KeyValuePairs<String, String> = [
            "test1": "test1", "  \n test2": "test2", "test3  \n ": "test3", "test4, \ntest, \ntest": "test4,test,test",
            "\n test5\n \ntest test \n ": "test5testtest", "test6\ntest": "test6test", "test7 test": "test7test",
        ]
        assertTable("removeNewlines", all)
        assertTable("removeNewlines:\"all\"", all)
        assertTable("removeNewlines:\"leading\"", [
            "test1": "test1", "  \n test2": "test2", "test3  \n ": "test3", "test4, \ntest, \ntest": "test4, test, test",
            "\n test5\n \ntest test \n ": "test5test test", "test6\ntest": "test6test", "test7 test": "test7 test",
        ])
    }

    func testSnakeToCamelCase() {
        let keepingPrefix: KeyValuePairs<String, String> = [
            "string": "String", "String": "String", "strIng": "StrIng", "strING": "StrING", "X": "X", "x": "X",
            "SomeCapString": "SomeCapString", "someCapString": "SomeCapString",
            "string_with_words": "StringWithWords", "String_with_words": "StringWithWords",
            "String_With_Words": "StringWithWords", "STRing_with_words": "STRingWithWords",
            "string_wiTH_WOrds": "StringWiTHWOrds", "": "", "URLChooser": "URLChooser", "a__b__c": "ABC",
            "__y_z!": "__YZ!", "PLEASESTOPSCREAMING": "Pleasestopscreaming",
            "PLEASESTOPSCREAMING!": "Pleasestopscreaming!", "PLEASE_STOP_SCREAMING": "PleaseStopScreaming",
            "PLEASE_STOP_SCREAMING!": "PleaseStopScreaming!",
        ]
        assertTable("snakeToCamelCase", keepingPrefix)
        assertTable("snakeToCamelCase:\"false\"", keepingPrefix)
        // `true` drops the leading underscores.
        assertTable("snakeToCamelCase:\"true\"", ["__y_z!": "YZ!", "a__b__c": "ABC", "string_with_words": "StringWithWords"])
    }

    func testUpperAndLowerFirstLetter() {
        assertTable("upperFirstLetter", [
            "string": "String", "strIng": "StrIng", "x": "X", "someCapString": "SomeCapString",
            "string_with_words": "String_with_words", "string_wiTH_WOrds": "String_wiTH_WOrds", "": "",
            "URLChooser": "URLChooser", "a__b__c": "A__b__c", "__y_z!": "__y_z!", "PLEASE_STOP_SCREAMING!": "PLEASE_STOP_SCREAMING!",
        ])
        assertTable("lowerFirstLetter", [
            "String": "string", "strING": "strING", "X": "x", "SomeCapString": "someCapString",
            "String With Words": "string With Words", "STRing with words": "sTRing with words", "": "",
            "A__B__C": "a__B__C", "__y_z!": "__y_z!", "PLEASESTOPSCREAMING": "pLEASESTOPSCREAMING",
            "PLEASE STOP SCREAMING!": "pLEASE STOP SCREAMING!",
        ])
    }

    func testContainsPrefixAndSuffix() {
        assertTable("contains:\"th words\"", ["String with words": "true", "string with sentences": "false"])
        assertTable("contains:\"ing\"", ["strING": "false", "String": "true"])
        assertTable("hasPrefix:\"\"", ["AnotherString": "true"])
        assertTable("hasPrefix:\"__\"", ["__y_z!": "true", "A__B__C": "false"])
        assertTable("hasPrefix:\"y\"", ["": "false"])
        assertTable("hasSuffix:\"\"", ["string wiTH WOrds": "true"])
        assertTable("hasSuffix:\"z!\"", ["__y_z!": "true"])
        assertTable("hasSuffix:\"z?\"", ["__y_z!": "false"])
        assertTable("hasSuffix:\"aa\"", ["": "false"])
    }

    func testReplace() {
        assertRows([
            ("{{ s|replace:\"ing\",\"oke\" }}", ["s": "string"], "stroke"),
            ("{{ s|replace:\"folks\",\"mates\" }}", ["s": "string"], "string"),
            ("{{ s|replace:\"hi\",\"Yo\" }}", ["s": "hi mates!"], "Yo mates!"),
            ("{{ s|replace:\" \",\"_\" }}", ["s": "string with spaces"], "string_with_spaces"),
        ], mode: .sourcery)
    }
}
