import Foundation
import XCTest
@testable import TemplateEngine

/// The public API as the generation pipeline uses it: loaders, caching, objects, threads.
final class EnvironmentTests: XCTestCase {
    /// A model object in the style of modelgen's `Type`, with a lazily computed property.
    final class TypeModel: TemplateObject {
        let name: String
        let kind: String
        let variables: [VariableModel]
        private(set) var computations = 0
        private lazy var storedVariables: Value = {
            computations += 1
            return .array(variables.filter { !$0.isComputed }.map { .object($0) })
        }()

        init(name: String, kind: String, variables: [VariableModel]) {
            self.name = name
            self.kind = kind
            self.variables = variables
        }

        func templateValue(forKey key: String) -> Value? {
            switch key {
            case "name": return .string(name)
            case "kind": return .string(kind)
            case "storedVariables": return storedVariables
            case "annotations": return .dictionary(["skip": .bool(name == "Skipped")])
            default: return nil
            }
        }

        var templateDescription: String { name }
    }

    final class VariableModel: TemplateObject {
        let name: String
        let typeName: String
        let isComputed: Bool

        init(_ name: String, _ typeName: String, computed: Bool = false) {
            self.name = name
            self.typeName = typeName
            self.isComputed = computed
        }

        func templateValue(forKey key: String) -> Value? {
            switch key {
            case "name": return .string(name)
            case "typeName": return .string(typeName)
            case "isOptional": return .bool(typeName.hasSuffix("?"))
            default: return nil
            }
        }

        var templateDescription: String { name }
    }

    private let equatable = """
        // Generated
        {% macro compare v %}lhs.{{ v.name }} == rhs.{{ v.name }}{% endmacro %}

        {% for type in types where not type.annotations.skip %}
        extension {{ type.name }}: Equatable {
            static func == (lhs: {{ type.name }}, rhs: {{ type.name }}) -> Bool {
                {% for v in type.storedVariables %}
                guard {% call compare v %} else { return false }{{ " // optional" if v.isOptional }}
                {% endfor %}
                return true
            }
        }

        {% endfor %}
        """

    private func models() -> [TypeModel] {
        [
            TypeModel(name: "Point", kind: "struct", variables: [VariableModel("x", "Int"), VariableModel("y", "Int?"),
                                                                 VariableModel("length", "Double", computed: true)]),
            TypeModel(name: "Skipped", kind: "struct", variables: []),
            TypeModel(name: "Empty", kind: "class", variables: []),
        ]
    }

    func testSourceryStyleTemplateOverObjects() throws {
        let environment = Environment(loader: DictionaryLoader(templates: ["AutoEquatable.stencil": equatable]))
        let types = models()
        let output = try environment.renderTemplate(name: "AutoEquatable.stencil", context: ["types": .array(types.map { .object($0) })])
        XCTAssertEqual(output, """
            // Generated

            extension Point: Equatable {
                static func == (lhs: Point, rhs: Point) -> Bool {
                    guard lhs.x == rhs.x else { return false }
                    guard lhs.y == rhs.y else { return false } // optional
                    return true
                }
            }

            extension Empty: Equatable {
                static func == (lhs: Empty, rhs: Empty) -> Bool {
                    return true
                }
            }


            """)
        XCTAssertEqual(types[0].computations, 1, "lazy properties are computed once, on first access")
        XCTAssertEqual(types[1].computations, 0, "filtered-out types are never asked for their variables")
    }

    func testTemplatesAreParsedOnceAndRenderConcurrently() throws {
        let environment = Environment(loader: DictionaryLoader(templates: ["t": equatable]))
        let first = try environment.loadTemplate(name: "t")
        XCTAssertTrue(first === (try environment.loadTemplate(name: "t")), "loadTemplate caches by name")

        let expected = try environment.render(first, context: ["types": .array(models().map { .object($0) })])
        let results = UnsafeMutableBufferPointer<String>.allocate(capacity: 8)
        results.initialize(repeating: "")
        defer { results.deallocate() }
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let context: [String: Value] = ["types": .array(models().map { .object($0) })]
            results[index] = (try? environment.render(environment.loadTemplate(name: "t"), context: context)) ?? "error"
        }
        XCTAssertEqual(Array(results), Array(repeating: expected, count: 8))
    }

    func testFileSystemLoaderRefusesPathsOutsideItsFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("engine-loader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("[{% include \"sub/inner.stencil\" %}]".utf8).write(to: folder.appendingPathComponent("main.stencil"))
        try Data("inner".utf8).write(to: folder.appendingPathComponent("sub/inner.stencil"))
        let environment = Environment(loader: FileSystemLoader(directories: [folder.path]))
        XCTAssertEqual(try environment.renderTemplate(name: "main.stencil"), "[inner]")
        XCTAssertThrowsError(try environment.renderTemplate(name: "../escape.stencil")) { error in
            XCTAssertEqual("\(error)", "error: Path `../escape.stencil` is located outside of base path `\(folder.path)`")
        }
        XCTAssertThrowsError(try environment.renderTemplate(name: "/etc/passwd")) { XCTAssertEqual("\($0)", "error: Path `/etc/passwd` is located outside of base path `\(folder.path)`") }
        XCTAssertThrowsError(try environment.renderTemplate(name: "missing.stencil")) { error in
            XCTAssertEqual((error as? TemplateError)?.message, "Template named `missing.stencil` does not exist")
        }
    }

    func testValueConveniences() {
        let value: Value = ["list": [1, "a", nil], "n": 2.5]
        XCTAssertEqual(value.member("list").member("count"), 3)
        XCTAssertEqual(value.member("list").renderedText, "[1, \"a\", nil]")
        XCTAssertTrue(value.member("n").isTruthy)
        XCTAssertFalse(value.member("missing").isTruthy)
        XCTAssertEqual(value.member("list").arrayValue?.count, 3)
        XCTAssertEqual(Value.string("s").stringValue, "s")
    }
}
