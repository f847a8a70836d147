/// Reads hand-written ObjectMapper code: the statements of `mapping(map:)` and of `init(map:)`.
///
/// Recognised, with `map` standing for the function's parameter name and `x` for `x` or `self.x`:
/// `x <- map["k"]`, `x >>> map["k"]`, either with `(map["k"], Transform())`, the subscript's
/// `nested:`, `delimiter:` and `ignoreNil:` arguments, `super.mapping(map: map)` first;
/// in `init(map:)`: `x = try map.value("k")`, `x = try? map.value("k")`,
/// `x = (try? map.value("k")) ?? fallback`, `x = try map.value("k", default: fallback)`, with `nested:`,
/// `delimiter:` and `using:` arguments,
/// `super.init(map: map)` and `super.init()`. Any other statement is a reason to leave the type alone.
enum ObjectMapperRecognizer {
    struct Unrecognized: Error {
        var line: Int
        var reason: String
    }

    /// The properties `mapping(map:)` maps, in order, and whether it calls super first.
    static func mapping(_ statements: [Statement], mapName: String) throws -> RecognizedMapping {
        var result = RecognizedMapping()
        for (position, statement) in statements.enumerated() {
            var cursor = TokenCursor(statement.tokens)
            if cursor.take(["super", ".", "mapping", "(", "map", ":", mapName, ")"]), cursor.isAtEnd {
                guard position == 0 else {
                    throw Unrecognized(line: statement.line, reason: "calls super.mapping(map:) after mapping its own properties")
                }
                result.callsSuper = true
                continue
            }
            guard let name = cursor.propertyReference() else { throw unrecognized(statement) }
            let writesOnly: Bool
            if cursor.take("<-") {
                writesOnly = false
            } else if cursor.take(">>>") {
                writesOnly = true
            } else {
                throw unrecognized(statement)
            }
            var location: JSONLocation
            if cursor.take("(") {
                location = try subscriptReference(&cursor, mapName: mapName, statement: statement)
                guard cursor.take(","), let transform = cursor.expression(), cursor.take(")") else { throw unrecognized(statement) }
                location.transform = try transformText(transform, statement: statement)
            } else {
                location = try subscriptReference(&cursor, mapName: mapName, statement: statement)
            }
            guard cursor.isAtEnd else { throw unrecognized(statement) }
            result.properties.append(RecognizedProperty(name: name, location: location, read: nil, writesOnly: writesOnly, line: statement.line))
        }
        return result
    }

    /// The properties `init(map:)` reads, in order, and whether it calls `super.init(map:)`.
    static func initializer(_ statements: [Statement], mapName: String) throws -> RecognizedMapping {
        var result = RecognizedMapping()
        for statement in statements {
            var cursor = TokenCursor(statement.tokens)
            if cursor.take(["super", ".", "init", "(", "map", ":", mapName, ")"]), cursor.isAtEnd {
                result.callsSuper = true
                continue
            }
            cursor = TokenCursor(statement.tokens)
            if cursor.take(["super", ".", "init", "(", ")"]), cursor.isAtEnd {
                result.callsPlainSuperInit = true
                continue
            }
            cursor = TokenCursor(statement.tokens)
            guard let name = cursor.propertyReference(), cursor.take("=") else { throw unrecognized(statement) }
            let location: JSONLocation
            let read: ReadStyle
            var fallback: String?
            func valueCall(_ cursor: inout TokenCursor, mapName: String, statement: Statement) throws -> JSONLocation {
                try ObjectMapperRecognizer.valueCall(&cursor, mapName: mapName, statement: statement, fallback: &fallback)
            }
            if cursor.take(["(", "try", "?"]) {
                location = try valueCall(&cursor, mapName: mapName, statement: statement)
                guard fallback == nil, cursor.take(")"), cursor.take("??"), let value = cursor.expression() else { throw unrecognized(statement) }
                read = .fallback(statement.text(value))
            } else if cursor.take(["try", "?"]) {
                location = try valueCall(&cursor, mapName: mapName, statement: statement)
                guard fallback == nil else { throw unrecognized(statement) }
                read = .optional
            } else {
                // `try map.value(…)`; `map.value(…, default: …)` (Map.swift's default-value readers) need no `try`.
                _ = cursor.take("try")
                location = try valueCall(&cursor, mapName: mapName, statement: statement)
                read = fallback.map { .fallback($0) } ?? .required
            }
            guard cursor.isAtEnd else { throw unrecognized(statement) }
            result.properties.append(RecognizedProperty(name: name, location: location, read: read, line: statement.line))
        }
        return result
    }

    /// `map["key", nested: …, delimiter: …, ignoreNil: …]`.
    private static func subscriptReference(_ cursor: inout TokenCursor, mapName: String, statement: Statement) throws -> JSONLocation {
        guard cursor.take([mapName, "["]), let key = cursor.string() else { throw unrecognized(statement) }
        var location = JSONLocation(key: key)
        while cursor.take(",") {
            guard let label = cursor.identifier(), cursor.take(":") else { throw unrecognized(statement) }
            switch label {
            case "nested":
                guard let value = cursor.bool() else { throw unrecognized(statement) }
                location.nested = value
            case "delimiter":
                guard let value = cursor.string() else { throw unrecognized(statement) }
                location.delimiter = value
            case "ignoreNil":
                guard let value = cursor.bool() else { throw unrecognized(statement) }
                location.ignoreNil = value
            default:
                throw unrecognized(statement)
            }
        }
        guard cursor.take("]") else { throw unrecognized(statement) }
        return location
    }

    /// `map.value("key", nested: …, delimiter: …, default: …, using: …)`; `default:` sets `fallback`.
    private static func valueCall(_ cursor: inout TokenCursor, mapName: String, statement: Statement,
                                  fallback: inout String?) throws -> JSONLocation {
        guard cursor.take([mapName, ".", "value", "("]), let key = cursor.string() else { throw unrecognized(statement) }
        var location = JSONLocation(key: key)
        while cursor.take(",") {
            guard let label = cursor.identifier(), cursor.take(":") else { throw unrecognized(statement) }
            switch label {
            case "nested":
                guard let value = cursor.bool() else { throw unrecognized(statement) }
                location.nested = value
            case "delimiter":
                guard let value = cursor.string() else { throw unrecognized(statement) }
                location.delimiter = value
            case "using":
                guard let transform = cursor.expression(until: [","]) else { throw unrecognized(statement) }
                location.transform = try transformText(transform, statement: statement)
            case "default":
                guard let value = cursor.expression(until: [","]) else { throw unrecognized(statement) }
                fallback = statement.text(value)
            default:
                throw unrecognized(statement)
            }
        }
        guard cursor.take(")") else { throw unrecognized(statement) }
        return location
    }

    /// A transform becomes an annotation value in double quotes, or in single quotes when it holds a
    /// string literal; it cannot hold both kinds of quote.
    private static func transformText(_ range: Range<Int>, statement: Statement) throws -> String {
        let text = statement.text(range)
        guard !(text.contains("\"") && text.contains("'")) else {
            throw Unrecognized(line: statement.line, reason: "the transform `\(text)` holds both kinds of quote, which an annotation value cannot")
        }
        return text
    }

    static func unrecognized(_ statement: Statement) -> Unrecognized {
        Unrecognized(line: statement.line, reason: "`\(statement.sourceText)` is not a mapping the annotations can express")
    }
}
