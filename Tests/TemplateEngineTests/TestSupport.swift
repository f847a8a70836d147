import XCTest
@testable import TemplateEngine

/// Renders `template` in the given mode; fails the test on errors.
func render(_ template: String, _ context: [String: Value] = [:], mode: WhitespaceMode = .stencil,
            templates: [String: String] = [:], extensions: [Extension] = [], strict: Bool = false,
            sourceryExtensions: Bool? = nil, limits: RenderLimits = RenderLimits(),
            file: StaticString = #filePath, line: UInt = #line) -> String? {
    let environment = Environment(loader: DictionaryLoader(templates: templates), extensions: extensions,
                                  options: RenderOptions(whitespace: mode, strict: strict,
                                                         sourceryExtensions: sourceryExtensions, limits: limits))
    do {
        return try environment.renderTemplate(string: template, context: context, path: "test.stencil")
    } catch {
        XCTFail("unexpected error: \(error)", file: file, line: line)
        return nil
    }
}

/// Sourcery mode (§2.5 + §8 extensions), what modelgen renders user templates with.
func renderSourcery(_ template: String, _ context: [String: Value] = [:], templates: [String: String] = [:],
                    file: StaticString = #filePath, line: UInt = #line) -> String? {
    render(template, context, mode: .sourcery, templates: templates, file: file, line: line)
}

/// The error rendering `template` raises (nil and a test failure if it renders).
func renderError(_ template: String, _ context: [String: Value] = [:], mode: WhitespaceMode = .stencil,
                 templates: [String: String] = [:], strict: Bool = false, limits: RenderLimits = RenderLimits(),
                 file: StaticString = #filePath, line: UInt = #line) -> TemplateError? {
    let environment = Environment(loader: DictionaryLoader(templates: templates),
                                  options: RenderOptions(whitespace: mode, strict: strict, limits: limits))
    do {
        let output = try environment.renderTemplate(string: template, context: context, path: "test.stencil")
        XCTFail("expected an error, got \(output.debugDescription)", file: file, line: line)
        return nil
    } catch let error as TemplateError {
        return error
    } catch {
        XCTFail("expected a TemplateError, got \(error)", file: file, line: line)
        return nil
    }
}

/// Asserts each (template, context, expected) row.
func assertRows(_ rows: [(String, [String: Value], String)], mode: WhitespaceMode = .stencil,
                templates: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) {
    for (template, context, expected) in rows {
        let output = render(template, context, mode: mode, templates: templates, file: file, line: line)
        XCTAssertEqual(output, expected, "template \(template.debugDescription)", file: file, line: line)
    }
}
