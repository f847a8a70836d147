import XCTest
@testable import TemplateEngine

/// `Environment.render(_:context:appendingTo:)`: the render goes after the caller's bytes, which
/// neither the whitespace post-processing nor the output limit treat as part of it.
final class RenderIntoBufferTests: XCTestCase {
    private func environment(limits: RenderLimits = RenderLimits()) -> Environment {
        Environment(options: RenderOptions(whitespace: .sourcery, limits: limits))
    }

    private func appended(_ source: String, after prefix: String, _ context: [String: Value] = [:],
                          limits: RenderLimits = RenderLimits()) throws -> String {
        let environment = environment(limits: limits)
        let buffer = ByteBuffer()
        buffer.append(prefix)
        try environment.render(environment.parseTemplate(source: source, path: "t"), context: context, appendingTo: buffer)
        return buffer.string
    }

    func testTheRenderFollowsThePrefixAndEqualsTheStringRender() throws {
        // Blank lines and the newline marker in the prefix would be compacted if post-processed.
        let prefix = "head\n\n\n\u{B}\n__sourcery__newline__\n"
        let source = "a\n\n{% for x in xs %}\n{{ x }}\n{% endfor %}\n\n\nb{% newline %}c\n"
        let context: [String: Value] = ["xs": .array([.int(1), .int(2)])]
        let alone = try environment().renderTemplate(string: source, context: context)
        XCTAssertEqual(try appended(source, after: prefix, context), prefix + alone)
        XCTAssertNotEqual(alone, source, "the post-processing ran on the rendered part")
    }

    func testTheOutputLimitLeavesThePrefixOut() throws {
        let limits = RenderLimits(maxOutputBytes: 10)
        let prefix = String(repeating: "p", count: 50)
        let context: [String: Value] = ["c": .int(1)]   // `set` assigns into a non-empty context
        XCTAssertEqual(try appended("0123456789", after: prefix, limits: limits), prefix + "0123456789")
        XCTAssertEqual(try appended("{% set s %}01234{% endset %}{{ s }}", after: prefix, context, limits: limits), prefix + "01234")
        XCTAssertThrowsError(try appended("0123456789a", after: prefix, limits: limits)) { XCTAssertEqual("\($0)", "error: output exceeds the limit of 10 bytes") }
        XCTAssertThrowsError(try appended("{% set s %}012345{% endset %}{{ s }}", after: prefix, context, limits: limits)) { XCTAssertEqual("\($0)", "t:1:33: error: output exceeds the limit of 10 bytes\n{% set s %}012345{% endset %}{{ s }}\n" + String(repeating: " ", count: 32) + "^") }
    }
}
