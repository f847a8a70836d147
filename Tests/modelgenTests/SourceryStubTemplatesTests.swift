import XCTest
@testable import modelgen

/// Sourcery's stub templates over its stub sources (`SourceryTests/Stub`), as `SourcerySpec` and
/// `StencilTemplateSpec` run them. Sourcery compares these outputs with all whitespace removed, so
/// that is the check here too, on the text after the header.
final class SourceryStubTemplatesTests: SandboxedGenerationTestCase {
    private let bar = """
    import Foundation

    // sourcery: this will not appear under FooBarBaz

    /// Documentation for bar
    // sourcery: showComment
    /// other documentation
    class BarBaz: FooBarBaz, AutoEquatable {
        typealias List = [FooBarBaz]
        var parent: FooBarBaz? = nil
        var otherVariable: Int = 0
    }

    """
    private let foo = """
    import Foundation

    class FooBarBaz {
        typealias Name = String

        var name: String = ""
        var value: Int = 0
    }

    protocol AutoEquatable {}

    class FooSubclass: FooBarBaz, AutoEquatable {
        var other: String = ""
    }

    func performFoo(value: FooBarBaz) {

    }

    """
    private let fooBar = """
    import Foundation

    protocol HasFoo {
        var foo: FooBarBaz { get }
    }
    protocol HasBar {
        var bar: BarBaz { get }
    }

    // sourcery: AutoStruct
    typealias FooBar = HasFoo & HasBar

    // sourcery: AutoStruct
    typealias FooAlias = HasFoo

    // sourcery: AutoStruct
    typealias BarAlias = HasBar

    """
    private let basicTemplate = """

    {% for type in types.classes %}
    extension {{ type.name }}: Equatable {}

    {% if type.annotations.showComment %} // {{ type.name }} has Annotations {% endif %}

    func == (lhs: {{ type.name }}, rhs: {{ type.name }}) -> Bool {
        {% for variable in type.variables %} if lhs.{{ variable.name }} != rhs.{{ variable.name }} { return false }
        {% endfor %}
        return true
    }
    {% endfor %}

    """

    private func withoutWhitespace(_ text: String) -> String {
        String(text.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
    }

    private let barBazEquality = """
    extension BarBaz: Equatable {}

    // BarBaz has Annotations

    func == (lhs: BarBaz, rhs: BarBaz) -> Bool {
        if lhs.parent != rhs.parent { return false }
        if lhs.otherVariable != rhs.otherVariable { return false }

        return true
    }

    """

    func testBasic() throws {
        let rendered = try sandbox.render(basicTemplate, sources: ["Bar.swift": bar, "Foo.swift": foo, "FooBar.swift": fooBar])
        XCTAssertEqual(withoutWhitespace(rendered), withoutWhitespace(barBazEquality + """
            extension FooBarBaz: Equatable {}

            func == (lhs: FooBarBaz, rhs: FooBarBaz) -> Bool {
                if lhs.name != rhs.name { return false }
                if lhs.value != rhs.value { return false }

                return true
            }

            extension FooSubclass: Equatable {}

            func == (lhs: FooSubclass, rhs: FooSubclass) -> Bool {
                if lhs.other != rhs.other { return false }

                return true
            }

            """), rendered)
    }

    func testBasicWithFooExcluded() throws {
        let rendered = try sandbox.render(basicTemplate, sources: ["Bar.swift": bar, "FooBar.swift": fooBar])
        XCTAssertEqual(withoutWhitespace(rendered), withoutWhitespace(barBazEquality), rendered)
    }

    /// Sourcery's stub `SourceryTemplateStencil.sourcerytemplate`: a Stencil template wrapped in
    /// base64 JSON, whose `trimWhitespaces` is set.
    func testSourceryTemplateFile() throws {
        let instance = #"{"id":"E6EEF96A","content":"\/\/ SourceryTemplateStencil found {{ types.all.count }} types","#
            + #""version":2,"kind":"stencil","trimWhitespaces":true,"name":"Imported SourceryTest 1","insertionMode":"endOfFile"}"#
        let template = try sandbox.write("Templates/SourceryTemplateStencil.sourcerytemplate",
                                         #"{"version":2,"instance":""# + Data(instance.utf8).base64EncodedString() + #""}"#)
        let sources = try [("Bar.swift", bar), ("Foo.swift", foo), ("FooBar.swift", fooBar)].map { try sandbox.write("Sources/\($0.0)", $0.1) }
        let result = try Generator.run(sandbox.input(sources: sources, templates: [template]))
        XCTAssertEqual(result.rendered.map(\.text), ["// SourceryTemplateStencil found 3 types"])
    }

    func testIncludedPartial() throws {
        try sandbox.write("Templates/Partial.stencil", "partial template content\n")
        let include = try sandbox.write("Templates/Include.stencil", "{% include \"Partial.stencil\" %}\n")
        let result = try Generator.run(sandbox.input(sources: [], templates: [include]))
        XCTAssertEqual(result.rendered.map(\.text), ["partial template content\n"])
    }
}
