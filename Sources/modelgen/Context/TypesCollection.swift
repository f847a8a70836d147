import SwiftDeclParser
import TemplateEngine

/// The `types` context object (context-model.md §2.1): the flat lists, each built on first use,
/// and the keyed relationship lookups `implementing`, `inheriting` and `based`.
final class TypesCollection: TemplateObject {
    private let model: ContextModel
    private var memo: [String: Value] = [:]

    init(model: ContextModel) {
        self.model = model
    }

    var templateDescription: String { "types" }

    func templateValue(forKey key: String) -> Value? {
        if let cached = memo[key] { return cached }
        let composed = model.composed
        let value: Value
        switch key {
        case "types": value = model.value(composed.types)
        case "all": value = model.value(composed.all)
        case "classes": value = model.value(composed.classes)
        case "structs": value = model.value(composed.structs)
        case "enums": value = model.value(composed.enums)
        case "protocols": value = model.value(composed.protocols)
        case "extensions": value = model.value(composed.extensions)
        case "protocolCompositions": value = model.value(composed.protocolCompositions)
        case "typealiases": value = .array(composed.typealiases.map { .object(model.object(for: $0)) })
        case "implementing": value = .object(RelationshipLookup(.implementing, model: model))
        case "inheriting": value = .object(RelationshipLookup(.inheriting, model: model))
        case "based": value = .object(RelationshipLookup(.based, model: model))
        default: return nil
        }
        memo[key] = value
        return value
    }
}

/// `types.implementing.P`, `types.inheriting.C`, `types.based.N`: any identifier is a key.
///
/// Sourcery answers nil (and logs) when P is not a scanned protocol or C not a scanned class;
/// modelgen answers an empty list instead, so the template keeps rendering (the loop runs zero
/// times either way) and strict mode does not mistake it for an unknown property, and records a
/// warning saying what the name is (Sourcery's message calls every non-protocol "a class", Q16).
final class RelationshipLookup: TemplateObject {
    enum Relationship: String { case implementing, inheriting, based }

    let relationship: Relationship
    private let model: ContextModel
    private var memo: [String: Value] = [:]

    init(_ relationship: Relationship, model: ContextModel) {
        self.relationship = relationship
        self.model = model
    }

    var templateDescription: String { relationship.rawValue }

    func templateValue(forKey key: String) -> Value? {
        if let cached = memo[key] { return cached }
        let types: [SwiftType]
        switch relationship {
        case .implementing:
            if let found = model.composed.implementing(key) { types = found } else {
                types = []
                model.warn(invalidLookup(key, expected: "protocol"))
            }
        case .inheriting:
            if let found = model.composed.inheriting(key) { types = found } else {
                types = []
                model.warn(invalidLookup(key, expected: "class"))
            }
        case .based: types = model.composed.based(key)
        }
        let value = model.value(types)
        memo[key] = value
        return value
    }

    private func invalidLookup(_ name: String, expected: String) -> String {
        let what: String
        if let type = model.composed.type(named: name) {
            what = "'\(name)' is \(type.kind == "enum" || type.kind == "extension" ? "an" : "a") \(type.kind), not a \(expected)"
        } else {
            what = "no \(expected) named '\(name)' is declared in the scanned sources"
        }
        return "types.\(relationship.rawValue).\(name) is empty: \(what)"
    }
}
