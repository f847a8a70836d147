import Foundation
import XCTest
@testable import TemplateEngine

/// The engine's stand-ins for full-Foundation APIs, checked against Foundation itself (the test
/// binary may link it; the product does not).
final class FoundationParityTests: XCTestCase {
    func testDatePatternMatchesDateFormatter() {
        let patterns = ["yyyy-MM-dd 'at' HH:mm", "yyyy", "yy", "y", "M MM MMM MMMM MMMMM", "d dd D", "E EE EEE EEEE EEEEE",
                        "h hh H HH k K a", "m mm s ss", "SSS S", "Z ZZZZZ", "xxx XXX X", "'quoted ''text''' '' yyyy",
                        "dd/MM/yyyy HH:mm:ss", "EEEE, MMMM d, yyyy h:mm a"]
        // Fixed moments across the year, both halves of the day, a leap day.
        let seconds = [0, 951_782_400, 1_709_208_000, 1_735_689_599, 1_720_000_123, 1_000_000_000]
        let offsets = [0, 3_600, -18_000, 19_800]
        for offset in offsets {
            let zone = TimeZone(secondsFromGMT: offset)!
            for second in seconds {
                let moment = Self.moment(seconds: second, offset: offset)
                for pattern in patterns {
                    let formatter = DateFormatter()
                    formatter.locale = Locale(identifier: "en_US_POSIX")
                    formatter.timeZone = zone
                    formatter.dateFormat = pattern
                    XCTAssertEqual(DatePattern(pattern: pattern).format(moment),
                                   formatter.string(from: Date(timeIntervalSince1970: TimeInterval(second))),
                                   "\(pattern) at \(second) offset \(offset)")
                }
            }
        }
    }

    func testNowUsesTheLocalTimeZone() {
        let now = Int(Date().timeIntervalSince1970)
        let moment = DatePattern.Moment.local(seconds: now)
        XCTAssertEqual(moment.utcOffsetSeconds, TimeZone.current.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(now))))
    }

    func testLiteralReplacementMatchesFoundation() {
        let cases: [(String, String, String)] = [
            ("a.b.c", ".", "::"), ("aaaa", "aa", "b"), ("abc", "", "x"), ("", "a", "b"), ("héllo", "é", "e"),
            ("x\r\ny", "\n", "N"), ("ababab", "bab", "_"), ("Optional(Foo)", "Optional(", ""), ("🙂🙂", "🙂", ":)"),
        ]
        for (source, target, replacement) in cases {
            XCTAssertEqual(LiteralReplacement.replace(in: source, target: target, replacement: replacement),
                           source.replacingOccurrences(of: target, with: replacement), "\(source) \(target)")
        }
    }

    func testRegexReplacementMatchesFoundation() {
        let cases: [(String, String, String)] = [
            ("a1 b2", "([a-z])([0-9])", "$2$1"), ("FooBarBaz", "([A-Z])", "_$1"), ("  x  y ", "\\s+", " "),
            ("abc", "x*", "-"), ("abc", "^", ">"), ("line1\nline2", "^line", "L"), ("a.b", "\\.", "\\$"),
            ("aaa", "a", "$0$0"), ("ab", "(a)|(b)", "[$1$2]"), ("abc", "(b)", "$12"), ("héllo", ".", "x"),
            ("UserID", "([a-z])([A-Z])", "$1_$2"), ("x", "(", "y"), ("tab\there", "\\t", "\\\\t"),
        ]
        for (source, pattern, template) in cases {
            XCTAssertEqual(RegexReplacement.replace(in: source, pattern: pattern, template: template),
                           source.replacingOccurrences(of: pattern, with: template, options: .regularExpression),
                           "\(source) \(pattern) \(template)")
        }
    }

    func testCaseInsensitiveOrderMatchesFoundationOnASCII() {
        let pieces = (32..<127).map { String(UnicodeScalar(UInt8($0))) }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let lhs = (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let rhs = (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(CaseInsensitiveOrder.compare(lhs, rhs), lhs.caseInsensitiveCompare(rhs), "\(lhs) \(rhs)")
        }
    }

    private static func moment(seconds: Int, offset: Int) -> DatePattern.Moment {
        var time = time_t(seconds + offset)
        var parts = tm()
        gmtime_r(&time, &parts)
        return DatePattern.Moment(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday),
                                  hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec),
                                  nanosecond: 0, weekday: Int(parts.tm_wday), dayOfYear: Int(parts.tm_yday) + 1,
                                  utcOffsetSeconds: offset)
    }
}
