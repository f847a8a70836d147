/// A type as spelled in the source (context-model.md §4.2). The flags and sub-infos are derived
/// from `name` on demand, so the value stays small to cache and to copy.
public struct TypeName: Codable, Sendable, Equatable, Hashable, CustomStringConvertible {
    /// Spelling as used, `?`/`!` included, attributes excluded: `[String: Int]?`, `(Int) -> Void`.
    public var name: String
    // The attributes and the actual type name, which few names have, out of line: an empty array
    // when neither is set, one element otherwise (an array also gives the recursive actual name
    // the indirection a struct needs). Every declaration and model member holds a type name.
    private var extras: [Extras]

    private struct Extras: Sendable {
        var attributes: [String: [Attribute]]
        var actualTypeName: TypeName?
    }

    public init(_ name: String, attributes: [String: [Attribute]] = [String: [Attribute]](), actualTypeName: TypeName? = nil) {
        self.name = name
        extras = attributes.isEmpty && actualTypeName == nil ? [] : [Extras(attributes: attributes, actualTypeName: actualTypeName)]
    }

    public init(name: String) { self.init(name) }

    /// The literal name Sourcery gives a variable whose type is neither written nor inferable.
    public static let unknown = TypeName("UnknownTypeSoAddTypeAttributionToVariable")

    /// Type attributes keyed by name without `@` (`escaping`, `Sendable`, `MainActor`).
    public var attributes: [String: [Attribute]] {
        get { extras.first?.attributes ?? [:] }
        set { setExtras(attributes: newValue, actualTypeName: actualTypeName) }
    }

    /// Set by the Composer when resolution rewrote the name (typealias targets, resolved elements).
    public var actualTypeName: TypeName? {
        get { extras.first?.actualTypeName }
        set { setExtras(attributes: attributes, actualTypeName: newValue) }
    }

    private mutating func setExtras(attributes: [String: [Attribute]], actualTypeName: TypeName?) {
        extras = attributes.isEmpty && actualTypeName == nil ? [] : [Extras(attributes: attributes, actualTypeName: actualTypeName)]
    }

    // Coded as `name`, `attributes` and `actualStorage` (the actual name as an array of none or
    // one), the keys of every encoded parse result.
    private enum CodingKeys: String, CodingKey { case name, attributes, actualStorage }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decode(String.self, forKey: .name),
                  attributes: try container.decode([String: [Attribute]].self, forKey: .attributes),
                  actualTypeName: try container.decode([TypeName].self, forKey: .actualStorage).first)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(attributes, forKey: .attributes)
        try container.encode(actualTypeName.map { [$0] } ?? [], forKey: .actualStorage)
    }

    public static func == (lhs: TypeName, rhs: TypeName) -> Bool {
        lhs.name == rhs.name && lhs.attributes == rhs.attributes && lhs.actualTypeName == rhs.actualTypeName
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Rendered form: sorted attribute texts then `name`, space-joined (`@escaping (Int) -> Void`).
    public var description: String {
        if attributes.isEmpty { return name }
        let attributeTexts = attributes.values.flatMap { $0 }.map { $0.asSource }.sorted()
        return (attributeTexts + [name]).joined(separator: " ")
    }

    /// Attributes, unwrapped spelling and the optional suffix; an `inout` parameter type keeps its
    /// `inout` (`inout String`), as Sourcery prints it, though `unwrappedTypeName` drops it.
    public var asSource: String {
        var text = unwrappedTypeName
        if isImplicitlyUnwrappedOptional { text += "!" } else if isOptional && name.hasSuffix("?") { text += "?" } else if isOptional { text = name }
        if name.hasPrefix("inout "), !text.hasPrefix("inout ") { text = "inout " + text }
        if attributes.isEmpty { return text }
        let attributeTexts = attributes.values.flatMap { $0 }.map { $0.asSource }.sorted()
        return (attributeTexts + [text]).joined(separator: " ")
    }

    // MARK: Optionality

    // These tests run for every variable of every type, in the Composer and in templates. Each
    // starts with a byte test of the last character that decides most names without the
    // Character-level rules, which only apply to names ending in `?`, `!` or `>`.

    public var isOptional: Bool {
        let bytes = name.utf8
        switch bytes.last {
        case UInt8(ascii: "?"), UInt8(ascii: "!"):
            // A character ends at that `?`/`!` unless the scalar before it is a Prepend one (none
            // is ASCII): after an ASCII byte, `hasSuffix` is sure to hold, so only the arrow test is left.
            let beforeLast = bytes.index(before: bytes.endIndex)
            if beforeLast == bytes.startIndex || bytes[bytes.index(before: beforeLast)] < 0x80 { return !isFunctionType }
        case UInt8(ascii: ">"):
            // Only `Optional<…>`: a base equal to `Optional` (ASCII, with no other scalar canonically
            // equivalent to any of its letters) is spelt with exactly those bytes.
            if !bytes.starts(with: "Optional".utf8) { return false }
        default: return typePartBeforeWhereClause?.isOptional ?? false
        }
        if isFunctionType { return false }
        return name.hasSuffix("?") || name.hasSuffix("!") || TypeNameText.genericBase(of: name)?.base == "Optional"
    }

    public var isImplicitlyUnwrappedOptional: Bool {
        if name.utf8.last != UInt8(ascii: "!") { return typePartBeforeWhereClause?.isImplicitlyUnwrappedOptional ?? false }
        return !isFunctionType && name.hasSuffix("!")
    }

    /// A method's result type with its where clause appended (`Bar? where T: Equatable`, Q9):
    /// the type before the clause, which optionality and unwrapping read, as in Sourcery. Nil
    /// for every other name (those without a space are settled by one byte scan).
    var typePartBeforeWhereClause: TypeName? {
        guard let position = TypeName.whereClauseOffset(in: name) else { return nil }
        return TypeName(String(decoding: name.utf8.prefix(position), as: UTF8.self))
    }

    /// Byte offset of ` where` followed by a space, tab or line break in `name` (the clause keeps
    /// the line breaks it was written with), or nil.
    static func whereClauseOffset(in name: String) -> Int? {
        func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }
        let scan = { (bytes: UnsafeBufferPointer<UInt8>) -> Int? in
            // ` where ` is 7 bytes: each space is a candidate start.
            guard bytes.count > 7 else { return nil }
            for position in 0..<(bytes.count - 7) where bytes[position] == 0x20 && bytes[position + 1] == UInt8(ascii: "w")
                && bytes[position + 2] == UInt8(ascii: "h") && bytes[position + 3] == UInt8(ascii: "e") && bytes[position + 4] == UInt8(ascii: "r")
                && bytes[position + 5] == UInt8(ascii: "e") && isSeparator(bytes[position + 6]) {
                return position
            }
            return nil
        }
        if let found = name.utf8.withContiguousStorageIfAvailable(scan) { return found }
        return Array(name.utf8).withUnsafeBufferPointer(scan)
    }

    /// A bare function type (`() -> Int?`): its `?` belongs to the result, not to the type.
    private var isFunctionType: Bool {
        let last = name.utf8.last
        guard last == UInt8(ascii: "?") || last == UInt8(ascii: "!"), name.containsByte(UInt8(ascii: "-")) else { return false }
        return (name.hasSuffix("?") || name.hasSuffix("!")) && TypeNameText.topLevelArrowRange(name) != nil
    }

    /// `name` without one level of `?`, `!` or `Optional<…>`; wrapping parentheses stay (Q8).
    public var unwrappedTypeName: String {
        let bytes = name.utf8
        guard let first = bytes.first, let last = bytes.last else { return name }
        if first != UInt8(ascii: "i") {
            switch last {
            case UInt8(ascii: ">"):
                // Only `Optional<…>` unwraps.
                if !bytes.starts(with: "Optional<".utf8) { return name }
            case UInt8(ascii: "?"), UInt8(ascii: "!"):
                // No `-` means no arrow, so not a function type; in plain ASCII a byte is a character.
                // One pass over the bytes in place (the UTF-8 view's own walks cost several times more).
                let plain: String?? = bytes.withContiguousStorageIfAvailable { buffer in
                    for byte in buffer where byte == UInt8(ascii: "-") || byte >= 0x80 || byte == 0x0D || byte == 0x20 { return nil }
                    return String(decoding: UnsafeBufferPointer(rebasing: buffer.dropLast()), as: UTF8.self)
                }
                if let plain = plain ?? Self.plainlyUnwrapped(bytes) { return plain }
            default:
                return typePartBeforeWhereClause?.unwrappedTypeName ?? name
            }
        }
        return characterwiseUnwrappedTypeName
    }

    /// The fast path of `unwrappedTypeName` for a name without contiguous UTF-8 (a bridged string).
    private static func plainlyUnwrapped(_ bytes: String.UTF8View) -> String? {
        guard !bytes.contains(UInt8(ascii: "-")), bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D && $0 != 0x20 }) else { return nil }
        return String(decoding: bytes.dropLast(), as: UTF8.self)
    }

    /// The rules of `unwrappedTypeName` on characters (names the byte tests do not settle).
    var characterwiseUnwrappedTypeName: String {
        if let typePart = typePartBeforeWhereClause { return typePart.unwrappedTypeName }
        if name.hasPrefix("inout ") { return TypeName(String(name.dropFirst(6))).unwrappedTypeName }
        if isFunctionType { return name }
        if name.hasSuffix("?") || name.hasSuffix("!") { return String(name.dropLast()) }
        if let generic = TypeNameText.genericBase(of: name), generic.base == "Optional", generic.arguments.count == 1 {
            return generic.arguments[0]
        }
        return name
    }

    // MARK: Kinds

    public var isVoid: Bool { name == "Void" || name == "()" || unwrappedTypeName == "Void" }
    public var isNever: Bool { name == "Never" }
    /// `A & B`, also as `(A & B)?`.
    public var isProtocolComposition: Bool {
        guard name.containsByte(UInt8(ascii: "&")) else { return false }
        let text = TypeNameText.removingWrappingParentheses(strippedUnwrapped)
        return TypeNameText.topLevelArrowRange(text) == nil && TypeNameText.splitTopLevel(text, separator: "&").count > 1
    }

    /// The parts of `A & B` (also of `(A & B)?`), trimmed; empty for every other name.
    public var protocolCompositionParts: [String] {
        guard isProtocolComposition else { return [] }
        return TypeNameText.splitTopLevel(TypeNameText.removingWrappingParentheses(strippedUnwrapped), separator: "&")
            .map { $0.trimmingWhitespace() }
    }

    public var isArray: Bool { array != nil }
    public var isDictionary: Bool { dictionary != nil }
    public var isSet: Bool { self.set != nil }
    public var isTuple: Bool { tuple != nil }
    /// A closure type is spelt with an arrow: a name without one needs no closure parse.
    public var isClosure: Bool { Self.containsArrow(actualTypeName?.name ?? name) && closure != nil }
    public var isGeneric: Bool { generic != nil }

    // The shape of a name a typealias or an enclosing scope rewrote is the shape of what it
    // names (`typealias JSON = [Any]`: a `JSON` is an array), as in Sourcery.
    public var array: ArrayType? { TypeNameText.arrayType(shapeText) }
    public var dictionary: DictionaryType? { TypeNameText.dictionaryType(shapeText) }
    public var set: SetType? { TypeNameText.setType(shapeText) }
    /// The tuple of the actual name; its elements keep the labels written here (Sourcery names
    /// a respelt tuple by its element types but keeps each element's name).
    public var tuple: TupleType? {
        guard var resolved = TypeNameText.tupleType(shapeText) else { return nil }
        if actualTypeName != nil, let written = TypeNameText.tupleType(strippedUnwrapped),
           written.elements.count == resolved.elements.count {
            for index in resolved.elements.indices { resolved.elements[index].name = written.elements[index].name }
        }
        return resolved
    }
    /// A closure spelt here keeps its written parameter and result names, each carrying the
    /// resolved one as its `actualTypeName` (Sourcery resolves a closure's parts in place); a name
    /// that only stands for a closure (`typealias Handler = (Int) -> Void`) gives the closure it names.
    public var closure: ClosureType? {
        let written = TypeNameText.closureType(TypeNameText.removingWrappingParentheses(strippedUnwrapped))
        guard let actual = actualTypeName else { return written }
        guard let resolved = TypeNameText.closureType(TypeNameText.removingWrappingParentheses(actual.strippedUnwrapped)) else {
            return nil
        }
        guard var closure = written, closure.parameters.count == resolved.parameters.count else { return resolved }
        for index in closure.parameters.indices {
            closure.parameters[index].typeName.resolve(to: resolved.parameters[index].typeName)
        }
        closure.returnTypeName.resolve(to: resolved.returnTypeName)
        return closure
    }

    /// Sets `actualTypeName` to `resolved` when it names something else.
    private mutating func resolve(to resolved: TypeName) {
        if resolved.name != name, actualTypeName == nil { actualTypeName = resolved }
    }
    public var generic: GenericType? { TypeNameText.genericType(shapeText) }

    private static func containsArrow(_ text: String) -> Bool {
        var afterDash = false
        for byte in text.utf8 {
            if afterDash && byte == UInt8(ascii: ">") { return true }
            afterDash = byte == UInt8(ascii: "-")
        }
        return false
    }

    /// `strippedUnwrapped` of the actual name when there is one.
    var shapeText: String { actualTypeName?.strippedUnwrapped ?? strippedUnwrapped }

    /// Unwrapped name without `some`/`any`/`inout` prefixes, used for shape tests.
    var strippedUnwrapped: String {
        var text = unwrappedTypeName
        for prefix in ["inout ", "some ", "any ", "borrowing ", "consuming ", "sending "] where text.hasPrefix(prefix) {
            text = String(text.dropFirst(prefix.count))
        }
        return text
    }
}
