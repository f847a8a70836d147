/// `actualTypeName`: a written type name with every typealias replaced by its target and every
/// name that an enclosing scope resolves (`Foo` inside `Blah`, `Self`) spelt by its global name,
/// down through optionals, collections, tuples, closures, generic arguments and compositions.
extension ModelComposer {
    /// Nesting a spelling may have before it is left as written (hostile input stays linear).
    static let actualSpellingDepthLimit = 24

    /// The actual spelling of `typeName` seen from `scope`, or nil when it is spelt as written.
    /// `dependsOnScope` is set when another scope could answer differently.
    func actualTypeName(of typeName: TypeName, scope: SwiftType?, memo: ResolutionMemo?, dependsOnScope: inout Bool) -> TypeName? {
        // Most names hold no word that could be respelt: one pass over the bytes settles them.
        // (A member's own generic parameters are in no table: with a generic clause the pass is skipped.)
        guard memo?.genericClause != nil || mayBeRespelt(typeName.name, dependsOnScope: &dependsOnScope) else { return nil }
        guard let spelled = actualSpelling(of: typeName.name, scope: scope, memo: memo, depth: 0, dependsOnScope: &dependsOnScope) else {
            return nil
        }
        return TypeName(spelled.text, attributes: spelled.attributes ?? [:])
    }

    /// A rewritten spelling, with the attributes of the typealias when the whole name was one.
    struct ActualSpelling {
        var text: String
        var attributes: [String: [Attribute]]?
    }

    func actualSpelling(of written: String, scope: SwiftType?, memo: ResolutionMemo?, depth: Int,
                        dependsOnScope: inout Bool) -> ActualSpelling? {
        guard depth < ModelComposer.actualSpellingDepthLimit else { return nil }
        let text = written.trimmingWhitespace()
        guard let first = text.utf8.first else { return nil }
        if Self.isPlainName(text) {
            return plainActualSpelling(of: text, scope: scope, memo: memo, depth: depth, dependsOnScope: &dependsOnScope)
        }
        if text.containsByte(0x20), let clauseOffset = TypeName.whereClauseOffset(in: text) {
            // A method's result with its where clause (Q9): the type is resolved, the clause kept.
            let typePart = String(decoding: text.utf8.prefix(clauseOffset), as: UTF8.self)
            // A constrained generic parameter stands for its constraints alone, as in Sourcery.
            if Self.isPlainName(typePart),
               let constraints = genericParameterConstraints(of: typePart, scope: scope, memo: memo, dependsOnScope: &dependsOnScope) {
                return constraints.isEmpty ? nil : ActualSpelling(text: constraints.joined(separator: " & "), attributes: nil)
            }
            return actualSpelling(of: typePart, scope: scope, memo: memo, depth: depth + 1, dependsOnScope: &dependsOnScope)
                .map { ActualSpelling(text: $0.text + String(decoding: text.utf8.dropFirst(clauseOffset), as: UTF8.self), attributes: nil) }
        }
        let typeName = TypeName(text)
        // One level of optionality: the wrapped type is resolved, the suffix kept.
        if typeName.isOptional {
            let inner = typeName.unwrappedTypeName
            guard let resolved = actualSpelling(of: inner, scope: scope, memo: memo, depth: depth + 1, dependsOnScope: &dependsOnScope) else {
                return nil
            }
            if text.hasSuffix("?") || text.hasSuffix("!") {
                let needsParentheses = TypeName(resolved.text).isClosure && !TypeNameText.isWrappedInParentheses(resolved.text)
                    || TypeNameText.splitTopLevel(resolved.text, separator: "&").count > 1
                let body = needsParentheses ? "(" + resolved.text + ")" : resolved.text
                return ActualSpelling(text: body + String(text.last!), attributes: nil)
            }
            return ActualSpelling(text: "Optional<" + resolved.text + ">", attributes: nil)
        }
        for prefix in ["some ", "any ", "inout ", "borrowing ", "consuming ", "sending "] where text.hasPrefix(prefix) {
            let rest = String(text.dropFirst(prefix.count))
            return actualSpelling(of: rest, scope: scope, memo: memo, depth: depth + 1, dependsOnScope: &dependsOnScope)
                .map { ActualSpelling(text: prefix + $0.text, attributes: nil) }
        }
        if first == UInt8(ascii: "@") { return nil }
        let parts = TypeNameText.splitTopLevel(text, separator: "&")
        if parts.count > 1 {
            return rejoined(parts, separator: " & ", scope: scope, memo: memo, depth: depth, dependsOnScope: &dependsOnScope)
        }
        if let closure = TypeNameText.closureType(text) {
            return closureSpelling(closure, text: text, scope: scope, memo: memo, depth: depth, dependsOnScope: &dependsOnScope)
        }
        if let tuple = TypeNameText.tupleType(text) {
            // A respelt tuple is named by its element types alone, as Sourcery names it
            // (`[TupleElement].asTypeName`); the elements keep their labels.
            var changed = false
            let elements = tuple.elements.map { element -> String in
                let resolved = actualSpelling(of: element.typeName.name, scope: scope, memo: memo, depth: depth + 1, dependsOnScope: &dependsOnScope)
                if resolved != nil { changed = true }
                return resolved?.text ?? element.typeName.name
            }
            return changed ? ActualSpelling(text: "(" + elements.joined(separator: ", ") + ")", attributes: nil) : nil
        }
        if TypeNameText.isWrappedInParentheses(text) {
            let inner = TypeNameText.removingWrappingParentheses(text)
            guard inner != text else { return nil }
            return actualSpelling(of: inner, scope: scope, memo: memo, depth: depth + 1, dependsOnScope: &dependsOnScope)
                .map { ActualSpelling(text: "(" + $0.text + ")", attributes: nil) }
        }
        if first == UInt8(ascii: "["), TypeNameText.isBracketGroup(text) {
            let inner = String(text.dropFirst().dropLast())
            let halves = TypeNameText.splitTopLevel(inner, separator: ":")
            guard let joined = rejoined(halves, separator: ": ", scope: scope, memo: memo, depth: depth, dependsOnScope: &dependsOnScope) else {
                return nil
            }
            return ActualSpelling(text: "[" + joined.text + "]", attributes: nil)
        }
        if let generic = TypeNameText.genericBase(of: text) {
            return genericSpelling(base: generic.base, arguments: generic.arguments, scope: scope, memo: memo, depth: depth,
                                   dependsOnScope: &dependsOnScope)
        }
        return nil
    }

    /// `Name` or `Outer.Name` (letters, digits, `_`, `.`, backquotes): a typealias, `Self`, or a
    /// type an enclosing scope names.
    private func plainActualSpelling(of text: String, scope: SwiftType?, memo: ResolutionMemo?, depth: Int,
                                     dependsOnScope: inout Bool) -> ActualSpelling? {
        if text == "Self", let scope {
            dependsOnScope = true
            return ActualSpelling(text: scope.name, attributes: nil)
        }
        if let constraints = genericParameterConstraints(of: text, scope: scope, memo: memo, dependsOnScope: &dependsOnScope) {
            // An unconstrained parameter shadows any typealias or type of its name.
            return constraints.isEmpty ? nil : ActualSpelling(text: constraints.joined(separator: " & "), attributes: nil)
        }
        // An associated type named inside its protocol stands for its constraint (or default).
        if let scope, scope.typeKind == .protocol, !scope.associatedTypes.isEmpty {
            dependsOnScope = true
            if let target = scope.associatedTypes[text]?.typeName { return ActualSpelling(text: target.name, attributes: nil) }
        }
        if !aliasTargets.isEmpty, let alias = aliasEntry(named: text, scope: scope, dependsOnScope: &dependsOnScope) {
            let target = resolvedAliasTarget(alias, depth: depth)
            return ActualSpelling(text: target.name, attributes: target.attributes)
        }
        guard nestedTypeNameTails.contains(text) else { return nil }
        dependsOnScope = true
        guard let found = lookup(text, scope: scope), found.name != text else { return nil }
        return ActualSpelling(text: found.name, attributes: nil)
    }

    /// The constraints of the generic parameter `name` in scope: of the method or subscript being
    /// resolved (`memo.genericClause`), else of `scope` or a type enclosing it
    /// (`GenericConstraints`); nil for a name that is no parameter, empty for an unconstrained one.
    private func genericParameterConstraints(of name: String, scope: SwiftType?, memo: ResolutionMemo?,
                                             dependsOnScope: inout Bool) -> [String]? {
        if let clause = memo?.genericClause,
           let found = GenericConstraints.of(name, parameters: clause.parameters, requirements: clause.requirements) {
            dependsOnScope = true
            return found
        }
        guard !scopedParameterNames.isEmpty, scopedParameterNames.contains(name) else { return nil }
        dependsOnScope = true
        return GenericConstraints.of(name, in: scope)
    }

    private func closureSpelling(_ closure: ClosureType, text: String, scope: SwiftType?, memo: ResolutionMemo?, depth: Int,
                                 dependsOnScope: inout Bool) -> ActualSpelling? {
        guard let arrow = TypeNameText.topLevelArrowRange(text) else { return nil }
        var changed = false
        var parameters: [String] = []
        for parameter in closure.parameters {
            let resolved = actualSpelling(of: parameter.typeName.name, scope: scope, memo: memo, depth: depth + 1, dependsOnScope: &dependsOnScope)
            if resolved != nil { changed = true }
            var parameterText = parameter.asSource
            if let resolved {
                var rewritten = parameter
                rewritten.typeName = TypeName(resolved.text, attributes: parameter.typeName.attributes)
                parameterText = rewritten.asSource
            }
            if parameter.isVariadic { parameterText += "..." }
            parameters.append(parameterText)
        }
        let result = actualSpelling(of: arrow.after, scope: scope, memo: memo, depth: depth + 1, dependsOnScope: &dependsOnScope)
        guard changed || result != nil else { return nil }
        // The effects between the parameter group and the arrow stay as written.
        let signature = arrow.before
        var effects = ""
        if let close = Self.closingParenthesisOfFirstGroup(signature) {
            effects = String(signature[signature.index(after: close)...])
        }
        let (attributes, _) = TypeNameText.splitAttributes(signature)
        let attributeText = attributes.values.flatMap { $0 }.map { $0.asSource }.sorted().joined(separator: " ")
        let head = attributeText.isEmpty ? "" : attributeText + " "
        let text = head + "(" + parameters.joined(separator: ", ") + ")" + effects + " -> " + (result?.text ?? arrow.after)
        return ActualSpelling(text: text, attributes: nil)
    }

    private func genericSpelling(base: String, arguments: [String], scope: SwiftType?, memo: ResolutionMemo?, depth: Int,
                                 dependsOnScope: inout Bool) -> ActualSpelling? {
        if !aliasGenericParameters.isEmpty, Self.isPlainName(base),
           let key = aliasEntry(named: base, scope: scope, dependsOnScope: &dependsOnScope),
           let parameters = aliasGenericParameters[key], parameters.count == arguments.count {
            // `Pair<Int>` of `typealias Pair<T> = (T, T)`: the arguments replace the parameters.
            let resolvedArguments = arguments.map {
                actualSpelling(of: $0, scope: scope, memo: memo, depth: depth + 1, dependsOnScope: &dependsOnScope)?.text ?? $0
            }
            let target = resolvedAliasTarget(key, depth: depth)
            let substitutions = Dictionary(zip(parameters, resolvedArguments), uniquingKeysWith: { first, _ in first })
            return ActualSpelling(text: Self.substituting(substitutions, in: target.name), attributes: target.attributes)
        }
        var changed = false
        var resolvedBase = base
        if Self.isPlainName(base), let spelled = plainActualSpelling(of: base, scope: scope, memo: memo, depth: depth, dependsOnScope: &dependsOnScope),
           !spelled.text.containsByte(UInt8(ascii: "<")) {
            resolvedBase = spelled.text
            changed = true
        }
        var resolvedArguments: [String] = []
        for argument in arguments where !argument.isEmpty {
            let resolved = actualSpelling(of: argument, scope: scope, memo: memo, depth: depth + 1, dependsOnScope: &dependsOnScope)
            if resolved != nil { changed = true }
            resolvedArguments.append(resolved?.text ?? argument)
        }
        guard changed else { return nil }
        return ActualSpelling(text: resolvedBase + "<" + resolvedArguments.joined(separator: ", ") + ">", attributes: nil)
    }

    private func rejoined(_ parts: [String], separator: String, scope: SwiftType?, memo: ResolutionMemo?, depth: Int,
                          dependsOnScope: inout Bool) -> ActualSpelling? {
        var changed = false
        let texts = parts.map { part -> String in
            let resolved = actualSpelling(of: part, scope: scope, memo: memo, depth: depth + 1, dependsOnScope: &dependsOnScope)
            if resolved != nil { changed = true }
            return resolved?.text ?? part
        }
        return changed ? ActualSpelling(text: texts.joined(separator: separator), attributes: nil) : nil
    }

    static func closingParenthesisOfFirstGroup(_ text: String) -> String.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// False when no word of `text` is `Self`, a typealias, the ending of a nested type's name, or a
    /// generic parameter or associated type name: then no scope respells it. Sets `dependsOnScope`
    /// when a word is one of those.
    func mayBeRespelt(_ text: String, dependsOnScope: inout Bool) -> Bool {
        var found = false
        let scanned: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var start = -1
            func check(_ end: Int) {
                guard start >= 0, !found else { return }
                let range = start..<end
                start = -1
                // Most words are in no table: the sieve says so without making a string.
                var head = range
                if let dot = bytes[range].firstIndex(of: UInt8(ascii: ".")) { head = range.lowerBound..<dot }
                guard respellSieve.mayContain(bytes, range) || (head != range && respellSieve.mayContain(bytes, head)) else { return }
                let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                if wordMayBeRespelt(word) { found = true }
            }
            for position in bytes.indices {
                let byte = bytes[position]
                let isWordByte = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
                    || byte == UInt8(ascii: "`") || byte >= 0x80
                if isWordByte {
                    if start < 0 { start = position }
                } else {
                    check(position)
                    if found { return }
                }
            }
            check(bytes.count)
        }
        if scanned == nil { return true }
        if found { dependsOnScope = true }
        return found
    }

    private func wordMayBeRespelt(_ word: String) -> Bool {
        if word == "Self" { return true }
        if !aliasTargets.isEmpty, aliasNameSieve.mayContain(word) || nestedAliasNameTails.contains(word) { return true }
        if nestedTypeNameTails.contains(word) { return true }
        // A dotted word (`Outer.Inner`) is also looked up by its first part.
        if let dot = word.firstIndex(of: "."), word.startIndex < dot {
            let head = String(word[..<dot])
            if head == "Self" || nestedTypeNameTails.contains(head) || scopedParameterNames.contains(head) { return true }
        }
        return !scopedParameterNames.isEmpty && scopedParameterNames.contains(word)
    }

    /// `text` with each identifier that is a key of `substitutions` (and not a member after a
    /// `.`) replaced by its value.
    static func substituting(_ substitutions: [String: String], in text: String) -> String {
        var result = ""
        var word = ""
        var previous: Character = " "
        func flush() {
            if !word.isEmpty {
                result += previous == "." ? word : (substitutions[word] ?? word)
                word = ""
            }
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            flush()
            result.append(character)
            previous = character
        }
        flush()
        return result
    }

    /// Letters, digits, `_`, `.` and backquotes only.
    static func isPlainName(_ text: String) -> Bool {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "`"), 0x80...0xFF:
                continue
            default:
                return false
            }
        }
        return !text.isEmpty
    }
}

/// A method's or subscript's generic parameters and `where` requirements.
struct GenericClause {
    let parameters: [GenericParameter]
    let requirements: [GenericRequirement]

    /// Nil for a member without generic parameters.
    init?(parameters: [GenericParameter], requirements: [GenericRequirement]) {
        guard !parameters.isEmpty else { return nil }
        self.parameters = parameters
        self.requirements = requirements
    }
}
