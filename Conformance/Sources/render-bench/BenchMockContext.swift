import TemplateEngine

/// A deterministic context shaped like Sourcery's for mock templates: `types.protocols`, each
/// with variables, methods (parameters, return type names, async/throws, initializers, static,
/// closures, optionals, escaping parameters) and subscripts, as `BenchRecord`s.
enum BenchMockContext {
    static func make(protocols protocolCount: Int, methods methodCount: Int) -> [String: Value] {
        var protocols: [Value] = []
        for p in 0..<protocolCount {
            let methods = (0..<(1 + (p * 7 + 3) % methodCount)).map { method(protocol: p, index: $0) }
            let variables = (0..<(p % 4)).map { variable(protocol: p, index: $0) }
            let subscripts: [Value] = p % 5 == 0 ? [subscriptRecord(protocol: p)] : []
            let annotated = p % 9 == 4
            let name = "Service\(p)Client"
            protocols.append(.object(BenchRecord(name, [
                "name": .string(name),
                "accessLevel": .string(p % 3 == 0 ? "public" : "internal"),
                "based": .dictionary(annotated ? [:] : ["AutoMockable": .string("AutoMockable")]),
                "annotations": .dictionary(annotated ? ["AutoMockable": .bool(true)] : [:]),
                "associatedTypes": .dictionary(p % 6 == 1 ? ["Item": .object(BenchRecord("Item", [:]))] : [:]),
                "allVariables": .array(variables),
                "allMethods": .array(methods),
                "allSubscripts": .array(subscripts),
            ])))
        }
        return ["types": .object(BenchRecord("types", ["protocols": .array(protocols)]))]
    }

    private static let valueTypes = ["String", "Int", "URL", "Data", "[String]", "[String: Int]", "User?", "Date?"]
    private static let closureTypes = ["(Result<User, Error>) -> Void", "() -> Void", "(Bool) -> Void"]
    private static let words = ["fetch", "load", "save", "delete", "sync", "upload", "observe", "refresh"]
    private static let labels = ["id", "user_name", "payload", "for", "with", "completion", "limit", "query"]

    static func typeName(_ text: String, closure: Bool = false) -> Value {
        let optional = text.hasSuffix("?")
        let unwrapped = optional ? String(text.dropLast()) : text
        return .object(BenchRecord(text, [
            "name": .string(text),
            "unwrappedTypeName": .string(unwrapped),
            "isOptional": .bool(optional),
            "isClosure": .bool(closure),
            "isVoid": .bool(text == "Void"),
            "isArray": .bool(text.hasPrefix("[") && !text.contains(":")),
            "isDictionary": .bool(text.hasPrefix("[") && text.contains(":")),
        ]))
    }

    private static func parameter(method m: Int, index i: Int) -> Value {
        let name = "\(labels[(m + i) % labels.count])\(i)"
        let closure = (m + i) % 5 == 2
        let escaping = closure && (m + i) % 2 == 0
        let text = closure ? closureTypes[(m + i) % closureTypes.count] : valueTypes[(m * 3 + i) % valueTypes.count]
        let written = escaping ? "@escaping " + text : text
        return .object(BenchRecord(name, [
            "name": .string(name),
            "argumentLabel": i % 3 == 1 ? .null : .string(name),
            "typeName": typeName(written, closure: closure),
            "unwrappedTypeName": .string(text),
            "isClosure": .bool(closure),
            "typeAttributes": .dictionary(escaping ? ["escaping": .array([.string("@escaping")])] : [:]),
        ]))
    }

    private static func method(protocol p: Int, index m: Int) -> Value {
        let seed = p * 31 + m
        let parameters = (0..<(seed % 4)).map { parameter(method: seed, index: $0) }
        let isInitializer = seed % 17 == 5
        let base = isInitializer ? "init" : "\(words[seed % words.count])Item\(m)"
        var signature = base + "(", selector = base + "("
        for case .object(let object) in parameters {
            guard let record = object as? BenchRecord, case .object(let type)? = record.fields["typeName"] else { continue }
            signature += (signature.hasSuffix("(") ? "" : ", ") + "\(record.text): \(type.templateDescription)"
            selector += "\(record.text):"
        }
        signature += ")"
        selector = parameters.isEmpty ? base : selector + ")"
        let returns = isInitializer ? "Void" : ["Void", "String", "User?", "[User]", "() -> Void", "Bool"][seed % 6]
        return .object(BenchRecord(signature, [
            "name": .string(signature),
            "selectorName": .string(selector),
            "shortName": .string(base),
            "parameters": .array(parameters),
            "returnTypeName": typeName(returns, closure: returns.contains("->")),
            "isOptionalReturnType": .bool(returns.hasSuffix("?")),
            "unwrappedReturnTypeName": .string(returns.hasSuffix("?") ? String(returns.dropLast()) : returns),
            "isAsync": .bool(seed % 3 == 1),
            "throws": .bool(seed % 4 == 2),
            "isInitializer": .bool(isInitializer),
            "isStatic": .bool(!isInitializer && seed % 11 == 3),
            "definedInExtension": .bool(seed % 13 == 7),
        ]))
    }

    private static func variable(protocol p: Int, index v: Int) -> Value {
        let text = valueTypes[(p + v * 5) % valueTypes.count]
        let name = "value\(v)"
        return .object(BenchRecord(name, [
            "name": .string(name),
            "typeName": typeName(text),
            "isOptional": .bool(text.hasSuffix("?")),
            "isArray": .bool(text.hasPrefix("[") && !text.contains(":")),
            "isDictionary": .bool(text.hasPrefix("[") && text.contains(":")),
            "definedInExtension": .bool(false),
        ]))
    }

    private static func subscriptRecord(protocol p: Int) -> Value {
        let index = BenchRecord("index", ["name": .string("index"), "typeName": typeName("Int")])
        return .object(BenchRecord("subscript", [
            "parameters": .array([.object(index)]),
            "returnTypeName": typeName("User"),
            "isMutable": .bool(p % 2 == 0),
        ]))
    }
}
