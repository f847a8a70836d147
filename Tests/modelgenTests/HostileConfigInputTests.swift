import Foundation
import XCTest
@testable import modelgen
import TemplateEngine

/// Hostile configs and contexts: a located error or the right result, in linear time.
final class HostileConfigInputTests: XCTestCase {
    private func entries(_ text: String) throws -> [YAMLNode.Entry] {
        let node = try YAMLReader.parse(text, path: "c.yml")
        guard case .mapping(let entries) = node.kind else { XCTFail("not a mapping"); return [] }
        return entries
    }

    private func error(_ body: () throws -> Any) -> String {
        do {
            _ = try body()
            return "no error"
        } catch {
            return String(describing: error)
        }
    }

    /// Every key was compared with every earlier key of its mapping: 200,000 keys took minutes.
    func testManyKeysAreCheckedForDuplicatesInLinearTime() throws {
        let count = 50_000
        let block = (0..<count).map { "k\($0): v" }.joined(separator: "\n")
        var started = Date()
        XCTAssertEqual(try entries(block).count, count)
        XCTAssertEqual(error { try YAMLReader.parse(block + "\nk0: again", path: "c.yml") },
                       "c.yml:50001:1: error: duplicate key 'k0'\nk0: again\n^")
        // A bound, not a value: wall-clock time varies with the machine and its load.
        XCTAssertLessThan(Date().timeIntervalSince(started), 20)
        let flow = "a: {" + (0..<count).map { "k\($0): \($0)" }.joined(separator: ", ")
        started = Date()
        guard case .mapping(let inner)? = try entries(flow + "}").first?.value.kind else { return XCTFail("not a flow mapping") }
        XCTAssertEqual(inner.count, count)
        let duplicated = flow + ", k0: 0}"
        let column = duplicated.utf8.count - "k0: 0}".utf8.count + 1
        XCTAssertEqual(error { try YAMLReader.parse(duplicated, path: "c.yml") }.prefix { $0 != "\n" },
                       "c.yml:1:\(column): error: duplicate key 'k0'")
        XCTAssertLessThan(Date().timeIntervalSince(started), 20)
    }

    func testConfigBytesThatAreNotUTF8AreALocatedError() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("modelgen-bad-utf8-\(UUID().uuidString).yml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("sources: [S]\r\noutput: O".utf8 + [0xFF, 0x0D, 0x0A])))
        XCTAssertEqual(error { try ConfigFile.text(at: path) },
                       "\(path):2:10: error: config file is not valid UTF-8 (byte 0xFF)\noutput: O\u{FFFD}\n         ^")
    }

    /// Templates and JSON contexts with bytes that are not UTF-8 were read with U+FFFD in their
    /// place and rendered; Sourcery's reads of them fail. Now the first such byte is the error.
    func testTemplateAndContextBytesThatAreNotUTF8AreALocatedError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("modelgen-bad-utf8-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let template = folder + "/t.stencil", context = folder + "/c.json", good = folder + "/good.json"
        XCTAssertTrue(FileManager.default.createFile(atPath: template, contents: Data("ok\n{{ x }}\u{E9}".utf8 + [0xC3, 0x28, 0x0A])))
        XCTAssertTrue(FileManager.default.createFile(atPath: context, contents: Data("{\"x\":\n \"".utf8 + [0xFF, 0x22, 0x7D])))
        XCTAssertTrue(FileManager.default.createFile(atPath: good, contents: Data("{\"x\": 1}".utf8)))
        XCTAssertEqual(error { try RenderCommand.render(.init(templatePath: template, contextPath: good)) },
                       "\(template):2:9: error: template file is not valid UTF-8 (byte 0xC3)\n{{ x }}\u{E9}\u{FFFD}(\n        ^")
        XCTAssertEqual(error { try RenderCommand.render(.init(templatePath: good, contextPath: context)) },
                       "\(context):2:3: error: context file is not valid UTF-8 (byte 0xFF)\n \"\u{FFFD}\"}\n  ^")
        // Included templates are read by the same loader.
        let includer = folder + "/i.stencil"
        XCTAssertTrue(FileManager.default.createFile(atPath: includer, contents: Data("{% include \"t.stencil\" %}".utf8)))
        XCTAssertEqual(error { try RenderCommand.render(.init(templatePath: includer, contextPath: good)) }.prefix { $0 != "\n" },
                       "\(template):2:9: error: template file is not valid UTF-8 (byte 0xC3)")
    }
}
