import Foundation
import XCTest
@testable import modelgen

/// `.sourcery.yml` read as Sourcery reads it, and Sourcery's other template kinds, run through the
/// built binary.
final class SourceryConfigEndToEndTests: XCTestCase {
    private func run(_ arguments: [String], in project: ProjectFolder, folder: String = "",
                     environment: [String: String] = [:]) throws -> ModelgenBinary.Result {
        try ModelgenBinary.run(arguments, in: project.url(folder), cacheHome: project.url(".test-cache"), environment: environment)
    }

    private func documentedProject() throws -> ProjectFolder {
        let project = try ProjectFolder()
        try project.write("Sources/User.swift", "/// Someone who signs in.\nstruct User {\n    /// Shown on the profile.\n    let name: String\n}\n")
        try project.write("Templates/Docs.stencil", """
        {% for type in types.all %}// {{ type.name }}: {{ type.documentation|join:" " }}
        {% for variable in type.storedVariables %}// {{ variable.name }}: {{ variable.documentation|join:" " }}
        {% endfor %}{% endfor %}
        """)
        return project
    }

    func testEnvironmentPlaceholdersAreExpanded() throws {
        let project = try documentedProject()
        try project.write(".sourcery.yml", "sources:\n  - ${SOURCE_ROOT}/Sources\ntemplates: [Templates]\noutput: ${OUT}/Generated\n")
        let result = try run(["--config", ".sourcery.yml"], in: project, environment: ["SOURCE_ROOT": project.path, "OUT": "Build"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(project.read("Build/Generated/Docs.generated.swift"), header("// User: \n// name: \n"))

        let unset = try run(["--config", ".sourcery.yml"], in: project, environment: ["SOURCE_ROOT": project.path])
        XCTAssertEqual(unset.status, 2)
        XCTAssertTrue(unset.stderr.contains(".sourcery.yml:4:9: error: environment variable 'OUT' (written ${OUT}) is not set"), unset.stderr)
    }

    /// An `args:` value from the environment is text, as in Sourcery: `false` is the word, which
    /// `if` takes as true; written in the file, `false` is the Bool. A misspelt `exclude` is named.
    func testEnvironmentArgumentsAreTextAndUnknownSourceKeysWarn() throws {
        let project = try documentedProject()
        try project.write("Templates/Flags.stencil",
                          "{% if argument.fromEnvironment %}on{% else %}off{% endif %} {% if argument.written %}on{% else %}off{% endif %}\n")
        try project.write(".sourcery.yml", """
        sources: {include: [Sources], exlude: [Sources/Old]}
        templates: [Templates]
        output: Generated
        args:
          fromEnvironment: ${FLAG}
          written: false

        """)
        let result = try run(["--config", ".sourcery.yml"], in: project, environment: ["FLAG": "false"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, """
            .sourcery.yml:1:31: warning: unknown key 'sources.exlude' ignored, as Sourcery does (did you mean 'exclude'?)
            sources: {include: [Sources], exlude: [Sources/Old]}
                                          ^

            """)
        XCTAssertEqual(project.read("Generated/Flags.generated.swift"), header("on off\n"))
    }

    func testParseDocumentationIsOffInSourceryConfigsUnlessAskedFor() throws {
        let project = try documentedProject()
        try project.write(".sourcery.yml", "sources: [Sources]\ntemplates: [Templates]\noutput: Generated\n")
        XCTAssertEqual(try run(["--config", ".sourcery.yml"], in: project).status, 0)
        XCTAssertEqual(project.read("Generated/Docs.generated.swift"), header("// User: \n// name: \n"))

        let documented = header("// User: Someone who signs in.\n// name: Shown on the profile.\n")
        let flag = try run(["--config", ".sourcery.yml", "--parseDocumentation"], in: project)
        XCTAssertEqual(flag.status, 0, flag.stderr)
        XCTAssertEqual(project.read("Generated/Docs.generated.swift"), documented)

        try project.write(".sourcery.yml", "sources: [Sources]\ntemplates: [Templates]\noutput: Generated\nparseDocumentation: false\n")
        XCTAssertEqual(try run(["--config", ".sourcery.yml"], in: project).status, 0)
        XCTAssertEqual(project.read("Generated/Docs.generated.swift"), header("// User: \n// name: \n"))
        try project.write(".sourcery.yml", "sources: [Sources]\ntemplates: [Templates]\noutput: Generated\nparseDocumentation: true\n")
        XCTAssertEqual(try run(["--config", ".sourcery.yml"], in: project).status, 0)
        XCTAssertEqual(project.read("Generated/Docs.generated.swift"), documented)

        // modelgen's own config keeps documentation on by default.
        try project.write(".modelgen.yml", "sources: [Sources]\ntemplates: [Templates]\noutput: Own\n")
        XCTAssertEqual(try run([], in: project).status, 0)
        XCTAssertEqual(project.read("Own/Docs.generated.swift"), documented)
    }

    func testConfigurationsAndChildConfigsRunInOrder() throws {
        let project = try documentedProject()
        try project.write("Module/Sources/Item.swift", "struct Item {}\n")
        try project.write("Module/Templates/Count.stencil", "let count = {{ types.all.count }}\n")
        try project.write("Module/.sourcery.yml", "sources: Sources\ntemplates: Templates\noutput: Generated\n")
        try project.write(".sourcery.yml", """
        configurations:
          - sources: [Sources]
            templates: [Templates]
            output: First
          - child: Module/.sourcery.yml
          - sources: [Sources, Module/Sources]
            templates: [Module/Templates]
            output: Third

        """)
        let result = try run(["--config", ".sourcery.yml"], in: project)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(project.read("First/Docs.generated.swift"), header("// User: \n// name: \n"))
        XCTAssertEqual(project.read("Module/Generated/Count.generated.swift"), header("let count = 1\n"))
        XCTAssertEqual(project.read("Third/Count.generated.swift"), header("let count = 2\n"))
        XCTAssertEqual(result.stdout.split(separator: "\n").filter { $0.hasPrefix("modelgen: ") && $0.contains(" written, ") }.count, 3, result.stdout)

        try project.write("Module/.sourcery.yml", "configurations:\n  - child: ../.sourcery.yml\n")
        let cycle = try run(["--config", ".sourcery.yml"], in: project)
        XCTAssertEqual(cycle.status, 2)
        XCTAssertTrue(cycle.stderr.contains("Module/.sourcery.yml:2:12: error: child config ../.sourcery.yml includes itself"), cycle.stderr)

        try project.write(".sourcery.yml", "output: Out\nconfigurations:\n  - child: Module/.sourcery.yml\n")
        let beside = try run(["--config", ".sourcery.yml"], in: project)
        XCTAssertEqual(beside.status, 2)
        XCTAssertTrue(beside.stderr.contains(".sourcery.yml:1:1: error: 'output' is not read beside 'configurations'"), beside.stderr)
    }

    func testSourceryConfigNeedsTemplatesAndWarnsOfMissingSources() throws {
        let project = try documentedProject()
        try project.write(".sourcery.yml", "sources: [Sources]\noutput: Generated\n")
        let noTemplates = try run(["--config", ".sourcery.yml"], in: project)
        XCTAssertEqual(noTemplates.status, 2)
        XCTAssertTrue(noTemplates.stderr.contains("no templates: give --templates PATH or 'templates:' in .sourcery.yml"), noTemplates.stderr)
        XCTAssertFalse(project.exists("Generated"))

        try project.write(".sourcery.yml", "sources: [Sources, Removed]\ntemplates: [Templates]\noutput: Generated\n")
        let missing = try run(["--config", ".sourcery.yml"], in: project)
        XCTAssertEqual(missing.status, 0, missing.stderr)
        XCTAssertEqual(missing.stderr, "Removed: warning: sources path does not exist; skipped\n")
        XCTAssertEqual(project.read("Generated/Docs.generated.swift"), header("// User: \n// name: \n"))

        // Sourcery reads a config whatever other keys it holds: an unknown key is a warning.
        try project.write(".sourcery.yml", "sources: [Sources]\ntemplates: [Templates]\noutput: Generated\nforce-parse: generated\n")
        let unknownKey = try run(["--config", ".sourcery.yml"], in: project)
        XCTAssertEqual(unknownKey.status, 0, unknownKey.stderr)
        XCTAssertEqual(unknownKey.stderr, ".sourcery.yml:4:1: warning: unknown config key 'force-parse' ignored, as Sourcery does (did you mean 'forceParse'?)\n"
                       + "force-parse: generated\n^\n")
        XCTAssertEqual(project.read("Generated/Docs.generated.swift"), header("// User: \n// name: \n"))

        try project.write(".sourcery.yml", "sources: [Removed]\ntemplates: [Templates]\noutput: Generated\n")
        let none = try run(["--config", ".sourcery.yml"], in: project)
        XCTAssertEqual(none.status, 1)
        XCTAssertTrue(none.stderr.contains("modelgen: error: no sources: none of the source paths exists"), none.stderr)
    }

    func testOtherTemplateKinds() throws {
        let project = try documentedProject()
        try project.write("Templates/Mocks.swifttemplate", "<%= types.all.count %>")
        try project.write("Templates/Old.ejs", "<%= 1 %>")
        let stencil = "let names = [{% for type in types.all %}\"{{ type.name }}\"{% endfor %}]\n"
        let instance = #"{"kind":"stencil","content":""# + stencil.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n") + #""}"#
        try project.write("Templates/Wrapped.sourcerytemplate", #"{"instance":""# + Data(instance.utf8).base64EncodedString() + #""}"#)
        try project.write("Templates/Plain.sourcerytemplate", #"{"instance":"# + instance + "}")
        let result = try run(["--sources", "Sources", "--templates", "Templates", "--output", "Generated"], in: project)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, """
        Templates/Mocks.swifttemplate: warning: skipped: Swift templates (.swifttemplate) are not supported by modelgen
        Templates/Old.ejs: warning: skipped: JavaScript templates (.ejs) are not supported by modelgen

        """)
        XCTAssertEqual(project.read("Generated/Wrapped.generated.swift"), header("let names = [\"User\"]\n"))
        XCTAssertEqual(project.read("Generated/Plain.generated.swift"), header("let names = [\"User\"]\n"))
        XCTAssertFalse(project.exists("Generated/Mocks.generated.swift"))

        let named = try run(["--sources", "Sources", "--templates", "Templates/Mocks.swifttemplate", "--output", "Generated"], in: project)
        XCTAssertEqual(named.status, 2)
        XCTAssertTrue(named.stderr.contains("Templates/Mocks.swifttemplate: error: Swift templates (.swifttemplate) are not supported by modelgen"), named.stderr)

        try project.write("Bad/Broken.sourcerytemplate", #"{"instance": 3}"#)
        let broken = try run(["--sources", "Sources", "--templates", "Bad", "--output", "Generated"], in: project)
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.stderr.contains("Bad/Broken.sourcerytemplate: error: not a valid .sourcerytemplate"), broken.stderr)
    }

    /// Without flags `.sourcery.yml` is read when there is no `.modelgen.yml`; `--config` may name its folder.
    func testSourceryConfigIsFoundAsSourceryFindsIt() throws {
        let project = try documentedProject()
        try project.write("Config/.sourcery.yml", "sources: [../Sources]\ntemplates: [../Templates]\noutput: ../FromFolder\n")
        let folder = try run(["--config", "Config"], in: project)
        XCTAssertEqual(folder.status, 0, folder.stderr)
        XCTAssertEqual(project.read("FromFolder/Docs.generated.swift"), header("// User: \n// name: \n"))

        try project.write(".sourcery.yml", "sources: [Sources]\ntemplates: [Templates]\noutput: Default\n")
        let found = try run([], in: project)
        XCTAssertEqual(found.status, 0, found.stderr)
        XCTAssertEqual(project.read("Default/Docs.generated.swift"), header("// User: \n// name: \n"))
        // `.modelgen.yml` comes first.
        try project.write(".modelgen.yml", "sources: [Sources]\ntemplates: [Templates]\noutput: Own\n")
        XCTAssertEqual(try run([], in: project).status, 0)
        XCTAssertTrue(project.exists("Own/Docs.generated.swift"))
    }
}
