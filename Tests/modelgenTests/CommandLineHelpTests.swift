import Foundation
import XCTest
@testable import modelgen

/// The README's "Usage" section and `modelgen --help` must describe the same command line.
final class CommandLineHelpTests: XCTestCase {
    private func usageSection() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "## Usage\n") else { throw XCTSkip("README has no Usage section") }
        let rest = readme[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    func testReadmeShowsTheSameUsageLine() throws {
        XCTAssertTrue(try usageSection().contains(CommandLineHelp.usageLine + "\n"), "README usage line differs from --help")
    }

    func testEveryFlagHasARunnableExampleInTheReadme() throws {
        let rows = try usageSection().split(separator: "\n").filter { $0.hasPrefix("| `-") }
        for flag in OptionsParser.allFlagNames {
            guard let row = rows.first(where: { $0.contains("`\(flag) ") || $0.contains("`\(flag)`") }) else {
                XCTFail("README Usage table has no row for \(flag)")
                continue
            }
            let example = row.split(separator: "|").last.map(String.init) ?? ""
            XCTAssertTrue(example.contains("modelgen") && example.contains(flag), "row for \(flag) has no example using it: \(row)")
        }
    }

    func testHelpListsEveryFlag() {
        for flag in OptionsParser.allFlagNames {
            XCTAssertTrue(CommandLineHelp.text.contains(flag), "--help does not mention \(flag)")
            XCTAssertTrue(CommandLineHelp.usageLine.contains(flag) || ["--help", "--version"].contains(flag), "usage line lacks \(flag)")
        }
    }
}
