import Foundation
import XCTest
@testable import modelgen

/// Sourcery's `SourcerySpec` cases for `sourcery:inline:` regions, run through the built binary:
/// the source file after the run must be Sourcery's expected text byte for byte, and the
/// template's own output what Sourcery leaves.
final class SourceryInlineSpecEndToEndTests: SourceryInlineSpecTestCase {
    private let inlineTemplate = """
    // Line One
    // sourcery:inline:Foo.Inlined
    var property = 2
    // Line Three
    // sourcery:end
    """

    func testInlineRegionIsReplacedAndLeavesTheRestInTheGeneratedFile() throws {
        let project = try run(source: """
            class Foo {
            // sourcery:inline:Foo.Inlined

            // This will be replaced
            Last line
            // sourcery:end
            }
            """, templates: ["FakeTemplate": inlineTemplate])
        XCTAssertEqual(project.read("Sources/Source.swift"), """
            class Foo {
            // sourcery:inline:Foo.Inlined
            var property = 2
            // Line Three
            // sourcery:end
            }
            """)
        XCTAssertEqual(project.read("Generated/FakeTemplate.generated.swift"), header("// Line One\n"))
    }

    func testInlineBlockWithoutRegionStaysInTheGeneratedFile() throws {
        let project = try run(source: """
            class Foo {
            // sourcery:inline:Bar.Inlined

            // This will be replaced
            Last line
            // sourcery:end
            }
            """, templates: ["FakeTemplate": inlineTemplate])
        XCTAssertEqual(project.read("Generated/FakeTemplate.generated.swift"), header(inlineTemplate))
    }

    func testNoGeneratedFileWhenEverythingWentInline() throws {
        let project = try run(source: "class Foo {\n// sourcery:inline:Foo.Inlined\n// sourcery:end\n}\n",
                              templates: ["FakeTemplate": "// sourcery:inline:Foo.Inlined\nvar property = 2\n// Line Three\n// sourcery:end\n"])
        XCTAssertFalse(project.exists("Generated/FakeTemplate.generated.swift"))
    }

    func testSeveralRegionsAndTheirIndentation() throws {
        try assertSource("""
            class Foo {
            // sourcery:inline:Foo.Inlined

            // This will be replaced
            Last line
            // sourcery:end
            }

            class Bar {
            // sourcery:inline:Bar.Inlined

            // This will be replaced
            Last line
            // sourcery:end
            }
            """, templates: ["FakeTemplate": """
            // Line One
            // sourcery:inline:Bar.Inlined
            var property = bar
            // Line Three
            // sourcery:end
            // Line One
            // sourcery:inline:Foo.Inlined
            var property = foo
            // Line Three
            // sourcery:end
            """], becomes: """
            class Foo {
            // sourcery:inline:Foo.Inlined
            var property = foo
            // Line Three
            // sourcery:end
            }

            class Bar {
            // sourcery:inline:Bar.Inlined
            var property = bar
            // Line Three
            // sourcery:end
            }
            """)
        try assertSource("""
            class Foo {
                // sourcery:inline:Foo.Inlined

                // This will be replaced
                Last line
                // sourcery:end

                class Bar {
                    // sourcery:inline:Bar.Inlined

                    // This will be replaced
                    Last line
                    // sourcery:end
                }
            }
            """, templates: ["FakeTemplate": """
            // Line One
            // sourcery:inline:Bar.Inlined
            var property = bar

            // Line Three
            // sourcery:end
            // Line One
            // sourcery:inline:Foo.Inlined
            var property = foo
            // Line Three
            // sourcery:end
            """], becomes: """
            class Foo {
                // sourcery:inline:Foo.Inlined
                var property = foo
                // Line Three
                // sourcery:end

                class Bar {
                    // sourcery:inline:Bar.Inlined
                    var property = bar

                    // Line Three
                    // sourcery:end
                }
            }
            """)
    }
}
