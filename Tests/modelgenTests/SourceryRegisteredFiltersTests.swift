import XCTest
@testable import modelgen

/// The forms of the model filters Sourcery registers (`SourceryStencil/StencilTemplate.swift`)
/// that no other test reaches: every access level's `Get`/`Set` pair and their `!` negations, the
/// negated member, kind and relationship filters, and each filter on input it does not accept.
/// Expectations follow Sourcery's helpers: on one object a Bool; on a list the elements of the
/// accepted kind that pass (others dropped); on anything else the input unchanged.
final class SourceryRegisteredFiltersTests: SandboxedGenerationTestCase {
    static let source = """
    public class Base {
        open var openBoth: Int = 0
        public private(set) var publicGetPrivateSet: Int = 0
        private var privateBoth: Int = 0
        fileprivate var fileprivateBoth: Int = 0
        fileprivate(set) var internalGetFileprivateSet: Int = 0
        var internalBoth: Int = 0
        var computed: Int { 0 }
        static var shared: Int = 0
        var pair: (Int, Int) = (0, 0)
        open func openMethod() {}
        fileprivate func fileprivateMethod() {}
        func internalMethod() {}
        static func staticMethod() {}
    }
    open class OpenClass {}
    fileprivate struct FileprivateStruct {}
    private enum PrivateEnum {}
    protocol Proto {}
    class Child: Base, Proto {}
    extension Array {}
    class Holder {
        var child: Child
        var base: Base
        var number: Int
    }
    """

    private func assertNames(_ cases: [(String, String)], file: StaticString = #filePath, line: UInt = #line) throws {
        let templates = cases.map { ("{% for x in \($0.0) %}{{ x.name }} {% endfor %}", $0.1) }
        try assertRendered(templates, source: Self.source, file: file, line: line)
    }

    func testVariableAccessFiltersOfEveryLevel() throws {
        try assertNames([
            ("type.Base.variables|privateGet", "privateBoth "),
            ("type.Base.variables|!privateGet",
             "openBoth publicGetPrivateSet fileprivateBoth internalGetFileprivateSet internalBoth computed shared pair "),
            ("type.Base.variables|fileprivateGet", "fileprivateBoth "),
            ("type.Base.variables|!fileprivateGet",
             "openBoth publicGetPrivateSet privateBoth internalGetFileprivateSet internalBoth computed shared pair "),
            ("type.Base.variables|internalGet", "internalGetFileprivateSet internalBoth computed shared pair "),
            ("type.Base.variables|!openGet",
             "publicGetPrivateSet privateBoth fileprivateBoth internalGetFileprivateSet internalBoth computed shared pair "),
            ("type.Base.variables|publicGet", "publicGetPrivateSet "),
            // A get-only computed property has no write access: it passes no `…Set` filter, negated or not.
            ("type.Base.variables|openSet", "openBoth "),
            ("type.Base.variables|!openSet",
             "publicGetPrivateSet privateBoth fileprivateBoth internalGetFileprivateSet internalBoth shared pair "),
            ("type.Base.variables|publicSet", ""),
            ("type.Base.variables|fileprivateSet", "fileprivateBoth internalGetFileprivateSet "),
            ("type.Base.variables|!fileprivateSet", "openBoth publicGetPrivateSet privateBoth internalBoth shared pair "),
            ("type.Base.variables|internalSet", "internalBoth shared pair "),
            ("type.Base.variables|!internalSet",
             "openBoth publicGetPrivateSet privateBoth fileprivateBoth internalGetFileprivateSet "),
        ])
    }

    func testTypeAndMethodAccessFilters() throws {
        try assertNames([
            ("types.types|open", "OpenClass "),
            ("types.types|!open", "Array Base Child FileprivateStruct Holder PrivateEnum Proto "),
            ("types.types|fileprivate", "FileprivateStruct "),
            ("types.types|!fileprivate", "Array Base Child Holder OpenClass PrivateEnum Proto "),
            ("types.types|private", "PrivateEnum "),
            ("types.types|!private", "Array Base Child FileprivateStruct Holder OpenClass Proto "),
            ("types.types|!internal", "Base FileprivateStruct OpenClass PrivateEnum "),
            ("type.Base.methods|open", "openMethod() "),
            ("type.Base.methods|!open", "fileprivateMethod() internalMethod() staticMethod() "),
            ("type.Base.methods|fileprivate", "fileprivateMethod() "),
            ("type.Base.methods|!fileprivate", "openMethod() internalMethod() staticMethod() "),
            ("type.Base.methods|internal", "internalMethod() staticMethod() "),
            ("type.Base.methods|!internal", "openMethod() fileprivateMethod() "),
            ("type.Base.methods|!private", "openMethod() fileprivateMethod() internalMethod() staticMethod() "),
        ])
    }

    func testNegatedMemberFilters() throws {
        try assertNames([
            // `computed` is `isComputed && !isStatic`, so its negation keeps the static property.
            ("type.Base.variables|!computed",
             "openBoth publicGetPrivateSet privateBoth fileprivateBoth internalGetFileprivateSet internalBoth shared pair "),
            ("type.Base.variables|!tuple",
             "openBoth publicGetPrivateSet privateBoth fileprivateBoth internalGetFileprivateSet internalBoth computed shared "),
            ("type.Base.variables|!static",
             "openBoth publicGetPrivateSet privateBoth fileprivateBoth internalGetFileprivateSet internalBoth computed pair "),
            ("type.Base.variables|!instance", "shared "),
            ("type.Base.methods|!static", "openMethod() fileprivateMethod() internalMethod() "),
            ("type.Base.methods|!class", "openMethod() fileprivateMethod() internalMethod() staticMethod() "),
            ("type.Base.methods|!definedInExtension", "openMethod() fileprivateMethod() internalMethod() staticMethod() "),
        ])
    }

    func testNegatedKindAndRelationshipFilters() throws {
        try assertNames([
            ("types.types|!protocol", "Array Base Child FileprivateStruct Holder OpenClass PrivateEnum "),
            ("types.types|!extension", "Base Child FileprivateStruct Holder OpenClass PrivateEnum Proto "),
            ("types.all|!inherits:\"Base\"", "Array Base FileprivateStruct Holder OpenClass PrivateEnum "),
            ("types.all|!extends:\"Array\"", "Base Child FileprivateStruct Holder OpenClass PrivateEnum "),
            // Typed values answer through their type; one whose type is not scanned (`Int`) fails
            // every relationship, so it passes every negation.
            ("type.Holder.variables|inherits:\"Base\"", "child "),
            ("type.Holder.variables|!inherits:\"Base\"", "base number "),
            ("type.Holder.variables|implements:\"Proto\"", "child "),
            ("type.Holder.variables|!implements:\"Proto\"", "base number "),
            ("type.Holder.variables|based:\"Proto\"", "child "),
            ("type.Holder.variables|extends:\"Base\"", ""),
            ("type.Holder.variables|!extends:\"Base\"", "child base number "),
        ])
    }

    /// Sourcery's closure parameters are `Typed` too: the relationship filters read their type.
    func testRelationshipFiltersOnClosureParameters() throws {
        let parameters = "type.Callbacks.variables.0.typeName.closure.parameters"
        try assertRendered([
            ("{% for p in \(parameters)|implements:\"Proto\" %}{{ p.typeName }} {% endfor %}", "Child "),
            ("{% for p in \(parameters)|!inherits:\"Base\" %}{{ p.typeName }} {% endfor %}", "Int "),
            ("{{ \(parameters).0|based:\"Proto\" }} {{ \(parameters).1|based:\"Proto\" }} {{ \(parameters).0|!inherits:\"Base\" }}",
             "true false false"),
        ], source: Self.source + "\nclass Callbacks {\n    var handler: (Child, Int) -> Void = { _, _ in }\n}\n")
    }

    func testFiltersOnSingleObjectsAndOtherInput() throws {
        try assertRendered([
            ("{{ type.OpenClass|open }} {{ type.OpenClass|!open }} {{ type.Base|!open }}", "true false true"),
            ("{{ type.Base.variables.0|openSet }} {{ type.Base.variables.6|!openSet }} {{ type.Base.variables.6|internalGet }}",
             "true false true"),
            ("{{ type.Base.variables.6|computed }} {{ type.Base.variables.7|!computed }} {{ type.Base.variables.8|!tuple }}",
             "true true false"),
            ("{{ type.Holder.variables.0|implements:\"Proto\" }} {{ type.Holder.variables.2|!based:\"Proto\" }}", "true true"),
            // A list of another kind keeps none of its elements.
            ("{{ type.Base.variables|initializer|count }} {{ type.Base.methods|computed|count }} {{ types.all|publicGet|count }}",
             "0 0 0"),
            // Input the filter does not accept comes back unchanged.
            ("{{ \"text\"|computed }} {{ \"text\"|!privateSet }} {{ \"text\"|!implements:\"Proto\" }} {{ 3|open }}",
             "text text text 3"),
            // A value of a kind the filter does not take (a variable for `open`, a type for
            // `openGet` or `definedInExtension`, a type name for `annotated`) is also unchanged.
            ("{{ type.Base.variables.0|open }} {{ type.Base|openGet }} {{ type.Base|!definedInExtension }} "
             + "{{ type.Base.variables.0.typeName|annotated:\"x\" }} {{ type.Base.methods.0|computed }}",
             "openBoth Base Base Int openMethod()"),
        ], source: Self.source)
    }
}
