import Foundation
import TemplateEngine
import XCTest
@testable import modelgen

/// `modelgen render --template FILE --context FILE.json [--strict] [--whitespace MODE]`.
final class RenderCommandTests: XCTestCase {
    func testParsesArguments() throws {
        XCTAssertEqual(try RenderCommand.parse(["--template", "t", "--context", "c.json"]),
                       RenderCommand.Invocation(templatePath: "t", contextPath: "c.json"))
        XCTAssertEqual(try RenderCommand.parse(["--strict", "--whitespace", "smart", "--context", "c", "--template", "t"]),
                       RenderCommand.Invocation(templatePath: "t", contextPath: "c", strict: true, whitespace: .smart))
        XCTAssertThrowsError(try RenderCommand.parse(["--template", "t"])) { XCTAssertEqual("\($0)", #"message("missing --context")"#) }
        XCTAssertThrowsError(try RenderCommand.parse(["--template", "t", "--context", "c", "--whitespace", "tabs"])) { XCTAssertEqual("\($0)", #"message("unknown whitespace mode \'tabs\'")"#) }
        XCTAssertThrowsError(try RenderCommand.parse(["--template"])) { XCTAssertEqual("\($0)", #"message("--template needs a value")"#) }
        XCTAssertThrowsError(try RenderCommand.parse(["--template", "t", "--context", "c", "extra"])) { XCTAssertEqual("\($0)", #"message("unexpected argument \'extra\'")"#) }
    }

    func testRendersWithIncludesFromTheTemplateFolder() throws {
        let folder = try ProjectFolder()
        let template = try folder.write("templates/main.stencil",
                                        "import A\n\n{% for t in types %}\n{% include \"row.stencil\" %}\n{% endfor %}\n")
        try folder.write("templates/row.stencil", "struct {{ t.name|upperFirstLetter }} {}")
        let context = try folder.write("context.json", #"{"types": [{"name": "p"}, {"name": "q"}]}"#)
        let output = try RenderCommand.render(.init(templatePath: template, contextPath: context))
        XCTAssertEqual(output, "import A\n\nstruct P {}\nstruct Q {}\n")
        let smart = try RenderCommand.render(.init(templatePath: template, contextPath: context, whitespace: .smart))
        XCTAssertEqual(smart, "import A\n\nstruct P {}struct Q {}")
        // `stencil` is a bare Stencil environment: StencilSwiftKit's filters do not exist there.
        XCTAssertThrowsError(try RenderCommand.render(.init(templatePath: template, contextPath: context, whitespace: .stencil))) { error in
            XCTAssertEqual("\(error)", """
            \(folder.url("templates/row.stencil")):1:11: error: Unknown filter 'upperFirstLetter'.
            struct {{ t.name|upperFirstLetter }} {}
                      ^~~~~~~~~~~~~~~~~~~~~~~
            \(template):4:4: note: from here
            """)
        }
    }

    func testStrictMakesUndefinedVariablesErrors() throws {
        let folder = try ProjectFolder()
        let template = try folder.write("t.stencil", "a\n{{ nmae }}")
        let context = try folder.write("c.json", #"{"name": "x"}"#)
        XCTAssertEqual(try RenderCommand.render(.init(templatePath: template, contextPath: context)), "a\n")
        XCTAssertThrowsError(try RenderCommand.render(.init(templatePath: template, contextPath: context, strict: true))) { error in
            XCTAssertEqual("\(error)", "\(template):2:4: error: Undefined variable 'nmae'. Did you mean 'name'?\n{{ nmae }}\n   ^~~~")
        }
    }

    func testExitStatusesAndStreams() throws {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let candidates = [
            Bundle(for: Self.self).bundleURL.deletingLastPathComponent().appendingPathComponent("modelgen").path,
            packageRoot.appendingPathComponent(".build/debug/modelgen").path,
        ]
        guard let binary = candidates.first(where: FileManager.default.isExecutableFile) else {
            throw XCTSkip("modelgen binary not built")
        }
        let folder = try ProjectFolder()
        let good = try folder.write("good.stencil", "{{ n }}")
        let bad = try folder.write("bad.stencil", "x\n{% fro i in l %}")
        let context = try folder.write("c.json", #"{"n": 1}"#)

        let ok = run(binary, ["render", "--template", good, "--context", context])
        XCTAssertEqual(ok.status, 0)
        XCTAssertEqual(ok.stdout, "1")

        let failure = run(binary, ["render", "--template", bad, "--context", context])
        XCTAssertEqual(failure.status, 1)
        XCTAssertEqual(failure.stdout, "")
        XCTAssertEqual(failure.stderr, "\(bad):2:4: error: Unknown template tag 'fro'. Did you mean 'for'?\n{% fro i in l %}\n   ^~~~~~~~~~\n")

        let usage = run(binary, ["render", "--template", good])
        XCTAssertEqual(usage.status, 2)
        XCTAssertTrue(usage.stderr.contains(RenderCommand.usage), usage.stderr)
    }

    private func run(_ binary: String, _ arguments: [String]) -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { return (-1, "", "\(error)") }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }
}
