/// A Sourcery-style template (ObjectMapper + Codable generation) exercising loops, nested loops,
/// `where`, `if`/`elif`/`else`, inline `if`, `forloop`, filters with arguments and `include`.
/// It only uses Stencil built-ins, so both engines can render it.
enum BenchTemplate {
    static let main = """
        // {{ header }}
        // {{ types.count }} types

        import Foundation
        import ObjectMapper

        {% for type in types %}
        // MARK: - {{ type.name }} ({{ forloop.counter }}/{{ forloop.length }})
        {% if type.kind == "enum" %}
        // {{ type.name|lowercase }} is an enum: skipped
        {% elif type.storedVariables.count > 0 %}
        extension {{ type.name }}: {{ type.inheritedTypes|join:", " }} {
            {{ type.accessLevel }} mutating func mapping(map: Map) {
                {% for variable in type.storedVariables where not variable.annotations.skip %}
                {{ variable.name }} <- map["{{ variable.annotations.key|default:variable.name }}"]
                {% endfor %}
            }

            enum CodingKeys: String, CodingKey {
                {% for variable in type.storedVariables %}
                case {{ variable.name }}{% if variable.annotations.key %} = "{{ variable.annotations.key }}"{% endif %}
                {% endfor %}
            }

            init({% for v in type.storedVariables %}{{ v.name }}: {{ v.typeName }}{{ ", " if not forloop.last }}{% endfor %}) {
                {% for v in type.storedVariables %}
                {% include "assignment" %}
                {% endfor %}
            }
        }
        {% else %}
        // {{ type.name }} has no stored properties
        {% endif %}
        {% if type.annotations.mappable %}
        // {{ type.name|uppercase }} is annotated mappable
        {% endif %}

        {% endfor %}
        // end
        """

    static let assignment = """
        {% if v.isOptional %}self.{{ v.name }} = {{ v.name }} ?? {{ v.defaultValue|default:"nil" }}{% else %}self.{{ v.name }} = {{ v.name }}{% endif %}
        """

    static var templates: [String: String] { ["main": main, "assignment": assignment] }
}
