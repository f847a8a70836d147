import SwiftDeclParser

/// The composed model as `modelgen parse` shows it: JSON (format fixed in docs/architecture.md)
/// or a short outline for people debugging templates.
enum ModelDumper {
    static func json(_ model: ComposedModel) -> String {
        JSONValue.object([
            "types": .array(model.types.map(typeJSON)),
            "functions": .array(model.functions.map(methodJSON)),
            "diagnostics": .array(model.diagnostics.map { .string($0.summary) }),
        ]).rendered()
    }

    static func typeJSON(_ type: SwiftType) -> JSONValue {
        .object([
            "name": .string(type.name),
            "localName": .string(type.localName),
            "kind": .string(type.kind),
            "accessLevel": .string(type.accessLevel),
            "parentName": type.parentName.map { .string($0) } ?? .null,
            "isExtension": .bool(type.isExtension),
            "isGeneric": .bool(type.isGeneric),
            "inheritedTypes": .array(type.inheritedTypes.map { .string($0) }),
            "implements": .array(type.implements.keys.sorted().map { .string($0) }),
            "inherits": .array(type.inherits.keys.sorted().map { .string($0) }),
            "based": .array(type.based.keys.sorted().map { .string($0) }),
            "annotations": annotationsJSON(type.annotations),
            "storedVariables": .array(type.storedVariables.map(variableJSON)),
            "computedVariables": .array(type.computedVariables.map(variableJSON)),
            "staticVariables": .array(type.staticVariables.map(variableJSON)),
            "methods": .array(type.methods.map(methodJSON)),
            "cases": .array(type.cases.map(caseJSON)),
            "rawTypeName": type.rawTypeName.map { .string($0.name) } ?? .null,
            "containedTypes": .array(type.containedTypes.map { .string($0.name) }),
        ])
    }

    static func variableJSON(_ variable: Variable) -> JSONValue {
        .object([
            "name": .string(variable.name),
            "typeName": .string(variable.typeName.description),
            "isOptional": .bool(variable.isOptional),
            "isImplicitlyUnwrappedOptional": .bool(variable.isImplicitlyUnwrappedOptional),
            "isComputed": .bool(variable.isComputed),
            "isStatic": .bool(variable.isStatic),
            "isLazy": .bool(variable.isLazy),
            "readAccess": .string(variable.readAccess),
            "writeAccess": .string(variable.writeAccess),
            "defaultValue": variable.defaultValue.map { .string($0) } ?? .null,
            "annotations": annotationsJSON(variable.annotations),
            "attributes": .array(variable.attributes.keys.sorted().flatMap { key in variable.attributes[key]!.map { _ in JSONValue.string(key) } }),
        ])
    }

    static func methodJSON(_ method: Method) -> JSONValue {
        .object([
            "name": .string(method.name),
            "selectorName": .string(method.selectorName),
            "returnTypeName": .string(method.returnTypeName.description),
            "isStatic": .bool(method.isStatic),
            "isClass": .bool(method.isClass),
            "throws": .bool(method.throws),
            "isAsync": .bool(method.isAsync),
            "accessLevel": .string(method.accessLevel),
            "isInitializer": .bool(method.isInitializer),
            "parameters": .array(method.parameters.map { parameter in
                .object([
                    "argumentLabel": parameter.argumentLabel.map { .string($0) } ?? .null,
                    "name": .string(parameter.name),
                    "typeName": .string(parameter.typeName.description),
                    "defaultValue": parameter.defaultValue.map { .string($0) } ?? .null,
                ])
            }),
        ])
    }

    static func caseJSON(_ enumCase: EnumCase) -> JSONValue {
        .object([
            "name": .string(enumCase.name),
            "rawValue": enumCase.rawValue.map { .string($0) } ?? .null,
            "associatedValues": .array(enumCase.associatedValues.map { value in
                .object([
                    "localName": value.localName.map { .string($0) } ?? .null,
                    "externalName": value.externalName.map { .string($0) } ?? .null,
                    "typeName": .string(value.typeName.description),
                ])
            }),
        ])
    }

    static func annotationsJSON(_ annotations: Annotations) -> JSONValue {
        .object(annotations.mapValues(annotationJSON))
    }

    static func annotationJSON(_ value: AnnotationValue) -> JSONValue {
        switch value {
        case .string(let text): return .string(text)
        case .number(let number): return .number(number)
        case .bool(let flag): return .bool(flag)
        case .array(let items): return .array(items.map(annotationJSON))
        case .dictionary(let entries): return .object(entries.mapValues(annotationJSON))
        }
    }

    /// Human-readable outline: one line per type, indented members.
    static func outline(_ model: ComposedModel) -> String {
        var lines: [String] = []
        for type in model.types {
            var header = "\(type.accessLevel) \(type.kind) \(type.name)"
            if !type.inheritedTypes.isEmpty { header += ": " + type.inheritedTypes.joined(separator: ", ") }
            if let raw = type.rawTypeName { header += " (raw type \(raw.name))" }
            lines.append(header)
            if !type.implements.isEmpty { lines.append("    implements: " + type.implements.keys.sorted().joined(separator: ", ")) }
            if !type.annotations.isEmpty { lines.append("    annotations: " + annotationText(type.annotations)) }
            for variable in type.variables {
                let kind = variable.isStatic ? "static" : variable.isComputed ? "computed" : "stored"
                var line = "    \(kind) \(variable.readAccess) \(variable.isMutable ? "var" : "let") \(variable.name): \(variable.typeName)"
                if let value = variable.defaultValue { line += " = " + (value.contains("\n") ? (value.split(separator: "\n").first.map(String.init) ?? "") + " …" : value) }
                if !variable.annotations.isEmpty { line += "  // " + annotationText(variable.annotations) }
                lines.append(line)
            }
            for enumCase in type.cases {
                var line = "    case \(enumCase.name)"
                if enumCase.hasAssociatedValue {
                    line += "(" + enumCase.associatedValues.map { ($0.localName.map { $0 + ": " } ?? "") + $0.typeName.description }.joined(separator: ", ") + ")"
                }
                if let raw = enumCase.rawValue { line += " = " + raw }
                lines.append(line)
            }
            for method in type.methods {
                lines.append("    \(method.isStatic && !method.isInitializer ? "static " : "")func \(method.name) -> \(method.returnTypeName)")
            }
        }
        if !model.functions.isEmpty {
            lines.append("functions")
            for function in model.functions { lines.append("    func \(function.name) -> \(function.returnTypeName)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func annotationText(_ annotations: Annotations) -> String {
        annotations.keys.sorted().map { "\($0) = \(annotations[$0]!)" }.joined(separator: ", ")
    }
}
