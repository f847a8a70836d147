import SwiftDeclParser

/// Plans the adoption of one hand-written Codable model: its `CodingKeys` become `key`
/// annotations, its `init(from:)` / `encode(to:)` (written or synthesised) must read and write
/// exactly what the AutoCodable template would, and `?? fallback` reads become defaults.
enum CodableAdoption {
    static let conformances: Set<String> = ["Codable"]

    /// Types whose JSON values of another type AutoCodable converts instead of rejecting.
    static let convertedTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
                                              "Double", "Float", "String", "Bool", "Decimal"]

    static func plan(_ group: TypeGroup, isSubclass: Bool, sources: [AdoptSource]) throws -> TypeAdoption {
        var builder = AdoptionBuilder(group: group, sources: sources, target: .autoCodable)
        let keyTypes = group.nestedTypes(named: "CodingKeys")
        guard keyTypes.count <= 1 else { throw builder.leftAlone("declares CodingKeys more than once") }
        let decoders = group.functions { $0.kind == .initializer && $0.parameters.count == 1 && $0.parameters[0].argumentLabel == "from" }
        let encoders = group.functions { $0.kind == .function && $0.name == "encode" && $0.parameters.count == 1 && $0.parameters[0].argumentLabel == "to" }
        guard decoders.count <= 1, encoders.count <= 1 else { throw builder.leftAlone("declares init(from:) or encode(to:) more than once") }
        var plans = group.storedProperties.map { PropertyPlan(variable: $0) }
        let index = AdoptionBuilder.index(plans)

        let keys = try codingKeys(keyTypes.first?.type, plans: plans, builder: builder)
        if isSubclass, decoders.isEmpty, encoders.isEmpty, keyTypes.isEmpty {
            // A subclass without its own coding code codes only its superclass's properties.
            try finish(&builder, plans: plans, keyTypes: keyTypes, decoders: decoders, encoders: encoders)
            return builder.adoption
        }
        if isSubclass, decoders.isEmpty || encoders.isEmpty {
            throw builder.leftAlone("a subclass needs both init(from:) and encode(to:) written to be read")
        }

        // What is decoded and encoded, written or as the compiler synthesises it from CodingKeys.
        let decoded: RecognizedMapping
        if let (site, function) = decoders.first {
            decoded = try recognize(builder.statements(of: function, in: site), builder: builder) {
                try CodableRecognizer.decoding($0, decoderName: function.parameters[0].name, keys: keys.byCase)
            }
        } else {
            decoded = synthesized(keys, plans: plans, index: index, decoding: true)
        }
        let encoded: RecognizedMapping
        if let (site, function) = encoders.first {
            encoded = try recognize(builder.statements(of: function, in: site), builder: builder) {
                try CodableRecognizer.encoding($0, encoderName: function.parameters[0].name, keys: keys.byCase)
            }
        } else {
            encoded = synthesized(keys, plans: plans, index: index, decoding: false)
        }
        if isSubclass, !decoded.callsSuper || !encoded.callsSuper {
            throw builder.leftAlone("init(from:) or encode(to:) does not call super")
        }
        if !isSubclass, decoded.callsSuper || encoded.callsSuper {
            throw builder.leftAlone("calls super in a type without a Codable superclass")
        }

        var encodedNames: [String: RecognizedProperty] = [:]
        for entry in encoded.properties {
            guard let position = index[entry.name] else {
                throw builder.leftAlone("encodes `\(entry.name)`, which is not a stored property of the type", line: entry.line)
            }
            guard encodedNames[entry.name] == nil else { throw builder.leftAlone("encodes `\(entry.name)` more than once", line: entry.line) }
            let plan = plans[position]
            if plan.isOptional, entry.read == .required {
                throw builder.leftAlone("`\(entry.name)` is optional and encoded with encode (writing null); the generated code omits nil", line: entry.line)
            }
            encodedNames[entry.name] = entry
            plans[position].location = location(entry.location.key)
        }
        var decodedNames: Set<String> = []
        for entry in decoded.properties {
            guard let position = index[entry.name] else {
                throw builder.leftAlone("decodes `\(entry.name)`, which is not a stored property of the type", line: entry.line)
            }
            guard decodedNames.insert(entry.name).inserted else { throw builder.leftAlone("decodes `\(entry.name)` more than once", line: entry.line) }
            guard let written = encodedNames[entry.name] else {
                throw builder.leftAlone("`\(entry.name)` is decoded but never encoded", line: entry.line)
            }
            guard written.location.key == entry.location.key else {
                throw builder.leftAlone("`\(entry.name)` is decoded from \"\(entry.location.key)\" but encoded to \"\(written.location.key)\"", line: entry.line)
            }
            var plan = plans[position]
            switch entry.read {
            case .required?:
                guard !plan.isOptional else {
                    throw builder.leftAlone("`\(entry.name)` is optional but decoded as required", line: entry.line)
                }
            case .optional?:
                guard plan.isOptional, plan.defaultValue == nil else {
                    throw builder.leftAlone("`\(entry.name)` is decoded with decodeIfPresent but is not an optional without default", line: entry.line)
                }
            case .fallback(let value)?:
                if entry.ignoresWrongTypes, convertedTypes.contains(plan.variable.typeName.unwrappedTypeName) {
                    throw builder.leftAlone("`\(entry.name)` falls back to `\(value)` on a value of the wrong type, "
                        + "where AutoCodable converts it (\"12\" -> 12); read it with decodeIfPresent(…) ?? \(value) first", line: entry.line)
                }
                if let problem = plan.requireFallback(value) { throw builder.leftAlone(problem, line: entry.line) }
            case nil:
                break
            }
            plans[position] = plan
        }
        for plan in plans where plan.location != nil && !decodedNames.contains(plan.variable.name) && !plan.isConstant {
            throw builder.leftAlone("`\(plan.variable.name)` is encoded but never decoded; the generated code decodes it", line: plan.variable.line)
        }
        try finish(&builder, plans: plans, keyTypes: keyTypes, decoders: decoders, encoders: encoders)
        return builder.adoption
    }

    private static func finish(_ builder: inout AdoptionBuilder, plans: [PropertyPlan],
                               keyTypes: [(site: DeclarationSite, type: TypeDeclaration)],
                               decoders: [(site: DeclarationSite, function: FunctionDeclaration)],
                               encoders: [(site: DeclarationSite, function: FunctionDeclaration)]) throws {
        if builder.group.conformances.contains("Codable") { try builder.replaceConformance(conformances) }
        for (site, type) in keyTypes { try builder.remove(line: type.line, column: type.column, in: site, description: "CodingKeys") }
        for (site, function) in decoders + encoders {
            try builder.remove(line: function.line, column: function.column, in: site, description: function.name)
        }
        try builder.annotate(plans)
    }

    /// A key read from CodingKeys: a dot in it is part of the key, as in plain Codable.
    private static func location(_ key: String) -> JSONLocation {
        JSONLocation(key: key, nested: key.contains(".") ? false : nil)
    }

    struct Keys {
        /// JSON key by CodingKeys case name.
        var byCase: [String: String]
        /// Case names in order.
        var cases: [String]
    }

    /// The cases of `CodingKeys` (every stored property, by name, when there is none).
    private static func codingKeys(_ type: TypeDeclaration?, plans: [PropertyPlan], builder: AdoptionBuilder) throws -> Keys {
        guard let type else {
            let names = plans.map(\.variable.name)
            return Keys(byCase: Dictionary(names.map { ($0, $0) }, uniquingKeysWith: { first, _ in first }), cases: names)
        }
        let inherited = Set(type.inheritedTypes.map(TypeGroup.withoutModule))
        let hasStringValues = inherited == ["String", "CodingKey"]
        guard type.kind == .enum, hasStringValues || inherited == ["CodingKey"], type.variables.isEmpty, type.methods.isEmpty,
              type.nestedTypes.isEmpty, hasStringValues || type.cases.allSatisfy({ $0.rawValue == nil }) else {
            throw builder.leftAlone("CodingKeys is not a plain `enum CodingKeys: String, CodingKey`", line: type.line)
        }
        var keys = Keys(byCase: [:], cases: [])
        for item in type.cases {
            guard item.associatedValues.isEmpty, !(item.rawValue ?? "").contains("\\"), !(item.rawValue ?? "").contains("\"") else {
                throw builder.leftAlone("CodingKeys.\(item.name) has a key the annotations cannot hold", line: item.line)
            }
            keys.byCase[item.name] = item.rawValue ?? item.name
            keys.cases.append(item.name)
        }
        return keys
    }

    /// What the compiler synthesises from CodingKeys: every case is a property; decoding skips
    /// constants and uses decodeIfPresent for optionals; encoding uses encodeIfPresent for optionals.
    private static func synthesized(_ keys: Keys, plans: [PropertyPlan], index: [String: Int], decoding: Bool) -> RecognizedMapping {
        var result = RecognizedMapping()
        for name in keys.cases {
            guard let position = index[name] else { continue }
            let plan = plans[position]
            if decoding, plan.isConstant { continue }
            result.properties.append(RecognizedProperty(name: name, location: JSONLocation(key: keys.byCase[name] ?? name),
                                                        read: plan.isOptional ? .optional : .required,
                                                        line: plan.variable.line))
        }
        return result
    }

    private static func recognize(_ statements: [Statement], builder: AdoptionBuilder,
                                  _ read: ([Statement]) throws -> RecognizedMapping) throws -> RecognizedMapping {
        do {
            return try read(statements)
        } catch let problem as ObjectMapperRecognizer.Unrecognized {
            throw builder.leftAlone(problem.reason, line: problem.line, kind: .customCode)
        }
    }
}
