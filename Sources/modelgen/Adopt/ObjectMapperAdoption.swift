import SwiftDeclParser

/// Plans the adoption of one hand-written ObjectMapper model: checks that the shipped template
/// would generate the same mapping from annotations (the same conformance, the same keys, reads
/// and writes), and builds the edits; anything else leaves the type alone with the reason.
enum ObjectMapperAdoption {
    enum Shape: Equatable {
        case mappableStruct, immutableStruct, rootClass, subclass
    }

    static let conformances: Set<String> = ["Mappable", "ImmutableMappable"]

    static func plan(_ group: TypeGroup, shape: Shape, target: AdoptTarget, sources: [AdoptSource]) throws -> TypeAdoption {
        var builder = AdoptionBuilder(group: group, sources: sources, target: target)
        if target == .autoCodable, !group.conformances.isDisjoint(with: ["Codable", "Decodable", "Encodable"]) {
            throw builder.leftAlone("already conforms to Codable itself; the generated conformance would repeat it", kind: .unsupported)
        }
        let mappings = group.functions { $0.kind == .function && $0.name == "mapping" && $0.parameters.count == 1 && $0.parameters[0].argumentLabel == "map" }
        let initializers = group.functions { $0.kind == .initializer && $0.parameters.count == 1 && $0.parameters[0].argumentLabel == "map" }
        guard mappings.count <= 1, initializers.count <= 1 else { throw builder.leftAlone("declares mapping(map:) or init(map:) more than once") }

        var mapping = RecognizedMapping()
        if let (site, function) = mappings.first {
            mapping = try recognize(builder.statements(of: function, in: site), line: function.line, builder: builder) {
                try ObjectMapperRecognizer.mapping($0, mapName: function.parameters[0].name)
            }
        } else if shape != .subclass {
            throw builder.leftAlone("has no mapping(map:) to read")
        }
        var reading = RecognizedMapping()
        if let (site, function) = initializers.first {
            reading = try recognize(builder.statements(of: function, in: site), line: function.line, builder: builder) {
                try ObjectMapperRecognizer.initializer($0, mapName: function.parameters[0].name)
            }
            if shape != .immutableStruct, !reading.properties.isEmpty {
                throw builder.leftAlone("init(map:) reads properties itself; the generated init?(map:) reads only those without a default",
                                        line: function.line)
            }
            if reading.callsPlainSuperInit, shape != .rootClass {
                throw builder.leftAlone("init(map:) calls super.init()", line: function.line)
            }
            if reading.callsSuper != (shape == .subclass) {
                throw builder.leftAlone(shape == .subclass ? "init?(map:) does not call super.init(map:)" : "init(map:) calls super", line: function.line)
            }
        } else if shape != .subclass {
            throw builder.leftAlone("has no init(map:)")
        }
        if shape == .subclass, !mappings.isEmpty, !mapping.callsSuper {
            throw builder.leftAlone("mapping(map:) does not call super.mapping(map:) first", line: mappings[0].function.line)
        }
        if shape != .subclass, mapping.callsSuper {
            throw builder.leftAlone("mapping(map:) calls super.mapping(map:) in a type without an ObjectMapper superclass")
        }

        var plans = group.storedProperties.map { PropertyPlan(variable: $0) }
        if shape == .immutableStruct {
            try planImmutable(&plans, reading: reading, writing: mapping, builder: builder)
        } else {
            try planMappable(&plans, mapping: mapping, builder: builder)
        }
        let needsImmutableAnnotation = try checkConformanceKind(plans, shape: shape, target: target, builder: builder)

        if shape != .subclass { try builder.replaceConformance(conformances) }
        if needsImmutableAnnotation { try builder.annotateType(["immutable"]) }
        for (site, function) in initializers + mappings {
            try builder.remove(line: function.line, column: function.column, in: site, description: "\(function.name)(map:)")
        }
        try builder.annotate(plans)
        return builder.adoption
    }

    private static func recognize(_ statements: [Statement], line: Int, builder: AdoptionBuilder,
                                  _ read: ([Statement]) throws -> RecognizedMapping) throws -> RecognizedMapping {
        do {
            return try read(statements)
        } catch let problem as ObjectMapperRecognizer.Unrecognized {
            throw builder.leftAlone(problem.reason, line: problem.line, kind: .customCode)
        }
    }

    /// `mapping(map:)` of a Mappable struct or class: `<-` maps a `var` both ways, `>>>` writes a constant.
    private static func planMappable(_ plans: inout [PropertyPlan], mapping: RecognizedMapping, builder: AdoptionBuilder) throws {
        let index = AdoptionBuilder.index(plans)
        for entry in mapping.properties {
            guard let position = index[entry.name] else {
                throw builder.leftAlone("maps `\(entry.name)`, which is not a stored property of the type", line: entry.line)
            }
            guard plans[position].location == nil else { throw builder.leftAlone("maps `\(entry.name)` more than once", line: entry.line) }
            if entry.writesOnly != plans[position].variable.isLet {
                throw builder.leftAlone(entry.writesOnly
                    ? "`\(entry.name)` is a var only written with >>>; the generated code maps a var both ways"
                    : "`\(entry.name)` is a let mapped with <-", line: entry.line)
            }
            plans[position].location = entry.location
        }
    }

    /// `init(map:)` and `mapping(map:)` of an ImmutableMappable struct: each property read is
    /// written back under the same key, as the template's `map.value` / `>>>` pair does.
    private static func planImmutable(_ plans: inout [PropertyPlan], reading: RecognizedMapping, writing: RecognizedMapping,
                                      builder: AdoptionBuilder) throws {
        let index = AdoptionBuilder.index(plans)
        var written: [String: RecognizedProperty] = [:]
        for entry in writing.properties {
            guard entry.writesOnly else {
                throw builder.leftAlone("`\(entry.name)` is mapped with <- in an ImmutableMappable; the generated mapping(map:) only writes", line: entry.line)
            }
            guard index[entry.name] != nil else {
                throw builder.leftAlone("writes `\(entry.name)`, which is not a stored property of the type", line: entry.line)
            }
            guard written[entry.name] == nil else { throw builder.leftAlone("writes `\(entry.name)` more than once", line: entry.line) }
            written[entry.name] = entry
        }
        var read: Set<String> = []
        for entry in reading.properties {
            guard let position = index[entry.name] else {
                throw builder.leftAlone("reads `\(entry.name)`, which is not a stored property of the type", line: entry.line)
            }
            guard read.insert(entry.name).inserted else { throw builder.leftAlone("reads `\(entry.name)` more than once", line: entry.line) }
            guard let write = written[entry.name] else {
                throw builder.leftAlone("`\(entry.name)` is read but never written; the generated code writes every property it reads", line: entry.line)
            }
            guard sameLocation(entry.location, write.location) else {
                throw builder.leftAlone(entry.location.key == write.location.key
                    ? "`\(entry.name)` is read and written with different nested, delimiter or transform arguments"
                    : "`\(entry.name)` is read from \"\(entry.location.key)\" but written to \"\(write.location.key)\"", line: entry.line)
            }
            var plan = plans[position]
            switch entry.read {
            case .required?:
                guard !plan.isOptional, plan.defaultValue == nil else {
                    throw builder.leftAlone("`\(entry.name)` is read as required but is optional or has a default", line: entry.line)
                }
            case .optional?:
                guard plan.isOptional, plan.defaultValue == nil else {
                    throw builder.leftAlone("`\(entry.name)` is read with try? but is not an optional without default", line: entry.line)
                }
            case .fallback(let value)?:
                if let problem = plan.requireFallback(value) { throw builder.leftAlone(problem, line: entry.line) }
            case nil:
                break
            }
            plan.location = write.location
            plans[position] = plan
        }
        for (name, entry) in written where !read.contains(name) {
            guard let position = index[name], plans[position].isConstant else {
                throw builder.leftAlone("`\(name)` is written but init(map:) never reads it", line: entry.line)
            }
            plans[position].location = entry.location
        }
    }

    /// The template picks Mappable or ImmutableMappable from the properties (for structs, and for
    /// root classes where it reads the `immutable` annotation); it must pick what the hand-written
    /// code declared, or code using the type would stop compiling. True when the type needs the
    /// `immutable` annotation to be ImmutableMappable.
    private static func checkConformanceKind(_ plans: [PropertyPlan], shape: Shape, target: AdoptTarget, builder: AdoptionBuilder) throws -> Bool {
        let decidesForClasses = target.reads("immutable")
        guard target == .autoMappable, shape == .mappableStruct || shape == .immutableStruct || (shape == .rootClass && decidesForClasses) else {
            return false
        }
        let immutable = plans.first { $0.variable.isLet || (!$0.isOptional && $0.effectiveDefault == nil) }
        if shape != .immutableStruct, let property = immutable {
            throw builder.leftAlone("the generated conformance would be ImmutableMappable (`\(property.variable.name)` is a let or has no default)",
                                    line: property.variable.line)
        }
        if shape == .immutableStruct, immutable == nil {
            guard decidesForClasses else {
                throw builder.leftAlone("the generated conformance would be Mappable (every property is a var with a default or optional)")
            }
            return true
        }
        return false
    }

    private static func sameLocation(_ read: JSONLocation, _ write: JSONLocation) -> Bool {
        let delimiter = read.delimiter ?? "."
        func nested(_ location: JSONLocation) -> Bool { location.nested ?? location.key.contains(location.delimiter ?? ".") }
        func compact(_ text: String?) -> String? { text.map { $0.filter { $0 != " " } } }
        return read.key == write.key && delimiter == (write.delimiter ?? ".") && nested(read) == nested(write)
            && compact(read.transform) == compact(write.transform)
    }
}
