import Foundation
import XCTest
@testable import modelgen

/// `Generator.run` end to end: template order, names, errors, arguments, built-in hook.
final class GeneratorTests: XCTestCase {
    func testRendersTemplatesInPathOrderWithTheirNames() throws {
        let sandbox = try GenerationSandbox()
        let source = try sandbox.write("Sources/A.swift", "struct A {}\n")
        let second = try sandbox.write("Templates/Zed.stencil", "z={{ argument.x }}")
        let first = try sandbox.write("Templates/Alpha.stencil", "a={{ argument.x }}")
        let result = try Generator.run(sandbox.input(sources: [source], templates: [second, first],
                                                     arguments: ["x": .int(1)]))
        XCTAssertEqual(result.rendered.map(\.name), ["Alpha", "Zed"])
        XCTAssertEqual(result.rendered.map(\.path), [first, second])
        XCTAssertEqual(result.rendered.map(\.text), ["a=1", "z=1"])
        XCTAssertEqual(result.sourceFiles, [source])
        XCTAssertEqual(result.parsedCount, 1)
        XCTAssertEqual(result.cachedCount, 0)
    }

    /// Templates render side by side, each with its own context objects: texts and warnings
    /// still come back in path order, and of two broken templates the first by path is reported.
    func testTemplatesRenderedSideBySideReportInPathOrder() throws {
        let sandbox = try GenerationSandbox()
        let source = try sandbox.write("Sources/A.swift", "protocol P {}\nstruct A: P { var x: Int }\n")
        var templates: [String] = []
        for index in (0..<6).reversed() {
            templates.append(try sandbox.write("Templates/T\(index).stencil",
                "{% for type in types.implementing.P %}{{ type.name }}.{{ type.storedVariables.first.name }}{% endfor %}"
                + "{{ types.implementing.Missing\(index).count }}#\(index)"))
        }
        let result = try Generator.run(sandbox.input(sources: [source], templates: templates))
        XCTAssertEqual(result.rendered.map(\.text), (0..<6).map { "A.x0#\($0)" })
        let templateWarnings = result.warnings.filter { $0.contains("Missing") }
        XCTAssertEqual(templateWarnings.count, 6)
        for (index, warning) in templateWarnings.enumerated() {
            XCTAssertTrue(warning.hasPrefix(sandbox.path("Templates/T\(index).stencil") + ": warning: "), warning)
            XCTAssertTrue(warning.contains("Missing\(index)"), warning)
        }

        let broken = [try sandbox.write("Templates/T1.stencil", "{% if %}"), try sandbox.write("Templates/T4.stencil", "{% for %}")]
        XCTAssertThrowsError(try Generator.run(sandbox.input(sources: [source], templates: templates))) { error in
            XCTAssertEqual("\(error)", "\(broken[0]):1:4: error: 'if' expression error: end\n{% if %}\n   ^~")
            XCTAssertFalse("\(error)".contains(broken[1]), "\(error)")
        }
    }

    func testSecondRunWithCacheParsesNothing() throws {
        let sandbox = try GenerationSandbox()
        let sources = [try sandbox.write("Sources/A.swift", "struct A {}\n"), try sandbox.write("Sources/B.swift", "struct B {}\n")]
        let template = try sandbox.write("Templates/T.stencil", "{{ types.all.count }}")
        let first = try Generator.run(sandbox.input(sources: sources, templates: [template], cache: true))
        let second = try Generator.run(sandbox.input(sources: sources, templates: [template], cache: true))
        XCTAssertEqual([first.parsedCount, first.cachedCount], [2, 0])
        XCTAssertEqual([second.parsedCount, second.cachedCount], [0, 2])
        XCTAssertEqual(first.rendered.map(\.text), second.rendered.map(\.text))
    }

    func testIncludeResolvesAgainstTheTemplateFolder() throws {
        let sandbox = try GenerationSandbox()
        try sandbox.write("Templates/partials/header.stencil", "// header {{ argument.name }}")
        let template = try sandbox.write("Templates/Main.stencil", "{% include \"partials/header.stencil\" %}|body")
        let result = try Generator.run(sandbox.input(sources: [], templates: [template], arguments: ["name": .string("N")]))
        XCTAssertEqual(result.rendered.first?.text, "// header N|body")
    }

    func testTemplateSyntaxErrorCarriesTemplateLocation() throws {
        let sandbox = try GenerationSandbox()
        let template = try sandbox.write("Templates/Broken.stencil", "line one\n{% for x in %}\n{% endfor %}\n")
        XCTAssertThrowsError(try Generator.run(sandbox.input(sources: [], templates: [template]))) { error in
            let text = "\(error)"
            XCTAssertTrue(error is GenerationError)
            XCTAssertEqual(text, "\(template):2:4: error: 'for' statements should use the syntax: `for <x> in <y> [where <condition>]`.\n"
                           + "{% for x in %}\n   ^~~~~~~~")
        }
    }

    func testStrictModeReportsUnknownNamesWithLocation() throws {
        let sandbox = try GenerationSandbox()
        let template = try sandbox.write("Templates/Strict.stencil", "ok\n{{ nothing.here }}\n")
        XCTAssertNoThrow(try Generator.run(sandbox.input(sources: [], templates: [template], strict: false)))
        XCTAssertThrowsError(try Generator.run(sandbox.input(sources: [], templates: [template], strict: true))) { error in
            XCTAssertEqual("\(error)", "\(template):2:4: error: Undefined variable 'nothing'\n{{ nothing.here }}\n   ^~~~~~~~~~~~")
        }
    }

    func testMissingTemplateAndUnknownBuiltinAreClearErrors() throws {
        let sandbox = try GenerationSandbox()
        let missing = sandbox.path("Templates/Missing.stencil")
        XCTAssertThrowsError(try Generator.run(sandbox.input(sources: [], templates: [missing]))) { error in
            XCTAssertEqual("\(error)", "\(missing): error: cannot read template file")
        }
        XCTAssertThrowsError(try Generator.run(sandbox.input(sources: [], templates: ["builtin:NoSuchTemplate"]))) { error in
            XCTAssertEqual("\(error)", "builtin:NoSuchTemplate: error: no built-in template named 'NoSuchTemplate' (known: AutoCodable, "
                           + "AutoMappable, _AutoCodableEnums, _AutoMappableHooks, _AutoMappableModes, _AutoMappableRemap, _Shared)")
        }
        XCTAssertEqual(TemplateRenderer.templateName(of: "builtin:AutoCodable"), "AutoCodable")
        XCTAssertEqual(TemplateRenderer.templateName(of: "/x/Templates/My.Template.stencil"), "My.Template")
    }

    func testWatchMemoServesUnchangedFiles() throws {
        let sandbox = try GenerationSandbox()
        let source = try sandbox.write("Sources/A.swift", "struct A {}\n")
        var input = sandbox.input(sources: [source], templates: [])
        input.parseMemo = ParsedFileMemo()
        XCTAssertEqual(try Generator.run(input).parsedCount, 1)
        let second = try Generator.run(input)
        XCTAssertEqual([second.parsedCount, second.cachedCount], [0, 1])
        input.parseMemo?.invalidate([source])
        XCTAssertEqual(try Generator.run(input).parsedCount, 1)
    }
}

extension GeneratorTests {
    func testInvalidRelationshipLookupsWarnAndRenderingContinues() throws {
        try requireWorkingParser()
        let sandbox = try GenerationSandbox()
        let source = try sandbox.write("Sources/M.swift", "protocol P {}\nstruct S: P {}\nenum E {}\n")
        let template = try sandbox.write("Templates/T.stencil",
            "{% for t in types.implementing.S %}x{% endfor %}{% for t in types.implementing.S %}x{% endfor %}"
            + "{% for t in types.implementing.Nope %}x{% endfor %}{% for t in types.inheriting.E %}x{% endfor %}"
            + "{% for t in types.implementing.P %}{{ t.name }}{% endfor %}")
        let result = try Generator.run(sandbox.input(sources: [source], templates: [template]))
        XCTAssertEqual(result.rendered.first?.text, "S")
        XCTAssertEqual(result.warnings, [
            "\(template): warning: types.implementing.S is empty: 'S' is a struct, not a protocol",
            "\(template): warning: types.implementing.Nope is empty: no protocol named 'Nope' is declared in the scanned sources",
            "\(template): warning: types.inheriting.E is empty: 'E' is an enum, not a class",
        ])
    }

    func testOutputDoesNotDependOnSourceOrder() throws {
        try requireWorkingParser()
        // The shipped example: many files, classes with inline regions, extensions, two templates.
        let sources = try Self.swiftFiles(under: EndToEnd.path("Examples/Models"))
        let templates = try FileManager.default.contentsOfDirectory(atPath: EndToEnd.path("Templates"))
            .filter { $0.hasSuffix(".stencil") }.map { EndToEnd.path("Templates/" + $0) }
        func run(_ sources: [String], _ templates: [String]) throws -> [String] {
            let input = GenerationInput(sourceFiles: sources, templateFiles: templates, arguments: [:], strict: false,
                                        cacheDirectory: nil, verbose: false)
            return try Generator.run(input).rendered.map { "\($0.name)\n\($0.text)" }
        }
        let reference = try run(sources.sorted(), templates.sorted())
        XCTAssertEqual(reference.count, templates.count)
        XCTAssertEqual(sources.count, 20)
        for _ in 0..<5 {
            XCTAssertEqual(try run(sources.shuffled(), templates.shuffled()), reference)
        }
    }

    static func swiftFiles(under folder: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let next = enumerator.nextObject() as? String {
            if next.hasSuffix(".swift") { files.append(folder + "/" + next) }
        }
        return files.sorted()
    }

    func testShippedTemplatesRenderTheExamplesInStrictMode() throws {
        // Strict mode is how users catch template typos; our own templates must pass it.
        let sources = try Self.swiftFiles(under: EndToEnd.path("Examples/Models"))
        let templates = try FileManager.default.contentsOfDirectory(atPath: EndToEnd.path("Templates"))
            .filter { $0.hasSuffix(".stencil") }.sorted().map { EndToEnd.path("Templates/" + $0) }
        let strict = GenerationInput(sourceFiles: sources, templateFiles: templates, arguments: [:], strict: true,
                                     cacheDirectory: nil, verbose: false)
        var lenient = strict
        lenient.strict = false
        XCTAssertEqual(try Generator.run(strict).rendered.map(\.text), try Generator.run(lenient).rendered.map(\.text))
    }
}
