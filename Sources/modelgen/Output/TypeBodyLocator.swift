/// Finds the braces of a type's body in Swift source, for inserting `inline:auto` regions.
///
/// A small brace matcher over UTF-8 bytes that skips comments (nested `/* */` too), string literals
/// (`"…"`, `"""…"""`, raw `#"…"#`, with `\( … )` interpolations) and tracks which `{` opens the body
/// of a `class`/`struct`/`enum`/`actor`/`protocol` (or `extension`) so nested names (`Outer.Inner`)
/// resolve. Only the type's own declaration matches, never an extension of it.
enum TypeBodyLocator {
    struct Body: Equatable {
        /// Byte offsets of `{` and of its matching `}`.
        var open: Int
        var close: Int
    }

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]
    /// Words that may follow `class` when it is a member modifier (`class func`), not a declaration.
    private static let notTypeNames: Set<String> = [
        "func", "var", "let", "subscript", "override", "final", "static", "private", "fileprivate", "internal",
        "public", "open", "init", "deinit", "required", "convenience", "dynamic", "lazy", "weak", "unowned",
        "nonisolated", "mutating", "indirect", "typealias", "case", "where",
    ]

    static func locate(_ typeName: String, in bytes: [UInt8]) -> Body? {
        var scanner = Scanner(bytes: bytes)
        var found: Body?
        scanner.scan { name, body in
            guard name == typeName else { return true }
            found = body
            return false
        }
        return found
    }

    /// Every type declared in the file (qualified name → body; the first declaration wins),
    /// in one pass: used when many `inline:auto` blocks look for their types.
    static func allTypes(in bytes: [UInt8]) -> [String: Body] {
        var scanner = Scanner(bytes: bytes)
        var types: [String: Body] = [:]
        scanner.scan { name, body in
            if types[name] == nil { types[name] = body }
            return true
        }
        return types
    }

    private struct Scanner {
        let bytes: [UInt8]
        var position = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// One open brace: the qualified name it declares (nil for function bodies, closures, …).
        struct Scope {
            var qualifiedName: String?
            var isExtension: Bool
            var open: Int
        }

        /// Calls `visit` with each type declaration's qualified name and body as its closing brace
        /// is reached; `visit` returns false to stop.
        mutating func scan(_ visit: (String, Body) -> Bool) {
            var scopes: [Scope] = []
            var pending: (name: String, isExtension: Bool)?
            var expectingNameFor: String?
            var previousWord: String?
            var previousByte: UInt8 = 0
            while position < bytes.count {
                let byte = bytes[position]
                switch byte {
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                    skipLineComment()
                    continue
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                    skipBlockComment()
                    continue
                case UInt8(ascii: "\""):
                    skipString()
                    previousByte = UInt8(ascii: "\"")
                    continue
                case UInt8(ascii: "#") where startsRawString():
                    skipString()
                    previousByte = UInt8(ascii: "\"")
                    continue
                case UInt8(ascii: "{"):
                    let enclosing = scopes.last(where: { $0.qualifiedName != nil })?.qualifiedName
                    let isTypeBody = scopes.allSatisfy { $0.qualifiedName != nil }
                    if let declared = pending, isTypeBody {
                        let name = declared.isExtension || enclosing == nil ? declared.name : enclosing! + "." + declared.name
                        scopes.append(Scope(qualifiedName: name, isExtension: declared.isExtension, open: position))
                    } else {
                        scopes.append(Scope(qualifiedName: nil, isExtension: false, open: position))
                    }
                    pending = nil
                    expectingNameFor = nil
                case UInt8(ascii: "}"):
                    if let scope = scopes.popLast(), let name = scope.qualifiedName, !scope.isExtension,
                       !visit(name, Body(open: scope.open, close: position)) {
                        return
                    }
                    pending = nil
                    expectingNameFor = nil
                case UInt8(ascii: ";"):
                    pending = nil
                    expectingNameFor = nil
                default:
                    if isIdentifierStart(byte) || byte == UInt8(ascii: "`") {
                        let afterDot = previousByte == UInt8(ascii: ".")
                        let word = readWord()
                        if let keyword = expectingNameFor {
                            expectingNameFor = nil
                            if !notTypeNames.contains(word) {
                                pending = (keyword == "extension" ? readQualifiedRest(word) : word, keyword == "extension")
                            }
                        } else if typeKeywords.contains(word) && !afterDot && previousWord != "import" {
                            expectingNameFor = word
                        }
                        previousWord = word
                        previousByte = UInt8(ascii: "a")
                        continue
                    }
                }
                if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t") {
                    previousByte = byte
                }
                position += 1
            }
        }

        func peek(_ offset: Int) -> UInt8? {
            position + offset < bytes.count ? bytes[position + offset] : nil
        }

        func isIdentifierStart(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
        }

        func isIdentifierByte(_ byte: UInt8) -> Bool {
            isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
        }

        /// Reads an identifier (backticks removed).
        mutating func readWord() -> String {
            if bytes[position] == UInt8(ascii: "`") {
                let start = position + 1
                position += 1
                while position < bytes.count, bytes[position] != UInt8(ascii: "`"), bytes[position] != UInt8(ascii: "\n") { position += 1 }
                let word = String(decoding: bytes[start..<min(position, bytes.count)], as: UTF8.self)
                if position < bytes.count { position += 1 }
                return word
            }
            let start = position
            while position < bytes.count, isIdentifierByte(bytes[position]) { position += 1 }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        /// `extension A.B.C` → "A.B.C".
        mutating func readQualifiedRest(_ first: String) -> String {
            var name = first
            while position + 1 < bytes.count, bytes[position] == UInt8(ascii: "."),
                  isIdentifierStart(bytes[position + 1]) || bytes[position + 1] == UInt8(ascii: "`") {
                position += 1
                name += "." + readWord()
            }
            return name
        }

        mutating func skipLineComment() {
            while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
        }

        mutating func skipBlockComment() {
            var depth = 0
            while position < bytes.count {
                if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") { depth += 1; position += 2; continue }
                if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                    depth -= 1
                    position += 2
                    if depth == 0 { return }
                    continue
                }
                position += 1
            }
        }

        func startsRawString() -> Bool {
            var offset = 0
            while position + offset < bytes.count, bytes[position + offset] == UInt8(ascii: "#") { offset += 1 }
            return offset > 0 && position + offset < bytes.count && bytes[position + offset] == UInt8(ascii: "\"")
        }

        /// Skips a string literal starting at `position` (at `#` or `"`), including interpolations.
        mutating func skipString() {
            var hashes = 0
            while bytes[position] == UInt8(ascii: "#") { hashes += 1; position += 1 }
            let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            position += multiline ? 3 : 1
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\\") && hashesFollow(hashes, from: position + 1) {
                    position += 1 + hashes
                    if position < bytes.count, bytes[position] == UInt8(ascii: "(") {
                        skipInterpolation()
                    } else {
                        position += 1
                    }
                    continue
                }
                if byte == UInt8(ascii: "\n") && !multiline { return }   // unterminated: stop at the line end
                if byte == UInt8(ascii: "\"") {
                    let quotes = multiline ? 3 : 1
                    if (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }) && hashesFollow(hashes, from: position + quotes) {
                        position += quotes + hashes
                        return
                    }
                }
                position += 1
            }
        }

        func hashesFollow(_ count: Int, from start: Int) -> Bool {
            guard start + count <= bytes.count else { return false }
            return (0..<count).allSatisfy { bytes[start + $0] == UInt8(ascii: "#") }
        }

        /// Skips `( … )` of an interpolation, which may hold strings and comments of its own.
        mutating func skipInterpolation() {
            var depth = 0
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && startsRawString()) { skipString(); continue }
                if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") { skipBlockComment(); continue }
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") {
                    depth -= 1
                    if depth == 0 { position += 1; return }
                }
                position += 1
            }
        }
    }
}
