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

    /// Open-addressing table keyed by the word's first and last eight bytes and its length (which
    /// identify any word of up to 16 bytes exactly). Allocated once and never freed, so lookups in
    /// the lexer's hot loop touch no reference counts and no `Hasher`.
    struct Entry {
        var first8: UInt64
        var last8: UInt64
        var length: Int
        var keyword: Keyword
    }

    static let tableMask = 255

    /// Every keyword the lexer tags, with its spelling.
    static let spellings: [(String, Keyword)] = [
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

    static let table: UnsafeMutableBufferPointer<Entry> = {
        let words = spellings
        let table = UnsafeMutableBufferPointer<Entry>.allocate(capacity: tableMask + 1)
        table.initialize(repeating: Entry(first8: 0, last8: 0, length: 0, keyword: .none))
        for (word, keyword) in words {
            let bytes = Array(word.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let (first8, last8) = pack(buffer, 0, buffer.count)
                var slot = slotIndex(first8, buffer.count)
                while table[slot].length != 0 { slot = (slot + 1) & tableMask }
                table[slot] = Entry(first8: first8, last8: last8, length: buffer.count, keyword: keyword)
            }
        }
        return table
    }()

    /// Indexed by `length << 8 | first byte` (lengths below 16): true when some keyword has that
    /// length and first byte. Allocated once and never freed.
    static let candidates: UnsafePointer<Bool> = {
        let flags = UnsafeMutablePointer<Bool>.allocate(capacity: 16 << 8)
        flags.initialize(repeating: false, count: 16 << 8)
        for entry in table where entry.length != 0 {
            flags[entry.length << 8 | Int(entry.first8 & 0xFF)] = true
        }
        return UnsafePointer(flags)
    }()

    /// The word's first eight bytes and (for longer words) its last eight, little-endian, zero
    /// padded. Words of up to 16 bytes differ in `(first8, last8, length)`. Whole 8-byte loads
    /// when the buffer allows, else byte by byte (same values).
    @inline(__always) static func pack(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (UInt64, UInt64) {
        let length = end - start
        if start + 8 <= buffer.count, let base = buffer.baseAddress {
            let raw = UnsafeRawPointer(base)
            let first = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start, as: UInt64.self))
            if length >= 8 {
                let last = length > 8 ? UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self)) : 0
                return (first, last)
            }
            return (first & ((1 << (8 * UInt64(length))) - 1), 0)
        }
        var first8: UInt64 = 0
        var last8: UInt64 = 0
        for offset in 0..<min(8, length) { first8 |= UInt64(buffer[start + offset]) << (8 * UInt64(offset)) }
        if length > 8 {
            for offset in 0..<8 { last8 |= UInt64(buffer[end - 8 + offset]) << (8 * UInt64(offset)) }
        }
        return (first8, last8)
    }

    @inline(__always) static func slotIndex(_ first8: UInt64, _ length: Int) -> Int {
        Int(truncatingIfNeeded: ((first8 &* 0x9E3779B97F4A7C15) >> 56) ^ UInt64(length)) & tableMask
    }

    /// The keyword spelled by `buffer[start..<end]`, or `.none`.
    @inline(__always)
    static func lookup(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, in table: UnsafeMutableBufferPointer<Entry>,
                       candidates: UnsafePointer<Bool>) -> Keyword {
        let length = end - start
        guard length <= 15 else { return .none }
        // Most identifiers are no keyword's length and first byte together: one load rules them out.
        guard candidates[length << 8 | Int(buffer[start])] else { return .none }
        let (first8, last8) = pack(buffer, start, end)
        var slot = slotIndex(first8, length)
        while true {
            let entry = table[slot]
            if entry.length == 0 { return .none }
            if entry.length == length && entry.first8 == first8 && entry.last8 == last8 { return entry.keyword }
            slot = (slot + 1) & tableMask
        }
    }
}
