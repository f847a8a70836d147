/// Reads hand-written Codable code: the statements of `init(from:)` and `encode(to:)`, against the
/// keys of the type's `CodingKeys`.
///
/// Recognised, with `c` the container and `x` for `x` or `self.x`:
/// `let c = try decoder.container(keyedBy: CodingKeys.self)`, `x = try c.decode(T.self, forKey: .k)`,
/// `x = try c.decodeIfPresent(T.self, forKey: .k)`, either followed by `?? fallback`,
/// `x = (try? c.decode(T.self, forKey: .k)) ?? fallback`, `try super.init(from: decoder)`;
/// `var c = encoder.container(keyedBy: CodingKeys.self)`, `try c.encode(x, forKey: .k)`,
/// `try c.encodeIfPresent(x, forKey: .k)`, `try super.encode(to: encoder)`.
enum CodableRecognizer {
    typealias Unrecognized = ObjectMapperRecognizer.Unrecognized

    /// The properties `init(from:)` decodes; `keys` maps each CodingKeys case to its JSON key.
    static func decoding(_ statements: [Statement], decoderName: String, keys: [String: String]) throws -> RecognizedMapping {
        var result = RecognizedMapping()
        var container: String?
        for statement in statements {
            var cursor = TokenCursor(statement.tokens)
            if cursor.take("let"), let name = cursor.identifier(),
               cursor.take(["=", "try", decoderName, ".", "container", "(", "keyedBy", ":", "CodingKeys", ".", "self", ")"]), cursor.isAtEnd {
                container = name
                continue
            }
            cursor = TokenCursor(statement.tokens)
            if cursor.take(["try", "super", ".", "init", "(", "from", ":", decoderName, ")"]), cursor.isAtEnd {
                result.callsSuper = true
                continue
            }
            guard let containerName = container, let name = cursor.propertyReference(), cursor.take("=") else {
                throw ObjectMapperRecognizer.unrecognized(statement)
            }
            var read: ReadStyle
            let key: String
            let ignoresWrongTypes = cursor.tokens.count > cursor.index + 2
                && cursor.tokens[cursor.index].text == "(" && cursor.tokens[cursor.index + 1].text == "try"
            if cursor.take(["(", "try", "?"]) {
                key = try decodeCall(&cursor, container: containerName, keys: keys, statement: statement).key
                guard cursor.take(")"), cursor.take("??"), let fallback = cursor.expression() else {
                    throw ObjectMapperRecognizer.unrecognized(statement)
                }
                read = .fallback(statement.text(fallback))
            } else if cursor.take("try") {
                let call = try decodeCall(&cursor, container: containerName, keys: keys, statement: statement)
                key = call.key
                read = call.ifPresent ? .optional : .required
                if cursor.take("??") {
                    guard call.ifPresent, let fallback = cursor.expression() else { throw ObjectMapperRecognizer.unrecognized(statement) }
                    read = .fallback(statement.text(fallback))
                }
            } else {
                throw ObjectMapperRecognizer.unrecognized(statement)
            }
            guard cursor.isAtEnd else { throw ObjectMapperRecognizer.unrecognized(statement) }
            result.properties.append(RecognizedProperty(name: name, location: JSONLocation(key: key), read: read,
                                                        ignoresWrongTypes: ignoresWrongTypes, line: statement.line))
        }
        return result
    }

    /// The properties `encode(to:)` encodes: `read` says `.required` for `encode`, `.optional` for `encodeIfPresent`.
    static func encoding(_ statements: [Statement], encoderName: String, keys: [String: String]) throws -> RecognizedMapping {
        var result = RecognizedMapping()
        var container: String?
        for statement in statements {
            var cursor = TokenCursor(statement.tokens)
            if cursor.take("var"), let name = cursor.identifier(),
               cursor.take(["=", encoderName, ".", "container", "(", "keyedBy", ":", "CodingKeys", ".", "self", ")"]), cursor.isAtEnd {
                container = name
                continue
            }
            cursor = TokenCursor(statement.tokens)
            if cursor.take(["try", "super", ".", "encode", "(", "to", ":", encoderName, ")"]), cursor.isAtEnd {
                result.callsSuper = true
                continue
            }
            guard let containerName = container, cursor.take(["try", containerName, "."]) else {
                throw ObjectMapperRecognizer.unrecognized(statement)
            }
            let read: ReadStyle
            if cursor.take("encode") {
                read = .required
            } else if cursor.take("encodeIfPresent") {
                read = .optional
            } else {
                throw ObjectMapperRecognizer.unrecognized(statement)
            }
            guard cursor.take("("), let name = cursor.propertyReference(), cursor.take([",", "forKey", ":", "."]),
                  let keyCase = cursor.identifier(), cursor.take(")"), cursor.isAtEnd else {
                throw ObjectMapperRecognizer.unrecognized(statement)
            }
            guard let key = keys[keyCase] else { throw unknownKey(keyCase, statement) }
            result.properties.append(RecognizedProperty(name: name, location: JSONLocation(key: key), read: read, line: statement.line))
        }
        return result
    }

    /// `c.decode(T.self, forKey: .k)` or `c.decodeIfPresent(…)`: the key and which one.
    private static func decodeCall(_ cursor: inout TokenCursor, container: String, keys: [String: String],
                                   statement: Statement) throws -> (key: String, ifPresent: Bool) {
        guard cursor.take([container, "."]) else { throw ObjectMapperRecognizer.unrecognized(statement) }
        let ifPresent: Bool
        if cursor.take("decode") {
            ifPresent = false
        } else if cursor.take("decodeIfPresent") {
            ifPresent = true
        } else {
            throw ObjectMapperRecognizer.unrecognized(statement)
        }
        guard cursor.take("("), cursor.expression(until: [","]) != nil, cursor.take([",", "forKey", ":", "."]),
              let keyCase = cursor.identifier(), cursor.take(")") else {
            throw ObjectMapperRecognizer.unrecognized(statement)
        }
        guard let key = keys[keyCase] else { throw unknownKey(keyCase, statement) }
        return (key, ifPresent)
    }

    private static func unknownKey(_ name: String, _ statement: Statement) -> Unrecognized {
        Unrecognized(line: statement.line, reason: "`.\(name)` is not a case of CodingKeys")
    }
}
