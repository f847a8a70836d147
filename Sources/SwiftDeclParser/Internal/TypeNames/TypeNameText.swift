#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Shape analysis of an already-spelled type name. Type names are short, so this works on
/// `String` with bracket-aware splitting; the hot lexing path never comes here.
enum TypeNameText {
    /// Splits at `separator` occurring outside `()`, `[]`, `<>`, `{}` and quotes.
    /// `->` never counts as a closing angle bracket.
    ///
    /// The separator, brackets and quotes are ASCII, so the walk is over the UTF-8 bytes (a
    /// byte below 0x80 is never part of another character's encoding) and each part is cut from
    /// them in one piece, rather than built up character by character.
    static func splitTopLevel(_ text: String, separator: Unicode.Scalar) -> [String] {
        let separator = UInt8(ascii: separator)
        var text = text
        return text.withUTF8 { bytes in
            var parts: [String] = []
            var depth = 0
            var previous = UInt8(ascii: " ")
            var inQuote = false
            var partStart = 0
            for position in bytes.indices {
                let byte = bytes[position]
                if inQuote {
                    if byte == UInt8(ascii: "\"") && previous != UInt8(ascii: "\\") { inQuote = false }
                } else {
                    switch byte {
                    case UInt8(ascii: "\""): inQuote = true
                    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"), UInt8(ascii: "{"): depth += 1
                    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
                    case UInt8(ascii: ">"): if previous != UInt8(ascii: "-") { depth = max(0, depth - 1) }
                    default: break
                    }
                }
                if byte == separator && depth == 0 && !inQuote {
                    parts.append(trimmedText(bytes, partStart..<position))
                    partStart = position + 1
                }
                previous = byte
            }
            parts.append(trimmedText(bytes, partStart..<bytes.count))
            return parts
        }
    }

    /// The text before and after the first `->` at bracket depth zero, each trimmed; nil when
    /// there is none. Walks the UTF-8 bytes (brackets and the arrow are ASCII, as in `splitTopLevel`).
    static func topLevelArrowRange(_ text: String) -> (before: String, after: String)? {
        var text = text
        return text.withUTF8 { bytes in
            var depth = 0
            var position = 0
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ">"): depth -= 1
                case UInt8(ascii: "-") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: ">"):
                    if depth == 0 {
                        return (trimmedText(bytes, 0..<position), trimmedText(bytes, (position + 2)..<bytes.count))
                    }
                    position += 1
                default: break
                }
                position += 1
            }
            return nil
        }
    }

    /// The text of `bytes[range]`, a cut at ASCII bytes of valid UTF-8, trimmed as `trimmingWhitespace`.
    private static func trimmedText(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self).trimmingWhitespace()
    }

    /// True when the first `(` closes at the last character.
    static func isWrappedInParentheses(_ text: String) -> Bool {
        guard text.first == "(", text.last == ")" else { return false }
        var depth = 0
        var index = 0
        let count = text.utf8.count
        for byte in text.utf8 {
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index == count - 1 }
            }
            index += 1
        }
        return false
    }

    static func removingWrappingParentheses(_ text: String) -> String {
        var current = text
        while isWrappedInParentheses(current) {
            let inner = String(current.dropFirst().dropLast()).trimmingWhitespace()
            // A one-element group is the element itself; a tuple or `()` keeps its parentheses.
            if inner.isEmpty || splitTopLevel(inner, separator: ",").count > 1 || topLevelArrowRange(current) != nil { break }
            current = inner
        }
        return current
    }

    /// `Base<A, B>` → (`Base`, [`A`, `B`]) when the angle brackets close at the end.
    static func genericBase(of text: String) -> (base: String, arguments: [String])? {
        guard text.hasSuffix(">"), let open = text.firstIndex(of: "<") else { return nil }
        let base = String(text[..<open])
        guard !base.isEmpty, !base.containsByte(0x20), !base.containsByte(UInt8(ascii: "(")), !base.containsByte(UInt8(ascii: "[")) else { return nil }
        let inner = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        // A trailing comma (`Foo<Int,>`) adds no argument.
        var arguments = splitTopLevel(inner, separator: ",")
        if arguments.count > 1, arguments.last?.isEmpty == true { arguments.removeLast() }
        return (base, arguments)
    }

    static func arrayType(_ text: String) -> ArrayType? {
        if text.hasPrefix("["), text.hasSuffix("]"), isBracketGroup(text) {
            let inner = String(text.dropFirst().dropLast())
            if splitTopLevel(inner, separator: ":").count == 1 {
                return ArrayType(name: text, elementTypeName: TypeName(inner.trimmingWhitespace()))
            }
        }
        if let generic = genericBase(of: text), generic.base == "Array" || generic.base == "Swift.Array", generic.arguments.count == 1 {
            return ArrayType(name: text, elementTypeName: TypeName(generic.arguments[0]))
        }
        return nil
    }

    static func dictionaryType(_ text: String) -> DictionaryType? {
        if text.hasPrefix("["), text.hasSuffix("]"), isBracketGroup(text) {
            let parts = splitTopLevel(String(text.dropFirst().dropLast()), separator: ":")
            if parts.count == 2 {
                return DictionaryType(name: text, keyTypeName: TypeName(parts[0]), valueTypeName: TypeName(parts[1]))
            }
        }
        if let generic = genericBase(of: text), generic.base == "Dictionary" || generic.base == "Swift.Dictionary", generic.arguments.count == 2 {
            return DictionaryType(name: text, keyTypeName: TypeName(generic.arguments[0]), valueTypeName: TypeName(generic.arguments[1]))
        }
        return nil
    }

    static func setType(_ text: String) -> SetType? {
        if let generic = genericBase(of: text), generic.base == "Set" || generic.base == "Swift.Set", generic.arguments.count == 1 {
            return SetType(name: text, elementTypeName: TypeName(generic.arguments[0]))
        }
        return nil
    }

    static func tupleType(_ text: String) -> TupleType? {
        guard isWrappedInParentheses(text), topLevelArrowRange(text) == nil else { return nil }
        let elements = splitTopLevel(String(text.dropFirst().dropLast()), separator: ",")
        guard elements.count >= 2 else { return nil }
        var result: [TupleElement] = []
        for (index, element) in elements.enumerated() {
            let labelled = splitTopLevel(element, separator: ":")
            if labelled.count == 2, isIdentifier(labelled[0]), labelled[0] != "_" {
                result.append(TupleElement(name: labelled[0], typeName: TypeName(labelled[1])))
            } else if labelled.count == 2, labelled[0] == "_" {
                result.append(TupleElement(name: String(index), typeName: TypeName(labelled[1])))
            } else {
                result.append(TupleElement(name: String(index), typeName: TypeName(element)))
            }
        }
        return TupleType(name: text, elements: result)
    }

    /// `(_: Int, b: Int)` → `(Int, b: Int)`: a tuple element labelled `_` is unlabelled, as
    /// Sourcery spells it; nil when the text is no such tuple.
    static func droppingWildcardTupleLabels(_ text: String) -> String? {
        guard tupleType(text) != nil else { return nil }
        var changed = false
        let elements = splitTopLevel(String(text.dropFirst().dropLast()), separator: ",").map { element -> String in
            let labelled = splitTopLevel(element, separator: ":")
            guard labelled.count == 2, labelled[0] == "_" else { return element }
            changed = true
            return labelled[1]
        }
        return changed ? "(" + elements.joined(separator: ", ") + ")" : nil
    }

    static func closureType(_ text: String) -> ClosureType? {
        guard text.containsByte(UInt8(ascii: ">")) else { return nil }
        if text.hasPrefix("@") {
            // `@Sendable (Int) -> Void` inside optional parentheses: the attributes are not the shape.
            return closureType(splitAttributes(text).1).map { ClosureType(name: text, parameters: $0.parameters, returnTypeName: $0.returnTypeName, isAsync: $0.isAsync, throws: $0.throws, throwsTypeName: $0.throwsTypeName) }
        }
        guard let arrow = topLevelArrowRange(text) else { return nil }
        var signature = arrow.before
        var isAsync = false
        var throwsFlag = false
        var throwsType: TypeName?
        // Effects sit between the parameter group and the arrow: `(Int) async throws(E) -> T`.
        while !isWrappedInParentheses(signature), let space = signature.lastIndex(of: " ") ?? signature.lastIndex(of: ")") {
            let tail = String(signature[signature.index(after: space)...])
            if tail == "async" { isAsync = true } else if tail == "throws" || tail == "rethrows" { throwsFlag = true } else if signature.hasSuffix(")"), let open = signature.ranges(of: "throws(").last {
                throwsType = TypeName(String(signature[open.upperBound..<signature.index(before: signature.endIndex)]))
                throwsFlag = throwsType?.name != "Never"
                signature = String(signature[..<open.lowerBound]).trimmingWhitespace()
                continue
            } else { break }
            signature = String(signature[..<space]).trimmingWhitespace()
        }
        // `Int -> Int` (Swift 2 spelling, which swift-syntax reads as a function type): one
        // parameter without parentheses.
        let inner: String
        if isWrappedInParentheses(signature) {
            inner = String(signature.dropFirst().dropLast()).trimmingWhitespace()
        } else if !signature.isEmpty, splitTopLevel(signature, separator: ",").count == 1, !signature.contains(" ") {
            inner = signature
        } else {
            return nil
        }
        var parameters: [ClosureParameter] = []
        if !inner.isEmpty {
            for part in splitTopLevel(inner, separator: ",") {
                parameters.append(closureParameter(part))
            }
        }
        return ClosureType(name: text, parameters: parameters, returnTypeName: TypeName(arrow.after),
                           isAsync: isAsync, throws: throwsFlag, throwsTypeName: throwsType)
    }

    private static func closureParameter(_ text: String) -> ClosureParameter {
        var label: String?
        var name: String?
        var typeText = text
        let labelled = splitTopLevel(text, separator: ":")
        if labelled.count == 2 {
            let names = labelled[0].split(separator: " ").map(String.init)
            if names.allSatisfy(isIdentifier) && !names.isEmpty {
                label = names[0] == "_" ? nil : names[0]
                name = names.count > 1 ? names[1] : names[0]
                typeText = labelled[1]
            }
        }
        var isInout = false
        var isVariadic = false
        // `inout` is the parameter's, not part of its type name (as in Sourcery).
        if typeText.hasPrefix("inout ") {
            isInout = true
            typeText = String(typeText.dropFirst(6)).trimmingWhitespace()
        }
        if typeText.hasSuffix("...") { isVariadic = true; typeText = String(typeText.dropLast(3)) }
        let (attributes, bare) = splitAttributes(typeText)
        return ClosureParameter(argumentLabel: label, name: name, typeName: TypeName(bare, attributes: attributes),
                                `inout`: isInout, isVariadic: isVariadic, defaultValue: nil)
    }

    /// Leading `@attr` words of a spelled type, separated from the bare type.
    static func splitAttributes(_ text: String) -> ([String: [Attribute]], String) {
        var rest = text.trimmingWhitespace()
        var attributes: [String: [Attribute]] = [:]
        while rest.hasPrefix("@") {
            var end = rest.index(after: rest.startIndex)
            while end < rest.endIndex, rest[end].isLetter || rest[end].isNumber || rest[end] == "_" || rest[end] == "." { end = rest.index(after: end) }
            let name = String(rest[rest.index(after: rest.startIndex)..<end])
            if end < rest.endIndex, rest[end] == "(" {
                var depth = 0
                var close = end
                while close < rest.endIndex {
                    if rest[close] == "(" { depth += 1 }
                    if rest[close] == ")" { depth -= 1; if depth == 0 { break } }
                    close = rest.index(after: close)
                }
                end = close < rest.endIndex ? rest.index(after: close) : close
            }
            attributes[name, default: []].append(Attribute(name: name, asSource: String(rest[..<end])))
            rest = String(rest[end...]).trimmingWhitespace()
        }
        return (attributes, rest)
    }

    static func genericType(_ text: String) -> GenericType? {
        if let array = arrayType(text) {
            return GenericType(name: "Array", typeParameters: [GenericTypeParameter(typeName: array.elementTypeName)])
        }
        if let dictionary = dictionaryType(text) {
            return GenericType(name: "Dictionary", typeParameters: [GenericTypeParameter(typeName: dictionary.keyTypeName),
                                                                     GenericTypeParameter(typeName: dictionary.valueTypeName)])
        }
        guard let generic = genericBase(of: text) else { return nil }
        return GenericType(name: generic.base, typeParameters: generic.arguments.map { GenericTypeParameter(typeName: TypeName($0)) })
    }

    static func isBracketGroup(_ text: String) -> Bool {
        var depth = 0
        var index = 0
        let count = text.utf8.count
        for byte in text.utf8 {
            if byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return index == count - 1 }
            }
            index += 1
        }
        return false
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" || first == "`" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
    }
}

extension String {
    /// Trims spaces, tabs and line breaks at both ends, working on UTF-8 (no Character walking).
    func trimmingWhitespace() -> String {
        let bytes = utf8
        guard let first = bytes.first, let last = bytes.last else { return self }
        if !UTF8Whitespace.contains(first) && !UTF8Whitespace.contains(last) { return self }
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, UTF8Whitespace.contains(bytes[start]) { start = bytes.index(after: start) }
        while end > start, UTF8Whitespace.contains(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        return String(self[start..<end])
    }

    /// Byte-level containment test for an ASCII character (avoids Foundation's string search),
    /// over the string's UTF-8 storage when it has one (a native string always does).
    func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
    }
}

enum UTF8Whitespace {
    @inline(__always) static func contains(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// `range` without the whitespace at either end.
    @inline(__always)
    static func trimmed<Bytes: RandomAccessCollection>(_ bytes: Bytes, _ range: Range<Int>) -> Range<Int>
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var first = range.lowerBound
        var last = range.upperBound
        while first < last, contains(bytes[first]) { first += 1 }
        while last > first, contains(bytes[last - 1]) { last -= 1 }
        return first..<last
    }
}
