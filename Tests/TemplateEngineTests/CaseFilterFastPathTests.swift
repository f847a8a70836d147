import Foundation
import XCTest
@testable import TemplateEngine

/// `upperFirstLetter`, `lowerFirstWord` and `snakeToCamelCase` take byte paths on ASCII text; these
/// tests compare them, on many generated strings, with the general Unicode-scalar definitions
/// (written out here as the filters define them for any text), so the two paths cannot drift apart.
final class CaseFilterFastPathTests: XCTestCase {
    /// Deterministic strings over an alphabet with every class the filters treat apart (lowercase,
    /// uppercase, digits, `_`, `-`, punctuation from selector names, spaces), plus non-ASCII letters
    /// that case-map to more than one scalar (`ß`) or outside ASCII (`é`, `Ω`).
    private static func samples() -> [String] {
        let alphabet: [Character] = ["a", "b", "z", "A", "B", "Z", "0", "9", "_", "_", "-", "(", ")", ":", " ", "`"]
        let extra: [Character] = ["é", "ß", "Ω", "É"]
        var generator = SplitMix64(seed: 27)
        var strings = ["", "_", "__", "a", "A", "_a", "a_", "__a_b", "a__b", "ABC", "URLChooser", "URL", "PeoplePicker",
                       "fetch_id_with_", "fetchItems_id_", "get_value", "GET_VALUE", "ß_x", "x_ß", "é_b", "Éa", "ÉÉa"]
        for index in 0..<4_000 {
            let length = Int(generator.next() % 12)
            var string = ""
            for _ in 0..<length { string.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
            if index % 10 == 0, !string.isEmpty {   // some non-ASCII text takes the general path
                string.insert(extra[Int(generator.next() % UInt64(extra.count))], at: string.startIndex)
            }
            strings.append(string)
        }
        return strings
    }

    func testUpperFirstLetterMatchesTheScalarDefinition() {
        for string in Self.samples() {
            XCTAssertEqual(CaseFilters.upperFirstLetter(string), Self.upperFirstLetter(string), "\(string.debugDescription)")
        }
    }

    func testLowerFirstWordMatchesTheScalarDefinition() {
        for string in Self.samples() {
            XCTAssertEqual(CaseFilters.lowerFirstWord(string), Self.lowerFirstWord(string), "\(string.debugDescription)")
        }
    }

    func testSnakeToCamelCaseMatchesTheScalarDefinition() {
        for string in Self.samples() {
            for stripLeading in [false, true] {
                XCTAssertEqual(CaseFilters.snakeToCamelCase(string, stripLeading: stripLeading),
                               Self.snakeToCamelCase(string, stripLeading: stripLeading),
                               "\(string.debugDescription) stripLeading \(stripLeading)")
            }
        }
    }

    func testExamples() {
        XCTAssertEqual(CaseFilters.snakeToCamelCase("fetch_id_with_", stripLeading: false), "FetchIdWith")
        XCTAssertEqual(CaseFilters.snakeToCamelCase("__a_b", stripLeading: false), "__AB")
        XCTAssertEqual(CaseFilters.lowerFirstWord("URLChooser"), "urlChooser")
        XCTAssertEqual(CaseFilters.lowerFirstWord("FetchIdWith"), "fetchIdWith")
        XCTAssertEqual(CaseFilters.upperFirstLetter("ßa"), "SSa")
        XCTAssertEqual(CaseFilters.upperFirstLetter("9a"), "9a")
    }

    // MARK: The definitions, for any text

    private static func upperFirstLetter(_ string: String) -> String {
        guard let first = string.unicodeScalars.first else { return string }
        return String(first).uppercased() + String(string.unicodeScalars.dropFirst())
    }

    private static func lowerFirstWord(_ string: String) -> String {
        let scalars = Array(string.unicodeScalars)
        var end = 0
        while end < scalars.count && scalars[end].properties.isUppercase { end += 1 }
        if end > 1 && end < scalars.count && scalars[end].properties.isLowercase { end -= 1 }
        return CaseFilters.scalarsString(scalars[0..<end]).lowercased() + CaseFilters.scalarsString(scalars[end...])
    }

    private static func snakeToCamelCase(_ string: String, stripLeading: Bool) -> String {
        let body: String
        if string.utf8.contains(where: { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) {
            body = string.components(separatedBy: "_").map(upperFirstLetter).joined()
        } else {
            body = CaseFilters.snakeCase(string).components(separatedBy: "_").map { $0.capitalized }.joined()
        }
        if stripLeading { return body }
        return String(repeating: "_", count: string.unicodeScalars.prefix { $0 == "_" }.count) + body
    }
}

/// A small deterministic generator (SplitMix64), so the samples are the same on every run.
private struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
