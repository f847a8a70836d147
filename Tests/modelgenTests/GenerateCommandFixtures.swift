import Foundation
@testable import modelgen

/// Small projects the end-to-end tests run `modelgen` on.
enum GenerateCommandFixtures {
    static let user = """
    protocol AutoDescribable {}

    struct User: AutoDescribable {
        var name: String
        let age: Int
    }

    """

    static let pet = """
    class Pet {
        var nickname: String = ""
        init() {}
    }

    extension Pet: AutoDescribable {}

    """

    static let describeTemplate = """
    {% for type in types.implementing.AutoDescribable %}
    extension {{ type.name }}: CustomStringConvertible {
        var description: String { "{{ type.name }}({% for v in type.storedVariables %}\\({{ v.name }}){% if not forloop.last %}, {% endif %}{% endfor %})" }
    }
    {% endfor %}

    """

    static let namesTemplate = """
    let allTypeNames = [{% for type in types.all %}"{{ type.name }}"{% if not forloop.last %}, {% endif %}{% endfor %}]

    """

    /// Classes get a `required init` in their body (it cannot live in an extension).
    static let inlineTemplate = """
    {% for type in types.implementing.AutoDescribable|class %}
    // sourcery:inline:auto:{{ type.name }}.Copy
        required init(copying other: {{ type.name }}) {
    {% for v in type.storedVariables %}
            self.{{ v.name }} = other.{{ v.name }}
    {% endfor %}
        }
    // sourcery:end
    {% endfor %}

    """

    /// Models/ with two files, Templates/ with Describe and Names.
    @discardableResult
    static func standard(_ project: ProjectFolder) throws -> ProjectFolder {
        try project.write("Models/User.swift", user)
        try project.write("Models/Shop/Pet.swift", pet)
        try project.write("Templates/Describe.stencil", describeTemplate)
        try project.write("Templates/Names.stencil", namesTemplate)
        return project
    }

    static let generateArguments = ["--sources", "Models", "--templates", "Templates", "--output", "Generated"]
}
