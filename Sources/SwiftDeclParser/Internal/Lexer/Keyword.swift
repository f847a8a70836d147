/// Keywords and contextual keywords the declaration scanner reacts to.
enum Keyword: UInt8 {
    case none
    // Declarations
    case `struct`, `class`, `enum`, `protocol`, actor, `extension`, `var`, `let`, `func`, `init`, `deinit`
    case `subscript`, `case`, `typealias`, `associatedtype`, `import`, `operator`, `precedencegroup`, macro
    // Modifiers
    case `public`, `private`, `fileprivate`, `internal`, open, package, `static`, final, lazy, weak, unowned
    case override, required, convenience, mutating, nonmutating, dynamic, optional, indirect, nonisolated
    case distributed, prefix, postfix, infix, consuming, borrowing, isolated, __consuming
    // Types, signatures and accessors
    case `where`, some, any, `inout`, async, `throws`, `rethrows`, get, set, willSet, didSet, _modify, _read
    case underscore, `Self`, `true`, `false`, `nil`, `in`, `default`, each

    var isDeclarationModifier: Bool {
        switch self {
        case .public, .private, .fileprivate, .internal, .open, .package, .static, .class, .final, .lazy, .weak,
             .unowned, .override, .required, .convenience, .mutating, .nonmutating, .dynamic, .optional, .indirect,
             .nonisolated, .distributed, .prefix, .postfix, .infix, .consuming, .borrowing, .__consuming:
            return true
        default:
            return false
        }
    }

    var isAccessLevel: Bool {
        switch self {
        case .public, .private, .fileprivate, .internal, .open, .package: return true
        default: return false
        }
    }

    /// Keywords that start a declaration (after attributes and modifiers).
    var startsDeclaration: Bool {
        switch self {
        case .struct, .class, .enum, .protocol, .actor, .extension, .var, .let, .func, .`init`, .deinit,
             .subscript, .case, .typealias, .associatedtype, .import, .operator, .`precedencegroup`, .macro:
            return true
        default:
            return false
        }
    }

    /// Candidate per FNV-1a hash; the length and the first eight bytes confirm it, so no
    /// per-lookup array (and no reference counting) is involved.
    private struct Entry {
        var keyword: Keyword
        var length: Int
        var prefix: UInt64
    }

    private static let table: [UInt64: Entry] = {
        let words: [(String, Keyword)] = [
            ("struct", .struct), ("class", .class), ("enum", .enum), ("protocol", .protocol), ("actor", .actor),
            ("extension", .extension), ("var", .var), ("let", .let), ("func", .func), ("init", .`init`),
            ("deinit", .deinit), ("subscript", .subscript), ("case", .case), ("typealias", .typealias),
            ("associatedtype", .associatedtype), ("import", .import), ("operator", .operator),
            ("precedencegroup", .`precedencegroup`), ("macro", .macro), ("public", .public), ("private", .private),
            ("fileprivate", .fileprivate), ("internal", .internal), ("open", .open), ("package", .package),
            ("static", .static), ("final", .final), ("lazy", .lazy), ("weak", .weak), ("unowned", .unowned),
            ("override", .override), ("required", .required), ("convenience", .convenience),
            ("mutating", .mutating), ("nonmutating", .nonmutating), ("dynamic", .dynamic), ("optional", .optional),
            ("indirect", .indirect), ("nonisolated", .nonisolated), ("distributed", .distributed),
            ("prefix", .prefix), ("postfix", .postfix), ("infix", .infix), ("consuming", .consuming),
            ("borrowing", .borrowing), ("isolated", .isolated), ("__consuming", .__consuming), ("where", .where),
            ("some", .some), ("any", .any), ("inout", .inout), ("async", .async), ("throws", .throws),
            ("rethrows", .rethrows), ("get", .get), ("set", .set), ("willSet", .willSet), ("didSet", .didSet),
            ("_modify", ._modify), ("_read", ._read), ("_", .underscore), ("Self", .Self), ("true", .true),
            ("false", .false), ("nil", .nil), ("in", .in), ("default", .default), ("each", .each),
        ]
        var table: [UInt64: Entry] = [:]
        for (word, keyword) in words {
            let bytes = Array(word.utf8)
            var hash: UInt64 = 0xcbf29ce484222325
            var prefix: UInt64 = 0
            for (offset, byte) in bytes.enumerated() {
                hash = (hash ^ UInt64(byte)) &* 0x100000001b3
                if offset < 8 { prefix |= UInt64(byte) << (8 * UInt64(offset)) }
            }
            table[hash] = Entry(keyword: keyword, length: bytes.count, prefix: prefix)
        }
        return table
    }()

    /// The keyword spelled by `buffer[start..<end]`, or `.none`.
    static func lookup(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
        let length = end - start
        guard length >= 1, length <= 15 else { return .none }
        let first = buffer[start]
        // Every keyword starts with a lowercase letter, `_` or `S`.
        guard (first >= 0x61 && first <= 0x7A) || first == 0x5F || first == 0x53 else { return .none }
        var hash: UInt64 = 0xcbf29ce484222325
        var prefix: UInt64 = 0
        for index in start..<end {
            let byte = buffer[index]
            hash = (hash ^ UInt64(byte)) &* 0x100000001b3
            let offset = index - start
            if offset < 8 { prefix |= UInt64(byte) << (8 * UInt64(offset)) }
        }
        guard let entry = table[hash], entry.length == length, entry.prefix == prefix else { return .none }
        return entry.keyword
    }
}
