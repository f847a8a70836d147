import XCTest
@testable import modelgen

/// Sourcery's filter registrations (`SourceryStencil/StencilTemplate.swift`) applied exactly:
/// negated access filters, typed values, and the string helpers on lists.
final class SourceryFilterSemanticsTests: SandboxedGenerationTestCase {
    func testNegatedAccessFiltersSkipDeclarationsWithoutThatAccess() throws {
        // A get-only property has no write access: Sourcery's `!publicSet` keeps only those whose
        // write access is another level, so `fooBar` and the extension's properties pass neither.
        try assertRendered([
            ("{% for v in type.Complex.variables|!publicSet %}{{ v.name }} {% endfor %}", "foo tuple "),
            ("{% for v in type.Complex.variables|!privateSet %}{{ v.name }} {% endfor %}", "bar tuple "),
            ("{% for v in type.Complex.variables|!publicGet %}{{ v.name }} {% endfor %}",
             "fooBar tuple fooBarFromExtension tupleFromExtension "),
            ("{% for v in type.Complex.variables|!!publicSet %}{{ v.name }} {% endfor %}",
             "bar fooBar fooBarFromExtension tupleFromExtension "),
            ("{{ type.Complex.variables.2|publicSet }} {{ type.Complex.variables.2|!publicSet }}", "false false"),
            ("{{ types.all|!public|count }}", "7"),
            ("{{ type.Complex|!public }} {{ type.Foo|!public }}", "false true"),
        ], source: SourceryGeneratorSpecTests.source)
    }

    func testRelationshipFiltersReadATypealiasThroughItsType() throws {
        try assertRendered([
            ("{% for alias in types.typealiases|implements:\"KnownProtocol\" %}{{ alias.name }} {% endfor %}", "Known "),
            ("{% for alias in types.typealiases|!based:\"Decodable\" %}{{ alias.name }} {% endfor %}", "Other "),
        ], source: SourceryGeneratorSpecTests.source + "\ntypealias Known = Bar\ntypealias Other = Int\n")
    }

    func testStringHelpersMapListsOfStrings() throws {
        try assertRendered([
            ("{{ argument.words|capitalise|join:\",\" }}", "Hello World,Big Cat"),
            ("{{ argument.words|titleCase|join:\",\" }}", "Hello world,Big cat"),
            ("{{ argument.paths|deletingLastComponent|join:\",\" }}", "/a,/c/d"),
            ("{{ argument.number|capitalise }}", "4"),
            ("{% for key, value in type.MyClass.variables.2.annotations %}{{ value|capitalise }}{% endfor %}",
             "[\"Hello\", \"Beautiful\", \"World\"]"),
            ("{% for v in type.MyClass.variables %}{{ v.typeName|capitalise }} {% endfor %}", "Myclass Myclass Myclass Myclass "),
        ], source: SourceryStencilTemplateSpecTests.source,
        arguments: "words=[\"hello world\", \"big cat\"],paths=[\"/a/b\", \"/c/d/e\"],number=4")
    }
}
