import Foundation
import XCTest
@testable import modelgen

/// Sourcery's `SourcerySpec` cases for `sourcery:inline:auto:` and `inline:after-auto:` blocks,
/// run through the built binary: the source file after the run (and after a second run) must be
/// Sourcery's expected text byte for byte.
final class SourceryInlineAutoSpecEndToEndTests: SourceryInlineSpecTestCase {
    func testAutoBlocksAtTheEndOfTypeBodies() throws {
        try assertSource("class Foo {}", templates: ["FakeTemplate": """
            // Line One
            // sourcery:inline:auto:Foo.Inlined
            var property = 2
            // Line Three
            // sourcery:end
            """], becomes: """
            class Foo {
            // sourcery:inline:auto:Foo.Inlined
            var property = 2
            // Line Three
            // sourcery:end
            }
            """)
        try assertSource("class Foo {\n    var property = 1 }", templates: ["FakeTemplate": """
            // Line One
            // sourcery:inline:auto:Foo.Inlined
            var property = 2
            // Line Three
            // sourcery:end
            """], becomes: """
            class Foo {

                // sourcery:inline:auto:Foo.Inlined
                var property = 2
                // Line Three
                // sourcery:end
                var property = 1 }
            """)
        try assertSource("class Foo {\n    struct Inner {\n    }\n}", templates: ["FakeTemplate": """
            // Line One
            // sourcery:inline:auto:Foo.Inner.Inlined
                var property = 3
            // Line Three
            // sourcery:end
            """], extraFlags: ["--base-indentation", "4"], becomes: """
            class Foo {
                struct Inner {

                    // sourcery:inline:auto:Foo.Inner.Inlined
                        var property = 3
                    // Line Three
                    // sourcery:end
                }
            }
            """)
    }

    func testAfterAutoBlockFollowsTheTypeBody() throws {
        try assertSource("class Foo {}\nstruct Boo {}", templates: ["FakeTemplate": """
            // sourcery:inline:after-auto:Foo.Inlined
            var property = 2
            // sourcery:end
            """], becomes: """
            class Foo {}
            // sourcery:inline:after-auto:Foo.Inlined
            var property = 2
            // sourcery:end
            struct Boo {}
            """)
    }

    private let initTemplate = """
    {% for type in types.all %}
    // sourcery:inline:auto:{{ type.name }}.init
    init({% for variable in type.storedVariables %}{{variable.name}}: {{variable.typeName}}{% ifnot forloop.last %}, {% endif %}{% endfor %}) {
    {% for variable in type.storedVariables %}
        self.{{variable.name}} = {{variable.name}}
    {% endfor %}
    }
    // sourcery:end
    {% endfor %}
    """

    func testAutoBlocksInFilesWithMultiByteCharacters() throws {
        try assertSource("class A {\n    let 👩‍🚀: String\n}", templates: ["FakeTemplate": initTemplate], becomes: """
            class A {
                let 👩‍🚀: String

            // sourcery:inline:auto:A.init
            init(👩‍🚀: String) {
                self.👩‍🚀 = 👩‍🚀
            }
            // sourcery:end
            }
            """)
        try assertSource("""
            class A {
                let 👩‍🚀: String

                // sourcery:inline:auto:A.init
                init(👩‍🚀: String) {
                    self.👩‍🚀 = 👩‍🚀
                }
                // sourcery:end
            }

            class B {
                let 👩‍🚀: String
            }
            """, templates: ["FakeTemplate": initTemplate], becomes: """
            class A {
                let 👩‍🚀: String

                // sourcery:inline:auto:A.init
                init(👩‍🚀: String) {
                    self.👩‍🚀 = 👩‍🚀
                }
                // sourcery:end
            }

            class B {
                let 👩‍🚀: String

            // sourcery:inline:auto:B.init
            init(👩‍🚀: String) {
                self.👩‍🚀 = 👩‍🚀
            }
            // sourcery:end
            }
            """)
    }

    func testAutoBlocksInSeveralTypes() throws {
        try assertSource("class Foo {}\n\nclass Bar {}", templates: ["FakeTemplate": """
            // Line One
            // sourcery:inline:auto:Bar.Inlined
            var property = bar
            // Line Three
            // sourcery:end

            // Line One
            // sourcery:inline:auto:Foo.Inlined
            var property = foo
            // Line Three
            // sourcery:end
            """], becomes: """
            class Foo {
            // sourcery:inline:auto:Foo.Inlined
            var property = foo
            // Line Three
            // sourcery:end
            }

            class Bar {
            // sourcery:inline:auto:Bar.Inlined
            var property = bar
            // Line Three
            // sourcery:end
            }
            """)
        try assertSource("class Foo {\n// sourcery:inline:auto:Foo.fake\n// sourcery:end\n}\n\nclass Bar {}", templates: ["FakeTemplate": """
            // Line One
            {% for type in types.all %}
            // sourcery:inline:auto:{{ type.name }}.fake
            var property = bar
            // Line Three
            // sourcery:end
            {% endfor %}
            """], becomes: """
            class Foo {
            // sourcery:inline:auto:Foo.fake
            var property = bar
            // Line Three
            // sourcery:end
            }

            class Bar {
            // sourcery:inline:auto:Bar.fake
            var property = bar
            // Line Three
            // sourcery:end
            }
            """)
    }

    func testAutoBlocksInNestedTypes() throws {
        let nested = """
            // Line One
            // sourcery:inline:auto:Foo.Bar.AutoInlined
            var property = bar
            // Line Three
            // sourcery:end
            """
        try assertSource("class Foo {\n    class Bar {}\n}", templates: ["FakeTemplate": nested], becomes: """
            class Foo {
                class Bar {
            // sourcery:inline:auto:Foo.Bar.AutoInlined
            var property = bar
            // Line Three
            // sourcery:end
            }
            }
            """)
        try assertSource("class Foo {}\n\nextension Foo {\n    class Bar {}\n}", templates: ["FakeTemplate": nested], becomes: """
            class Foo {}

            extension Foo {
                class Bar {
            // sourcery:inline:auto:Foo.Bar.AutoInlined
            var property = bar
            // Line Three
            // sourcery:end
            }
            }
            """)
        try assertSource("class Foo {}\n\nextension Foo {\n    class Bar {}\n}", templates: ["FakeTemplate": """
            // Line One
            // sourcery:inline:auto:Foo.AutoInlined
            var property = foo
            // Line Three
            // sourcery:end
            // sourcery:inline:auto:Foo.Bar.AutoInlined
            var property = bar
            // Line Three
            // sourcery:end
            """], becomes: """
            class Foo {
            // sourcery:inline:auto:Foo.AutoInlined
            var property = foo
            // Line Three
            // sourcery:end
            }

            extension Foo {
                class Bar {
            // sourcery:inline:auto:Foo.Bar.AutoInlined
            var property = bar
            // Line Three
            // sourcery:end
            }
            }
            """)
    }

    func testAutoBlocksOfTwoTemplates() throws {
        try assertSource("class Foo {}", templates: [
            "FakeTemplate": "// Line One\n// sourcery:inline:auto:Foo.fake\nvar property = 2\n// Line Three\n// sourcery:end\n",
            "OtherFakeTemplate": "// sourcery:inline:auto:Foo.otherFake\n// Line Four\n// sourcery:end\n",
        ], becomes: """
            class Foo {
            // sourcery:inline:auto:Foo.fake
            var property = 2
            // Line Three
            // sourcery:end

            // sourcery:inline:auto:Foo.otherFake
            // Line Four
            // sourcery:end
            }
            """)
    }

    func testRegionsAndAutoBlocksOfTwoTemplates() throws {
        let templateA = """
            {% for type in types.all %}
            // sourcery:inline:{{ type.name }}.A
            var a0: Int
            var a1: Int
            var a2: Int
            // sourcery:end
            {% endfor %}
            """
        try assertSource("""
            class ClassWithMultipleInlineAnnotations {
            // sourcery:inline:ClassWithMultipleInlineAnnotations.A
            var a0: Int
            // sourcery:end

            // sourcery:inline:ClassWithMultipleInlineAnnotations.B
            var b0: String
            // sourcery:end
            }
            """, templates: ["InlineTemplateA": templateA, "InlineTemplateB": """
            {% for type in types.all %}
            // sourcery:inline:{{ type.name }}.B
            var b0: Int
            var b1: Int
            var b2: Int
            // sourcery:end
            {% endfor %}
            """], becomes: """
            class ClassWithMultipleInlineAnnotations {
            // sourcery:inline:ClassWithMultipleInlineAnnotations.A
            var a0: Int
            var a1: Int
            var a2: Int
            // sourcery:end

            // sourcery:inline:ClassWithMultipleInlineAnnotations.B
            var b0: Int
            var b1: Int
            var b2: Int
            // sourcery:end
            }
            """)
        try assertSource("""
            class ClassWithMultipleInlineAnnotations {
            // sourcery:inline:ClassWithMultipleInlineAnnotations.A
            var a0: Int
            // sourcery:end
            }
            // the last line of the file
            """, templates: ["InlineTemplateA": templateA, "InlineTemplateB": """
            {% for type in types.all %}
            // sourcery:inline:auto:{{ type.name }}.B
            var b0: Int
            var b1: Int
            var b2: Int
            // sourcery:end
            {% endfor %}
            """], becomes: """
            class ClassWithMultipleInlineAnnotations {
            // sourcery:inline:ClassWithMultipleInlineAnnotations.A
            var a0: Int
            var a1: Int
            var a2: Int
            // sourcery:end

            // sourcery:inline:auto:ClassWithMultipleInlineAnnotations.B
            var b0: Int
            var b1: Int
            var b2: Int
            // sourcery:end
            }
            // the last line of the file
            """)
    }

    func testAutoBlockIsInsertedAgainWhenDeleted() throws {
        let project = try run(source: "class Foo {}", templates: ["FakeTemplate": """
            // Line One
            // sourcery:inline:auto:Foo.Inlined
            var property = 2
            // Line Three
            // sourcery:end
            """])
        try project.write("Sources/Source.swift", "class Foo {}")
        let again = try ModelgenBinary.run(flags, in: project.url(""), cacheHome: project.url(".test-cache"))
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(project.read("Sources/Source.swift"), """
            class Foo {
            // sourcery:inline:auto:Foo.Inlined
            var property = 2
            // Line Three
            // sourcery:end
            }
            """)
    }
}
