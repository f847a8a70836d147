import XCTest
@testable import modelgen

/// Sourcery's `StencilTemplateSpec` (its filters on strings, type names and annotation values),
/// ported: the spec's `MyClass` is written as the Swift source Sourcery parses into it (repeated
/// annotation keys collect into an array), and each expectation is Sourcery's rendered text.
final class SourceryStencilTemplateSpecTests: SandboxedGenerationTestCase {
    static let source = """
    class MyClass {
        var lowerFirstLetter: myClass
        var upperFirstLetter: MyClass
        // sourcery: Foo = "Hello"
        // sourcery: Foo = "beautiful"
        // sourcery: Foo = "World"
        var annotated1: MyClass
        // sourcery: Foo = "HelloWorld"
        var annotated2: MyClass
    }
    """

    private func assertRendered(_ cases: [(String, String)], file: StaticString = #filePath, line: UInt = #line) throws {
        try assertRendered(cases, source: Self.source, file: file, line: line)
    }

    func testCollectionFilters() throws {
        try assertRendered([
            ("{% for key,value in type.MyClass.variables.2.annotations %}{{ value | toArray }}{% endfor %}", "[Hello, beautiful, World]"),
            ("{% for key,value in type.MyClass.variables.3.annotations %}{{ value | toArray }}{% endfor %}", "[HelloWorld]"),
            ("{{ type.MyClass.allVariables | count }}", "4"),
            ("{{ type.MyClass.allMethods | isEmpty }}", "true"),
            ("{{ type.MyClass.allVariables | isEmpty }}", "false"),
            ("{% for key,value in type.MyClass.variables.2.annotations %}{{ value | sorted:\"description\" }}{% endfor %}", "[beautiful, Hello, World]"),
            ("{% for key,value in type.MyClass.variables.2.annotations %}{{ value | sortedDescending:\"description\" }}{% endfor %}", "[World, Hello, beautiful]"),
            ("{% for key,value in type.MyClass.variables.2.annotations %}{{ value | reversed }}{% endfor %}", "[World, beautiful, Hello]"),
        ])
    }

    func testStringFilters() throws {
        try assertRendered([
            ("{{\"helloWorld\" | upperFirstLetter }}", "HelloWorld"),
            ("{{\"HelloWorld\" | lowerFirstLetter }}", "helloWorld"),
            ("{{ \"HelloWorld\" | uppercase }}", "HELLOWORLD"),
            ("{{ \"HelloWorld\" | lowercase }}", "helloworld"),
            ("{{ \"helloWorld\" | capitalise }}", "Helloworld"),
            ("{{ \"/Path/Class.swift\" | deletingLastComponent }}", "/Path"),
            ("{{ \"FooBar\" | contains:\"oo\" }}", "true"),
            ("{{ \"FooBar\" | contains:\"xx\" }}", "false"),
            ("{{ \"FooBar\" | !contains:\"oo\" }}", "false"),
            ("{{ \"FooBar\" | !contains:\"xx\" }}", "true"),
            ("{{ \"FooBar\" | hasPrefix:\"Foo\" }}", "true"),
            ("{{ \"FooBar\" | hasPrefix:\"Bar\" }}", "false"),
            ("{{ \"FooBar\" | !hasPrefix:\"Foo\" }}", "false"),
            ("{{ \"FooBar\" | !hasPrefix:\"Bar\" }}", "true"),
            ("{{ \"FooBar\" | hasSuffix:\"Bar\" }}", "true"),
            ("{{ \"FooBar\" | hasSuffix:\"Foo\" }}", "false"),
            ("{{ \"FooBar\" | !hasSuffix:\"Bar\" }}", "false"),
            ("{{ \"FooBar\" | !hasSuffix:\"Foo\" }}", "true"),
            ("{{\"helloWorld\" | replace:\"he\",\"bo\" | replace:\"llo\",\"la\" }}", "bolaWorld"),
            ("{{\"helloWorldhelloWorld\" | replace:\"hello\",\"hola\" }}", "holaWorldholaWorld"),
            ("{{\"helloWorld\" | replace:\"hello\",\"\" }}", "World"),
            ("{{\"helloWorld\" | replace:\"foo\",\"bar\" }}", "helloWorld"),
        ])
    }

    func testTypeNameFilters() throws {
        try assertRendered([
            ("{{ type.MyClass.variables.0.typeName }}", "myClass"),
            ("{{ type.MyClass.variables.0.typeName | upperFirstLetter }}", "MyClass"),
            ("{{ type.MyClass.variables.1.typeName | lowerFirstLetter }}", "myClass"),
            ("{{ type.MyClass.variables.0.typeName | uppercase }}", "MYCLASS"),
            ("{{ type.MyClass.variables.1.typeName | lowercase }}", "myclass"),
            ("{{ type.MyClass.variables.1.typeName | capitalise }}", "Myclass"),
            ("{{ type.MyClass.variables.0.typeName | contains:\"my\" }}", "true"),
            ("{{ type.MyClass.variables.0.typeName | contains:\"xx\" }}", "false"),
            ("{{ type.MyClass.variables.0.typeName | !contains:\"my\" }}", "false"),
            ("{{ type.MyClass.variables.0.typeName | !contains:\"xx\" }}", "true"),
            ("{{ type.MyClass.variables.0.typeName | hasPrefix:\"my\" }}", "true"),
            ("{{ type.MyClass.variables.0.typeName | hasPrefix:\"My\" }}", "false"),
            ("{{ type.MyClass.variables.0.typeName | !hasPrefix:\"my\" }}", "false"),
            ("{{ type.MyClass.variables.0.typeName | !hasPrefix:\"My\" }}", "true"),
            ("{{ type.MyClass.variables.0.typeName | hasSuffix:\"Class\" }}", "true"),
            ("{{ type.MyClass.variables.0.typeName | hasSuffix:\"class\" }}", "false"),
            ("{{ type.MyClass.variables.0.typeName | !hasSuffix:\"Class\" }}", "false"),
            ("{{ type.MyClass.variables.0.typeName | !hasSuffix:\"class\" }}", "true"),
            ("{{type.MyClass.variables.0.typeName | replace:\"my\",\"My\" | replace:\"Class\",\"Struct\" }}", "MyStruct"),
            ("{{type.MyClass.variables.0.typeName | replace:\"s\",\"z\" }}", "myClazz"),
            ("{{type.MyClass.variables.0.typeName | replace:\"my\",\"\" }}", "Class"),
            ("{{type.MyClass.variables.0.typeName | replace:\"foo\",\"bar\" }}", "myClass"),
        ])
    }

    func testJSONFilter() throws {
        try assertRendered([
            ("{{ argument.json | json }}", "{\"Version\":1}"),
            ("{{ argument.json | json:true }}", "{\n  \"Version\" : 1\n}"),
            ("{{ argument.list | json }}", "[\"a\",\"b\"]"),
            ("{{ argument.list | json:true }}", "[\n  \"a\",\n  \"b\"\n]"),
        ], source: Self.source, arguments: "json={\"Version\": 1},list=[\"a\", \"b\"]")
    }

    /// Sourcery's message is `: Unknown template tag 'tag'`; modelgen's carries the location.
    func testUnknownTagIsAnError() throws {
        let templatePath = try sandbox.write("Templates/Bad.stencil", "{% tag %}")
        XCTAssertThrowsError(try Generator.run(sandbox.input(sources: [], templates: [templatePath]))) { error in
            XCTAssertEqual("\(error)", "\(templatePath):1:4: error: Unknown template tag 'tag'. Did you mean 'map'?\n{% tag %}\n   ^~~")
        }
    }
}
